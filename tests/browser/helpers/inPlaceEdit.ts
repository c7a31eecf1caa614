// The in-place edit both real-browser suites run (tests/browser/overlay.browser.test.ts and
// tests/firefox/inPlaceEdit.firefox.test.ts): question a's post body takes question b's, as the page shows an edit
// saved in place, and the panel must then show what the engine says about a's page with b's body, read the same way
// in Node. The page functions run in the page, through either driver's `evaluate`.
import { parseHTML } from 'linkedom';
import { judgePage } from '../../../lib/messages/pageVerdict';
import { readStackOverflowPage } from '../../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import type { QuestionPage } from './questionPages';

/** The question's post body in the saved pages (2020 and current markup). */
export const POST_BODY = '#question .js-post-body, #question .post-text';

export interface InPlaceEdit {
  /** b's post body, the edited text. */
  bodyHtml: string;
  /** The score the engine gives a's page with b's body ('' when that is no scored verdict). */
  expectedScore: string;
}

export function inPlaceEdit(a: QuestionPage, b: QuestionPage): InPlaceEdit {
  const bodyHtml = (parseHTML(b.html).document as unknown as Document).querySelector(POST_BODY)!.innerHTML;
  const edited = parseHTML(a.html).document as unknown as Document;
  edited.querySelector(POST_BODY)!.innerHTML = bodyHtml;
  const expected = judgePage(readStackOverflowPage(edited, a.url), DEFAULT_SETTINGS);
  return { bodyHtml, expectedScore: expected.state === 'verdict' ? String(expected.score) : '' };
}

/** In the page: the post body's content replaced. */
export function editPostBodyInPage([selector, html]: readonly [string, string]): void {
  document.querySelector(selector)!.innerHTML = html;
}

/** In the page: the post body element itself replaced by a new one with the edited content (same tag and classes). */
export function replacePostBodyInPage([selector, html]: readonly [string, string]): void {
  const old = document.querySelector(selector)!;
  const fresh = old.cloneNode(false) as Element;
  fresh.innerHTML = html;
  old.replaceWith(fresh);
}
