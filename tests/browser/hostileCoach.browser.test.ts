// Hostile content (hostile review 2026-12-01 §1), proved on every change, in the writing coach and the before-posting
// dialog in real Chromium: a real TensorFlow issue (./helpers/askPageDrafts.ts's `incomplete`,
// tests/fixtures/tf/PROVENANCE.md) with every payload of the synthesized corpus (tests/fixtures/hostile/payloads.jsonl)
// pasted into the draft's title, its body (prose, a fenced code block, inline code) and its tags, 40 a draft; and again
// into the title, prose and tags of a real question with no code (./helpers/askPageDrafts.ts's `outOfMemory`), whose
// decisive gap makes Post ask first — on the classic Ask form (tests/fixtures/pages/drafts/synth-ask-classic.html), the
// end of the body typed by keyboard. The coach expanded, the dialog opened by Post where the draft has a decisive gap:
// nothing executes (the canary `__x`, dialogs), no element or attribute a payload would create is in the coach's shadow
// root, the page's DOM outside the coach's host is byte-identical to the same page where ReproLens does not run, and
// *Post anyway* (or Post, where nothing is asked) sends exactly one POST, byte for byte what the user wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asPosted,
  closeAfterPost,
  coach,
  coachScore,
  fixture,
  presubmitDialog,
  recordPosts,
  type RecordedPost,
} from './helpers/askPageDrafts';
import { CANARY_CALLS, foreignExpression, outsideExpression, withCanary } from './helpers/hostileChecks';
import { draftVerdictOf, hostileAskDrafts, PER_PAGE, payloads } from './helpers/hostileCorpus';
import { TYPED } from './helpers/hostileSteps';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors, serveStacksStandIn } from './helpers/questionPages';
import { countDialogs, pasteDraft } from './helpers/hostilePlaywright';

const ASK = 'https://stackoverflow.com/questions/ask';
/** The same Ask page where no content script of ReproLens runs. */
const ASK_CONTROL = 'https://stackoverflow.com/questions/tagged/synth-hostile-ask-control';
const COACH = '[data-reprolens="coach-host"]';
const drafts = hostileAskDrafts();

describe.skipIf(chromiumMissing)('hostile drafts in the writing coach and the before-posting dialog, Chromium', () => {
  let launched: LaunchedExtension;
  let posts: RecordedPost[] = [];
  const errors: string[] = [];
  const html = withCanary(fixture('drafts/synth-ask-classic.html'));

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    for (const url of [ASK, ASK_CONTROL])
      await launched.context.route(
        (u) => u.href === url,
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );
    posts = await recordPosts(launched.context);
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('has a canary that works: the Ask page with one payload left unescaped calls it (a synthesized control)', async () => {
    const url = `${ASK_CONTROL}?canary`;
    const unescaped = html.replace('</body>', `<img src="x" onerror="__x('canary')"></body>`);
    await launched.context.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: unescaped }),
    );
    const page = await launched.context.newPage();
    await page.goto(url);
    await expect.poll(() => page.evaluate<string[]>(CANARY_CALLS)).toEqual(['canary']);
    await page.close();
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
      const control = await launched.context.newPage();
      await control.goto(ASK_CONTROL);
      const outside = await control.evaluate<string>(outsideExpression());
      expect(await control.evaluate<string[]>(CANARY_CALLS)).toEqual([]);
      await control.close();
      return outside;
    })());

  // One test a draft (as the Firefox file), so no test's time grows with the corpus.
  for (const [i, { draft, asks }] of drafts.entries())
    it(`draft ${i + 1}/${drafts.length}: runs none of its payloads, adds none of their elements, leaves the page as it was, and posts exactly what was written`, async () => {
      const page = await launched.context.newPage();
      const pageErrors = collectExtensionErrors(page);
      const dialogs = countDialogs(page);
      await page.goto(ASK);
      const written = await pasteDraft(page, draft);
      expect(written.body, `draft ${i}`).toBe(`${draft.body}${TYPED}`.replace(/\r\n?/g, '\n'));
      const verdict = draftVerdictOf(written);
      await expect.poll(() => coachScore(page), { message: `draft ${i}` }).toBe(verdict.state === 'verdict' ? String(verdict.score) : '');
      if ((await coach(page).getAttribute('data-expanded')) !== 'true') await coach(page).locator('[data-reprolens="toggle"]').click();
      await expect.poll(() => coach(page).getAttribute('data-expanded')).toBe('true');
      expect(await page.evaluate<string[]>(foreignExpression({ host: COACH, styles: 1 })), `coach, draft ${i}`).toEqual([]);

      const before = posts.length;
      if (asks) {
        await page.click('#submit-button');
        await presubmitDialog(page).waitFor();
        expect(await page.evaluate<string[]>(foreignExpression({ host: COACH, styles: 1 })), `dialog, draft ${i}`).toEqual([]);
        expect(posts.length).toBe(before);
      }
      expect(await page.evaluate<string>(outsideExpression()), `draft ${i}`).toBe(await askControlOutside());

      expect(await page.evaluate<string[]>(CANARY_CALLS), `draft ${i}`).toEqual([]);

      if (asks) await presubmitDialog(page).locator('[data-reprolens="post-anyway"]').click();
      else await page.click('#submit-button');
      await expect.poll(() => posts.length).toBe(before + 1);
      const form = new URLSearchParams(posts[before].body);
      expect([form.get('title'), form.get('tagnames'), form.get('post-text')], `draft ${i}`).toEqual([
        written.title,
        written.tags,
        asPosted(written.body),
      ]);
      await closeAfterPost(page);
      expect(posts.length).toBe(before + 1);
      expect(dialogs(), `draft ${i}`).toBe(0);
      errors.push(...pageErrors);
    });

  it('logged nothing from the extension on any of the drafts', () => {
    expect(errors).toEqual([]);
  });
});
