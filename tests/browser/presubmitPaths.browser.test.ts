// The before-posting check's last submit paths in Chromium (issue 15: "holds for every submit path … never eats,
// doubles or alters a post"), with the test build on both Ask pages of presubmit.browser.test.ts: a double click and
// two click() calls on "Post anyway", the page's own form.submit() and form.requestSubmit(). The scenarios are
// ./presubmitPaths.ts, shared with tests/firefox/presubmit.firefox.test.ts; POSTs are counted by request routing.
import { describe, expect, it } from 'vitest';
import { complete } from './askPageDrafts';
import { chromiumMissing } from './launchExtension';
import { chromiumPosting } from './postingPlaywright';
import {
  ASK_PAGES,
  doubleClickPostAnyway,
  scriptFormSubmit,
  scriptRequestSubmitComplete,
  scriptRequestSubmitHeld,
  twoClicksOnPostAnyway,
} from './presubmitPaths';

describe.skipIf(chromiumMissing)('before-posting check in Chromium: the last submit paths, one POST per decision', () => {
  const { open, posts, errors } = chromiumPosting();

  for (const { url, kind } of ASK_PAGES) {
    it(`${kind}: a double click on "Post anyway" sends exactly one POST, byte for byte the draft`, async () => {
      await doubleClickPostAnyway(await open(url), posts);
    });
    it(`${kind}: two click() calls on "Post anyway" in one task send exactly one POST`, async () => {
      await twoClicksOnPostAnyway(await open(url), posts);
    });
    it(`${kind}: the page's own form.submit() (no submit event) posts once, untouched, without a dialog`, async () => {
      await scriptFormSubmit(await open(url), posts);
    });
    it(`${kind}: the page's form.requestSubmit() with a top item missing is held; "Post anyway" posts once`, async () => {
      await scriptRequestSubmitHeld(await open(url), posts);
    });
    it(`${kind}: the page's form.requestSubmit() with a complete draft posts once without a dialog`, async () => {
      await scriptRequestSubmitComplete(await open(url, complete), posts);
    });
  }

  it('logged no errors from the extension', () => {
    expect(errors()).toEqual([]);
  });
});
