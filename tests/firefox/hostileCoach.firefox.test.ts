// Hostile content (hostile review 2026-12-01 §1), proved on every change, in the writing coach and the before-posting
// dialog in real Firefox (ESR, MV2 test build): the very drafts of the Chromium suite
// (tests/browser/hostileCoach.browser.test.ts, ../browser/helpers/hostileCorpus.ts's hostileAskDrafts): a real
// TensorFlow issue with every payload of the synthesized corpus in its title, body (prose, a fenced code block, inline
// code) and tags, 40 a draft, and again in the title, prose and tags of a real question with no code (a decisive gap:
// Post asks first), pasted into the classic Ask form (tests/fixtures/pages/drafts/synth-ask-classic.html), the end
// typed by keyboard (../browser/helpers/hostileSteps.ts). The coach expanded, the dialog opened by Post where the draft
// has a decisive gap: nothing executes (the canary `__x`, recorded in `window.__calls`; dialogs), the extension logs
// nothing, no element or attribute a payload would create is in the coach's shadow root, the page's DOM outside the
// coach's host is byte-identical to the same page where ReproLens does not run, and *Post anyway* sends exactly one
// POST, byte for byte what the user wrote (recorded on the loopback: launchFirefox).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPosted, fixture } from '../browser/helpers/askPageDrafts';
import { CANARY_CALLS, foreignExpression, outsideExpression, withCanary } from '../browser/helpers/hostileChecks';
import { draftVerdictOf, hostileAskDrafts, PER_PAGE, payloads } from '../browser/helpers/hostileCorpus';
import { countDialogs, pasteDraft, TYPED } from '../browser/helpers/hostileSteps';
import { attr, click, collectExtensionErrors, draftPage, inside, serveStacksStandIn, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post } from './launchFirefox';

const ASK = 'https://stackoverflow.com/questions/ask';
/** The same Ask page where no content script of ReproLens runs. */
const ASK_CONTROL = 'https://stackoverflow.com/questions/tagged/synth-hostile-ask-control';
const CANARY_URL = `${ASK_CONTROL}?canary`;
const COACH = '[data-reprolens="coach-host"]';
const DIALOG = inside(COACH, '[data-reprolens="presubmit-dialog"]');
const drafts = hostileAskDrafts();
const html = withCanary(fixture('drafts/synth-ask-classic.html'));

describe.skipIf(firefoxMissing)('hostile drafts in the writing coach and the before-posting dialog, Firefox', () => {
  let ff: LaunchedFirefox;
  let posts: Post[];
  const errors: string[] = [];

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    for (const url of [ASK, ASK_CONTROL]) ff.serve(url, { contentType: 'text/html; charset=utf-8', body: html });
    // A synthesized control: the Ask page with one payload left unescaped, which calls the canary and opens a dialog.
    const unescaped = html.replace('</body>', `<img src="x" onerror="__x('canary'); alert('canary')"></body>`);
    ff.serve(CANARY_URL, { contentType: 'text/html; charset=utf-8', body: unescaped });
    posts = ff.recordPosts((u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname));
  });
  afterAll(async () => {
    await ff?.close();
  });

  /** A tab at `url`, its dialogs counted and the extension's errors collected (into `into`) from before it navigates. */
  async function open(url: string, into = errors): Promise<{ page: Page; dialogs: () => number }> {
    let dialogs = () => 0;
    const page = await ff.open(url, undefined, (pg) => {
      dialogs = countDialogs(pg);
      const pageErrors = collectExtensionErrors(pg);
      pg.on('close', () => into.push(...pageErrors));
    });
    return { page, dialogs };
  }

  /** Waits for the "posted" page the POST answered with: the navigation is done, nothing more can be sent. */
  const posted = (page: Page) => expect.poll(() => page.evaluate(() => document.body?.textContent ?? '').catch(() => '')).toBe('posted');

  it('has a canary and a dialog count that work: the Ask page with one payload left unescaped trips both', async () => {
    const { page, dialogs } = await open(CANARY_URL);
    await expect.poll(() => page.evaluate(CANARY_CALLS)).toEqual(['canary']);
    await expect.poll(dialogs).toBe(1);
    await page.close();
  });

  it('sees what the content script logs: the test build’s forced presubmit failure warns, and the post goes on', async () => {
    const seen: string[] = [];
    const { page } = await open(ASK, seen);
    await pasteDraft(draftPage(page), drafts[0].draft);
    await page.evaluate(() => document.documentElement.setAttribute('data-reprolens-test-throw', 'presubmit'));
    const before = posts.length;
    await page.click('#submit-button');
    await expect.poll(() => posts.length).toBe(before + 1);
    await posted(page);
    await page.close();
    expect(seen.join('\n')).toContain('ReproLens: the check before posting failed; posting goes on.');
  });

  it(`pastes all ${payloads.length} payloads, ${PER_PAGE} a draft, in every place and again around a decisive gap, where Post asks first`, () => {
    // The dialog is for decisive asks only: each payload is in one draft of each set, and every draft of the second
    // (the out-of-memory question with no code, the payloads in its title, prose and tags) has one missing.
    for (const gap of [false, true]) {
      const titles = drafts.filter((d) => d.gap === gap).map((d) => d.draft.title);
      for (const { payload } of payloads) expect(titles.filter((t) => t.includes(payload)).length, payload).toBeGreaterThanOrEqual(1);
    }
    expect(drafts.filter((d) => d.gap).length).toBe(Math.ceil(payloads.length / PER_PAGE));
    for (const d of drafts.filter((x) => x.gap)) expect(d.asks).toBe(true);
  });

  /**
   * The Ask page where the coach does not run, serialized outside ReproLens' host: every draft's page is compared with
   * the same page (nothing is typed into the control), so it is loaded once (the suite's time).
   */
  let askControl: Promise<string> | undefined;
  const askControlOutside = () =>
    (askControl ??= (async () => {
      const control = await open(ASK_CONTROL);
      const outside = (await control.page.evaluate(outsideExpression())) as string;
      expect(await control.page.evaluate(CANARY_CALLS)).toEqual([]);
      expect(control.dialogs()).toBe(0);
      await control.page.close();
      return outside;
    })());

  for (const [i, { draft, asks }] of drafts.entries())
    it(`draft ${i + 1}/${drafts.length}: runs none of its payloads, adds none of their elements, leaves the page as it was, posts exactly what was written`, async () => {
      const { page, dialogs } = await open(ASK);
      const written = await pasteDraft(draftPage(page), draft);
      expect(written.body).toBe(`${draft.body}${TYPED}`.replace(/\r\n?/g, '\n'));
      const verdict = draftVerdictOf(written);
      await expect
        .poll(() => attr(page, inside(COACH, '[data-reprolens="score"]'), 'data-score'))
        .toBe(verdict.state === 'verdict' ? String(verdict.score) : '');
      if ((await attr(page, COACH, 'data-expanded')) !== 'true') await click(page, inside(COACH, '[data-reprolens="toggle"]'));
      await expect.poll(() => attr(page, COACH, 'data-expanded')).toBe('true');
      expect(await page.evaluate(foreignExpression({ host: COACH, styles: 1 })), 'coach').toEqual([]);

      const before = posts.length;
      if (asks) {
        await page.click('#submit-button');
        await waitFor(page, DIALOG);
        expect(await page.evaluate(foreignExpression({ host: COACH, styles: 1 })), 'dialog').toEqual([]);
        expect(posts.length).toBe(before);
      }
      expect(await page.evaluate(outsideExpression())).toBe(await askControlOutside());
      expect(await page.evaluate(CANARY_CALLS)).toEqual([]);

      if (asks) await click(page, inside(COACH, '[data-reprolens="post-anyway"]'));
      else await page.click('#submit-button');
      await expect.poll(() => posts.length).toBe(before + 1);
      const form = new URLSearchParams(posts[before].body);
      expect([form.get('title'), form.get('tagnames'), form.get('post-text')]).toEqual([
        written.title,
        written.tags,
        asPosted(written.body),
      ]);
      await posted(page);
      expect(posts.length).toBe(before + 1);
      expect(dialogs()).toBe(0);
      await page.close();
    });

  it('logged nothing from the extension on any of the drafts’ pages', () => {
    expect(errors).toEqual([]);
  });
});
