// The score's deductions over every question of the five gold dev sets (../shared/corpus/gold/, beside the repository;
// skipped, saying so, where absent): points a person can follow. Whole points that add up to exactly 100 − score,
// each under the item it concerns and never against that item's own status (the trial of the panel: logs present
// and "−10: no error message in the post as text"), none for an import line any reader adds (a missing
// `import torch` cost points), none for the hardware the bug needs.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { moduleStanding } from '../../lib/python/knownModules';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import type { Deduction } from '../../lib/scoreDeductions';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus');
const present = existsSync(resolve(CORPUS, 'gold/dev.jsonl'));
if (!present) console.warn('Gold dev sweep skipped: ../shared/corpus/gold/ is not beside the repository.');
const lines = (file: string) =>
  readFileSync(resolve(CORPUS, file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/** The item each kind of deduction stands under, as its text names it. */
const NAMED: Record<Deduction['reason']['kind'], RegExp> = {
  item: /^(?:code snippet|runnable code|data|model|hyperparameters|logs|environment|expected vs actual): \S/,
  no_python_code: /^(?:code snippet|runnable code): /,
  code_gap: /^runnable code: /,
  error_not_pasted: /^logs: /,
  hardware: /^environment: /,
  installation: /^environment: /,
  signal: /^reproduction: /,
  floor: /^the score stops at 0/,
};

describe.skipIf(!present)('the score’s deductions on the gold dev sets', () => {
  const verdicts: ScoredVerdict[] = [];
  if (present) {
    const records = new Map<number, unknown>();
    for (const f of ['stackoverflow/pytorch-2020.jsonl', 'stackoverflow/tf-keras-2015-2023.jsonl'])
      for (const r of lines(f)) records.set(r.question_id, r);
    for (const g of [...lines('gold/dev.jsonl'), ...lines('gold/dev-tf-keras.jsonl')]) {
      const v = decide(readStackExchangeApiQuestion(records.get(g.question_id)), DEFAULT_SETTINGS);
      if (v.state === 'verdict') verdicts.push(v);
    }
  }

  it('lists whole points that add up to exactly 100 − score, each naming its item and the fact', () => {
    expect(verdicts.length).toBeGreaterThan(400);
    for (const v of verdicts) {
      const id = String(v.report.question_id);
      for (const d of v.deductions) {
        expect(Number.isInteger(d.points), `${id} ${d.text}`).toBe(true);
        expect(d.text, id).toMatch(NAMED[d.reason.kind]);
      }
      expect(100 - v.deductions.reduce((sum, d) => sum + d.points, 0), id).toBe(v.score);
    }
  });

  it('never contradicts an item’s own status', () => {
    let errorsNotPasted = 0;
    for (const v of verdicts) {
      const { items } = v.report;
      const id = String(v.report.question_id);
      for (const d of v.deductions) {
        const why = `${id} ${d.text}`;
        if (d.reason.kind === 'item') expect(['partial', 'absent'], why).toContain(items[d.reason.item].status);
        if (d.reason.kind === 'error_not_pasted') {
          expect(items.logs.status, why).toBe('partial');
          errorsNotPasted++;
        }
        if (d.reason.kind === 'code_gap') expect(['partial', 'absent'], why).toContain(items.code_runnable.status);
        if (d.reason.kind === 'no_python_code')
          expect(items.code.status !== 'present' || items.code_runnable.status === 'partial', why).toBe(true);
      }
    }
    expect(errorsNotPasted).toBeGreaterThan(10);
  });

  it('takes nothing for an import line any reader adds, nor for the hardware the bug needs', () => {
    let importsOnly = 0;
    for (const v of verdicts) {
      const facts = v.report.items.code_runnable.facts;
      const packages = (facts.undefinedNames ?? []).filter((n) => ['core', 'third-party'].includes(moduleStanding(n)));
      const imports = new Set([...(facts.missingImports ?? []), ...packages]);
      for (const d of v.deductions) {
        const why = `${v.report.question_id} ${d.text}`;
        expect(d.text, why).not.toMatch(/missing imports?|import missing/i);
        if (d.reason.kind === 'hardware') expect(d.points, why).toBe(0);
        // The names it gives (a local file's path may hold any word: `…/datasets/train`).
        const names = d.reason.kind === 'code_gap' && d.reason.gap !== 'local_file' ? [d.reason.subject] : [];
        if (d.reason.kind === 'item' && d.reason.item === 'code_runnable') names.push(...d.text.split(/[^\w.]+/));
        for (const name of names) expect(imports.has(name), `${why} names ${name}`).toBe(false);
      }
      // Runnable code short only of import lines loses nothing, though the item stays "partial" (codebook).
      if (facts.importsOnly) {
        importsOnly++;
        expect(v.deductions.some((d) => d.reason.kind === 'item' && d.reason.item === 'code_runnable')).toBe(false);
      }
    }
    expect(importsOnly).toBeGreaterThan(10);
  });
});
