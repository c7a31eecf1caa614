// Node-only entry to the page reader: parses saved page HTML with linkedom. Kept apart from stackOverflowPage.ts
// so the extension bundle never imports linkedom (the browser has its own Document).

import { parseHTML } from 'linkedom';
import { readStackOverflowPage, type PageReadResult } from '../lib/readers/stackOverflowPage';

export function readStackOverflowPageHtml(html: string, url?: string): PageReadResult {
  const { document } = parseHTML(html);
  return readStackOverflowPage(document as unknown as Document, url);
}
