// The points a question loses, each with its reason: the checklist items by the bug type's weights (checklist §2,
// lib/checklistFigures.ts) and what stands between the posted code and a run (lib/runnability.ts). The score is
// 100 minus their sum; `reprolens check` and the panel list them under the verdict.
import type { TypedBug } from './checklistFigures';
import { CRITICAL_SHARE_BY_TYPE } from './checklistFigures';
import { CHECKLIST } from './items/registry';
import { BUG_TYPE_NAMES } from './bugTypeNames';
import type { ItemId, ItemJudgments, Report } from './report';
import type { HardwareNeed, InstallationBound } from './runnability';
import { reproductionSignals, SIGNAL_POINTS, SIGNAL_TEXT, type ReproductionSignal } from './reproductionSignals';

/** Something a reader must supply before the posted code runs (the code_runnable item's gaps, checklist §1). */
export type CodeGap = 'undefined_name' | 'private_module' | 'local_file' | 'placeholder' | 'unbuilt_model';

export type DeductionReason =
  | { kind: 'item'; item: ItemId; status: 'partial' | 'absent' }
  | { kind: 'no_python_code' }
  | { kind: 'code_gap'; gap: CodeGap; subject: string }
  | { kind: 'error_not_pasted' }
  | { kind: 'hardware'; need: HardwareNeed }
  | { kind: 'installation'; bound: InstallationBound }
  | { kind: 'signal'; signal: ReproductionSignal };

export interface Deduction {
  reason: DeductionReason;
  /** Points lost, out of 100 (an item's share is not a whole number; the surfaces round it); negative: gained. */
  points: number;
  /** The reason in one plain phrase. */
  text: string;
}

// The runnability deductions are small round numbers, not fitted figures:
// - No Python code at all: 25 points, which with the code item's own share (absent: 19–36 points by type) takes
//   about half the scale. Nothing can be run; the reader writes the whole program (the reproduction study's readers
//   who had no code could not reproduce, checklist §1 "code" 78.8 %), and no reproduction skeleton can be made from
//   the post (a missing skeleton counts as the worst, issue 12). 50 on top of the item counted the absence twice.
// - Each thing missing before the code runs: 5 points, at most 6 of them (30). They are the "import addition"
//   (47 %) and "compiler error resolution" (26 %) edits of checklist §3, one edit each.
// - The error is not in the post as text: 10 points, on top of the logs item — a reader cannot tell whether the
//   run reproduced the bug (logs: critical in 85.9 % of reproduced SO bugs, checklist §1).
// - A GPU bug whose code needs a CUDA GPU, several GPUs or a TPU: 10 points, the hardware a reader may not have.
//   Several GPUs or a TPU cost the same in a bug of any type (a `MirroredStrategy` training bug shows only there);
//   a single CUDA GPU only in a GPU bug: elsewhere dropping `.cuda()` to run on a CPU is glue code (codebook
//   repro_rating).
// - The error comes from the asker's installation, not the code (9 of the study's 17 unreproduced bugs failed on
//   versions or hardware, checklist §1): an import that fails turns on the installed versions, 10 points like the
//   hardware; a compiled library that will not load (a missing `.so`/`.dll`, an undefined symbol) is the asker's
//   broken install itself, which no reader can recreate from the post, 50 points: half the scale, because the posted
//   code then runs for every reader (codebook v2: the failing import block is present code with nothing undefined),
//   so the items lose nothing, yet the bug needs the asker's machine (the gold review of 2026-12-04: "does the bug depend
//   on a private … machine"; the experts rate such questions 2–3 of 5).
export const NO_PYTHON_CODE_POINTS = 25;
export const CODE_GAP_POINTS = 5;
export const MAX_CODE_GAPS = 6;
export const ERROR_NOT_PASTED_POINTS = 10;
export const HARDWARE_POINTS = 10;
export const INSTALLATION_POINTS: Record<InstallationBound, number> = { package_import: 10, binary_library: 50 };

const STATUS_LOSS = { partial: 0.5, absent: 1 } as const;

/**
 * Each applicable item's lost share of the checklist score, 100 · weight · (1 − value) / Σ weights, in whole points
 * that add up to what the rounded score lost (largest remainders): "−16.3" claims a precision the study's weights do
 * not have, and whole points a reader can add up to the score. An item whose share rounds to nothing is not listed.
 */
export function itemDeductions(bugType: TypedBug, items: ItemJudgments): Deduction[] {
  const exact = exactItemDeductions(bugType, items);
  const whole = wholePoints(exact.map((d) => d.points));
  return exact.map((d, i) => ({ ...d, points: whole[i] })).filter((d) => d.points > 0);
}

/** Non-negative shares rounded to integers whose sum is the rounded sum, the largest fractions rounded up first. */
export function wholePoints(shares: readonly number[]): number[] {
  const floors = shares.map(Math.floor);
  let left = Math.round(shares.reduce((sum, x) => sum + x, 0)) - floors.reduce((sum, x) => sum + x, 0);
  const byFraction = shares.map((x, i) => [x - floors[i], i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byFraction) {
    if (left <= 0) break;
    floors[i]++;
    left--;
  }
  return floors;
}

function exactItemDeductions(bugType: TypedBug, items: ItemJudgments): Deduction[] {
  const applicable = (Object.keys(CHECKLIST) as ItemId[]).filter((id) => items[id].status !== 'na');
  const total = applicable.reduce((sum, id) => sum + CHECKLIST[id].weights[bugType], 0);
  if (!total) return [];
  const out: Deduction[] = [];
  for (const id of applicable) {
    const status = items[id].status;
    if (status !== 'partial' && status !== 'absent') continue;
    const share = CRITICAL_SHARE_BY_TYPE[bugType][id];
    const why = share === undefined ? '' : ` (critical in ${share} % of the reproduced cases of a ${BUG_TYPE_NAMES[bugType]})`;
    out.push({
      reason: { kind: 'item', item: id, status },
      points: (100 * CHECKLIST[id].weights[bugType] * STATUS_LOSS[status]) / total,
      text: `${CHECKLIST[id].texts.title} ${status}${why}`,
    });
  }
  return out;
}

const GAP_TEXT: Record<CodeGap, (subject: string) => string> = {
  undefined_name: (s) => `\`${s}\` is used but never defined`,
  private_module: (s) => `imports \`${s}\`, not a package ReproLens knows: if it is the asker's own module, no reader has it`,
  local_file: (s) => `reads a file only the asker has (${s})`,
  placeholder: () => '`...` placeholders stand where code was left out',
  unbuilt_model: (s) => `the model is trained or evaluated but never built (${s})`,
};

/** What a reader must supply before the code runs, in the order a reader meets them; the first MAX_CODE_GAPS count. */
export function codeGaps(report: Pick<Report, 'items' | 'runnability'>): Array<{ gap: CodeGap; subject: string }> {
  const facts = report.items.code_runnable.facts;
  const undefinedNames = [...new Set(facts.undefinedNames ?? [])];
  const gaps: Array<{ gap: CodeGap; subject: string }> = [
    ...report.runnability.privateModules.map((subject) => ({ gap: 'private_module' as const, subject })),
    ...undefinedNames.map((subject) => ({ gap: 'undefined_name' as const, subject })),
    ...[...new Set(facts.localData ?? [])].map((subject) => ({ gap: 'local_file' as const, subject })),
  ];
  if (facts.placeholders) gaps.push({ gap: 'placeholder', subject: String(facts.placeholders) });
  if (facts.unbuiltModel) gaps.push({ gap: 'unbuilt_model', subject: facts.unbuiltModel });
  return gaps;
}

const INSTALLATION_TEXT: Record<InstallationBound, string> = {
  binary_library: "the error is a compiled library of the asker's installation that will not load: no reader has that install",
  package_import: 'the error is an import that fails: it turns on the installed package versions',
};

const HARDWARE_TEXT: Record<HardwareNeed, string> = {
  cuda: 'the bug needs a CUDA GPU to show',
  multi_gpu: 'the bug needs several GPUs to show',
  tpu: 'the bug needs a TPU to show',
};

/** What stands between the post and a run. An item the user turned off ("na") takes its evidence with it. */
export function runnabilityDeductions(bugType: TypedBug, report: Pick<Report, 'items' | 'runnability' | 'problem'>): Deduction[] {
  const { items, runnability } = report;
  const out: Deduction[] = [];
  if (items.code.status !== 'na' && runnability.pythonLines === 0) {
    out.push({
      reason: { kind: 'no_python_code' },
      points: NO_PYTHON_CODE_POINTS,
      text: 'no Python code to run: a reader writes the whole program',
    });
  } else if (items.code_runnable.status !== 'na') {
    for (const { gap, subject } of codeGaps(report).slice(0, MAX_CODE_GAPS))
      out.push({ reason: { kind: 'code_gap', gap, subject }, points: CODE_GAP_POINTS, text: GAP_TEXT[gap](subject) });
  }
  if (items.logs.status !== 'na' && !runnability.errorTextPasted)
    out.push({
      reason: { kind: 'error_not_pasted' },
      points: ERROR_NOT_PASTED_POINTS,
      text: 'no error message is in the post as text',
    });
  if (runnability.hardware && items.environment.status !== 'na' && (bugType === 'gpu' || runnability.hardware !== 'cuda'))
    out.push({
      reason: { kind: 'hardware', need: runnability.hardware },
      points: HARDWARE_POINTS,
      text: HARDWARE_TEXT[runnability.hardware],
    });
  if (items.environment.status !== 'na' && runnability.installation)
    out.push({
      reason: { kind: 'installation', bound: runnability.installation },
      points: INSTALLATION_POINTS[runnability.installation],
      text: INSTALLATION_TEXT[runnability.installation],
    });
  const installationCounted = out.some((d) => d.reason.kind === 'installation' || d.reason.kind === 'hardware');
  for (const signal of reproductionSignals(report.problem, installationCounted))
    out.push({ reason: { kind: 'signal', signal }, points: SIGNAL_POINTS[signal], text: SIGNAL_TEXT[signal] });
  return out;
}
