// Missing first, at a glance: the collapsed line and the grade's hover text (lib/verdictSummary.ts) on real questions
// (tests/fixtures/items/questions.jsonl and tests/fixtures/so-pytorch-2020-sample.jsonl; provenance beside each).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_TEXTS } from '../../lib/items/shared/texts';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS, type ItemId, type ItemStatus } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { TOP_ITEMS } from '../../lib/checklistFigures';
import {
  decisiveMissingItems,
  gradeExplanation,
  itemOrderFor,
  MAX_MISSING_NAMES,
  missingName,
  missingText,
  verdictSummaryLine,
} from '../../lib/verdictSummary';
import { ANSWERABLE_AS_IT_STANDS, NOTHING_TO_ASK } from '../../lib/verdictTexts';

const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);
const jsonl = (name: string) =>
  readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const scored: ScoredVerdict[] = [...jsonl('items/questions.jsonl'), ...jsonl('so-pytorch-2020-sample.jsonl')]
  .map((r) => decide(readStackExchangeApiQuestion(r), DEFAULT_SETTINGS))
  .filter((v): v is ScoredVerdict => v.state === 'verdict');

/**
 * The verdict with its items set as given (the rest present): a real verdict, its statuses edited, and its asks with
 * them — one decisive ask per missing or partial item, in the bug type's order, as lib/suggest.ts orders them.
 */
function withStatuses(v: ScoredVerdict, statuses: Partial<Record<ItemId, ItemStatus>>): ScoredVerdict {
  const items = Object.fromEntries(
    ITEM_IDS.map((id) => [id, { ...v.report.items[id], status: statuses[id] ?? 'present' }]),
  ) as ScoredVerdict['report']['items'];
  const suggestions = itemOrderFor(v.report.bug_type as never)
    .filter((id) => items[id].status === 'absent' || items[id].status === 'partial')
    .map((item) => ({ item, text: `Add the ${item}.`, snippet: '', why: '', edit: '', decisive: true }));
  return { ...v, report: { ...v.report, items, suggestions } };
}

describe('the collapsed line', () => {
  it('says the problem’s own ask in a few words where it has one, on real questions', () => {
    const headlines = scored.flatMap((v) => v.report.suggestions.filter((s) => s.decisive && s.headline).map((s) => s.headline!));
    // Real questions whose problem decides the ask (an install, a device error, training dynamics…).
    expect(new Set(headlines).size).toBeGreaterThanOrEqual(2);
    for (const v of scored) {
      const withHeadline = v.report.suggestions.find(
        (s) => s.decisive && s.headline && ['absent', 'partial'].includes(v.report.items[s.item].status),
      );
      if (withHeadline && decisiveMissingItems(v.report)[0] === withHeadline.item)
        expect(missingText(v).startsWith(`add: ${withHeadline.headline}`)).toBe(true);
    }
  });

  it('reads "score · grade — add: …" on every real scored question, in the decisive asks’ order, at most three names', () => {
    expect(scored.length).toBeGreaterThan(20);
    for (const v of scored) {
      const line = verdictSummaryLine(v);
      expect(line.startsWith(`${v.score} · ${v.grade} — `)).toBe(true);
      const missing = decisiveMissingItems(v.report);
      // The decisive asks' items, in the suggestions' order (decisive asks come first there).
      const askOrder = v.report.suggestions.filter((s) => s.decisive).map((s) => s.item);
      expect(missing).toEqual(askOrder.filter((id) => missing.includes(id)));
      // Every decisive ask for a missing or partial item is named, and nothing else.
      const decisiveMissing = v.report.suggestions
        .filter((s) => s.decisive && ['absent', 'partial'].includes(v.report.items[s.item].status))
        .map((s) => s.item);
      expect([...missing].sort()).toEqual([...new Set(decisiveMissing)].sort());
      if (!missing.length)
        expect(line).toMatch(new RegExp(`^${v.score} · ${v.grade} — (${NOTHING_TO_ASK}|format the code as a code block)$`));
      else {
        const names = missingText(v)
          .replace(/^add: /, '')
          .replace(/ \+\d+ more$/, '')
          .split(', ');
        // The problem's own ask in a few words where it has one (lib/decisiveAsks.ts), else the item's name.
        expect(names).toEqual(
          missing.slice(0, MAX_MISSING_NAMES).map((id) => {
            const headline = v.report.suggestions.find((s) => s.item === id && s.decisive)?.headline;
            return headline ?? missingName(id, v.report.framework);
          }),
        );
        if (missing.length > MAX_MISSING_NAMES) expect(line).toMatch(new RegExp(` \\+${missing.length - MAX_MISSING_NAMES} more$`));
      }
    }
  });

  it('names the items in the bug type’s order, by their own short names, the environment by the framework', () => {
    const v = scored.find((s) => s.report.framework === 'pytorch' && s.report.bug_type === 'tensor_input')!;
    const line = verdictSummaryLine(withStatuses(v, { model: 'absent', environment: 'partial', code: 'absent' }));
    // tensor_input: data, logs, code first (checklist §2), then the rest in checklist order: the asks' order.
    expect(line).toBe(`${v.score} · ${v.grade} — add: code, model code, PyTorch version`);
    expect(missingText(withStatuses(v, {}))).toBe(NOTHING_TO_ASK);
    expect(
      missingText(withStatuses(v, { data: 'absent', logs: 'absent', code: 'partial', model: 'partial', hyperparameters: 'absent' })),
    ).toBe('add: input data, error output, code +2 more');
    // An item that does not apply is not missing.
    expect(missingText(withStatuses(v, { model: 'na', data: 'na' }))).toBe(NOTHING_TO_ASK);
    expect(itemOrderFor('tensor_input').slice(0, 3)).toEqual(TOP_ITEMS.tensor_input);
  });

  it('says which version is missing from the framework', () => {
    expect(missingName('environment', 'pytorch')).toBe('PyTorch version');
    expect(missingName('environment', 'tensorflow')).toBe('TensorFlow version');
    expect(missingName('environment', 'huggingface')).toBe('transformers version');
    expect(missingName('environment', 'other')).toBe('framework version');
    expect(missingName('model', 'pytorch')).toBe(ITEM_TEXTS.model.shortName);
  });
});

describe('the grade explained on hover', () => {
  it('is the grade, its name and what a reader faces without the most important missing item', () => {
    const v = scored.find((s) => s.report.bug_type === 'model')!;
    // model bugs: logs, model, code first.
    const capped = withStatuses({ ...v, grade: 'C', gradeName: 'Needs details' }, { model: 'absent', environment: 'absent' });
    expect(gradeExplanation(capped)).toBe('C — needs details: a reader would have to guess the model');
    expect(gradeExplanation(withStatuses({ ...v, grade: 'A', gradeName: 'Reproducible' }, {}))).toBe(
      `A — reproducible: ${ANSWERABLE_AS_IT_STANDS}`,
    );
    for (const s of scored) expect(gradeExplanation(s)).toMatch(new RegExp(`^${s.grade} — ${s.gradeName.toLowerCase()}: `));
  });

  it('has a short name and a consequence for every item', () => {
    for (const id of ITEM_IDS) {
      expect(ITEM_TEXTS[id].shortName).toMatch(/^[a-z][a-z ]+$/);
      expect(ITEM_TEXTS[id].consequence).toMatch(/^a reader would have to /);
    }
  });
});
