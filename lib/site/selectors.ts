// Every Stack Overflow / Stack Exchange page selector ReproLens uses, in one place, each with the page generation
// it belongs to and fallbacks in order (stack-overflow-dom.md §1–§5: give every lookup fallbacks, fail silently).
// "Verified" names the saved pages in /work/shared/corpus/pages/ (copied to tests/fixtures/pages/) on which
// tests/site/selectors.test.ts checks the selector; dates are when SO served those pages.
import { draftPageSelectors } from './draftPageSelectors';
import { questionPageSelectors } from './questionPageSelectors';

export interface PageSelector {
  selector: string;
  /** First month (YYYY-MM) this markup is known on; absent when older than every saved page. */
  since?: string;
  /** Month SO replaced this markup; absent while current. */
  until?: string;
  /** Read this attribute instead of the text (`content` of a meta tag, `href` of a link). */
  attribute?: string;
  /** Which saved pages it was verified on, and why it is in the list. */
  note: string;
}

export type SelectorList = readonly PageSelector[];

/** Every selector by name: the question page's (./questionPageSelectors.ts) and the draft pages' (./draftPageSelectors.ts). */
export const selectors: Readonly<Record<SelectorName, SelectorList>> = { ...questionPageSelectors, ...draftPageSelectors };
export type SelectorName = keyof typeof questionPageSelectors | keyof typeof draftPageSelectors;
export { draftSubmitLabels } from './draftPageSelectors';

/** The first element any selector of `list` matches, in order; null when none does (never throws). */
export function queryFirst(root: ParentNode, list: SelectorList): Element | null {
  for (const entry of list) {
    const found = safeQuery(() => root.querySelector(entry.selector));
    if (found) return found;
  }
  return null;
}

/** Like `queryFirst`, with the entry that matched (so callers know which generation the page is). */
export function queryFirstEntry(root: ParentNode, list: SelectorList): { element: Element; entry: PageSelector } | null {
  for (const entry of list) {
    const element = safeQuery(() => root.querySelector(entry.selector));
    if (element) return { element, entry };
  }
  return null;
}

/** All elements one entry matches, or [] (never throws). */
export function queryAllOf(root: ParentNode, entry: PageSelector): Element[] {
  return safeQuery(() => Array.from(root.querySelectorAll(entry.selector))) ?? [];
}

/** All elements the first matching selector of `list` finds (for tag lists), or []. */
export function queryAllFirst(root: ParentNode, list: SelectorList): Element[] {
  for (const entry of list) {
    const found = queryAllOf(root, entry);
    if (found.length) return found;
  }
  return [];
}

/** The entry's value on an element: the named attribute, or the text content. */
export function selectedValue(element: Element, entry: PageSelector): string {
  return (entry.attribute ? element.getAttribute(entry.attribute) : element.textContent) ?? '';
}

/** A selector engine without `:not()` or attribute operators (older happy-dom, odd DOMs) must not stop a reader. */
function safeQuery<T>(query: () => T): T | null {
  try {
    return query();
  } catch {
    return null;
  }
}
