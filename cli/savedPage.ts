// Node-only entry to the page readers: parses saved page HTML with linkedom. Kept apart from the readers so the
// extension bundle never imports linkedom (the browser has its own Document).

import { parseHTML } from 'linkedom';
import { readWithReadability, type ReadabilityResult } from '../lib/readers/readabilityPage';
import { readStackOverflowPage, type PageReadResult } from '../lib/readers/stackOverflowPage';

export function readStackOverflowPageHtml(html: string, url?: string): PageReadResult {
  const { document } = parseHTML(html);
  return readStackOverflowPage(document as unknown as Document, url);
}

/** Any saved page through Readability (Readability 0.6.0 runs on linkedom's Document). */
export function readPageHtmlWithReadability(html: string, url?: string): ReadabilityResult {
  const { document } = parseHTML(html);
  return readWithReadability(document as unknown as Document, url);
}
