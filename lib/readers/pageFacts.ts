// Facts any Stack Exchange page states about itself, read the same way by the question page reader and the draft
// page reader: which route the page says it is, and its canonical URL.
import { queryAllOf, queryFirstEntry, selectedValue, selectors } from '../site/selectors';

/** `routeName` from the page options JSON ("Questions/Show", "Questions/Ask", "Home/Index"), or null. */
export function pageRoute(doc: Document): string | null {
  for (const entry of selectors.pageOptions) {
    for (const script of queryAllOf(doc, entry)) {
      const match = /"routeName"\s*:\s*"([^"]+)"/.exec(script.textContent ?? '');
      if (match) return match[1];
    }
  }
  return null;
}

/** The page's canonical URL (link or og:url), or null. */
export function canonicalUrl(doc: Document): string | null {
  const found = queryFirstEntry(doc, selectors.canonicalUrl);
  return found ? selectedValue(found.element, found.entry) || null : null;
}
