// The markdown dialect Stack Overflow renders (CommonMark since the 2020-06 migration, stack-overflow-dom.md §5, with
// the GFM parts it shows) as a @lezer/markdown parser, and the link reference definitions of a parsed post.
import { Autolink, type InlineContext, Strikethrough, Table, parser as commonMarkParser } from '@lezer/markdown';
import type { SyntaxNode } from '@lezer/common';
import { decodeHtmlEntities } from './htmlEntities';

// GFM's tables, strikethrough and bare-URL autolinks, which SO renders; not its task lists, which SO shows as
// literal "[ ]" text.
export const markdownParser = commonMarkParser.configure([
  Table,
  Strikethrough,
  Autolink,
  { parseInline: [{ name: 'HardBreak', parse: hardBreak }] },
]);

/**
 * @lezer/markdown's HardBreak (1.8.1) as it is, but linear: at every space of a run it scanned the rest of the run for
 * a newline, quadratic in a long run of spaces (30,000 spaces: 3 s, hostile review E4). A space right after a space
 * cannot start a break the run's first space did not (no inline element ends in a space, so the first was tried).
 */
export function hardBreak(cx: InlineContext, next: number, start: number): number {
  if (next === 92 /* \ */ && cx.char(start + 1) === 10) return cx.addElement(cx.elt('HardBreak', start, start + 2));
  if (next !== 32 || cx.char(start - 1) === 32) return -1;
  let pos = start + 1;
  while (cx.char(pos) === 32) pos++;
  return cx.char(pos) === 10 && pos >= start + 2 ? cx.addElement(cx.elt('HardBreak', start, pos + 1)) : -1;
}

/** Reference definitions `[1]: https://i.sstatic.net/x.png` — SO's editor writes every link and image this way. */
export function collectLinkDefinitions(source: string, top: SyntaxNode): Map<string, string> {
  const definitions = new Map<string, string>();
  const cursor = top.cursor();
  do {
    if (cursor.name !== 'LinkReference') continue;
    const label = cursor.node.getChild('LinkLabel');
    const url = cursor.node.getChild('URL');
    if (!label) continue;
    const key = normalizeLabel(source.slice(label.from + 1, label.to - 1));
    // The first definition of a label wins (CommonMark).
    if (!definitions.has(key)) definitions.set(key, url ? readDestination(source.slice(url.from, url.to)) : '');
  } while (cursor.next());
  return definitions;
}

export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A link destination as written: `<…>` unwrapped, backslash escapes and entities resolved (CommonMark). */
export function readDestination(raw: string): string {
  const unwrapped = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw;
  return decodeHtmlEntities(unwrapped.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
}
