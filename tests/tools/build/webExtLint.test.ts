// The README's table of web-ext lint findings and the comparison against a lint run (tools/build/webExtLint.ts:
// each warning explained in the README or removed). The lint run itself is tests/firefox/webExtLint.firefox.test.ts.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainedFindings, type Finding, readmeText, stale, TABLE_MARKER, unexplained } from '../../../tools/build/webExtLint';

const warning = (code: string, file: string): Finding => ({ severity: 'warning', code, file, message: '' });

describe("the README's web-ext lint findings", () => {
  const explained = explainedFindings(readmeText(resolve(import.meta.dirname, '../../..')));

  it('lists the Firefox build, each row with a reason', () => {
    expect(explained).toContainEqual({
      build: 'firefox-mv2',
      severity: 'warning',
      code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
      file: 'manifest.json',
      count: 1,
    });
    const rows = readmeText(resolve(import.meta.dirname, '../../..'))
      .split(TABLE_MARKER)[1]
      .split('\n\n')[0]
      .split('\n')
      .slice(3);
    expect(rows.length).toBe(explained.length);
    for (const row of rows) expect(row.split('|')[6].trim().length, row).toBeGreaterThan(20);
  });

  it('flags a finding no row names, a count above the row, and a row nothing matches', () => {
    const rows = explainedFindings(
      `${TABLE_MARKER}\n| build | s | c | f | n | why |\n|---|\n| \`ff\` | warning | \`A_B\` | \`x.js\` | 2 | why |\n`,
    );
    expect(unexplained('ff', [warning('A_B', 'x.js'), warning('A_B', 'x.js')], rows)).toEqual([]);
    expect(unexplained('ff', [warning('A_B', 'x.js'), warning('A_B', 'x.js'), warning('A_B', 'x.js')], rows)).toEqual([
      'ff warning A_B x.js ×3 (README: 2)',
    ]);
    expect(unexplained('ff', [warning('C_D', 'y.js')], rows)).toEqual(['ff warning C_D y.js ×1 (README: 0)']);
    expect(unexplained('other', [warning('A_B', 'x.js')], rows)).toEqual(['other warning A_B x.js ×1 (README: 0)']);
    expect(stale('ff', [], rows)).toEqual(['ff warning A_B x.js']);
  });
});
