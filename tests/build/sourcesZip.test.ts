// The sources zip for the Firefox review (issue 15, hostile review P1): `wxt zip -b firefox` packs exactly the tracked
// files a rebuild needs — a gitignored file and an untracked file put in the tree for this test stay out, and so do
// node_modules, .output, dist and .env. Checked on the real zip WXT writes, listed with `unzip -l`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { literalGlob, sourcesForRebuild, trackedFiles } from '../../tools/build/sourcesZip';

const ROOT = resolve(import.meta.dirname, '../..');
const version = (JSON.parse(execFileSync('git', ['show', 'HEAD:package.json'], { cwd: ROOT, encoding: 'utf8' })) as { version: string })
  .version;
const ZIP = resolve(ROOT, `.output/reprolens-${version}-sources.zip`);
// Both are left out by git: `*.log` and `/tmp/` are in .gitignore; the other is simply not added.
const PLANTED = ['scratch-sources-zip-test.log', 'tmp/sources-zip-test.txt', 'untracked-sources-zip-test.txt', '.env'];
const FIREFOX_SKIPS = 'entrypoints/skeleton-offscreen/index.html';
const planted = PLANTED.filter((file) => !existsSync(resolve(ROOT, file)));

function zipEntries(zip: string): string[] {
  const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' });
  return listing.split('\n').filter((line) => line !== '' && !line.endsWith('/'));
}

describe('the sources zip', () => {
  afterAll(() => {
    for (const file of planted) rmSync(resolve(ROOT, file), { force: true });
  });

  it('keeps only tracked files, and leaves the test suite out', () => {
    expect(sourcesForRebuild(['wxt.config.ts', 'tests/fixtures/a.html', 'lib/x.ts', ''])).toEqual(['wxt.config.ts', 'lib/x.ts']);
    expect(literalGlob('docs/a (1)[x].md')).toBe('docs/a \\(1\\)\\[x\\].md');
  });

  it.skipIf(trackedFiles(ROOT) === null)(
    '`wxt zip -b firefox` packs exactly `git ls-files` minus tests/, nothing gitignored or untracked',
    () => {
      for (const file of planted) {
        mkdirSync(resolve(ROOT, file, '..'), { recursive: true });
        writeFileSync(resolve(ROOT, file), 'SECRET=planted by tests/build/sourcesZip.test.ts\n');
      }
      execFileSync(process.execPath, [resolve(ROOT, 'node_modules/wxt/bin/wxt.mjs'), 'zip', '-b', 'firefox'], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      const entries = zipEntries(ZIP);
      // WXT itself leaves out the entrypoints the Firefox build skips (Chrome's offscreen document: `manifest.include` is chrome only).
      const expected = sourcesForRebuild(trackedFiles(ROOT)!).filter((file) => existsSync(resolve(ROOT, file)) && file !== FIREFOX_SKIPS);
      expect(entries.sort()).toEqual(expected.sort());
      for (const file of PLANTED) expect(entries).not.toContain(file);
      expect(entries.filter((file) => /^(node_modules|\.output|\.wxt|dist|tests)\//.test(file))).toEqual([]);
      expect(entries).toContain('package-lock.json');
      expect(entries).toContain('wxt.config.ts');
    },
  );
});
