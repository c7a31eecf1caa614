// Finds a judgment's evidence (block index + character range in that block's text) in the live post body, so the
// overlay can scroll to it and mark it. Reads the DOM only; never changes it.
//
// Code blocks map exactly: the reader (lib/readers/stackOverflowHtml.ts) makes the n-th `pre` of the body the
// n-th code block, with the `code` element's textContent as its text. Prose is matched by its text with
// whitespace collapsed (the reader collapses it too), first occurrence after the preceding code block.
import { TITLE_BLOCK, type Evidence, type Question } from '../question';

/** Where the reader finds no post text: the same skipped elements as the body reader. */
const SKIPPED =
  'script, style, template, noscript, textarea, select, button, svg, math, iframe, .d-none, .MathJax, .MathJax_Preview, .MJX_Assistive_MathML';

/** The post's parts on the page: its body element, and its title element (evidence block -1 is the title). */
export interface PostElements {
  body: Element;
  title: Element | null;
}

export function locateEvidence(post: PostElements, question: Question, evidence: Evidence): Range | null {
  if (evidence.end <= evidence.start) return null;
  if (evidence.block === TITLE_BLOCK) {
    return post.title ? locateText(post.title, textNodes(post.title), question.title.slice(evidence.start, evidence.end), 0) : null;
  }
  const block = question.blocks[evidence.block];
  if (!block) return null;
  const body = post.body;
  try {
    if (block.kind === 'code') return locateInCode(body, question, evidence);
    if (block.kind === 'image') return rangeAround(nth(postImages(body), ordinal(question, evidence.block, 'image')));
    return locateInProse(body, question, evidence, block.text.slice(evidence.start, evidence.end));
  } catch {
    return null; // a page that changed under us: no mark rather than a wrong one
  }
}

/** The element the evidence sits in (for scrolling when no text range is found, e.g. an image). */
export function evidenceElement(range: Range): Element | null {
  const node = range.startContainer;
  return node.nodeType === 1 ? (node as Element) : node.parentElement;
}

function locateInCode(body: Element, question: Question, evidence: Evidence): Range | null {
  const pre = nth(postCodeBlocks(body), ordinal(question, evidence.block, 'code'));
  if (!pre) return null;
  const source = pre.querySelector('code') ?? pre;
  const nodes = textNodes(source);
  // The HTML parser drops a newline right after `<pre>` (HTML §13.2.6.4.7); the reader parses the post's HTML so, but a
  // DOM built otherwise (happy-dom, a page script's own `textContent`) may keep it: skip it so offsets agree.
  const skip = source.textContent?.startsWith('\n') && !question.blocks[evidence.block].text.startsWith('\n') ? 1 : 0;
  const start = pointAt(nodes, evidence.start + skip);
  const end = pointAt(nodes, evidence.end + skip);
  if (!start || !end) return null;
  const range = body.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  return range;
}

function locateInProse(body: Element, question: Question, evidence: Evidence, excerpt: string): Range | null {
  const codeBlocks = postCodeBlocks(body);
  const nodes = textNodes(body).filter((n) => !n.parentElement?.closest('pre'));
  // Start looking after the code block that precedes this prose block, so a sentence repeated above is skipped.
  const before = precedingCodeBlock(question, evidence.block);
  let fromNode = 0;
  if (before !== null) {
    const pre = nth(codeBlocks, before);
    if (pre)
      fromNode = Math.max(
        0,
        nodes.findIndex((n) => (pre.compareDocumentPosition(n) & 4) !== 0),
      );
  }
  return locateText(body, nodes, excerpt, fromNode);
}

/** The first run of `nodes` whose collapsed text equals the collapsed `excerpt`, preferring matches from node `fromNode` on. */
function locateText(root: Element, nodes: Text[], excerpt: string, fromNode: number): Range | null {
  const needle = collapse(excerpt).trim();
  if (!needle) return null;
  const { text, points } = collapsedText(nodes);
  const from = Math.max(
    0,
    points.findIndex((p) => p.node === nodes[fromNode]),
  );
  let index = text.indexOf(needle, from);
  if (index < 0) index = text.indexOf(needle);
  if (index < 0) return null;
  const first = points[index];
  const last = points[index + needle.length - 1];
  const range = root.ownerDocument.createRange();
  range.setStart(first.node, first.offset);
  range.setEnd(last.node, last.offset + 1);
  return range;
}

/** `pre` elements of the post, as the reader counts them (none inside skipped elements). */
function postCodeBlocks(body: Element): Element[] {
  return Array.from(body.querySelectorAll('pre')).filter((pre) => !pre.parentElement?.closest(`pre, ${SKIPPED}`) && !pre.matches(SKIPPED));
}

function postImages(body: Element): Element[] {
  return Array.from(body.querySelectorAll('img')).filter((img) => !img.closest(`pre, ${SKIPPED}`));
}

/** How many blocks of `kind` come before block `index` (its ordinal among its kind). */
function ordinal(question: Question, index: number, kind: 'code' | 'image'): number {
  let n = 0;
  for (let i = 0; i < index; i++) if (question.blocks[i].kind === kind) n++;
  return n;
}

function precedingCodeBlock(question: Question, index: number): number | null {
  let last: number | null = null;
  let n = 0;
  for (let i = 0; i < index; i++) {
    if (question.blocks[i].kind === 'code') last = n++;
  }
  return last;
}

function nth<T>(list: T[], index: number): T | null {
  return list[index] ?? null;
}

function rangeAround(element: Element | null): Range | null {
  if (!element) return null;
  const range = element.ownerDocument.createRange();
  range.selectNode(element);
  return range;
}

function textNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(SKIPPED)) nodes.push(node as Text);
  }
  return nodes;
}

interface TextPoint {
  node: Text;
  offset: number;
}

/** The DOM point `offset` characters into the concatenated text of `nodes` (end offsets allowed). */
function pointAt(nodes: Text[], offset: number): TextPoint | null {
  let remaining = offset;
  for (const node of nodes) {
    const length = node.data.length;
    if (remaining <= length) return { node, offset: remaining };
    remaining -= length;
  }
  const last = nodes[nodes.length - 1];
  return last ? { node: last, offset: last.data.length } : null;
}

/** The nodes' text with whitespace runs collapsed to one space, and for each kept character its DOM point. */
function collapsedText(nodes: Text[]): { text: string; points: TextPoint[] } {
  const chars: string[] = [];
  const points: TextPoint[] = [];
  let lastWasSpace = true;
  for (const node of nodes) {
    const data = node.data;
    for (let i = 0; i < data.length; i++) {
      const space = /\s/.test(data[i]);
      if (space && lastWasSpace) continue;
      chars.push(space ? ' ' : data[i]);
      points.push({ node, offset: i });
      lastWasSpace = space;
    }
  }
  return { text: chars.join(''), points };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}
