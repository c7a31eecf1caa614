// Reads a Stack Overflow post body as HTML — the API's `body` (`pre.lang-* prettyprint-override`), the page's
// `.js-post-body` / legacy `.post-text` (`pre.lang-* s-code-block`), or a corpus record's `body_html` — into a
// Question. One code path for Node and the browser: no DOM, our own tolerant streaming parser (htmlParser.ts).

import { assembleQuestion, type Question, type QuestionSource } from '../question';
import { BlockCollector } from './blockCollector';
import { langFromCodeClass, langFromComment, langFromPreClass } from './codeLanguage';
import { parseHtml, type HtmlSink } from './htmlParser';
import type { OpenSpan, ProseText } from './proseText';

export interface BodyMeta {
  site?: string;
  id?: number | null;
  title?: string;
  tags?: string[];
  source?: QuestionSource;
}

/** SO caps a body at 30,000 markdown characters; rendered HTML stays far below this. Beyond it is not a real post. */
const MAX_BODY_HTML_CHARS = 1_000_000;

export function readStackOverflowBodyHtml(html: string, meta: BodyMeta = {}): Question {
  const body = typeof html === 'string' ? html : '';
  const cut = body.length > MAX_BODY_HTML_CHARS;
  const collector = new BlockCollector();
  readHtmlInto(cut ? body.slice(0, MAX_BODY_HTML_CHARS) : body, collector);
  const question = assembleQuestion({
    site: meta.site ?? '',
    id: meta.id ?? null,
    title: meta.title ?? '',
    tags: meta.tags ?? [],
    source: meta.source ?? 'html',
    blocks: collector.finish(),
  });
  if (cut) question.truncated = `body HTML cut at ${MAX_BODY_HTML_CHARS} of ${body.length} characters`;
  return question;
}

/** The same reader over a live (or linkedom) element: one code path, through its serialised HTML. */
export function readStackOverflowBodyElement(el: Element, meta: BodyMeta = {}): Question {
  return readStackOverflowBodyHtml(el.innerHTML, meta);
}

/** Reads HTML into `collector` (also used by the markdown reader for raw HTML blocks). */
export function readHtmlInto(html: string, collector: BlockCollector): void {
  parseHtml(html, new HtmlBlockWalker(collector));
}

/** Elements whose content is never post text. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'audio',
  'video',
  'mjx-container',
]);

/**
 * MathJax output and its hidden wrappers (stack-overflow-dom.md §6: remove before text and code checks; seen on
 * the math.SE page served 2026-03). `d-none` is Stacks' `display: none`.
 */
const SKIPPED_CLASS = new RegExp(
  `(?:^|\\s)(?:${[
    'MathJax_Preview',
    'MathJax',
    'MJX_Assistive_MathML',
    'MathJax_Display',
    'MathJax_CHTML',
    'MathJax_SVG',
    'MathJax_SVG_Display',
    'MathJax_PHTML',
    'd-none',
  ].join('|')})(?=\\s|$)`,
);

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'body',
  'caption',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dd',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'ul',
]);

const CODE_BLOCK_TAGS = new Set(['pre', 'listing', 'xmp']);

function isSkipped(tag: string, className: string | undefined): boolean {
  return SKIPPED_TAGS.has(tag) || (className !== undefined && SKIPPED_CLASS.test(className));
}

/** What an open element does when it closes. */
type Frame =
  | { kind: 'skip' | 'inline' | 'block' | 'quote' | 'cell' | 'inCode' }
  | { kind: 'code' | 'codeChild' }
  | { kind: 'row'; cells: number }
  | { kind: 'span'; prose: ProseText; span: OpenSpan; spanKind: 'code' | 'link' };

// Frames without state are shared: one allocation less per element in a corpus pass.
const SKIP_FRAME: Frame = { kind: 'skip' };
const INLINE_FRAME: Frame = { kind: 'inline' };
const BLOCK_FRAME: Frame = { kind: 'block' };
const QUOTE_FRAME: Frame = { kind: 'quote' };
const CELL_FRAME: Frame = { kind: 'cell' };
const IN_CODE_FRAME: Frame = { kind: 'inCode' };
const CODE_FRAME: Frame = { kind: 'code' };
const CODE_CHILD_FRAME: Frame = { kind: 'codeChild' };

/**
 * The `pre` being read: its whole textContent, and the textContent of its `code` elements. Since 2025 the page
 * puts a toolbar (language label, Copy button) inside `pre.s-code-block` before the `code` (so-2025-11 page),
 * so a `pre` with a `code` is read through the `code` only. Highlighting spans inside are read through.
 */
interface CodeBlockReading {
  prePieces: string[];
  codePieces: string[];
  /** How many `code` elements are open inside the `pre`. */
  codeDepth: number;
  sawCode: boolean;
  /** From the `pre` class, else the first `code` class; undefined = none given (a comment hint may apply). */
  lang: string | null | undefined;
}

/** Streams parser events into blocks. Text inside skipped elements (MathJax, scripts) is dropped everywhere. */
class HtmlBlockWalker implements HtmlSink {
  private readonly frames: Frame[] = [];
  private skipDepth = 0;
  /** Inside a table cell, block edges are spaces: a row stays one prose block. */
  private cellDepth = 0;
  private readonly rows: Array<{ cells: number }> = [];
  private code: CodeBlockReading | null = null;

  constructor(private readonly collector: BlockCollector) {}

  open(tag: string, attrs: Record<string, string>): void {
    if (this.skipDepth > 0 || isSkipped(tag, attrs.class)) {
      this.skipDepth++;
      this.frames.push(SKIP_FRAME);
      return;
    }
    if (this.code) {
      if (tag === 'code') {
        // Only the first `code`'s class may carry a markdown renderer's language (codeLanguage.ts).
        if (!this.code.sawCode && this.code.lang === undefined) this.code.lang = langFromCodeClass(attrs.class);
        this.code.sawCode = true;
        this.code.codeDepth++;
        this.frames.push(CODE_CHILD_FRAME);
        return;
      }
      this.frames.push(IN_CODE_FRAME);
      return;
    }
    this.frames.push(this.openElement(tag, attrs));
  }

  close(): void {
    const frame = this.frames.pop();
    if (!frame) return;
    switch (frame.kind) {
      case 'skip':
        this.skipDepth--;
        return;
      case 'code':
        return this.closeCodeBlock();
      case 'codeChild':
        if (this.code) this.code.codeDepth--;
        return;
      case 'quote':
        return this.collector.leaveQuote();
      case 'row':
        this.rows.pop();
        return this.blockEdge();
      case 'cell':
        this.cellDepth--;
        return;
      case 'span':
        return frame.prose.closeSpan(frame.span, frame.spanKind);
      case 'block':
        return this.blockEdge();
    }
  }

  text(data: string): void {
    if (this.skipDepth > 0) return;
    if (this.code) {
      this.code.prePieces.push(data);
      if (this.code.codeDepth > 0) this.code.codePieces.push(data);
    } else this.collector.text().append(data);
  }

  comment(data: string): void {
    if (this.skipDepth > 0 || this.code) return;
    const hint = langFromComment(data);
    if (hint) this.collector.langComment(hint);
  }

  private openElement(tag: string, attrs: Record<string, string>): Frame {
    if (CODE_BLOCK_TAGS.has(tag)) {
      this.code = { prePieces: [], codePieces: [], codeDepth: 0, sawCode: false, lang: langFromPreClass(attrs.class) };
      return CODE_FRAME;
    }
    switch (tag) {
      case 'br':
        this.collector.text().lineBreak();
        return INLINE_FRAME;
      case 'hr':
        this.blockEdge();
        return INLINE_FRAME;
      case 'img':
        this.collector.image(attrs.alt ?? '', attrs.src ?? '');
        return INLINE_FRAME;
      case 'blockquote':
        this.collector.enterQuote();
        return QUOTE_FRAME;
      case 'tr': {
        this.blockEdge();
        const row = { kind: 'row' as const, cells: 0 };
        this.rows.push(row);
        return row;
      }
      case 'td':
      case 'th': {
        const row = this.rows[this.rows.length - 1];
        if (row && row.cells++ > 0) this.collector.text().cellSeparator();
        this.cellDepth++;
        return CELL_FRAME;
      }
      case 'code':
        return this.openSpan('code', null);
      case 'a':
        return attrs.href !== undefined ? this.openSpan('link', attrs.href) : INLINE_FRAME;
    }
    if (BLOCK_TAGS.has(tag)) {
      this.blockEdge();
      return BLOCK_FRAME;
    }
    return INLINE_FRAME; // strong, em, del, kbd, sup, sub, span…
  }

  /**
   * Spans close on the prose they opened in: if a block element inside ends that prose block first (a `pre`
   * inside an `a`), the span stays with the earlier block's text and is cut there.
   */
  private openSpan(spanKind: 'code' | 'link', href: string | null): Frame {
    const prose = this.collector.text();
    return { kind: 'span', prose, span: prose.openSpan(href), spanKind };
  }

  private blockEdge(): void {
    if (this.cellDepth > 0) this.collector.text().append(' ');
    else this.collector.boundary();
  }

  /** The code's exact textContent, minus the one newline that ends every SO code block. */
  private closeCodeBlock(): void {
    const { prePieces, codePieces, sawCode, lang } = this.code!;
    this.code = null;
    const text = (sawCode ? codePieces : prePieces).join('');
    this.collector.code(text.endsWith('\n') ? text.slice(0, -1) : text, lang);
  }
}
