// Turns a reader's walk over a post (HTML elements or markdown nodes) into Question blocks, with one set of
// rules so the HTML and markdown readers agree on shape:
// - every paragraph, heading, list item paragraph and table row is its own prose block; empty ones are dropped;
// - a blockquote is one quote block whose paragraphs/lines are joined with "\n"; a code block or image inside
//   it ends the quote there (the rest of the quote becomes a second quote block), keeping document order;
// - images are their own blocks, placed right after the prose or quote block they sat in;
// - code blocks take their language from the block itself, else from a preceding `<!-- language: … -->`.

import type { Block } from '../question';
import { ProseText } from './proseText';
import type { LangComment } from './codeLanguage';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A block before `assembleQuestion` sets its offsets. */
export type RawBlock = DistributiveOmit<Block, 'start' | 'end'>;

export class BlockCollector {
  private readonly blocks: RawBlock[] = [];
  private current: ProseText | null = null;
  private currentKind: 'prose' | 'quote' = 'prose';
  private quoteDepth = 0;
  private pendingImages: RawBlock[] = [];
  private nextLang: string | null | undefined = undefined;
  private allLang: string | null | undefined = undefined;

  /** The prose or quote text being written; opened on first use. */
  text(): ProseText {
    if (!this.current) {
      this.current = new ProseText();
      this.currentKind = this.quoteDepth > 0 ? 'quote' : 'prose';
    }
    return this.current;
  }

  /** The edge of a block-level element: a new prose block, or a new line inside a quote. */
  boundary(): void {
    if (this.quoteDepth > 0) this.current?.endLine();
    else this.flush();
  }

  enterQuote(): void {
    if (this.quoteDepth === 0) this.flush();
    else this.boundary();
    this.quoteDepth++;
  }

  leaveQuote(): void {
    this.quoteDepth = Math.max(0, this.quoteDepth - 1);
    if (this.quoteDepth === 0) this.flush();
    else this.boundary();
  }

  /** A code block. `lang`: the block's own hint (null = explicitly none), or undefined to use a comment hint. */
  code(text: string, lang: string | null | undefined): void {
    this.flush();
    const resolved = lang !== undefined ? lang : this.nextLang !== undefined ? this.nextLang : this.allLang;
    this.nextLang = undefined;
    this.blocks.push({ kind: 'code', text, lang: resolved ?? null });
  }

  image(alt: string, src: string): void {
    this.pendingImages.push({ kind: 'image', text: alt, src });
  }

  langComment(hint: LangComment): void {
    if (hint.all) this.allLang = hint.lang;
    else this.nextLang = hint.lang;
  }

  finish(): RawBlock[] {
    this.flush();
    return this.blocks;
  }

  /** Ends the current prose/quote block (dropped when empty) and places the images it held after it. */
  private flush(): void {
    if (this.current && !this.current.isEmpty) {
      const { text, inlineCode, links } = this.current.finish();
      this.blocks.push({ kind: this.currentKind, text, inlineCode, links });
    }
    this.current = null;
    if (this.pendingImages.length) {
      this.blocks.push(...this.pendingImages);
      this.pendingImages = [];
    }
  }
}
