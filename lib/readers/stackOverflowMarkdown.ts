// Reads a Stack Overflow post as markdown — an Ask-page draft, the API's `body_markdown` (decoded first by the
// API reader) — into a Question with the same shape the HTML reader gives for the rendered post: the same
// BlockCollector rules, code text as SO's CommonMark renderer puts it in `<pre><code>` (minus the last newline),
// language hints normalised alike. Parsing is @lezer/markdown (CommonMark, SO's dialect since the 2020-06
// migration, stack-overflow-dom.md §5) with the GFM parts SO renders.

import type { SyntaxNode, Tree } from '@lezer/common';
import { assembleQuestion, type Question } from '../question';
import { BlockCollector } from './blockCollector';
import {
  collectLinkDefinitions,
  MAX_BLOCK_NESTING,
  MAX_MARKDOWN_CHARS,
  type MarkdownSource,
  markdownParser,
  markdownSourceOf,
  normalizeLabel,
  readDestination,
} from './markdownSyntax';
import { langFromComment, normalizeLangHint } from './codeLanguage';
import { decodeHtmlEntities } from './htmlEntities';
import { readHtmlTag } from './htmlParser';
import { ProseText, type OpenSpan } from './proseText';
import { readHtmlInto, type BodyMeta } from './stackOverflowHtml';

/**
 * Nesting deeper than this (emphasis in emphasis…) is read as plain text, to bound recursion. The parser opens no quote
 * or list deeper than MAX_BLOCK_NESTING (markdownSyntax.ts): the blocks in the deepest sit one level below it.
 */
const MAX_NESTING = MAX_BLOCK_NESTING + 1;

export function readStackOverflowMarkdown(markdown: string, meta: BodyMeta = {}): Question {
  const source = markdownSourceOf(markdown);
  return readParsedMarkdown(source, markdownParser.parse(source.text), meta);
}

/** The post from markdownParser's tree of `source.text`, parsed whole or in slices (markdownInSlices.ts). */
export function readParsedMarkdown(source: MarkdownSource, tree: Tree, meta: BodyMeta = {}): Question {
  const collector = new BlockCollector();
  const top = tree.topNode;
  new MarkdownBlockWalker(source.text, collector, collectLinkDefinitions(source.text, top)).walkBlocks(top, 0);
  const question = assembleQuestion({
    site: meta.site ?? '',
    id: meta.id ?? null,
    title: meta.title ?? '',
    tags: meta.tags ?? [],
    source: meta.source ?? 'markdown',
    blocks: collector.finish(),
  });
  if (source.cut) question.truncated = `markdown cut at ${MAX_MARKDOWN_CHARS} of ${source.fullLength} characters`;
  return question;
}

/** Marks that are syntax, not text. */
const MARK_NODES = new Set([
  'EmphasisMark',
  'StrikethroughMark',
  'HeaderMark',
  'QuoteMark',
  'ListMark',
  'CodeMark',
  'TableDelimiter',
  'LinkMark',
]);

class MarkdownBlockWalker {
  private inLinkText = false;

  constructor(
    private readonly source: string,
    private readonly collector: BlockCollector,
    private readonly definitions: Map<string, string>,
  ) {}

  walkBlocks(parent: SyntaxNode, depth: number): void {
    for (let node = parent.firstChild; node; node = node.nextSibling) this.walkBlock(node, depth + 1);
  }

  private walkBlock(node: SyntaxNode, depth: number): void {
    const { collector } = this;
    if (depth > MAX_NESTING) {
      collector.text().append(this.source.slice(node.from, node.to));
      return;
    }
    switch (node.name) {
      case 'Paragraph':
      case 'ATXHeading1':
      case 'ATXHeading2':
      case 'ATXHeading3':
      case 'ATXHeading4':
      case 'ATXHeading5':
      case 'ATXHeading6':
      case 'SetextHeading1':
      case 'SetextHeading2':
        collector.boundary();
        this.walkInline(node, collector.text(), depth);
        return collector.boundary();
      case 'Blockquote':
        collector.enterQuote();
        this.walkBlocks(node, depth);
        return collector.leaveQuote();
      case 'ListItem':
        collector.boundary();
        this.walkBlocks(node, depth);
        return collector.boundary();
      case 'FencedCode':
        return collector.code(this.fencedCodeText(node), this.fenceLang(node));
      case 'CodeBlock':
        // Indented code carries no language itself; a `<!-- language: … -->` comment may give one.
        return collector.code(this.codeTextOf(node), undefined);
      case 'HTMLBlock':
        return readHtmlInto(this.withoutQuoteMarks(node), collector);
      case 'CommentBlock': {
        const comment = this.source.slice(node.from, node.to).replace(/^<!--|-->\s*$/g, '');
        const hint = langFromComment(comment);
        if (hint) collector.langComment(hint);
        return;
      }
      case 'Table':
        return this.table(node, depth);
      case 'HorizontalRule':
        return collector.boundary();
      case 'LinkReference':
      case 'ProcessingInstructionBlock':
      case 'QuoteMark':
      case 'ListMark':
        return;
      default:
        // BulletList, OrderedList and any container lezer adds later: their children are blocks.
        return this.walkBlocks(node, depth);
    }
  }

  /** Each row (header included) is one prose block, cells joined with " | ". */
  private table(table: SyntaxNode, depth: number): void {
    for (let row = table.firstChild; row; row = row.nextSibling) {
      if (row.name !== 'TableHeader' && row.name !== 'TableRow') continue;
      this.collector.boundary();
      let cells = 0;
      for (let cell = row.firstChild; cell; cell = cell.nextSibling) {
        if (cell.name !== 'TableCell') continue;
        const prose = this.collector.text();
        if (cells++ > 0) prose.cellSeparator();
        this.walkInline(cell, prose, depth);
      }
      this.collector.boundary();
    }
  }

  /** Inline content of `node`: the text between its child nodes is literal text. */
  private walkInline(node: SyntaxNode, prose: ProseText, depth: number): void {
    let pos = node.from;
    const openHtmlSpans: Array<{ tag: string; span: OpenSpan }> = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.from > pos) prose.append(this.source.slice(pos, child.from));
      pos = Math.max(pos, child.to);
      if (child.name === 'HTMLTag') this.inlineHtml(child, prose, openHtmlSpans);
      else this.inlineNode(child, prose, depth + 1);
    }
    if (node.to > pos) prose.append(this.source.slice(pos, node.to));
    // Inline HTML left open (`<code>` without `</code>`) ends with its paragraph, as in a browser.
    for (const open of openHtmlSpans.reverse()) prose.closeSpan(open.span, open.tag === 'code' ? 'code' : 'link');
  }

  private inlineNode(node: SyntaxNode, prose: ProseText, depth: number): void {
    const text = this.source.slice(node.from, node.to);
    if (MARK_NODES.has(node.name)) return;
    switch (node.name) {
      case 'Escape':
        return prose.append(text.slice(1));
      case 'Entity':
        return prose.append(decodeHtmlEntities(text));
      case 'HardBreak':
        return prose.lineBreak();
      case 'InlineCode': {
        const span = prose.openSpan();
        prose.append(this.innerText(node, 'CodeMark'));
        return prose.closeSpan(span, 'code');
      }
      case 'URL': {
        if (this.inLinkText) return prose.append(text); // a bare GFM autolink, not inside a link's text
        const span = prose.openSpan(text);
        prose.append(text);
        return prose.closeSpan(span, 'link');
      }
      case 'Autolink': {
        const url = node.getChild('URL');
        const address = url ? this.source.slice(url.from, url.to) : '';
        const span = prose.openSpan(/^[^@\s]+@[^@\s]+$/.test(address) && !address.includes(':') ? `mailto:${address}` : address);
        prose.append(address);
        return prose.closeSpan(span, 'link');
      }
      case 'Link':
        return this.link(node, prose, depth);
      case 'Image':
        return this.image(node, prose, depth);
      case 'HTMLTag': // inline HTML nested in link text or emphasis: the tag is dropped, its text kept
      case 'Comment':
      case 'ProcessingInstruction':
        return;
    }
    if (depth > MAX_NESTING) return prose.append(text);
    this.walkInline(node, prose, depth); // Emphasis, StrongEmphasis, Strikethrough…
  }

  private link(node: SyntaxNode, prose: ProseText, depth: number): void {
    const href = this.linkTarget(node);
    if (href === null) {
      // A reference with no definition renders as the literal brackets and text.
      prose.append(this.source.slice(node.from, node.to));
      return;
    }
    const span = prose.openSpan(href);
    const { from, to } = this.linkTextRange(node);
    const outer = this.inLinkText;
    this.inLinkText = true;
    this.walkRange(node, from, to, prose, depth);
    this.inLinkText = outer;
    prose.closeSpan(span, 'link');
  }

  /** `![alt](src)` or `![alt][1]`: an image block placed after the paragraph it sits in. */
  private image(node: SyntaxNode, prose: ProseText, depth: number): void {
    const src = this.linkTarget(node);
    if (src === null) {
      prose.append(this.source.slice(node.from, node.to));
      return;
    }
    // The alt text is the plain text of the description (CommonMark): emphasis marks go, escapes resolve.
    const alt = new ProseText();
    const { from, to } = this.linkTextRange(node);
    this.walkRange(node, from, to, alt, depth);
    this.collector.image(alt.finish().text, src);
  }

  /** Inline content of `node` between `from` and `to` (a link's or image's text). */
  private walkRange(node: SyntaxNode, from: number, to: number, prose: ProseText, depth: number): void {
    let pos = from;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.from < from || child.to > to) continue;
      if (child.from > pos) prose.append(this.source.slice(pos, child.from));
      this.inlineNode(child, prose, depth + 1);
      pos = child.to;
    }
    if (to > pos) prose.append(this.source.slice(pos, to));
  }

  /** Where the link/image text sits: between the opening `[`/`![` and the matching `]`. */
  private linkTextRange(node: SyntaxNode): { from: number; to: number } {
    const marks = node.getChildren('LinkMark');
    const open = marks[0];
    const close = marks.find((mark) => this.source[mark.from] === ']');
    return { from: open ? open.to : node.from, to: close ? close.from : node.to };
  }

  /** The destination: inline `(url)`, a full/collapsed `[label]`, or the shortcut text; null when undefined. */
  private linkTarget(node: SyntaxNode): string | null {
    // The URL after `](`; one before it is a bare URL in the link's text (GFM does not link it: no link in a link).
    const textEnd = this.linkTextRange(node).to;
    const url = node.getChildren('URL').find((child) => child.from > textEnd);
    if (url) return readDestination(this.source.slice(url.from, url.to));
    const marks = node.getChildren('LinkMark');
    if (marks.some((mark) => mark.from > textEnd && this.source[mark.from] === '(')) return ''; // `[text]()`
    const label = node.getChild('LinkLabel');
    const labelText = label ? this.source.slice(label.from + 1, label.to - 1) : '';
    const { from, to } = this.linkTextRange(node);
    const key = normalizeLabel(labelText || this.source.slice(from, to));
    return this.definitions.get(key) ?? null;
  }

  /** `<br>`, `<code>…</code>`, `<a href>…</a>`, `<img>` written as inline HTML; other tags are dropped, text kept. */
  private inlineHtml(node: SyntaxNode, prose: ProseText, open: Array<{ tag: string; span: OpenSpan }>): void {
    const tag = readHtmlTag(this.source.slice(node.from, node.to));
    if (!tag) return;
    if (tag.tag === 'br' && !tag.isEnd) return prose.lineBreak();
    if (tag.tag === 'img' && !tag.isEnd) return this.collector.image(tag.attrs.alt ?? '', tag.attrs.src ?? '');
    if (tag.tag !== 'code' && !(tag.tag === 'a' && (tag.isEnd || tag.attrs.href !== undefined))) return;
    if (!tag.isEnd) {
      open.push({ tag: tag.tag, span: prose.openSpan(tag.tag === 'a' ? tag.attrs.href : null) });
      return;
    }
    const index = open.map((entry) => entry.tag).lastIndexOf(tag.tag);
    if (index < 0) return;
    const [entry] = open.splice(index, 1);
    prose.closeSpan(entry.span, tag.tag === 'code' ? 'code' : 'link');
  }

  /** Source text of a node's content, without its leading and trailing `markName` children. */
  private innerText(node: SyntaxNode, markName: string): string {
    const marks = node.getChildren(markName);
    const from = marks.length ? marks[0].to : node.from;
    const to = marks.length > 1 ? marks[marks.length - 1].from : node.to;
    return this.source.slice(from, Math.max(from, to));
  }

  /** Code text as lezer delimits it: CodeText pieces exclude container prefixes (`> `, list indentation). */
  private codeTextOf(node: SyntaxNode): string {
    let text = '';
    for (const piece of node.getChildren('CodeText')) text += this.source.slice(piece.from, piece.to);
    return text;
  }

  /**
   * Fenced code text. lezer strips container prefixes but not the fence's own indentation, which CommonMark
   * removes from every content line ("   ```" -> up to 3 spaces per line); so it is removed here.
   */
  private fencedCodeText(node: SyntaxNode): string {
    const text = this.codeTextOf(node);
    const indent = this.fenceIndent(node);
    if (!indent) return text;
    const strip = new RegExp(`^ {1,${indent}}`, 'gm');
    return text.replace(strip, '');
  }

  /** Spaces between the fence's container content column and the opening fence. */
  private fenceIndent(node: SyntaxNode): number {
    const fence = node.getChild('CodeMark');
    if (!fence) return 0;
    const lineStart = this.source.lastIndexOf('\n', fence.from - 1) + 1;
    return Math.max(0, fence.from - lineStart - this.contentColumn(node, lineStart, fence.from));
  }

  /** Column where the innermost container's content starts on the line at `lineStart`. */
  private contentColumn(node: SyntaxNode, lineStart: number, before: number): number {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.name === 'ListItem') {
        const mark = parent.getChild('ListMark');
        if (!mark) return 0;
        const markLineStart = this.source.lastIndexOf('\n', mark.from - 1) + 1;
        let spaces = 0;
        while (this.source[mark.to + spaces] === ' ') spaces++;
        if (spaces > 4 || spaces === 0) spaces = 1; // CommonMark: 5+ spaces mean indented code after one
        return mark.to - markLineStart + spaces;
      }
      if (parent.name === 'Blockquote') {
        const quote = this.source.lastIndexOf('>', before - 1);
        if (quote < lineStart) return 0;
        return quote - lineStart + 1 + (this.source[quote + 1] === ' ' ? 1 : 0);
      }
    }
    return 0;
  }

  private fenceLang(node: SyntaxNode): string | null | undefined {
    const info = node.getChild('CodeInfo');
    if (!info) return undefined; // a bare fence: a comment hint may still apply, as SO does
    const word = this.source.slice(info.from, info.to).trim().split(/\s+/)[0];
    return normalizeLangHint(decodeHtmlEntities(word));
  }

  /** An HTML block's source without the `>` markers of an enclosing blockquote. */
  private withoutQuoteMarks(node: SyntaxNode): string {
    let html = '';
    let pos = node.from;
    for (const mark of node.getChildren('QuoteMark')) {
      html += this.source.slice(pos, mark.from);
      pos = mark.to;
    }
    return html + this.source.slice(pos, node.to);
  }
}
