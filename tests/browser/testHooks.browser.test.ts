import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_TEST_MODE } from '../../components/buildMode';
import { TEST_HOOK_STRINGS as HOOK_STRINGS } from '../../tools/build/testHookStrings';

const root = resolve(import.meta.dirname, '../..');
const output = (folder: string) => join(root, '.output', folder);

function bundleTexts(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|json)$/.test(f));
  return new Map(files.map((f) => [f, readFileSync(join(folder, f), 'utf8')]));
}

const hits = (folder: string) =>
  [...bundleTexts(folder)].flatMap(([file, text]) => HOOK_STRINGS.filter((s) => text.includes(s)).map((s) => `${file}: ${s}`));

describe('test-only switches stay out of the production build', () => {
  // The browser suite's global setup (helpers/buildExtension.ts) builds Chrome (production and test mode) and Firefox.
  it('the test build carries the hook (so the strings below are the real ones)', () => {
    expect(hits(output(`chrome-mv3-${BROWSER_TEST_MODE}`)).length).toBeGreaterThan(0);
  });

  it.each(['chrome-mv3', 'firefox-mv2'])('%s has no test hook in any bundle', (folder) => {
    expect(bundleTexts(output(folder)).size).toBeGreaterThan(3);
    expect(hits(output(folder))).toEqual([]);
  });

  it.each(['chrome-mv3', 'firefox-mv2'])('%s asks for no test-only host permission', (folder) => {
    const manifest = JSON.parse(readFileSync(join(output(folder), 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(manifest)).not.toContain('<all_urls>');
  });
});
