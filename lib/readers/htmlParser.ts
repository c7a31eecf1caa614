// A small, tolerant, streaming HTML parser for post bodies: no DOM, so the same code runs in Node over the
// corpus and in the extension. It reports elements as they open and close, after the tree-building rules a
// browser applies where the text we read depends on them: raw-text elements, the newline after `<pre>`, CRLF,
// implied `</p>`, `</li>`, `</td>`, void elements, stray end tags (a stray `</p>` is an empty paragraph), table
// rows and cells outside a table, tags and comments the input ends inside. It simplifies the rest (no adoption
// agency for misnested inline tags, no reopening of `<a>`/`<b>`… after a block ends; their text is kept all the
// same). tests/readers/htmlParserDifferential.test.ts holds it to parse5 over the corpus and the fuzz corpus. No
// tree is built: the readers keep only the state they need, which keeps a pass over the 830-body corpus far
// below 200 ms.

import { decodeHtmlEntities } from './htmlEntities';

export interface HtmlSink {
  /** An element starts. Every `open` is matched by exactly one `close`, void elements immediately. */
  open(tag: string, attrs: Record<string, string>): void;
  close(tag: string): void;
  /** Decoded text (raw for `<script>`/`<style>`); line ends already normalised to "\n". */
  text(data: string): void;
  comment(data: string): void;
}

const VOID_ELEMENTS = new Set('area base br col embed hr img input keygen link meta param source track wbr'.split(' '));

/** Content is raw text up to the matching end tag; entities are decoded only in the RCDATA pair. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const RCDATA_ELEMENTS = new Set(['textarea', 'title']);

/** Start tags that close an open `<p>` (HTML spec, "in body" insertion mode). */
const CLOSES_PARAGRAPH = new Set(
  (
    'address article aside blockquote center details dialog dir div dl dd dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p pre section summary table ul'
  ).split(' '),
);

/** Elements an implied end tag must not search past. */
const SCOPE_BOUNDARIES = new Set(['table', 'td', 'th', 'caption', 'html', 'template', 'button', 'object']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = ['ul', 'ol', 'menu'];
const TABLE_SECTIONS = ['table', 'thead', 'tbody', 'tfoot'];
const TABLE_PARTS = new Set(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);

/** Deeper nesting than this is flattened, so hostile input cannot grow the readers' stacks (Chromium caps at 512). */
const MAX_DEPTH = 256;

class OpenElements {
  private readonly tags: string[] = [];
  /** Set after `<pre>`/`<listing>`/`<textarea>`: one newline right after the start tag is dropped, as browsers do. */
  private dropNextNewline = false;

  constructor(private readonly sink: HtmlSink) {}

  text(data: string): void {
    if (this.dropNextNewline) {
      this.dropNextNewline = false;
      if (data.charCodeAt(0) === 10) data = data.slice(1);
    }
    if (data) this.sink.text(data);
  }

  comment(data: string): void {
    this.dropNextNewline = false;
    this.sink.comment(data);
  }

  startTag(tag: string, attrs: Record<string, string>, selfClosing: boolean): void {
    this.dropNextNewline = false;
    // Outside a table a row or cell start tag is ignored (HTML spec, "in body"): its text joins the text around it.
    if (TABLE_PARTS.has(tag) && !this.tags.includes('table') && !this.tags.includes('template')) return;
    this.closeImpliedBy(tag);
    this.sink.open(tag, attrs);
    if (VOID_ELEMENTS.has(tag) || selfClosing || this.tags.length >= MAX_DEPTH) {
      this.sink.close(tag);
      return;
    }
    this.tags.push(tag);
    if (tag === 'pre' || tag === 'listing' || tag === 'textarea') this.dropNextNewline = true;
  }

  endTag(tag: string): void {
    this.dropNextNewline = false;
    if (tag === 'br') {
      this.startTag('br', NO_ATTRIBUTES, true); // `</br>` is parsed as `<br>` by browsers
      return;
    }
    const scoped = tag === 'p' || tag === 'li' || HEADINGS.has(tag);
    const index = this.findOpen(tag, scoped);
    if (index < 0 && tag === 'p') {
      // A stray `</p>` is an empty paragraph in browsers ("in body", end tag p), so it ends the text before it.
      this.sink.open('p', NO_ATTRIBUTES);
      this.sink.close('p');
      return;
    }
    this.popTo(index); // other stray end tags (nothing open to match) are ignored
  }

  /** Closes whatever is still open at the end of input. */
  end(): void {
    this.popTo(0);
  }

  private popTo(index: number): void {
    if (index < 0) return;
    while (this.tags.length > index) this.sink.close(this.tags.pop()!);
  }

  /** Index of the innermost open `tag` (any heading for `h1`–`h6`), or -1. */
  private findOpen(tag: string, scoped: boolean): number {
    for (let i = this.tags.length - 1; i >= 0; i--) {
      const open = this.tags[i];
      if (open === tag || (HEADINGS.has(tag) && HEADINGS.has(open))) return i;
      if (scoped && SCOPE_BOUNDARIES.has(open)) return -1;
    }
    return -1;
  }

  /**
   * Index of the outermost open element among `wanted` above the nearest `container` (or scope boundary), or -1.
   * Outermost, so that `<tr>` after a `<td>` left open closes the cell and its row together.
   */
  private findOpenWithin(wanted: string[], containers: string[]): number {
    let found = -1;
    for (let i = this.tags.length - 1; i >= 0; i--) {
      const open = this.tags[i];
      if (containers.includes(open) || (SCOPE_BOUNDARIES.has(open) && !wanted.includes(open))) break;
      if (wanted.includes(open)) found = i;
    }
    return found;
  }

  private closeImpliedBy(tag: string): void {
    if (CLOSES_PARAGRAPH.has(tag)) this.popTo(this.findOpen('p', true));
    if (tag === 'li') this.popTo(this.findOpenWithin(['li'], LISTS));
    else if (tag === 'dt' || tag === 'dd') this.popTo(this.findOpenWithin(['dt', 'dd'], ['dl']));
    else if (tag === 'tr') this.popTo(this.findOpenWithin(['tr', 'td', 'th'], TABLE_SECTIONS));
    else if (tag === 'td' || tag === 'th') this.popTo(this.findOpenWithin(['td', 'th'], ['tr', 'table']));
    else if (tag === 'thead' || tag === 'tbody' || tag === 'tfoot') {
      this.popTo(this.findOpenWithin(['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], ['table']));
    } else if (HEADINGS.has(tag) && HEADINGS.has(this.tags[this.tags.length - 1])) this.popTo(this.tags.length - 1);
    else if (tag === 'a') this.popTo(this.findOpen('a', true)); // links cannot nest: the outer one ends
  }
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isHtmlWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 12 || code === 13;
}

/** Shared by every tag without attributes; sinks only read attributes. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * A whole tag in one native match (quoted values may hold `>`, as MathJax's `data-mathml` does). A quote opens a
 * value only right after `=`; elsewhere it is a character of a name or unquoted value, as in browsers (HTML spec,
 * "before attribute value state"). The tag name is taken whole (`(?=(…))\2`, a possessive match): when it could
 * give characters back to the attributes, an unclosed `<aaaa…` was tried at every split, quadratic (65 KB: 9 s,
 * hostile review E5); likewise each `=` has one way to match (quoted value or not), so a failed match is linear.
 */
const WHOLE_TAG =
  /<(\/?)(?=([a-zA-Z][^\t\n\f\r />]*))\2((?:[^>=]|=(?=[\t\n\f\r ]*["'])[\t\n\f\r ]*(?:"[^"]*"|'[^']*')|=(?![\t\n\f\r ]*["']))*)>/y;
const TAG_NAME = /[^\s/>]+/y;
const COMMENT_END = /--!?>/g;
const ATTRIBUTE = /([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;

/** Parses an HTML fragment into `sink` events. Never throws on any input; unclosed elements are closed at the end. */
export function parseHtml(html: string, sink: HtmlSink): void {
  // Browsers normalise line ends before tokenizing (HTML spec, "preprocessing the input stream").
  const source = html.includes('\r') ? html.replace(/\r\n?/g, '\n') : html;
  const open = new OpenElements(sink);
  let pos = 0;
  while (pos < source.length) {
    const lt = source.indexOf('<', pos);
    if (lt < 0) {
      open.text(dataText(source.slice(pos)));
      break;
    }
    if (lt > pos) open.text(dataText(source.slice(pos, lt)));
    pos = readMarkup(source, lt, open);
  }
  open.end();
}

/** Text between tags, decoded; a NUL there is dropped, as a browser's tree builder does ("in body", U+0000). */
function dataText(raw: string): string {
  return decodeHtmlEntities(raw.includes('\0') ? raw.replaceAll('\0', '') : raw);
}

/** Reads the markup at `source[lt] === '<'`; returns the position after it. */
function readMarkup(source: string, lt: number, open: OpenElements): number {
  const next = source.charCodeAt(lt + 1);
  if (next === 33 /* ! */ && source.startsWith('<!--', lt)) {
    // Ends at `-->` or `--!>`; `<!-->` and `<!--->` are whole empty comments (HTML spec, comment start states).
    const abrupt = source.startsWith('>', lt + 4) ? 5 : source.startsWith('->', lt + 4) ? 6 : 0;
    if (abrupt) {
      open.comment('');
      return lt + abrupt;
    }
    COMMENT_END.lastIndex = lt + 4;
    const end = COMMENT_END.exec(source);
    open.comment(source.slice(lt + 4, end ? end.index : source.length));
    return end ? COMMENT_END.lastIndex : source.length;
  }
  if (next === 33 /* ! */ || next === 63 /* ? */) {
    // Doctype, CDATA or processing instruction: a bogus comment up to the next `>`.
    const end = source.indexOf('>', lt);
    return end < 0 ? source.length : end + 1;
  }
  const isEnd = next === 47; /* / */
  const nameStart = isEnd ? lt + 2 : lt + 1;
  if (!isAsciiLetter(source.charCodeAt(nameStart))) {
    if (!isEnd || nameStart >= source.length) {
      open.text(source.slice(lt, nameStart));
      return nameStart;
    }
    if (source.charCodeAt(nameStart) === 62 /* > */) return nameStart + 1; // `</>` is dropped
    // `</` and anything but a letter opens a bogus comment up to the next `>` (HTML spec, end tag open state).
    const gt = source.indexOf('>', nameStart);
    return gt < 0 ? source.length : gt + 1;
  }
  let tag: string;
  let attrs: Record<string, string>;
  let end: number;
  let selfClosing: boolean;
  WHOLE_TAG.lastIndex = lt;
  const whole = WHOLE_TAG.exec(source);
  if (whole) {
    // The common case; most tags (`<p>`, `<code>`, `</p>`) have no attributes at all.
    tag = whole[2].toLowerCase();
    end = WHOLE_TAG.lastIndex;
    attrs = whole[3] ? readAttributes(whole[3], 0).attrs : NO_ATTRIBUTES;
    selfClosing = whole[3].endsWith('/');
  } else {
    // An unterminated tag or quote: read attributes up to the end of input, as a browser would.
    TAG_NAME.lastIndex = nameStart;
    tag = TAG_NAME.exec(source)![0].toLowerCase();
    let closed: boolean;
    ({ attrs, end, selfClosing, closed } = readAttributes(source, TAG_NAME.lastIndex));
    // A tag the input ends inside is dropped, attributes and all (HTML spec, "eof-in-tag").
    if (!closed) return source.length;
  }
  if (isEnd) {
    open.endTag(tag);
    return end;
  }
  open.startTag(tag, attrs, selfClosing);
  if (selfClosing || !(RAW_TEXT_ELEMENTS.has(tag) || RCDATA_ELEMENTS.has(tag))) return end;
  return readRawText(source, end, tag, open);
}

interface TagRest {
  attrs: Record<string, string>;
  end: number;
  selfClosing: boolean;
  /** False when the input ended before the tag's `>`. */
  closed: boolean;
}

function readAttributes(source: string, pos: number): TagRest {
  // No prototype: an attribute named `constructor` or `__proto__` is just an attribute.
  const attrs: Record<string, string> = Object.create(null);
  while (pos < source.length) {
    const code = source.charCodeAt(pos);
    if (isHtmlWhitespace(code)) {
      pos++;
      continue;
    }
    if (code === 62 /* > */) return { attrs, end: pos + 1, selfClosing: false, closed: true };
    if (code === 47 /* / */) {
      if (source.charCodeAt(pos + 1) === 62) return { attrs, end: pos + 2, selfClosing: true, closed: true };
      pos++;
      continue;
    }
    ATTRIBUTE.lastIndex = pos;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      pos++;
      continue;
    }
    pos = ATTRIBUTE.lastIndex;
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    // First wins; a NUL in a value reads U+FFFD (HTML spec, attribute value states).
    if (!(name in attrs)) attrs[name] = decodeHtmlEntities(value.includes('\0') ? value.replaceAll('\0', '\ufffd') : value, true);
  }
  return { attrs, end: source.length, selfClosing: false, closed: false };
}

/** Content of `<script>`, `<style>`, `<textarea>`…: text up to `</tag`, case-insensitive; markup inside is not parsed. */
function readRawText(source: string, pos: number, tag: string, open: OpenElements): number {
  const closer = new RegExp(`</${tag}[\\s/>]`, 'ig');
  closer.lastIndex = pos;
  const match = closer.exec(source);
  const textEnd = match ? match.index : source.length;
  const raw = source.slice(pos, textEnd);
  open.text(RCDATA_ELEMENTS.has(tag) ? decodeHtmlEntities(raw) : raw);
  if (!match) return source.length;
  open.endTag(tag);
  const gt = source.indexOf('>', match.index);
  return gt < 0 ? source.length : gt + 1;
}

export interface HtmlTag {
  tag: string;
  attrs: Record<string, string>;
  isEnd: boolean;
  selfClosing: boolean;
}

/** Reads one complete tag such as `<img src="x">` or `</code>` (markdown's inline HTML), or null if it is not one. */
export function readHtmlTag(markup: string): HtmlTag | null {
  WHOLE_TAG.lastIndex = 0;
  const whole = WHOLE_TAG.exec(markup);
  if (!whole || WHOLE_TAG.lastIndex !== markup.length) return null;
  return {
    tag: whole[2].toLowerCase(),
    attrs: whole[3] ? readAttributes(whole[3], 0).attrs : NO_ATTRIBUTES,
    isEnd: whole[1] === '/',
    selfClosing: whole[3].endsWith('/'),
  };
}
