// @lezer/markdown 1.8.1's emphasis resolution (InlineContext.resolveMarkers) as it is, but linear: for every closing
// delimiter it scanned back to the paragraph's start for an opener, and a run like `1*1*1*…` (every `*` can open and
// close) left every other closer without one: 30,000 characters took 0.2 s, 60,000 0.7 s (found beyond the hostile
// review). CommonMark's own algorithm keeps an "openers bottom": once a scan for a closer of some kind found nothing
// down to an index, nothing below it can open for a later closer of that kind — parts only ever lose the power to
// open (matched, or wrapped into an element) and a shrunk opener keeps its side and size. The scan stops there.
// Same trees for every input (tests/readers/markdownSyntax.test.ts compares it with the original).
import { Element, InlineContext } from '@lezer/markdown';

/** The shape of @lezer/markdown's (unexported) InlineDelimiter. */
interface Delimiter {
  type: { resolve?: string; mark?: string };
  from: number;
  to: number;
  side: number;
  size: number;
}
type Part = Element | Delimiter | null;
type Context = InlineContext & { parts: Part[]; elt(type: string, from: number, to: number, children?: Element[]): Element };

const OPEN = 1;
const CLOSE = 2;

function isDelimiter(part: Part): part is Delimiter {
  return part !== null && !(part instanceof Element) && typeof (part as Delimiter).side === 'number';
}

/** The original, kept for the tests' comparison. */
export const scanningResolveMarkers: (this: InlineContext, from: number) => Element[] = (
  InlineContext.prototype as unknown as { resolveMarkers(from: number): Element[] }
).resolveMarkers;

function resolveMarkers(this: Context, from: number): Element[] {
  // Per closer kind (delimiter type, whether the closer can open, its size mod 3): the lowest index worth scanning.
  const bottoms = new Map<Delimiter['type'], number[]>();
  for (let i = from; i < this.parts.length; i++) {
    const close = this.parts[i];
    if (!isDelimiter(close) || !close.type.resolve || !(close.side & CLOSE)) continue;
    const emp = close.type.resolve === 'Emphasis' && close.type.mark === 'EmphasisMark';
    const closeSize = close.to - close.from;
    const kind = (close.side & OPEN) * 3 + (close.size % 3);
    const kinds = bottoms.get(close.type) ?? [from, from, from, from, from, from];
    bottoms.set(close.type, kinds);
    let open: Delimiter | undefined;
    let j = i - 1;
    for (; j >= kinds[kind]; j--) {
      const part = this.parts[j];
      if (
        isDelimiter(part) &&
        part.side & OPEN &&
        part.type === close.type &&
        !(emp && (close.side & OPEN || part.side & CLOSE) && (part.size + close.size) % 3 === 0 && (part.size % 3 || close.size % 3))
      ) {
        open = part;
        break;
      }
    }
    if (!open) {
      kinds[kind] = i;
      continue;
    }
    let type = close.type.resolve;
    const content: Element[] = [];
    let start = open.from;
    let end = close.to;
    if (emp) {
      const size = Math.min(2, open.to - open.from, closeSize);
      start = open.to - size;
      end = close.from + size;
      type = size === 1 ? 'Emphasis' : 'StrongEmphasis';
    }
    if (open.type.mark) content.push(this.elt(open.type.mark, start, open.to));
    for (let k = j + 1; k < i; k++) {
      const part = this.parts[k];
      if (part instanceof Element) content.push(part);
      this.parts[k] = null;
    }
    if (close.type.mark) content.push(this.elt(close.type.mark, close.from, end));
    const element = this.elt(type, start, end, content);
    const Delimiter = close.constructor as new (type: Delimiter['type'], from: number, to: number, side: number, size: number) => Delimiter;
    this.parts[j] = emp && open.from !== start ? new Delimiter(open.type, open.from, start, open.side, open.size) : null;
    const keep = emp && close.to !== end ? new Delimiter(close.type, end, close.to, close.side, close.size) : null;
    this.parts[i] = keep;
    if (keep) this.parts.splice(i, 0, element);
    else this.parts[i] = element;
  }
  const result: Element[] = [];
  for (let i = from; i < this.parts.length; i++) {
    const part = this.parts[i];
    if (part instanceof Element) result.push(part);
  }
  return result;
}

/** Installs the linear resolution on @lezer/markdown's InlineContext (once; the markdown reader does it on load). */
export function useLinearEmphasis(): void {
  (InlineContext.prototype as unknown as { resolveMarkers: typeof resolveMarkers }).resolveMarkers = resolveMarkers;
}
