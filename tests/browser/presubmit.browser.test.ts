// The before-posting dialog against every submit path a hostile review found unsafe (hostile review 2026-12-01 §5,
// D1–D4), in Chromium with the built extension: exactly one POST per user decision, counted by request interception,
// each posted body byte for byte the draft. Two pages: the classic Ask form (a real form POST) and
// synth-ask-scripted.html, the same form posted by a page script (fetch). Inputs are real keystrokes and clicks; waits
// are on states, never on time. D1–D3 are the scenarios of ./presubmitPaths.ts, and what the page does around the
// dialog (hostile review 2026-12-04: hides it, re-renders or disables its post button, acts by script) those of
// ./presubmitPageActs.ts; tests/firefox/presubmit.firefox.test.ts runs both in Firefox too.
import { describe, expect, it } from 'vitest';
import { asPosted } from './helpers/askPageDrafts';
import { chromiumMissing } from './helpers/launchExtension';
import { chromiumPosting } from './helpers/postingPlaywright';
import { DIALOG_CASES, PAGE_ACTS_CASES } from './helpers/presubmitCases';
import { ASK, dialogs } from './helpers/presubmitPaths';

/** The extension's errors; the test build's forced failure is reported as a warning on purpose, nothing else may be. */
const unexpected = (errors: string[]) => errors.filter((e) => !/test hook/.test(e));

// The test build: its shadow root is open, so the dialog's buttons are reachable (the hook below stays inert here);
// tests/browser/closedShadowRoot.browser.test.ts posts through the dialog on the production build.
describe.skipIf(chromiumMissing)('before-posting dialog in Chromium: one POST per decision', () => {
  const { open, posts, errors } = chromiumPosting();
  for (const c of [...DIALOG_CASES, ...PAGE_ACTS_CASES]) it(c.name, () => c.run({ open, posts }));
  it('logged no errors from the extension', () => {
    expect(unexpected(errors())).toEqual([]);
  });
});

describe.skipIf(chromiumMissing)('before-posting check in the test build (components/buildMode.ts)', () => {
  const { open, posts, errors } = chromiumPosting();
  it('lets the post through untouched when the check fails (forced by the test build’s hook, D4)', async () => {
    const opened = await open(ASK);
    await opened.page.run(() => document.documentElement.setAttribute('data-reprolens-test-throw', 'presubmit'), undefined);
    await opened.page.click('#submit-button');
    await expect.poll(() => posts().length).toBe(opened.before + 1);
    expect(new URLSearchParams(posts()[opened.before].body).get('post-text')).toBe(asPosted(opened.typed));
    expect(await dialogs(opened)).toBe(0);
    await opened.page.close();
  });
  it('logged no errors from the extension', () => {
    expect(unexpected(errors())).toEqual([]);
  });
});
