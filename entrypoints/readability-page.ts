// Injected into a tab only on a click: the popup's "Check this page", or the panel's fallback (activeTab +
// scripting, entrypoints/background/readabilityCheck.ts). Reads the page through Readability in the page itself, on
// a clone of its document (lib/readers/readabilityPage.ts never touches the live page), and returns the read: a
// plain, structured-clonable value ({ question } or { none }) that executeScript hands back to the background.
// Readability ships only in this file, never in the Stack Overflow content scripts. Nothing on the page is changed.
import { readWithReadability, type ReadabilityResult } from '../lib/readers/readabilityPage';

export default defineUnlistedScript((): ReadabilityResult => readWithReadability(document, location.href));
