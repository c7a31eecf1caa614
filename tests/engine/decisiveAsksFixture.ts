// Real engine verdicts on the asks fixtures (tests/fixtures/asks/questions.jsonl, provenance beside it) with the
// decisive flags set by the test. Derived inputs: the surfaces are tested on the engine's own suggestions, each
// marked decisive or not by the test, so that what a surface shows is checked apart from what the decider
// (lib/decisiveAsks.ts, tested in tests/engine/decisiveAsks.test.ts) decides.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { ItemId } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type JudgedVerdict, type ScoredVerdict } from '../../lib/verdict';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/asks/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { question_id: number });

/** The engine's verdict on one fixture question. */
export function askVerdict(id: number): JudgedVerdict {
  const record = records.find((r) => r.question_id === id);
  if (!record) throw new Error(`no question ${id} in tests/fixtures/asks/questions.jsonl`);
  return decide(readStackExchangeApiQuestion(record), DEFAULT_SETTINGS);
}

/** The engine's scored verdict on one fixture question (throws when it is not scored). */
export function scoredAskVerdict(id: number): ScoredVerdict {
  const v = askVerdict(id);
  if (v.state !== 'verdict') throw new Error(`question ${id} is not scored`);
  return v;
}

/** The report with every ask marked decisive, as the surfaces showed every ask before the decider. */
export function everyAskDecisive<R extends Pick<Report, 'suggestions'>>(report: R): R {
  return { ...report, suggestions: report.suggestions.map((s) => ({ ...s, decisive: true })) };
}

/**
 * The verdict with the asks for `items` marked not decisive ("all": every ask) and every other ask decisive,
 * reordered as lib/suggest.ts orders them: decisive first (stable), a format fix before everything.
 */
export function withAsksNotDecisive<V extends JudgedVerdict>(v: V, items: readonly ItemId[] | 'all'): V {
  const suggestions = v.report.suggestions
    .map((s) => ({ ...s, decisive: !(items === 'all' || items.includes(s.item)) }))
    .sort((a, b) => Number(b.decisive) - Number(a.decisive));
  const format = suggestions.findIndex((s) => s.kind === 'format_code_block');
  if (format > 0) suggestions.unshift(...suggestions.splice(format, 1));
  return { ...v, report: { ...v.report, suggestions } };
}
