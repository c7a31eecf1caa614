// The sources zip for the Firefox review (hostile review 2026-12-01 P1): `wxt zip -b firefox` packs exactly the tracked
// files a rebuild needs — a gitignored file and an untracked file put in the tree for this test stay out, and so do
// node_modules, .output, dist and .env. Checked on the real zip WXT writes, listed with `unzip -l`. And the two store
// zips `npm run zip` writes (store readiness): every icon their manifests name is in the zip, a PNG of the
// size its key says; no source map, no test-only code (the test build's hook, its `<all_urls>`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_HOOK_STRINGS } from '../../../tools/build/testHookStrings';
import { literalGlob, sourcesForRebuild, trackedFiles } from '../../../tools/build/sourcesZip';
import { ICON_SIZES } from '../../../tools/icons/iconMark';

const ROOT = resolve(import.meta.dirname, '../../..');
const version = (JSON.parse(execFileSync('git', ['show', 'HEAD:package.json'], { cwd: ROOT, encoding: 'utf8' })) as { version: string })
  .version;
const ZIP = resolve(ROOT, `.output/reprolens-${version}-sources.zip`);
// Both are left out by git: `*.log` and `/tmp/` are in .gitignore; the other is simply not added.
const PLANTED = ['scratch-sources-zip-test.log', 'tmp/sources-zip-test.txt', 'untracked-sources-zip-test.txt', '.env'];
const FIREFOX_SKIPS = 'entrypoints/skeleton-offscreen/index.html';
const planted = PLANTED.filter((file) => !existsSync(resolve(ROOT, file)));

/**
 * `wxt zip -b firefox` writes the Firefox store zip beside the sources zip: once the sources test has run it, the store
 * zip's tests read that one instead of building and zipping Firefox a second time (seconds of CI's 15 minutes).
 */
let firefoxZipped = false;

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
        writeFileSync(resolve(ROOT, file), 'SECRET=planted by tests/tools/build/sourcesZip.test.ts\n');
      }
      execFileSync(process.execPath, [resolve(ROOT, 'node_modules/wxt/bin/wxt.mjs'), 'zip', '-b', 'firefox'], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      firefoxZipped = true;
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

const wxtZip = (...args: string[]) =>
  execFileSync(process.execPath, [resolve(ROOT, 'node_modules/wxt/bin/wxt.mjs'), 'zip', ...args], { cwd: ROOT, stdio: 'ignore' });
const unzipped = (zip: string, entry: string): Buffer => execFileSync('unzip', ['-p', zip, entry], { maxBuffer: 64 << 20 });

type IconEntry = { path: string; size: number };

/** Every icon a manifest names, with the size it is named for: `icons`, the toolbar's `default_icon`, Firefox's `theme_icons`. */
function manifestIcons(manifest: Record<string, unknown>): IconEntry[] {
  const sized = (set: unknown): IconEntry[] =>
    Object.entries((set ?? {}) as Record<string, string>).map(([size, path]) => ({ path, size: Number(size) }));
  const button = (manifest.action ?? manifest.browser_action ?? {}) as { default_icon?: unknown; theme_icons?: unknown };
  const themed = ((button.theme_icons ?? []) as { size: number; dark: string; light: string }[]).flatMap((t) => [
    { path: t.dark, size: t.size },
    { path: t.light, size: t.size },
  ]);
  return [...sized(manifest.icons), ...sized(button.default_icon), ...themed];
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23); null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(['chrome', 'firefox'])('the %s store zip', (browser) => {
  const zip = resolve(ROOT, `.output/reprolens-${version}-${browser}.zip`);
  let entries: string[] = [];
  let manifest: Record<string, unknown> = {};
  beforeAll(() => {
    if (browser === 'chrome') wxtZip();
    else if (!firefoxZipped) wxtZip('-b', 'firefox');
    entries = zipEntries(zip);
    manifest = JSON.parse(unzipped(zip, 'manifest.json').toString('utf8')) as Record<string, unknown>;
  });

  it('holds every icon its manifest names (16, 32, 48 and 128 px), each a PNG of that size', () => {
    expect(Object.keys(manifest.icons as object).map(Number)).toEqual([...ICON_SIZES]);
    const icons = manifestIcons(manifest);
    expect(icons.length).toBeGreaterThanOrEqual(browser === 'firefox' ? 16 : 8);
    for (const icon of icons) {
      expect(entries, icon.path).toContain(icon.path);
      expect(pngSize(unzipped(zip, icon.path)), icon.path).toEqual({ width: icon.size, height: icon.size });
    }
  });

  it('has no source map and no test-only code', () => {
    expect(entries.filter((file) => file.endsWith('.map') || /(^|\/)tests?\//.test(file))).toEqual([]);
    const texts = entries.filter((file) => /\.(js|html|json|css)$/.test(file)).map((file) => [file, unzipped(zip, file).toString('utf8')]);
    expect(texts.length).toBeGreaterThan(10);
    const hits = texts.flatMap(([file, text]) =>
      [...TEST_HOOK_STRINGS, 'sourceMappingURL', '<all_urls>'].filter((s) => text.includes(s)).map((s) => `${file}: ${s}`),
    );
    expect(hits).toEqual([]);
  });
});
