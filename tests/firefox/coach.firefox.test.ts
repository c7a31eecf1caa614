// The writing coach and the before-posting dialog in a real Firefox (ESR, MV2 build), on the same fixtures
// and drafts as the Chromium suite (tests/browser/coach.browser.test.ts): the real saved 2023 Ask page and the
// synthesized classic Ask form (tests/fixtures/pages/drafts/PROVENANCE.md), drafts that are real bug reports
// (tensorflow/tensorflow issues, tests/fixtures/tf/PROVENANCE.md). Posts are counted by interception: what reaches
// "Stack Overflow" must be byte for byte what was typed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownVerdict } from '../../lib/messages/draftWaiting';
import { judgeDraftWithWaits } from '../../lib/messages/draftVerdict';
import { missingBeforePosting } from '../../lib/messages/presubmit';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { attr, click, count, inside, typeClassic, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post } from './launchFirefox';
import { coachSettled, expectCoachClear, HELP_COLUMNS, measureCoach, showHelpCard } from '../browser/helpers/coachLayout';
import { outOfMemory } from '../browser/helpers/askPageDrafts';
import { assembledPages } from '../browser/helpers/questionPages';
import { tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../fixtures/pages', name), 'utf8');
const STACKS_CSS = readFileSync(resolve(import.meta.dirname, '../../node_modules/@stackoverflow/stacks/dist/css/stacks.css'), 'utf8');
const issues = tensorflowIssues;

// As in the Chromium suite: a textarea holds line ends as LF; a form POST carries them as CRLF.
const markdownOf = (i: { body: string }) => i.body.replace(/\r\n?/g, '\n');
const asPosted = (value: string) => value.replace(/\r?\n/g, '\r\n');
const judgmentOf = (i: { title: string; body: string }) =>
  judgeDraftWithWaits({ title: i.title, markdown: markdownOf(i), tags: ['tensorflow'], site: 'stackoverflow' }, DEFAULT_SETTINGS);
const missingOf = (i: { title: string; body: string }) => {
  const v = judgmentOf(i).verdict;
  return v.state === 'verdict' ? missingBeforePosting(v.report, 'top3') : [];
};
/** The score the coach shows ('' while the draft waits for a title, words and code or an error). */
const scoreOf = (i: { title: string; body: string }) => {
  const v = shownVerdict(judgmentOf(i));
  return v.state === 'verdict' ? String(v.score) : '';
};
// As in the Chromium suite (tests/browser/helpers/askPageDrafts.ts): drafts the coach grades, one missing a top item, one not.
const byLength = [...issues].filter((i) => i.body.length < 4000).sort((a, b) => a.body.length - b.body.length);
const incomplete = byLength.find((i) => scoreOf(i) !== '' && missingOf(i).length > 0)!;
const complete = byLength.find((i) => scoreOf(i) !== '' && missingOf(i).length === 0)!;

const ASK = 'https://stackoverflow.com/questions/ask';
const ASK_2023 = 'https://stackoverflow.com/questions/ask?fixture=saved-2023';
const COACH = '[data-reprolens="coach-host"]';
const PANEL = '[data-reprolens="panel"]';
const coachScore = (page: Page) => attr(page, inside(COACH, '[data-reprolens="score"]'), 'data-score');
const DIALOG = inside(COACH, '[data-reprolens="presubmit-dialog"]');

describe.skipIf(firefoxMissing)('writing coach in Firefox', () => {
  let ff: LaunchedFirefox;
  let posts: Post[];

  beforeAll(async () => {
    expect(incomplete).toBeDefined();
    expect(complete).toBeDefined();
    ff = await launchFirefox();
    ff.serve(ASK, { contentType: 'text/html; charset=utf-8', body: fixture('drafts/synth-ask-classic.html') });
    ff.serve(ASK_2023, { contentType: 'text/html; charset=utf-8', body: fixture('so-2023-10_stackoverflow_ask.html') });
    // Laid out as on the live site, as in tests/browser/coachPlacement.browser.test.ts: the real Stacks sheet, and SO's
    // page grid (synth-so-page-grid.css) for primary.css.
    ff.serve((u) => u.hostname === 'cdn.sstatic.net' && u.pathname.includes('/Shared/stacks.css'), {
      contentType: 'text/css',
      body: STACKS_CSS,
    });
    ff.serve((u) => u.hostname === 'cdn.sstatic.net' && u.pathname.includes('/primary.css'), {
      contentType: 'text/css',
      body: fixture('synth-so-page-grid.css'),
    });
    posts = ff.recordPosts((u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname));
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('reads the real saved 2023 Ask page (guided wizard) and shows the engine’s score for the draft', async () => {
    const page = await ff.open(ASK_2023);
    // The saved wizard shows its steps with the site's scripts, which do not run here: set the fields as typing would.
    await page.evaluate(
      (title, body) => {
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          el.value = value;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector<HTMLInputElement>('#title')!, title);
        set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content')!, body);
        const tags = document.querySelector<HTMLInputElement>('#tagnames');
        if (tags) set(tags, 'tensorflow');
      },
      incomplete.title,
      incomplete.body,
    );
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    await page.close();
  });

  // As in the Chromium suite, fewer sizes: the coach waiting, then grown (expanded, a snippet open), scrolled, beside
  // each help card: 0 px² over Stack Overflow's help cards, the top bar, the fields and the content; a solid frame.
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      it(`${theme}, ${width}×${height}: the coach is never over a help card or under the top bar, and solid`, async () => {
        const page = await ff.open(ASK_2023, { width, height });
        if (theme === 'dark') await page.evaluate(() => document.body.classList.add('theme-dark'));
        const stages: string[] = [];
        const check = async (stage: string) => {
          await page.evaluate(coachSettled);
          const m = await page.evaluate(measureCoach);
          stages.push(`${stage}: ${m.docked} ${JSON.stringify(m.box)}`);
          expectCoachClear(m, stage);
        };
        await expect.poll(() => attr(page, COACH, 'data-waiting')).toBe('code_or_error title words');
        await check('waiting');
        await page.evaluate(
          (title, body) => {
            const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
              el.value = value;
              el.dispatchEvent(new Event('input', { bubbles: true }));
            };
            set(document.querySelector<HTMLInputElement>('#title')!, title);
            set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content')!, body);
          },
          outOfMemory.title,
          outOfMemory.body,
        );
        await expect.poll(() => coachScore(page)).toMatch(/^\d+$/);
        if ((await attr(page, COACH, 'data-expanded')) !== 'true') await click(page, inside(COACH, '[data-reprolens="toggle"]'));
        await waitFor(page, inside(COACH, '[data-reprolens^="item-"]'));
        await click(page, inside(COACH, '[data-reprolens^="show-snippet-"]'));
        await waitFor(page, inside(COACH, '.rl-snippet:not([hidden])'));
        await check('grown');
        for (const scrollY of [400, 900]) {
          await page.evaluate((y) => window.scrollTo(0, y), scrollY);
          await check(`scrolled ${scrollY}`);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const column of HELP_COLUMNS) {
          await page.evaluate(showHelpCard, column);
          await check(`card ${column}`);
        }
        console.log(`coach in Firefox, ${theme} ${width}×${height}:\n  ${stages.join('\n  ')}`);
        await page.close();
      });
    }
  }

  it('asks once when a top item is missing; "Post anyway" posts exactly what was typed, once', async () => {
    const page = await ff.open(ASK);
    const typed = await typeClassic(page, incomplete);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    const before = posts.length;
    await page.click('#submit-button');
    await waitFor(page, DIALOG);
    for (const id of missingOf(incomplete)) expect(await count(page, inside(COACH, `[data-reprolens="presubmit-missing-${id}"]`))).toBe(1);
    expect(posts.length).toBe(before); // held, not lost
    await click(page, inside(COACH, '[data-reprolens="post-anyway"]'));
    await expect.poll(() => posts.length).toBe(before + 1);
    const form = new URLSearchParams(posts[before].body);
    expect(form.get('post-text')).toBe(asPosted(typed));
    expect(form.get('title')).toBe(incomplete.title);
    // The "posted" page has loaded: exactly one POST for one decision.
    await expect.poll(() => page.evaluate(() => document.body?.textContent ?? '')).toBe('posted');
    expect(posts.length).toBe(before + 1);
    await page.close();
  });

  it('posts a complete draft without any dialog, untouched', async () => {
    const page = await ff.open(ASK);
    await typeClassic(page, complete);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(complete));
    const before = posts.length;
    await page.click('#submit-button');
    await expect.poll(() => posts.length).toBe(before + 1);
    expect(new URLSearchParams(posts[before].body).get('post-text')).toBe(asPosted(markdownOf(complete)));
    await expect.poll(() => page.evaluate(() => document.body?.textContent ?? '')).toBe('posted');
    expect(posts.length).toBe(before + 1);
    await page.close();
  });

  it('answers another tab while the Ask page re-types a 29,000-character hostile draft (synth-quote-run-then-code)', async () => {
    // Hostile review 2026-12-04: with such a draft re-typed every 300 ms, another Stack Overflow tab did not finish
    // loading in 60 s. The other tab's panel must get its verdict while the re-typing goes on, and the coach then
    // show the draft's own score.
    const code = '\n```python\nimport torch\nx = torch.zeros(3)\nprint(x)\n```\n';
    const hostile = { title: 'Loss is nan after the first epoch in pytorch', body: `${'>'.repeat(29_000 - code.length)}${code}` };
    expect(scoreOf(hostile)).not.toBe('');
    const question = assembledPages().find((p) => p.verdict.state === 'verdict')!;
    ff.serve(question.url, { contentType: 'text/html; charset=utf-8', body: question.html });
    const ask = await ff.open(ASK);
    await waitFor(ask, COACH);
    // Re-typing: a space added or taken off at the end every 300 ms, each a new draft for the coach to judge.
    await ask.evaluate(
      (title, body) => {
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          el.value = value;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector<HTMLInputElement>('#title')!, title);
        set(document.querySelector<HTMLInputElement>('#tagnames')!, 'tensorflow');
        const text = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
        set(text, body);
        (window as unknown as { retyping: number }).retyping = window.setInterval(
          () => set(text, text.value.endsWith(' ') ? text.value.slice(0, -1) : `${text.value} `),
          300,
        );
      },
      hostile.title,
      hostile.body,
    );
    const tab = await ff.open(question.url);
    await expect
      .poll(() => attr(tab, inside(PANEL, '[data-reprolens="score"]'), 'data-score'), { timeout: 10_000 })
      .toBe(String(question.verdict.state === 'verdict' && question.verdict.score));
    await ask.evaluate(() => window.clearInterval((window as unknown as { retyping: number }).retyping));
    await expect.poll(() => coachScore(ask), { timeout: 20_000 }).toBe(scoreOf(hostile));
    await tab.close();
    await ask.close();
  });
});
