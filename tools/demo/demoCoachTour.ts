// `npm run demo -- --tour` on the Ask page (and `--readme-images`, after the panel's tour): the writing coach driven as
// an asker would, one screenshot per step — a real draft typed into the saved 2023 Ask page's own fields and graded
// (coach.png), then its "Review your question" button pressed and the one question asked before posting
// (coach-before-posting.png, the README's image). Each step waits on a state of the coach (its host's data attributes,
// its closed shadow root read over the DevTools protocol), never on time.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { judgeDraftWithWaits } from '../../lib/messages/draftVerdict';
import { shownVerdict } from '../../lib/messages/draftWaiting';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { DemoError } from './demoOptions';
import { ASK_PAGE_FILE, routeDraftPageSheets } from './demoPage';
import { readPanel, waitForAttribute } from './demoPanel';
import type { TourShot } from './demoTour';
import { clickInShadowRoot, evaluateInShadowRoot, waitInShadowRoot } from './shadowRootOverCdp';

const HOST = '[data-reprolens="coach-host"]';
const STATE_TIMEOUT_MS = 15_000;
/** The wizard's first body field (the saver turned its editor into a textarea; lib/site/draftPageSelectors.ts). */
const BODY_FIELD = '#problem-details textarea, #problem-details [contenteditable="true"]';

export const ASK_PAGE_URL = 'https://stackoverflow.com/questions/ask';

/**
 * The draft typed: tensorflow/tensorflow issue 37229 (tests/fixtures/tf/PROVENANCE.md), the "incomplete" draft the
 * before-posting tests post (tests/browser/helpers/askPageDrafts.ts): graded, and missing a decisive top item (its logs), so
 * the dialog asks.
 */
const DRAFT_SOURCE = { file: 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl', issue: 37229, tags: 'tensorflow' } as const;

export interface CoachDraft {
  title: string;
  /** Markdown with LF line ends, as a textarea holds it. */
  body: string;
  tags: string;
  /** Where it comes from, for the user. */
  source: string;
}

export const COACH_STEPS = ['coach', 'coach-before-posting'] as const;
export type CoachStep = (typeof COACH_STEPS)[number];
export const coachFileName = (step: CoachStep) => `${step}.png`;

/** The README's image of the coach: [image in docs/, the step it is]. */
export const COACH_README_IMAGE = ['docs/coach-before-posting.png', 'coach-before-posting'] as const;

/** The draft the coach tour types, read from the repository's fixture under `root`. */
export function coachDraft(root: string): CoachDraft {
  let text: string;
  try {
    text = readFileSync(path.join(root, DRAFT_SOURCE.file), 'utf8');
  } catch {
    throw new DemoError(`${DRAFT_SOURCE.file} is missing from ${root}: the coach tour types a draft from it.`);
  }
  const issue = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { number: number; title: string; body: string })
    .find((i) => i.number === DRAFT_SOURCE.issue);
  if (!issue) throw new DemoError(`issue ${DRAFT_SOURCE.issue} is not in ${DRAFT_SOURCE.file}.`);
  return {
    title: issue.title,
    body: issue.body.replace(/\r\n?/g, '\n'),
    tags: DRAFT_SOURCE.tags,
    source: `tensorflow/tensorflow issue ${DRAFT_SOURCE.issue} (${DRAFT_SOURCE.file})`,
  };
}

/** Serves the saved Ask page at its URL, laid out as on the live site (./demoPage.ts routeDraftPageSheets); opens it. */
export async function openAskPage(context: BrowserContext, tab: Page, root: string): Promise<void> {
  const html = readFileSync(path.join(root, ASK_PAGE_FILE), 'utf8');
  await routeDraftPageSheets(context, root);
  await context.route(ASK_PAGE_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await tab.goto(ASK_PAGE_URL, { waitUntil: 'domcontentloaded' });
}

/** The score the coach must show for `draft`: the engine's, as the extension judges it with the default settings. */
export function expectedScore(draft: CoachDraft): string {
  const shown = shownVerdict(
    judgeDraftWithWaits(
      { title: draft.title, markdown: draft.body, tags: draft.tags.split(/\s+/), site: 'stackoverflow' },
      DEFAULT_SETTINGS,
    ),
  );
  if (shown.state !== 'verdict') throw new DemoError(`the coach would not grade the tour's draft (${draft.source}).`);
  return String(shown.score);
}

/** Runs the coach's steps on the open Ask page (the coach waiting for a draft); writes into `outDir`. */
export async function runCoachTour(tab: Page, outDir: string, draft: CoachDraft): Promise<TourShot[]> {
  mkdirSync(outDir, { recursive: true });
  const host = tab.locator(HOST).first();
  await host.waitFor({ state: 'attached', timeout: STATE_TIMEOUT_MS });
  const file = (step: CoachStep) => path.join(outDir, coachFileName(step));

  // The page's own fields, through the browser's input path (focus, text inserted, an input event each); the body
  // last, so the one grade the coach shows is the whole draft's.
  await tab.fill('#title', draft.title);
  await tab.locator('#tagnames').evaluate((input: HTMLInputElement, tags) => {
    // The saved wizard keeps its tags step hidden (its scripts do not run here): set as typing would.
    input.value = tags;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, draft.tags);
  const body = tab.locator(BODY_FIELD).first();
  await body.fill(draft.body);
  // Typing leaves the field scrolled to its end; the shots show the draft from its first line.
  await body.evaluate((field) => field.scrollTo(0, 0));

  const score = expectedScore(draft);
  const shown = await waitInShadowRoot(
    tab,
    HOST,
    (root, want) => root.querySelector('[data-reprolens="score"]')?.getAttribute('data-score') === want,
    STATE_TIMEOUT_MS,
    score,
  );
  if (!shown) {
    const now = await evaluateInShadowRoot(tab, HOST, (root) => root.querySelector('[data-reprolens="score"]')?.getAttribute('data-score'));
    throw new DemoError(
      `the coach did not grade the draft ${score} (it shows "${now ?? ''}", waiting for "${await host.getAttribute('data-waiting')}").`,
    );
  }
  await waitForAttribute(host, 'data-waiting', '', 'the coach still waits for more of the draft');
  if ((await host.getAttribute('data-expanded')) !== 'true') await clickInShadowRoot(tab, HOST, '[data-reprolens="toggle"]');
  await waitForAttribute(host, 'data-expanded', 'true', 'the coach did not expand');
  const items = await waitInShadowRoot(tab, HOST, (root) => root.querySelectorAll('[data-reprolens^="item-"]').length, STATE_TIMEOUT_MS);
  if (!items) throw new DemoError('the expanded coach shows no checklist.');
  await shoot(tab, file('coach'));
  const coach = await readPanel(tab, HOST);
  const line = `${coach.score} · ${coach.grade} ${coach.line}`;
  const shots: TourShot[] = [{ step: 'coach', file: file('coach'), shows: `the coach beside the typed draft: “${line}”` }];

  // A real click (the guard asks only about the user's own input), as tests/browser/presubmit*.ts press it.
  await tab.click('input.js-review-question-button');
  const heading = await waitInShadowRoot(
    tab,
    HOST,
    (root) => root.querySelector('[data-reprolens="presubmit-dialog"] #rl-dialog-title')?.textContent?.trim(),
    STATE_TIMEOUT_MS,
  );
  if (!heading) throw new DemoError('pressing "Review your question" showed no dialog before posting.');
  await shoot(tab, file('coach-before-posting'));
  shots.push({ step: 'coach-before-posting', file: file('coach-before-posting'), shows: `the dialog before posting: “${heading}”` });
  return shots;
}

async function shoot(tab: Page, file: string): Promise<void> {
  await tab.screenshot({ path: file, animations: 'disabled' });
}

/** Copies the coach tour's dialog shot to the README's image under `root`; returns what it wrote. */
export function writeCoachReadmeImage(root: string, outDir: string): string {
  const [image, step] = COACH_README_IMAGE;
  copyFileSync(path.join(outDir, coachFileName(step)), path.join(root, image));
  return image;
}
