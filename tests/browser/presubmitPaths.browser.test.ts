// The before-posting check's last submit paths in Chromium (it "holds for every submit path … never eats,
// doubles or alters a post"), with the test build on both Ask pages of presubmit.browser.test.ts: a double click on
// "Post anyway", the page's own form.submit() and form.requestSubmit() (not the user's: never asked about). The scenarios are
// ./presubmitPaths.ts, shared with tests/firefox/presubmit.firefox.test.ts; POSTs are counted by request routing.
import { describe, expect, it } from 'vitest';
import { chromiumMissing } from './helpers/launchExtension';
import { chromiumPosting } from './helpers/postingPlaywright';
import { SUBMIT_PATH_CASES } from './helpers/presubmitCases';

describe.skipIf(chromiumMissing)('before-posting check in Chromium: the last submit paths, one POST per decision', () => {
  const { open, posts, errors } = chromiumPosting();

  for (const c of SUBMIT_PATH_CASES) it(c.name, () => c.run({ open, posts }));

  it('logged no errors from the extension', () => {
    expect(errors()).toEqual([]);
  });
});
