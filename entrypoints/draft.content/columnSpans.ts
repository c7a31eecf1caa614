// Where in a column of the window the coach may go: the vertical spans no obstacle (a help card, a field, the top
// bar's edge) reaches into, each kept a gap clear of them. Pure: boxes in, spans out (viewport px).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Span {
  top: number;
  bottom: number;
}

/** The parts of `within` that no obstacle crossing the column (`left`…`right`) comes within `gap` of, top first. */
export function freeSpans(column: { left: number; right: number }, within: Span, obstacles: readonly Box[], gap: number): Span[] {
  const blocked = obstacles
    .filter((o) => o.left < column.right && o.right > column.left && o.bottom > within.top - gap && o.top < within.bottom + gap)
    .map((o) => ({ top: o.top - gap, bottom: o.bottom + gap }))
    .sort((a, b) => a.top - b.top);
  const spans: Span[] = [];
  let top = within.top;
  for (const b of blocked) {
    if (b.top > top) spans.push({ top, bottom: Math.min(b.top, within.bottom) });
    top = Math.max(top, b.bottom);
    if (top >= within.bottom) break;
  }
  if (top < within.bottom) spans.push({ top, bottom: within.bottom });
  return spans.filter((s) => s.bottom > s.top);
}

export const spanHeight = (s: Span) => s.bottom - s.top;
