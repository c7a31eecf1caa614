// `web-ext lint` on the Chrome MV3 build this suite's global setup made (tests/browser/helpers/buildExtension.ts): what a Firefox
// reviewer's tool says about the build that is not uploaded to AMO. Its findings must be exactly the README's table
// rows for `chrome-mv3` (two Firefox-only manifest errors among them), so a new finding fails CI, not only
// `npm run lint:ext` (hostile review 2026-12-04: web-ext lint in CI). The Firefox build's lint is
// tests/firefox/webExtLint.firefox.test.ts. No browser is needed; it sits here because this suite builds Chrome first.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainedFindings, type Finding, lintBuild, readmeText, stale, unexplained } from '../../tools/build/webExtLint';
import { BROWSERS } from './helpers/browserDifferences';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD = BROWSERS.chromium.outputFolder;

describe(`web-ext lint on the Chrome build (${BUILD})`, () => {
  let findings: Finding[] = [];
  beforeAll(async () => {
    findings = await lintBuild(resolve(ROOT, '.output', BUILD));
  }, 120_000);

  it("reports only the findings the README's table explains, errors included, with their counts; no stale row", () => {
    const explained = explainedFindings(readmeText(ROOT)).filter((e) => e.build === BUILD);
    expect(explained.length).toBeGreaterThan(0);
    expect(unexplained(BUILD, findings, explained)).toEqual([]);
    expect(stale(BUILD, findings, explained)).toEqual([]);
  });
});
