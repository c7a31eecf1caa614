// Node-only entry to the page readers: parses saved page HTML with linkedom. Kept apart from the readers so the
// extension bundle never imports linkedom (the browser has its own Document).

import { createRequire } from 'node:module';
import { readWithReadability, type ReadabilityResult } from '../lib/readers/readabilityPage';
import { readStackOverflowPage, type PageReadResult } from '../lib/readers/stackOverflowPage';

type Linkedom = typeof import('linkedom');

// Loaded on the first saved page, not at start: linkedom costs ~150 ms of CPU to load, and most CLI runs (a JSON
// record, JSON Lines, a markdown draft, --version) never read HTML. A static import, even in a module that is
// itself imported lazily, is hoisted to the top of the bundle (esbuild without code splitting); require is not.
let linkedom: Linkedom | undefined;
function parseHTML(html: string): ReturnType<Linkedom['parseHTML']> {
  linkedom ??= createRequire(import.meta.url)('linkedom') as Linkedom;
  return linkedom.parseHTML(html);
}

export function readStackOverflowPageHtml(html: string, url?: string): PageReadResult {
  const { document } = parseHTML(html);
  return readStackOverflowPage(document as unknown as Document, url);
}

/** Any saved page through Readability (Readability 0.6.0 runs on linkedom's Document). */
export function readPageHtmlWithReadability(html: string, url?: string): ReadabilityResult {
  const { document } = parseHTML(html);
  return readWithReadability(document as unknown as Document, url);
}
