// Builds one prose or quote block's text the way a browser lays it out: runs of whitespace become one space,
// no space at the start or end of a line, `<br>` and quote lines become "\n". Inline code and link spans are
// recorded with offsets into the collapsed text, so `text.slice(span.start, span.end) === span.text`.

import type { InlineSpan, LinkSpan } from '../question';

/** Space, tab, LF, FF, CR and NBSP: what a browser collapses in normal text (NBSP too, so matchers see one space). */
const WHITESPACE_RUN = /[ \t\n\f\r\u00a0]+/g;

export interface OpenSpan {
  /** Where the span's first visible character goes; null until that character is written. */
  start: number | null;
  href: string | null;
}

interface ClosedSpan {
  start: number;
  end: number;
  href: string | null;
}

export class ProseText {
  /** Written pieces, joined once in `finish` (no string ropes while building). */
  private readonly pieces: string[] = [];
  private length = 0;
  /** What goes before the next visible character: '', ' ', a run of line breaks or a cell separator. */
  private pending = '';
  /** Spans opened since the last visible character; their start is the next character's position. */
  private readonly awaitingStart: OpenSpan[] = [];
  private readonly inlineCode: ClosedSpan[] = [];
  private readonly links: ClosedSpan[] = [];

  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** Appends text; whitespace runs collapse to one space. */
  append(text: string): void {
    // Collapsing with a native regex, not a char loop: a corpus pass is mostly cold code, where loops are slow.
    const collapsed = text.replace(WHITESPACE_RUN, ' ');
    let start = 0;
    let end = collapsed.length;
    if (collapsed.charCodeAt(0) === 32) {
      if (!this.pending) this.pending = ' ';
      start = 1;
    }
    const trailingSpace = end > start && collapsed.charCodeAt(end - 1) === 32;
    if (trailingSpace) end--;
    if (end > start) this.writeVisible(start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end));
    if (trailingSpace) this.pending = ' ';
  }

  /** `<br>` or a markdown hard break: each one is a "\n" (two in a row leave an empty line, as on the page). */
  lineBreak(): void {
    this.pending = this.pending.includes('\n') ? `${this.pending}\n` : '\n';
  }

  /** The end of a line-like element inside a quote block (paragraph, list item, heading): at most one "\n". */
  endLine(): void {
    if (!this.pending.includes('\n')) this.pending = '\n';
  }

  /** Between two table cells of one row. */
  cellSeparator(): void {
    if (!this.pending.includes('\n')) this.pending = ' | ';
  }

  openSpan(href: string | null = null): OpenSpan {
    const span: OpenSpan = { start: null, href };
    this.awaitingStart.push(span);
    return span;
  }

  /** Closes a span from `openSpan`. Empty inline code is dropped; an empty link is kept (its href still matters). */
  closeSpan(span: OpenSpan, kind: 'code' | 'link'): void {
    const index = this.awaitingStart.indexOf(span);
    if (index >= 0) this.awaitingStart.splice(index, 1);
    const start = span.start ?? this.length;
    if (kind === 'code') {
      if (this.length > start) this.inlineCode.push({ start, end: this.length, href: null });
    } else {
      this.links.push({ start, end: this.length, href: span.href ?? '' });
    }
  }

  /** The text and spans. Trailing whitespace and breaks were never written, so there is nothing to trim. */
  finish(): { text: string; inlineCode: InlineSpan[]; links: LinkSpan[] } {
    const text = this.pieces.join('');
    return {
      text,
      inlineCode: this.inlineCode.map(({ start, end }) => ({ start, end, text: text.slice(start, end) })),
      links: this.links.map(({ start, end, href }) => ({ start, end, text: text.slice(start, end), href: href ?? '' })),
    };
  }

  /** Writes a run without whitespace, after whatever separator is pending (never at the very start). */
  private writeVisible(run: string): void {
    if (this.length && this.pending) {
      this.pieces.push(this.pending);
      this.length += this.pending.length;
    }
    this.pending = '';
    if (this.awaitingStart.length) {
      for (const span of this.awaitingStart) span.start = this.length;
      this.awaitingStart.length = 0;
    }
    this.pieces.push(run);
    this.length += run.length;
  }
}
