// Shared by the writing-coach browser tests (coach.browser.test.ts, presubmit.browser.test.ts): the real drafts they
// type (tensorflow/tensorflow issues, tests/fixtures/tf/PROVENANCE.md), the draft pages served at their real URLs
// (tests/fixtures/pages/drafts/PROVENANCE.md), and every form POST recorded by routing: what reaches "Stack Overflow"
// must be byte for byte what was typed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { shownVerdict } from '../../../lib/messages/draftWaiting';
import { judgeDraft, judgeDraftWithWaits } from '../../../lib/messages/draftVerdict';
import { missingBeforePosting } from '../../../lib/messages/presubmit';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { tensorflowIssues } from '../../fixtures/tf/tensorflowIssues';
import { decisiveDraft } from './decisiveDrafts';

export const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../../fixtures/pages', name), 'utf8');
const issues = tensorflowIssues;

// A textarea holds line ends as LF (HTML: "normalize newlines"), so the coach reads the body that way.
export const asDraft = (i: { title: string; body: string }, tags = ['tensorflow']) => ({
  title: i.title,
  markdown: i.body.replace(/\r\n?/g, '\n'),
  tags,
  site: 'stackoverflow',
});
/** What a form POST carries for a textarea's value: line ends as CRLF (HTML form submission), nothing else changed. */
export const asPosted = (value: string) => value.replace(/\r?\n/g, '\r\n');
const verdictOf = (i: { title: string; body: string }, tags?: string[]) => judgeDraft(asDraft(i, tags), DEFAULT_SETTINGS);
export const missingOf = (i: { title: string; body: string }, tags?: string[]) => {
  const v = verdictOf(i, tags);
  return v.state === 'verdict' ? missingBeforePosting(v.report, 'top3') : [];
};
/** What the coach shows: the verdict once the draft has a title, words and code or an error, else the waiting line. */
const shownOf = (i: { title: string; body: string }, tags?: string[]) =>
  shownVerdict(judgeDraftWithWaits(asDraft(i, tags), DEFAULT_SETTINGS));
// Short enough to type the end of by keyboard; one that misses a top item, one that misses none. Both graded by the
// coach (code or an error in them: until then it shows no grade), so the tests see the score the page shows.
const byLength = [...issues].filter((i) => i.body.length < 4000).sort((a, b) => a.body.length - b.body.length);
export const incomplete = byLength.find((i) => shownOf(i).state === 'verdict' && missingOf(i).length > 0)!;
export const complete = byLength.find((i) => shownOf(i).state === 'verdict' && missingOf(i).length === 0)!;
/** The score the coach shows for the draft ('' while it shows no grade). */
export const scoreOf = (i: { title: string; body: string }, tags?: string[]) => {
  const v = shownOf(i, tags);
  return v.state === 'verdict' ? String(v.score) : '';
};

/**
 * A real question whose problem has a decisive gap (tests/fixtures/decisive/PROVENANCE.md): CUDA out of memory with no
 * code at all, so the model and the failing code decide it. Most drafts are answerable as they stand and ask nothing;
 * the coach's prompt, a decisive suggestion's Insert and the dialog before posting need one that asks.
 */
export const outOfMemory = decisiveDraft(62421575);
export const OUT_OF_MEMORY_TAGS = ['pytorch'];
/** The same question typed as one paragraph, as into a rich editor by keyboard (no code fences to type). */
export const outOfMemoryProse = outOfMemory.body.replace(/```\n?/g, '').replace(/\s*\n+\s*/g, ' ');
/** The draft's first decisive suggestion with a snippet (the one its Insert button puts into the draft). */
export function decisiveSnippetOf(i: { title: string; body: string }, tags?: string[]) {
  const v = verdictOf(i, tags);
  return v.state === 'verdict' ? v.report.suggestions.find((s) => s.decisive && s.snippet) : undefined;
}

export const coach = (page: Page) => page.locator('[data-reprolens="coach-host"]');
export const coachScore = (page: Page) => coach(page).locator('[data-reprolens="score"]').getAttribute('data-score');
export const presubmitDialog = (page: Page) => coach(page).locator('[data-reprolens="presubmit-dialog"]');

/** Serves `file` (under tests/fixtures/pages) at exactly `url`. */
export async function serveAt(context: BrowserContext, url: string, file: string): Promise<void> {
  await context.route(
    (u) => u.href === url,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fixture(file) }),
  );
}

export interface RecordedPost {
  url: string;
  body: string;
}

/** Records every POST to the site's submit URLs (form or fetch) and answers it with a plain page; nothing leaves. */
export async function recordPosts(context: BrowserContext): Promise<RecordedPost[]> {
  const posts: RecordedPost[] = [];
  await context.route(
    (u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname),
    (route) => {
      const request: Request = route.request();
      posts.push({ url: request.url(), body: request.postData() ?? '' });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>posted</p>' });
    },
  );
  return posts;
}

/**
 * Closes a page that has just posted, once the "posted" page has loaded. Closing while Chromium was still
 * committing the POST's navigation hung `page.close()` for the whole 60 s test timeout in about one run in three
 * (traced: the close call started 1 ms after `framenavigated`, before the request finished).
 */
export async function closeAfterPost(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.close();
}

/** Types a draft into the classic form: most of it filled at once, the last characters by keyboard. */
export async function typeClassic(page: Page, draft: { title: string; body: string }, tags = 'tensorflow'): Promise<void> {
  await page.fill('#title', draft.title);
  await page.fill('#tagnames', tags);
  const body = asDraft(draft).markdown;
  const cut = body.length - 12;
  await page.fill('#wmd-input', body.slice(0, cut));
  await page.focus('#wmd-input');
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const t = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
    t.setSelectionRange(t.value.length, t.value.length);
  });
  await page.keyboard.type(body.slice(cut), { delay: 20 });
}
