// Bug-type and is-bug-report figures beyond score_vs_gold.py: the engine against the paper's tag rule
// (checklist §2), on the gold bug reports. Pure.
import { bugTypeMatches } from './goldMetrics';

export const BUG_TYPES = ['training', 'model', 'tensor_input', 'api', 'gpu'] as const;

export interface TypingCase {
  /** Gold bug type of a gold bug report: one of BUG_TYPES or "other". */
  gold: string;
  /** What a predictor said; null when it gave no type (the tag rule on an untagged post). */
  predicted: string | null;
}

export interface ClassScore {
  type: string;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface TypingScore {
  n: number;
  /** Cases where the predictor named a bug type (not null, not not_a_bug). */
  typed: number;
  /** Cases counted right under score_vs_gold.py's convention: gold "other" is matched by any bug type; no type is wrong. */
  correct: number;
  accuracy: number;
  /** Accuracy over the typed cases only. */
  accuracyWhenTyped: number;
  /** Mean F1 over the five types that have gold support; gold "other" cases are left out (no class to match). */
  macroF1: number;
  perClass: ClassScore[];
}

const ratio = (a: number, b: number) => (b ? a / b : NaN);

function isTyped(predicted: string | null): boolean {
  return predicted !== null && predicted !== 'not_a_bug';
}

export function classScore(type: string, cases: TypingCase[]): ClassScore {
  const tp = cases.filter((c) => c.gold === type && c.predicted === type).length;
  const fp = cases.filter((c) => c.gold !== type && c.predicted === type).length;
  const fn = cases.filter((c) => c.gold === type && c.predicted !== type).length;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 = tp === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { type, support: tp + fn, precision, recall, f1 };
}

export function typingScore(cases: TypingCase[]): TypingScore {
  const typedCases = cases.filter((c) => isTyped(c.predicted));
  const withClass = cases.filter((c) => c.gold !== 'other');
  const perClass = BUG_TYPES.map((type) => classScore(type, withClass));
  const supported = perClass.filter((c) => c.support > 0);
  const correct = cases.filter((c) => bugTypeMatches(c.gold, c.predicted)).length;
  return {
    n: cases.length,
    typed: typedCases.length,
    correct,
    accuracy: ratio(correct, cases.length),
    accuracyWhenTyped: ratio(typedCases.filter((c) => bugTypeMatches(c.gold, c.predicted)).length, typedCases.length),
    macroF1: supported.length ? supported.reduce((sum, c) => sum + c.f1, 0) / supported.length : NaN,
    perClass,
  };
}

export interface BinaryScore {
  n: number;
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
  trueNegative: number;
  accuracy: number;
  precision: number;
  recall: number;
}

export function binaryScore(cases: Array<{ gold: boolean; predicted: boolean }>): BinaryScore {
  const count = (gold: boolean, predicted: boolean) => cases.filter((c) => c.gold === gold && c.predicted === predicted).length;
  const [tp, fp, fn, tn] = [count(true, true), count(false, true), count(true, false), count(false, false)];
  return {
    n: cases.length,
    truePositive: tp,
    falsePositive: fp,
    falseNegative: fn,
    trueNegative: tn,
    accuracy: ratio(tp + tn, cases.length),
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
  };
}
