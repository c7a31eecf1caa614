// Store readiness: `web-ext lint` (web-ext 10.7.0's addons-linter, what AMO runs on an upload) on the
// Firefox build this suite's global setup made: 0 errors, and every warning and notice is one the README's findings
// table lists, by code, file and count (README "Store readiness: web-ext lint"; tools/build/webExtLint.ts). No
// Firefox is needed for it; it sits here because this suite builds the Firefox extension first.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { innerHtmlAssignments, REFUSAL } from '../../tools/build/noPreactInnerHtml';
import { explainedFindings, type Finding, lintBuild, readmeText, stale, unexplained } from '../../tools/build/webExtLint';
import { BROWSERS } from '../browser/helpers/browserDifferences';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD = BROWSERS.firefox.outputFolder;
const DIR = resolve(ROOT, '.output', BUILD);

describe(`web-ext lint on the Firefox build (${BUILD})`, () => {
  let findings: Finding[] = [];
  beforeAll(async () => {
    findings = await lintBuild(DIR);
  });

  it('reports 0 errors', () => {
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it("reports only the findings the README's table explains, with their counts, and the table has no stale row", () => {
    const explained = explainedFindings(readmeText(ROOT));
    expect(explained.filter((e) => e.build === BUILD).length).toBeGreaterThan(0);
    expect(unexplained(BUILD, findings, explained)).toEqual([]);
    expect(stale(BUILD, findings, explained)).toEqual([]);
  });

  it('declares the oldest Firefox it runs on, strict_min_version 140.0, and the linter finds nothing newer it needs', () => {
    const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8'));
    expect(manifest.browser_specific_settings.gecko.strict_min_version).toBe('140.0');
    expect(findings.filter((f) => f.code === 'KEY_FIREFOX_UNSUPPORTED_BY_MIN_VERSION' || f.code.startsWith('PERMISSION_FIREFOX'))).toEqual(
      [],
    );
  });

  it('needs 140: the same build declaring 139.0 is told a manifest key needs a newer Firefox (data_collection_permissions)', async () => {
    const older = join(mkdtempSync(join(tmpdir(), 'reprolens-min-version-')), BUILD);
    cpSync(DIR, older, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(older, 'manifest.json'), 'utf8'));
    manifest.browser_specific_settings.gecko.strict_min_version = '139.0';
    writeFileSync(join(older, 'manifest.json'), JSON.stringify(manifest));
    const codes = (await lintBuild(older)).map((f) => f.code);
    expect(codes).toContain('KEY_FIREFOX_UNSUPPORTED_BY_MIN_VERSION');
  }, 120_000);

  it("has no innerHTML assignment left (Readability copies nodes instead), and Preact's bundles refuse the prop", () => {
    const scripts = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const texts = new Map(scripts.map((f) => [f, readFileSync(join(DIR, f), 'utf8')]));
    const assigning = [...texts].filter(([, text]) => innerHtmlAssignments(text) > 0).map(([f]) => f);
    expect(assigning).toEqual([]);
    // The build's node copies in Readability's place (tools/build/readabilityWithoutInnerHtml.ts), as minified.
    expect(texts.get('readability-page.js')).toMatch(/\.replaceChildren\(\.\.\.[\w$]+\.cloneNode\(!0\)\.childNodes\)/);
    // Every bundle that carries Preact's diff (it names the prop) carries the refusal instead of the assignment.
    const withPreact = [...texts].filter(([, text]) => /[`'"]dangerouslySetInnerHTML[`'"]/.test(text)).map(([f]) => f);
    expect(withPreact.length).toBeGreaterThanOrEqual(4);
    for (const f of withPreact) expect(texts.get(f), f).toContain(REFUSAL);
  });
});
