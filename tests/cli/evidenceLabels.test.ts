// Evidence labels that name what they show, on the answerer's trial questions (tests/fixtures/trial/PROVENANCE.md):
// the trial read "operating system E:\BertTorch\" (a Windows path taken as the OS) and a framework line repeating
// "tensorflow 1.14" five times. The JSON report keeps its keys and every stated version.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkJson, formatCheckReport, NO_COLOURS } from '../../cli/checkReport';
import { partialNote, statedVersions } from '../../lib/items/environment';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/trial/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const verdictFor = (id: number) => decide(readStackExchangeApiQuestion(records.find((r) => r.question_id === id)), DEFAULT_SETTINGS);

describe('evidence labels', () => {
  it('names a Windows path as what it shows: Windows, from the path (65023526)', () => {
    const { report } = verdictFor(65023526);
    const environment = report.items.environment;
    const path = environment.evidence.find((e) => e.excerpt === 'E:\\BertTorch\\');
    expect(path?.note).toBe('Windows, from the path');
    expect(environment.evidence.map((e) => e.note)).not.toContain('operating system');
    const text = formatCheckReport(verdictFor(65023526), NO_COLOURS, 200);
    expect(text).toContain('“E:\\BertTorch\\” — Windows, from the path\n');
  });

  it('keeps "operating system" for an OS named in words', () => {
    expect(partialNote({ kind: 'os', text: 'Ubuntu 18.04' })).toBe('operating system');
    expect(partialNote({ kind: 'os', text: 'C:\\Users\\' })).toBe('Windows, from the path');
    expect(partialNote({ kind: 'install_path', text: 'C:\\Anaconda3\\' })).toBe('install path');
  });

  it('lists each stated version once in the CLI framework line (63059979 states tensorflow 1.14 five times)', () => {
    const verdict = verdictFor(63059979);
    expect(verdict.report.versions.filter((v) => v.version === '1.14').length).toBe(5);
    const text = formatCheckReport(verdict, NO_COLOURS, 200);
    const line = text.split('\n').find((l) => l.startsWith('  framework   '))!;
    expect(line).toBe('  framework   tensorflow (tensorflow 1.14)');
    // The JSON report is unchanged: every mention, under the same keys.
    const json = checkJson(verdict);
    expect(json.versions).toEqual(verdict.report.versions);
    expect(Object.keys(json)).toContain('versions');
  });

  it('keeps the most precise of a release, in the order first stated', () => {
    const v = (name: string, version: string) => ({ name, version });
    expect(
      statedVersions([v('keras', '2.2.4'), v('keras', '2.2.4'), v('tensorflow', '1.15'), v('tensorflow', '1.15.0'), v('keras', '2.2.2')]),
    ).toEqual([v('keras', '2.2.4'), v('tensorflow', '1.15.0'), v('keras', '2.2.2')]);
    // "1.1" is not a coarser "1.14".
    expect(statedVersions([v('torch', '1.1'), v('torch', '1.14')])).toEqual([v('torch', '1.1'), v('torch', '1.14')]);
  });
});
