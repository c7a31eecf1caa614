// The writing coach in Chromium with the built extension, on the Ask / edit / Staging Ground fixtures served at their
// real URLs (the real saved 2023 Ask page, and synthesized editor variants: tests/fixtures/pages/drafts/PROVENANCE.md).
// Drafts are real bug reports (tensorflow/tensorflow issues, tests/fixtures/tf/PROVENANCE.md). Posts are observed
// as routed POSTs: what reaches "Stack Overflow" must be byte for byte what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { judgeDraft } from '../../lib/messages/draftVerdict';
import { missingBeforePosting } from '../../lib/messages/presubmit';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../lib/settings';
import {
  asPosted,
  closeAfterPost,
  coach,
  coachScore,
  complete,
  decisiveSnippetOf,
  incomplete,
  missingOf,
  OUT_OF_MEMORY_TAGS,
  outOfMemory,
  outOfMemoryProse,
  recordPosts,
  type RecordedPost,
  scoreOf,
  serveAt,
  typeClassic,
} from './helpers/askPageDrafts';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn } from './helpers/questionPages';
import { tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const ASK = 'https://stackoverflow.com/questions/ask';
const ASK_STACKS = 'https://stackoverflow.com/questions/ask?fixture=stacks-markdown';
const ASK_2023 = 'https://stackoverflow.com/questions/ask?fixture=saved-2023';
const EDIT = 'https://stackoverflow.com/posts/61877098/edit';
const STAGING = 'https://stackoverflow.com/staging-ground/78563220';
const ASK_2025 = 'https://stackoverflow.com/questions/ask?fixture=wizard-2025';

/**
 * A graded draft whose last typed characters (typeClassic types the last 12 by keyboard) change the score it shows:
 * the coach can only be seen to update after the last key if that key changes what it shows.
 */
const changedByItsEnd = [...tensorflowIssues]
  .filter((i) => i.body.length < 4000)
  .sort((a, b) => a.body.length - b.body.length)
  .find((i) => {
    const body = i.body.replace(/\r\n?/g, '\n');
    return scoreOf(i) !== '' && scoreOf(i) !== scoreOf({ title: i.title, body: body.slice(0, body.length - 12) });
  })!;

describe.skipIf(chromiumMissing)('writing coach in Chromium', () => {
  let launched: LaunchedExtension;
  let posts: RecordedPost[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    expect(incomplete).toBeDefined();
    expect(complete).toBeDefined();
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    const serve = (url: string, file: string) => serveAt(launched.context, url, file);
    await serve(ASK, 'drafts/synth-ask-classic.html');
    await serve(ASK_STACKS, 'drafts/synth-ask-stacks-markdown.html');
    await serve(ASK_2023, 'so-2023-10_stackoverflow_ask.html');
    await serve(EDIT, 'drafts/synth-edit-page.html');
    await serve(STAGING, 'drafts/synth-staging-ground.html');
    await serve(ASK_2025, 'drafts/synth-ask-wizard-2025.html');
    // Every form POST to the site is recorded and answered with a plain page (nothing leaves the machine).
    posts = await recordPosts(launched.context);
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function open(url: string): Promise<Page> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(url);
    return page;
  }

  async function setSettings(value: unknown): Promise<void> {
    await launched.worker.evaluate(
      ([key, v]) =>
        (globalThis as unknown as { chrome: { storage: { sync: { set(x: object): Promise<void> } } } }).chrome.storage.sync.set({
          [key as string]: v,
        }),
      [SETTINGS_KEY, value] as const,
    );
  }

  // How soon is a figure of the bench (docs/performance.md, "Typing in the writing coach"), not a timed test.
  it('updates the coach after the last keystroke, to the final draft’s score', async () => {
    const page = await open(ASK);
    // Record in the page: the last keydown, and the coach's last change after it.
    await page.evaluate(() => {
      const w = window as unknown as { lastKey: number; lastCoach: number };
      w.lastKey = 0;
      w.lastCoach = 0;
      document.addEventListener('keydown', () => (w.lastKey = performance.now()), true);
      const watch = () => {
        const host = document.querySelector('[data-reprolens="coach-host"]');
        if (!host?.shadowRoot) return void setTimeout(watch, 5);
        new MutationObserver(() => (w.lastCoach = performance.now())).observe(host.shadowRoot, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      };
      watch();
    });
    expect(changedByItsEnd).toBeDefined();
    await page.fill('#title', changedByItsEnd.title);
    await coach(page).waitFor({ state: 'attached' });
    await typeClassic(page, changedByItsEnd);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(changedByItsEnd));
    const { lastKey, lastCoach } = await page.evaluate(() => {
      const w = window as unknown as { lastKey: number; lastCoach: number };
      return { lastKey: w.lastKey, lastCoach: w.lastCoach };
    });
    expect(lastCoach).toBeGreaterThan(lastKey);
    await page.close();
  });

  it('inserts a snippet into the textarea only on Insert, at the caret, and one undo removes it', async () => {
    // A draft with a decisive gap whose ask has a snippet: its Insert is in the coach's checklist, not folded away.
    const suggestion = decisiveSnippetOf(outOfMemory, OUT_OF_MEMORY_TAGS)!;
    expect(suggestion).toBeDefined();
    const page = await open(ASK);
    await typeClassic(page, outOfMemory, OUT_OF_MEMORY_TAGS.join(' '));
    await expect.poll(() => coachScore(page)).toBe(scoreOf(outOfMemory, OUT_OF_MEMORY_TAGS));
    const before = await page.inputValue('#wmd-input');
    const insert = coach(page).locator(`[data-reprolens="insert-${suggestion.item}"]`);
    if ((await coach(page).getAttribute('data-expanded')) !== 'true') await coach(page).locator('[data-reprolens="toggle"]').click();
    await insert.click();
    const after = await page.inputValue('#wmd-input');
    expect(after.startsWith(before)).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(before.length)).toMatch(/```/);
    await page.focus('#wmd-input');
    await page.keyboard.press('Control+z');
    expect(await page.inputValue('#wmd-input')).toBe(before);
    await page.close();
  });

  it('inserts into the Stacks editor (markdown mode): editor, backing textarea and autosave see it; undo removes it', async () => {
    const page = await open(ASK_STACKS);
    const editor = page.locator('.js-editor.ProseMirror');
    // The out-of-memory question typed as prose: its decisive ask (the model) has a snippet to insert.
    const suggestion = decisiveSnippetOf({ title: outOfMemory.title, body: outOfMemoryProse }, [])!;
    expect(suggestion).toBeDefined();
    await page.fill('#title', outOfMemory.title);
    await editor.click();
    await page.keyboard.type(outOfMemoryProse, { delay: 5 });
    await coach(page).waitFor({ state: 'attached' });
    const backing = () => page.locator('textarea[name="post-text"]').inputValue();
    await expect.poll(backing).toContain('Quadro p620');
    const before = await backing();
    if ((await coach(page).getAttribute('data-expanded')) !== 'true') await coach(page).locator('[data-reprolens="toggle"]').click();
    await coach(page).locator(`[data-reprolens="insert-${suggestion.item}"]`).click();
    await expect.poll(backing).not.toBe(before);
    const inserted = await backing();
    expect(inserted).toContain('```');
    expect(await editor.innerText()).toContain('```');
    expect(await page.evaluate(() => localStorage.getItem('draft-autosave') ?? '')).toContain('```');
    await editor.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(backing).toBe(before);
    await page.close();
  });

  it('asks once when a top item is missing; "Post anyway" posts exactly what was typed', async () => {
    const page = await open(ASK);
    await typeClassic(page, incomplete);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    const typed = await page.inputValue('#wmd-input');
    const count = posts.length;
    await page.click('#submit-button');
    const dialog = coach(page).locator('[data-reprolens="presubmit-dialog"]');
    await dialog.waitFor();
    for (const id of missingOf(incomplete)) expect(await dialog.locator(`[data-reprolens="presubmit-missing-${id}"]`).count()).toBe(1);
    expect(posts.length).toBe(count); // held, not lost
    // Stack Overflow's own buttons — the main action filled, the other outlined.
    const look = (id: string) =>
      dialog
        .locator(`[data-reprolens="${id}"]`)
        .evaluate((b) => ({ classes: b.className, background: getComputedStyle(b).backgroundColor }));
    const [addIt, postAnyway] = [await look('add-it'), await look('post-anyway')];
    expect(addIt.classes.split(' ')).toEqual(expect.arrayContaining(['s-btn', 's-btn__filled']));
    expect(postAnyway.classes.split(' ')).toEqual(expect.arrayContaining(['s-btn', 's-btn__outlined']));
    expect(addIt.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    expect(addIt.background).not.toBe(postAnyway.background);
    await dialog.locator('[data-reprolens="post-anyway"]').click();
    await expect.poll(() => posts.length).toBe(count + 1);
    const form = new URLSearchParams(posts[count].body);
    expect(form.get('post-text')).toBe(asPosted(typed));
    expect(form.get('title')).toBe(incomplete.title);
    await closeAfterPost(page);
  });

  it('"Add it" returns to the draft with the first suggestion focused; posting again asks again, then posts once', async () => {
    const page = await open(ASK);
    await typeClassic(page, incomplete);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    const typed = await page.inputValue('#wmd-input');
    const count = posts.length;
    await page.click('#submit-button');
    await coach(page).locator('[data-reprolens="add-it"]').click();
    expect(await coach(page).locator('[data-reprolens="presubmit-dialog"]').count()).toBe(0);
    const focused = await coach(page).evaluate((host) => host.shadowRoot!.activeElement?.getAttribute('data-reprolens') ?? '');
    expect(focused).toMatch(new RegExp(`^(insert|copy|item)-${missingOf(incomplete)[0]}$`));
    expect(posts.length).toBe(count);
    // Hostile review 2026-12-01 D2: "Add it" leaves the draft re-checkable — still missing, so the question comes back.
    await page.click('#submit-button');
    await coach(page).locator('[data-reprolens="presubmit-dialog"]').waitFor();
    expect(posts.length).toBe(count);
    await coach(page).locator('[data-reprolens="post-anyway"]').click();
    await expect.poll(() => posts.length).toBe(count + 1);
    expect(new URLSearchParams(posts[count].body).get('post-text')).toBe(asPosted(typed));
    await closeAfterPost(page);
  });

  it('posts a complete draft without any dialog', async () => {
    const page = await open(ASK);
    await typeClassic(page, complete);
    await expect.poll(() => coachScore(page)).toBe(scoreOf(complete));
    const count = posts.length;
    await page.click('#submit-button');
    await expect.poll(() => posts.length).toBe(count + 1);
    expect(new URLSearchParams(posts[count].body).get('post-text')).toBe(asPosted(complete.body));
    await closeAfterPost(page);
  });

  it('holds "Submit to Staging Ground" in the 2025 wizard (ProseMirror only) and posts what was typed on "Post anyway"', async () => {
    const page = await open(ASK_2025);
    await page.fill('#post-title-input', outOfMemory.title);
    const editor = page.locator('.js-editor.ProseMirror');
    await editor.click();
    // A draft the dialog asks about: an error and no code at all (the out-of-memory question, typed as prose).
    const words = outOfMemoryProse;
    await page.keyboard.type(words, { delay: 2 });
    const expected = judgeDraft({ title: outOfMemory.title, markdown: words, tags: [], site: 'stackoverflow' }, DEFAULT_SETTINGS);
    expect(expected.state === 'verdict' && missingBeforePosting(expected.report, 'top3').length > 0).toBe(true);
    await expect.poll(() => coachScore(page)).toBe(expected.state === 'verdict' ? String(expected.score) : '');
    const count = posts.length;
    await page.getByText('Submit to Staging Ground').click();
    const dialog = coach(page).locator('[data-reprolens="presubmit-dialog"]');
    await dialog.waitFor();
    expect(posts.length).toBe(count);
    await dialog.locator('[data-reprolens="post-anyway"]').click();
    await expect.poll(() => posts.length).toBe(count + 1);
    expect(new URLSearchParams(posts[count].body).get('post-text')).toBe(words);
    await closeAfterPost(page);
  });

  it('sits beside the editor, or docks collapsed in the corner when there is no room: it never covers the body', async () => {
    for (const width of [1280, 1700]) {
      const page = await open(ASK);
      await page.setViewportSize({ width, height: 900 });
      await typeClassic(page, incomplete);
      await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
      const frame = (await coach(page).locator('.rl-frame').boundingBox())!;
      const body = (await page.locator('#wmd-input').boundingBox())!;
      const overlaps =
        frame.x < body.x + body.width &&
        body.x < frame.x + frame.width &&
        frame.y < body.y + body.height &&
        body.y < frame.y + frame.height;
      expect(overlaps).toBe(false);
      await page.close();
    }
  });

  it('works on the edit page and on a Staging Ground page', async () => {
    for (const url of [EDIT, STAGING]) {
      const page = await open(url);
      await coach(page).waitFor({ state: 'attached' });
      const body = page.locator('textarea[name="post-text"]');
      await body.fill(incomplete.body);
      const title = page.locator('#title');
      if (await title.count()) await title.fill(incomplete.title);
      await expect.poll(() => coach(page).getAttribute('data-state')).toMatch(/verdict|quiet/);
      await page.close();
    }
  });

  it('answers another tab while the Ask page re-types a 29,000-character hostile draft (synth-quote-run-then-code)', async () => {
    // Hostile review 2026-12-04: each judgment of `>` × 29,000 then a code block held the background 2.96 s, and a
    // page re-typing it every 300 ms held another tab's verdict back 109 s. The other tab's panel must get its
    // verdict while the re-typing goes on, and the coach then show the draft's own score.
    const code = '\n```python\nimport torch\nx = torch.zeros(3)\nprint(x)\n```\n';
    const hostile = { title: 'Loss is nan after the first epoch in pytorch', body: `${'>'.repeat(29_000 - code.length)}${code}` };
    expect(scoreOf(hostile)).not.toBe('');
    const question = assembledPages().find((p) => p.verdict.state === 'verdict')!;
    await servePage(launched.context, question.url, question.html);
    const ask = await open(ASK);
    await ask.fill('#title', hostile.title);
    await ask.fill('#tagnames', 'tensorflow');
    await ask.fill('#wmd-input', hostile.body);
    await coach(ask).waitFor({ state: 'attached' });
    // Re-typing: a space added or taken off at the end every 300 ms, each a new draft for the coach to judge.
    await ask.evaluate(() => {
      const body = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
      (window as unknown as { retyping: number }).retyping = window.setInterval(() => {
        body.value = body.value.endsWith(' ') ? body.value.slice(0, -1) : `${body.value} `;
        body.dispatchEvent(new Event('input', { bubbles: true }));
      }, 300);
    });
    const tab = await open(question.url);
    const score = tab.locator('[data-reprolens="panel"] [data-reprolens="score"]');
    await score.waitFor({ timeout: 10_000 });
    expect(await score.getAttribute('data-score')).toBe(String(question.verdict.state === 'verdict' && question.verdict.score));
    await ask.evaluate(() => window.clearInterval((window as unknown as { retyping: number }).retyping));
    await expect.poll(() => coachScore(ask), { timeout: 10_000 }).toBe(scoreOf(hostile));
    await tab.close();
    await ask.close();
  });

  it('reads the real saved 2023 Ask page (guided wizard)', async () => {
    const page = await open(ASK_2023);
    // The saved wizard shows its steps with the site's scripts, which do not run here: set the fields as typing would.
    await page.evaluate(
      ([title, body]) => {
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          el.value = value;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector<HTMLInputElement>('#title')!, title);
        set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content')!, body);
        const tags = document.querySelector<HTMLInputElement>('#tagnames');
        if (tags) set(tags, 'tensorflow');
      },
      [incomplete.title, incomplete.body] as const,
    );
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    await page.close();
  });

  it('is turned off per site in the options, and can start collapsed', async () => {
    await setSettings({ coachBySite: { 'stackoverflow.com': false } });
    const off = await open(ASK);
    await typeClassic(off, incomplete);
    await off.waitForTimeout(400);
    expect(await coach(off).count()).toBe(0);
    await off.close();
    await setSettings({ coachStartCollapsed: true });
    const collapsed = await open(ASK);
    await typeClassic(collapsed, incomplete);
    await expect.poll(() => coach(collapsed).getAttribute('data-expanded')).toBe('false');
    await collapsed.close();
    await setSettings({});
  });

  it('logged no errors from the extension', () => {
    expect(errors).toEqual([]);
  });
});
