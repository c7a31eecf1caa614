// Runs the engine over the gold dev set and the paper's 40 bugs and computes every accuracy figure.
// No file system here: eval.ts reads the inputs and writes the outputs.
import { analyzeQuestion } from '../../lib/engine';
import { ITEM_IDS, type ItemJudgments, type ItemStatus } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine } from '../../lib/verdict';
import { scoreItems } from '../../lib/score';
import type { TypedBug } from '../../lib/checklistFigures';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { binaryScore, typingScore, type BinaryScore, type TypingScore } from './classificationMetrics';
import type { DevSet } from './devSets';
import { findDisagreements, groupDisagreements, type DisagreementGroup } from './disagreements';
import { computeGoldMetrics, spearman, type GoldMetrics, type GoldRow } from './goldMetrics';
import { PAPER_BUG_TYPES, paperDraftMarkdown, paperFrameworkFamily, type PaperBug } from './paperQuestions';

export interface EngineFailure {
  id: number;
  message: string;
}

export interface DevPredictions {
  /** In gold order; one per gold question found in the corpus and analysed without error. */
  reports: Report[];
  lines: string[];
  notInCorpus: number[];
  failures: EngineFailure[];
}

/** Corpus JSONL files (one Stack Exchange record per line) indexed by question id; an id in two files is an error. */
export function indexCorpus(...jsonls: string[]): Map<number, unknown> {
  const byId = new Map<number, unknown>();
  for (const jsonl of jsonls)
    for (const line of jsonl.split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { question_id?: unknown };
      if (typeof record.question_id !== 'number') continue;
      if (byId.has(record.question_id)) throw new Error(`question ${record.question_id} is in the corpus twice`);
      byId.set(record.question_id, record);
    }
  return byId;
}

export function predictGoldQuestions(gold: GoldRow[], corpus: Map<number, unknown>): DevPredictions {
  const result: DevPredictions = { reports: [], lines: [], notInCorpus: [], failures: [] };
  for (const row of gold) {
    const record = corpus.get(row.question_id);
    if (record === undefined) {
      result.notInCorpus.push(row.question_id);
      continue;
    }
    try {
      const verdict = decide(readStackExchangeApiQuestion(record), DEFAULT_SETTINGS);
      result.reports.push(verdict.report);
      result.lines.push(toScoreLine(verdict));
    } catch (error) {
      // A question the engine cannot handle is a finding for the report, not a reason to lose the other 199.
      result.failures.push({ id: row.question_id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

export interface DevEvaluation {
  gold: GoldMetrics;
  /** Spearman of the engine's score formula applied to the experts' own item judgments and bug types: what
   *  a checklist-weighted score reaches if every item were judged exactly as the experts did. */
  scoreCeiling: { spearman: number; n: number };
  engineTyping: TypingScore;
  tagRuleTyping: TypingScore;
  bugReport: BinaryScore;
}

export function evaluateDev(gold: GoldRow[], predictions: DevPredictions): DevEvaluation {
  const goldById = new Map(gold.map((row) => [row.question_id, row]));
  const judged = predictions.reports.flatMap((report) => {
    const row = goldById.get(report.question_id ?? NaN);
    return row ? [{ row, report }] : [];
  });
  const bugReports = judged.filter(({ row }) => row.is_bug_report === 'yes');
  return {
    gold: computeGoldMetrics(
      gold,
      predictions.lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    ),
    engineTyping: typingScore(bugReports.map(({ row, report }) => ({ gold: row.bug_type, predicted: report.bug_type }))),
    tagRuleTyping: typingScore(bugReports.map(({ row, report }) => ({ gold: row.bug_type, predicted: report.bug_type_by_tags }))),
    bugReport: binaryScore(judged.map(({ row, report }) => ({ gold: row.is_bug_report === 'yes', predicted: report.is_bug_report }))),
    scoreCeiling: scoreFromGoldItems(gold),
  };
}

/** One gold question and the engine's report on it. */
export interface JudgedQuestion {
  row: GoldRow;
  report: Report;
}

export interface SetEvaluation {
  set: DevSet;
  /** The set's questions the engine judged, in gold order. */
  judged: JudgedQuestion[];
  notInCorpus: number[];
  failures: EngineFailure[];
  dev: DevEvaluation;
  /** Every disagreeing (question, item), grouped by cause, costly groups first. */
  disagreements: DisagreementGroup[];
}

export interface DevSetsEvaluation {
  /** One prediction file for all sets, in set order: what score_vs_gold.py reads with each set's gold lines. */
  predictions: DevPredictions;
  sets: SetEvaluation[];
}

/** Runs the engine once over every set's questions and scores each set against the one combined prediction file. */
export function evaluateDevSets(sets: DevSet[], corpus: Map<number, unknown>): DevSetsEvaluation {
  const predictions = predictGoldQuestions(
    sets.flatMap((set) => set.gold),
    corpus,
  );
  const reportById = new Map(predictions.reports.map((report) => [report.question_id, report]));
  return {
    predictions,
    sets: sets.map((set) => {
      const ids = new Set(set.gold.map((row) => row.question_id));
      const judged = set.gold.flatMap((row) => {
        const report = reportById.get(row.question_id);
        return report ? [{ row, report }] : [];
      });
      return {
        set,
        judged,
        disagreements: groupDisagreements(findDisagreements(set.name, judged)),
        notInCorpus: predictions.notInCorpus.filter((id) => ids.has(id)),
        failures: predictions.failures.filter((failure) => ids.has(failure.id)),
        dev: evaluateDev(set.gold, predictions),
      };
    }),
  };
}

const TYPED = new Set(['training', 'model', 'tensor_input', 'api', 'gpu']);

/** The checklist score computed from the gold judgments themselves (gold `other` bugs scored as api). */
export function scoreFromGoldItems(gold: GoldRow[]): { spearman: number; n: number } {
  const bugs = gold.filter((row) => row.is_bug_report === 'yes');
  const scores = bugs.map((row) => {
    const items = Object.fromEntries(
      ITEM_IDS.map((id) => [id, { status: row[id] as ItemStatus, evidence: [], reason: '', facts: {} }]),
    ) as unknown as ItemJudgments;
    return scoreItems((TYPED.has(String(row.bug_type)) ? row.bug_type : 'api') as TypedBug, items) ?? 0;
  });
  return {
    spearman: spearman(
      scores,
      bugs.map((row) => Number(row.repro_rating)),
    ),
    n: bugs.length,
  };
}

export interface PaperEvaluation {
  bugs: number;
  withSnippetFile: number;
  withTitle: number;
  /** Engine present/partial = the authors' "Yes". */
  code: BinaryScore;
  environment: BinaryScore;
  data: BinaryScore;
  framework: { agree: number; n: number };
  bugType: TypingScore;
  /** Every one of the 40 is a bug: how many the engine calls a bug report. */
  calledBugReport: number;
  failures: EngineFailure[];
}

const says = (report: Report, item: 'code' | 'environment' | 'data') =>
  report.items[item].status === 'present' || report.items[item].status === 'partial';

export function paperQuestion(bug: PaperBug) {
  return readStackOverflowMarkdown(paperDraftMarkdown(bug), { site: 'stackoverflow', id: bug.id, title: bug.title, tags: bug.tags });
}

export function evaluatePaper(bugs: PaperBug[]): PaperEvaluation {
  const judged: Array<{ bug: PaperBug; report: Report }> = [];
  const failures: EngineFailure[] = [];
  for (const bug of bugs) {
    try {
      judged.push({ bug, report: analyzeQuestion(paperQuestion(bug)) });
    } catch (error) {
      failures.push({ id: bug.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  const presence = (item: 'code' | 'environment' | 'data') =>
    binaryScore(judged.map(({ bug, report }) => ({ gold: bug.labels[item], predicted: says(report, item) })));
  const engineFamily = (f: string) => (f === 'keras' || f === 'tensorflow' ? 'tensorflow' : f);
  return {
    bugs: bugs.length,
    withSnippetFile: bugs.filter((b) => b.snippet !== null).length,
    withTitle: bugs.filter((b) => b.title).length,
    code: presence('code'),
    environment: presence('environment'),
    data: presence('data'),
    framework: {
      agree: judged.filter(({ bug, report }) => paperFrameworkFamily(bug.framework) === engineFamily(report.framework)).length,
      n: judged.length,
    },
    bugType: typingScore(
      judged
        .filter(({ bug }) => bug.type in PAPER_BUG_TYPES)
        .map(({ bug, report }) => ({ gold: PAPER_BUG_TYPES[bug.type], predicted: report.bug_type })),
    ),
    calledBugReport: judged.filter(({ report }) => report.is_bug_report).length,
    failures,
  };
}
