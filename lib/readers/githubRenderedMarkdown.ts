// Turns a GitHub issue body as the page renders it (`.markdown-body`) back into GitHub-flavoured markdown, so that
// the page path goes through the same two steps as the API path (githubIssueApi.ts): the template text is taken
// out of the markdown (withoutTemplateText) and the markdown reader makes the blocks. Reading the rendered HTML
// with the HTML body reader instead would leave the template stripping nothing to work on (it reads markdown
// lines: "- TensorFlow version: …", "**Describe the current behavior**"), and the two verdicts would drift.
//
// Only what the body's text means is kept: headings, paragraphs, list items, quotes, fenced code with its language,
// details/summary, images and links. GitHub's chrome inside the body (copy buttons, heading anchors, SVG) is skipped.
// Text only: nothing of the page is ever inserted as HTML; the output is read as untrusted markdown.

const SKIPPED = new Set(['svg', 'button', 'clipboard-copy', 'script', 'style', 'template', 'input', 'tool-tip']);
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'ul', 'ol', 'blockquote', 'details', 'table', 'hr']);

// `highlight-source-python`, `highlight-text-html-basic`, `highlight-source-css-less`: the language is the last
// scope part of GitHub's linguist scope name (`source.python` → python, `text.html.basic` → html).
const HIGHLIGHT_CLASS = /(?:^|\s)highlight-(source|text)-([a-z0-9+#-]+)/;

/** The code language GitHub rendered for a code block, or '' (§7: `div.highlight-source-<lang> > pre`, `pre lang`). */
export function renderedCodeLanguage(pre: Element): string {
  const own = pre.getAttribute('lang') ?? pre.getAttribute('data-lang');
  if (own?.trim()) return own.trim().toLowerCase();
  const wrapper = pre.parentElement;
  const match = wrapper ? HIGHLIGHT_CLASS.exec(wrapper.getAttribute('class') ?? '') : null;
  if (!match) return '';
  return match[1] === 'text' ? (match[2].split('-')[0] ?? '') : match[2];
}

/** The markdown of a rendered body element. */
export function renderedBodyToMarkdown(body: Element): string {
  return blocksOf(body).join('\n\n');
}

function tagOf(node: Node): string {
  return node.nodeType === 1 ? (node as Element).tagName.toLowerCase() : '';
}

function isHighlightWrapper(element: Element): boolean {
  return HIGHLIGHT_CLASS.test(element.getAttribute('class') ?? '') && element.querySelector('pre') !== null;
}

/** The markdown blocks of an element's children; inline runs between blocks become paragraphs. */
function blocksOf(parent: Element): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flush = () => {
    if (inline.trim()) blocks.push(lines(inline));
    inline = '';
  };
  for (const child of Array.from(parent.childNodes)) {
    const tag = tagOf(child);
    if (child.nodeType === 3) {
      inline += collapsed(child.textContent ?? '');
      continue;
    }
    if (child.nodeType !== 1 || SKIPPED.has(tag)) continue;
    const element = child as Element;
    if (BLOCK_TAGS.has(tag) || isHighlightWrapper(element)) {
      flush();
      const block = blockOf(element, tag);
      if (block) blocks.push(block);
    } else if (tag === 'div' || tag === 'section' || tag === 'article') {
      flush();
      blocks.push(...blocksOf(element));
    } else {
      inline += inlineNode(element);
    }
  }
  flush();
  return blocks;
}

function blockOf(element: Element, tag: string): string {
  if (isHighlightWrapper(element)) return fenced(element.querySelector('pre') as Element);
  if (tag === 'pre') return fenced(element);
  if (tag === 'p') return lines(inlineOf(element));
  if (/^h[1-6]$/.test(tag)) return `${'#'.repeat(Number(tag[1]))} ${oneLine(inlineOf(element))}`;
  if (tag === 'ul' || tag === 'ol') return listOf(element, tag === 'ol');
  if (tag === 'blockquote') return quoted(blocksOf(element).join('\n\n'));
  if (tag === 'details') return detailsOf(element);
  if (tag === 'table') return tableOf(element);
  return '';
}

/**
 * A fence longer than any backtick run in the code, so the code cannot close it. cmark's `pre > code` ends with
 * the block's last newline, which the fence adds back; the highlighter's bare `pre` has already dropped it (the saved
 * 2026-03 page: `…option.\n</code></pre>` but `…}</pre>`), so what ends it is the asker's (a trailing blank line).
 */
function fenced(pre: Element): string {
  const text = pre.textContent ?? '';
  const code = pre.querySelector('code') ? text.replace(/\n$/, '') : text;
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${renderedCodeLanguage(pre)}\n${code}\n${fence}`;
}

function listOf(list: Element, ordered: boolean): string {
  const items: string[] = [];
  let n = 1;
  for (const item of Array.from(list.children)) {
    if (item.tagName.toLowerCase() !== 'li') continue;
    const marker = ordered ? `${n++}. ` : '- ';
    const [first = '', ...rest] = blocksOf(item);
    const indent = ' '.repeat(marker.length);
    const more = rest.map((block) => block.replace(/^/gm, indent));
    items.push([`${marker}${first}`, ...more].join('\n'));
  }
  return items.join('\n');
}

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** `<details>` stays inline HTML as askers write it; the markdown reader reads its summary and its contents. */
function detailsOf(details: Element): string {
  const summary = Array.from(details.children).find((child) => child.tagName.toLowerCase() === 'summary');
  const inner = Array.from(details.childNodes).filter((node) => node !== summary);
  const holder = details.ownerDocument.createElement('div');
  for (const node of inner) holder.appendChild(node.cloneNode(true));
  const title = summary ? oneLine(inlineOf(summary)) : '';
  return ['<details>', title ? `<summary>${escapeHtmlText(title)}</summary>` : '', '', ...blocksOf(holder), '', '</details>']
    .filter((line, i) => line !== '' || i > 1)
    .join('\n');
}

function tableOf(table: Element): string {
  return Array.from(table.querySelectorAll('tr'))
    .map((row) => `| ${Array.from(row.children, (cell) => oneLine(inlineOf(cell))).join(' | ')} |`)
    .join('\n');
}

/** Inline markdown of an element's children: code spans, links, images and bold kept; other emphasis is its text. */
function inlineOf(element: Element): string {
  return Array.from(element.childNodes, inlineNode).join('');
}

function inlineNode(node: Node): string {
  if (node.nodeType === 3) return collapsed(node.textContent ?? '');
  const tag = tagOf(node);
  if (node.nodeType !== 1 || SKIPPED.has(tag)) return '';
  const el = node as Element;
  if (tag === 'br') return '\n';
  if (tag === 'code') return codeSpan(el.textContent ?? '');
  // GitHub serves an image from another host through its camo proxy; `data-canonical-src` keeps the asker's URL.
  if (tag === 'img')
    return `![${oneLine(el.getAttribute('alt') ?? '')}](${el.getAttribute('data-canonical-src') ?? el.getAttribute('src') ?? ''})`;
  if (tag === 'a') return linkOf(el);
  if (tag === 'strong' || tag === 'b') return emphasised(inlineOf(el), '**');
  if (tag === 'em' || tag === 'i') return italic(inlineOf(el));
  return inlineOf(el);
}

// Links GitHub makes, not the asker: `@login` mentions and `#123` references are plain text in the markdown
// (the saved pages: `a.user-mention`, `a.issue-link.js-issue-link`).
const GITHUB_REFERENCE_LINK = /(?:^|\s)(?:user-mention|issue-link)(?:\s|$)/;

function linkOf(a: Element): string {
  if (GITHUB_REFERENCE_LINK.test(a.getAttribute('class') ?? '')) return collapsed(a.textContent ?? '');
  const href = a.getAttribute('href') ?? '';
  // GitHub wraps every image in a link to the image itself: the markdown has the image alone.
  const image = wrappedImage(a, href);
  if (image) return inlineNode(image);
  const text = inlineOf(a);
  // Heading anchors (`a.anchor` with only an icon) and links without a target are no text of the asker's.
  if (!text.trim()) return '';
  if (!isLinkTarget(href) || text.trim() === href) return text;
  return `[${text}](${href})`;
}

// An http(s) URL, or a relative one as the asker wrote it (`[log](url)` in #37747: cmark keeps `href="url"`); not a
// fragment (`#heading`), another scheme, or a target markdown could not hold unescaped.
const RELATIVE_TARGET = /^[\w./-][^\s()<>:]*$/;

function isLinkTarget(href: string): boolean {
  return /^https?:\/\//.test(href) || RELATIVE_TARGET.test(href);
}

/** The `img` that is all of `a` when `a` links to that image's own source; else null. */
function wrappedImage(a: Element, href: string): Element | null {
  const children = Array.from(a.children);
  if (children.length !== 1 || tagOf(children[0]) !== 'img' || (a.textContent ?? '').trim()) return null;
  return children[0].getAttribute('src') === href ? children[0] : null;
}

// Bold survives the round trip because the TF template's section titles are bold ("**Describe the current
// behavior**") and withoutTemplateText recognises them by it.
function emphasised(text: string, mark: string): string {
  return text.trim() ? `${mark}${text.trim()}${mark}` : text;
}

// Emphasis comes back as inline `<em>` (the markdown reader keeps its text, as it does for `*…*`): the TF template's
// instruction is raw `<em>Please make sure that this is a bug. …</em>` in the record, and withoutTemplateText
// recognises it by its tags (#38222: without them the instruction stayed in the page path's prose, and the page
// verdict found a model the API verdict did not).
function italic(text: string): string {
  return text.trim() ? `<em>${text}</em>` : text;
}

function codeSpan(code: string): string {
  const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${code}${pad}${ticks}`;
}

// Outside `pre`, a newline in the page's HTML is only whitespace; a line break is a `<br>` (GitHub renders each
// soft break of an issue's markdown as one), which inlineOf writes as "\n".
function collapsed(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ');
}

function lines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
