// A marked section of a generated document: the lines from `<!-- name:start -->` to `<!-- name:end -->`, which one
// tool rewrites while leaving the rest of the document (other tools' sections, hand-written text) as it is. Pure.

export interface SectionMarkers {
  start: string;
  end: string;
}

export function sectionMarkers(name: string): SectionMarkers {
  return { start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` };
}

/** [start, end) of the section, markers included, or null when the document has no complete section `name`. */
function sectionRange(doc: string, name: string): [number, number] | null {
  const { start, end } = sectionMarkers(name);
  const from = doc.indexOf(start);
  const to = from >= 0 ? doc.indexOf(end, from) : -1;
  return from >= 0 && to > from ? [from, to + end.length] : null;
}

export function hasSection(doc: string, name: string): boolean {
  return sectionRange(doc, name) !== null;
}

/** The section with its markers, or null. */
export function extractSection(doc: string, name: string): string | null {
  const range = sectionRange(doc, name);
  return range ? doc.slice(range[0], range[1]) : null;
}

export interface ReplaceOptions {
  /** Where a missing section goes: before this other section if the document has it, else at the end. */
  before?: string;
}

/**
 * Replaces section `name` with `section` (which carries its own markers); a document without it gets it before the
 * `before` section (one blank line each side) or appended after its text (one blank line, then a final newline).
 */
export function replaceSection(doc: string, name: string, section: string, { before }: ReplaceOptions = {}): string {
  const range = sectionRange(doc, name);
  if (range) return doc.slice(0, range[0]) + section + doc.slice(range[1]);
  const next = before ? sectionRange(doc, before) : null;
  if (next) return `${doc.slice(0, next[0]).replace(/\s*$/, '')}\n\n${section}\n\n${doc.slice(next[0])}`;
  const body = doc.replace(/\s*$/, '');
  return `${body ? `${body}\n\n` : ''}${section}\n`;
}

/** `newDoc` with each section `names` of `oldDoc` kept (a tool that rewrites the whole document keeps the others' sections). */
export function carrySections(oldDoc: string, newDoc: string, names: readonly string[]): string {
  let doc = newDoc;
  for (const name of names) {
    const section = extractSection(oldDoc, name);
    if (section !== null) doc = replaceSection(doc, name, section);
  }
  return doc;
}
