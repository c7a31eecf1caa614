// The points a question loses, each with its reason: the checklist items by the bug type's weights (checklist §2,
// lib/checklistFigures.ts) and what stands between the posted code and a run (lib/runnability.ts). The score is
// exactly 100 minus their sum; `reprolens check` and the panel list them under the verdict, each as
// "item: the fact" in whole points. Points go only for what the post leaves out or what keeps a reader from making
// the failure happen, never against an item's own status (hostile review 2026-12-04: "error not pasted" where the
// logs are present), nor for import lines any reader adds.
import type { TypedBug } from './checklistFigures';
import { CRITICAL_SHARE_BY_TYPE } from './checklistFigures';
import { CHECKLIST } from './items/shared/registry';
import { BUG_TYPE_NAMES } from './bugTypeNames';
import type { Framework, ItemId, ItemJudgments } from './checklist';
import type { Report } from './report';
import { importFor, moduleStanding } from './python/knownModules';
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
  | { kind: 'signal'; signal: ReproductionSignal }
  /** The score stops at 0: the points the other reasons take beyond 100, given back. */
  | { kind: 'floor' };

/** What the score reads of a report. */
export type ScoredReport = Pick<Report, 'items' | 'runnability' | 'problem' | 'framework'>;

export interface Deduction {
  reason: DeductionReason;
  /** Whole points lost, out of 100; negative: gained; 0: a fact about the bug shown as a note, costing nothing. */
  points: number;
  /** The reason in one plain phrase. */
  text: string;
}

// The runnability deductions are small round numbers, not fitted figures:
// - No Python code at all, or only code in another language that nothing here can run: 25 points, which with the code item's own share (absent: 19–36 points by type) takes
//   about half the scale. Nothing can be run; the reader writes the whole program (the reproduction study's readers
//   who had no code could not reproduce, checklist §1 "code" 78.8 %), and no reproduction skeleton can be made from
//   the post (a missing skeleton counts as the worst). 50 on top of the item counted the absence twice.
// - Each thing missing before the code runs: 5 points, at most 6 of them (30). They are the "import addition"
//   (47 %) and "compiler error resolution" (26 %) edits of checklist §3, one edit each.
// - The post reports an error but gives it only in words or a screenshot: 10 points, on top of the logs item's
//   "partial" — a reader cannot tell whether the run reproduced the bug (logs: critical in 85.9 % of reproduced SO
//   bugs, checklist §1). Never where the logs are present or absent: a post with no error line may report no error
//   at all (a wrong output, a slow run), and "no error message" beside present logs read as a contradiction.
// - Code that needs a CUDA GPU, several GPUs or a TPU: no points, a note. The hardware is the bug's, not something the
//   post left out (the trial of the panel: "points off for what is not the asker's doing"); dropping the deduction
//   moved Spearman(score, rating) by at most −0.015 on a dev set. Several GPUs or a TPU are noted in a bug of any
//   type; a single CUDA GPU only in a GPU bug: elsewhere dropping `.cuda()` to run on a CPU is glue code (codebook
//   repro_rating).
// - The error comes from the asker's installation, not the code (9 of the study's 17 unreproduced bugs failed on
//   versions or hardware, checklist §1): an import that fails turns on the installed versions, 10 points; a compiled library that will not load (a missing `.so`/`.dll`, an undefined symbol) is the asker's
//   broken install itself, which no reader can recreate from the post, 50 points: half the scale, because the posted
//   code then runs for every reader (codebook v2: the failing import block is present code with nothing undefined),
//   so the items lose nothing, yet the bug needs the asker's machine (the gold review of 2026-12-04: "does the bug depend
//   on a private … machine"; the experts rate such questions 2–3 of 5: 2.2 on average for a library that will not
//   load, 3.2 for a failing import, against 3.4 for every bug report). Unlike the hardware, the rating follows it:
//   without these points Spearman(score, rating) fell by 0.01–0.12 on every dev set, so they stay, said as what the
//   bug needs rather than as a gap in the post.
export const NO_PYTHON_CODE_POINTS = 25;
export const CODE_GAP_POINTS = 5;
export const MAX_CODE_GAPS = 6;
export const ERROR_NOT_PASTED_POINTS = 10;
export const HARDWARE_POINTS = 0;
export const INSTALLATION_POINTS: Record<InstallationBound, number> = { package_import: 10, binary_library: 50 };

const STATUS_LOSS = { partial: 0.5, absent: 1 } as const;

/**
 * The items as the score weighs them: runnable code that lacks only import lines of well-known libraries (`torch`,
 * `np`, `nn` …, lib/python/knownModules.ts) counts as present. The item stays "partial" (codebook: "one missing
 * import" is a small gap) and still asks for the imports, but any reader adds them: the trial of the panel read
 * points off for a missing `import torch` as arbitrary.
 */
export function scoredItems(items: ItemJudgments): ItemJudgments {
  const runnable = items.code_runnable;
  if (runnable.status !== 'partial' || !runnable.facts.importsOnly) return items;
  return { ...items, code_runnable: { ...runnable, status: 'present' } };
}

/**
 * Each applicable item's lost share of the checklist score, 100 · weight · (1 − value) / Σ weights, in whole points
 * that add up to what the rounded score lost (largest remainders): "−16.3" claims a precision the study's weights do
 * not have, and whole points a reader can add up to the score. An item whose share rounds to nothing is not listed.
 */
export function itemDeductions(bugType: TypedBug, items: ItemJudgments, framework: Framework): Deduction[] {
  const exact = exactItemDeductions(bugType, scoredItems(items), framework);
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

function exactItemDeductions(bugType: TypedBug, items: ItemJudgments, framework: Framework): Deduction[] {
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
      text: itemSays(id, itemFact(id, items, framework)) + why,
    });
  }
  return out;
}

/** "data: the fact", the item as the panel names it. */
const itemSays = (id: ItemId, fact: string) => `${CHECKLIST[id].texts.title.toLowerCase()}: ${fact}`;

/** The item's own reason as a clause ("No code is posted." → "no code is posted"), without import lines. */
function itemFact(id: ItemId, items: ItemJudgments, framework: Framework): string {
  const reason =
    id === 'code_runnable' ? withoutImportLines(items.code_runnable.reason, importOnlyNames(items, framework)) : items[id].reason;
  const clause = reason.replace(/\.$/, '');
  return /^[A-Z](?![A-Z])/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/**
 * A name whose only gap is its import line: one the runnable-code item already calls so (lib/python/knownModules.ts),
 * one the skeleton knows the import of (`optimizers`, `Conv2D`), or a package's own name (`tensorflow`, `cv2`).
 */
function isImportOnly(name: string, framework: Framework): boolean {
  const standing = moduleStanding(name);
  return importFor(name, framework) !== null || standing === 'core' || standing === 'third-party';
}

/** The names in the runnable-code judgment that lack only their import line. */
function importOnlyNames(items: ItemJudgments, framework: Framework): Set<string> {
  const facts = items.code_runnable.facts;
  return new Set([...(facts.missingImports ?? []), ...(facts.undefinedNames ?? []).filter((name) => isImportOnly(name, framework))]);
}

const SMALL_GAPS = 'Small gaps: ';
const MISSING_IMPORTS = 'missing imports for ';

/**
 * The runnable-code reason less the import lines any reader adds: the "missing imports for …" clause of a small gap,
 * and those names wherever the reason lists names ("undefined: tensorflow, x", "never defines or imports (net, torch)").
 */
function withoutImportLines(reason: string, dropped: ReadonlySet<string>): string {
  const keep = (list: string) =>
    list
      .split(', ')
      .filter((name) => !dropped.has(name))
      .join(', ');
  if (reason.startsWith(SMALL_GAPS)) {
    const parts = reason
      .slice(SMALL_GAPS.length)
      .replace(/\.$/, '')
      .split('; ')
      .filter((part) => !part.startsWith(MISSING_IMPORTS))
      .map((part) => (part.startsWith('undefined: ') ? `undefined: ${keep(part.slice('undefined: '.length))}` : part))
      .filter((part) => part !== 'undefined: ');
    return `${SMALL_GAPS}${parts.join('; ')}.`;
  }
  const listed = /^(Names used but never defined: )(.*)\.$/.exec(reason);
  if (listed) return `${listed[1]}${keep(listed[2])}.`;
  return reason.replace(/ \(([^()]*)\)/g, (_whole, list: string) => {
    const [label, names] = list.startsWith('undefined: ') ? ['undefined: ', list.slice('undefined: '.length)] : ['', list];
    const kept = keep(names);
    return kept ? ` (${label}${kept})` : '';
  });
}

const GAP_TEXT: Record<CodeGap, (subject: string) => string> = {
  undefined_name: (s) => `\`${s}\` is used but never defined`,
  private_module: (s) => `imports \`${s}\`, not a package ReproLens knows: if it is the asker's own module, no reader has it`,
  local_file: (s) => `reads a file only the asker has (${s})`,
  placeholder: () => '`...` placeholders stand where code was left out',
  unbuilt_model: (s) => `the model is trained or evaluated but never built (${s})`,
};

/** What a reader must supply before the code runs, in the order a reader meets them; the first MAX_CODE_GAPS count. */
export function codeGaps(report: Pick<Report, 'items' | 'runnability' | 'framework'>): Array<{ gap: CodeGap; subject: string }> {
  const facts = report.items.code_runnable.facts;
  // A name that lacks only its import line costs nothing: any reader adds it (the item calls it a small gap).
  const undefinedNames = [...new Set(facts.undefinedNames ?? [])].filter((name) => !isImportOnly(name, report.framework));
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
  cuda: 'the bug needs a CUDA GPU to show (a fact of the bug: no points off)',
  multi_gpu: 'the bug needs several GPUs to show (a fact of the bug: no points off)',
  tpu: 'the bug needs a TPU to show (a fact of the bug: no points off)',
};

/** What stands between the post and a run. An item the user turned off ("na") takes its evidence with it. */
export function runnabilityDeductions(bugType: TypedBug, report: ScoredReport): Deduction[] {
  const { runnability } = report;
  const items = scoredItems(report.items);
  const out: Deduction[] = [];
  // Each reason stands under its item and agrees with its status: no gap in code the item calls runnable, no "error
  // not pasted" beside present logs.
  const noPythonCode = noPythonCodeText(items, runnability.pythonLines);
  if (noPythonCode) {
    out.push({ reason: { kind: 'no_python_code' }, points: NO_PYTHON_CODE_POINTS, text: noPythonCode });
  } else if (items.code_runnable.status === 'partial' || items.code_runnable.status === 'absent') {
    for (const { gap, subject } of codeGaps(report).slice(0, MAX_CODE_GAPS))
      out.push({
        reason: { kind: 'code_gap', gap, subject },
        points: CODE_GAP_POINTS,
        text: itemSays('code_runnable', GAP_TEXT[gap](subject)),
      });
  }
  if (items.logs.status === 'partial' && !items.logs.facts.symptomOnly && !runnability.errorTextPasted)
    out.push({
      reason: { kind: 'error_not_pasted' },
      points: ERROR_NOT_PASTED_POINTS,
      text: itemSays('logs', 'the error is only described or shown in a screenshot: its message is not in the post as text'),
    });
  if (runnability.hardware && items.environment.status !== 'na' && (bugType === 'gpu' || runnability.hardware !== 'cuda'))
    out.push({
      reason: { kind: 'hardware', need: runnability.hardware },
      points: HARDWARE_POINTS,
      text: itemSays('environment', HARDWARE_TEXT[runnability.hardware]),
    });
  if (items.environment.status !== 'na' && runnability.installation)
    out.push({
      reason: { kind: 'installation', bound: runnability.installation },
      points: INSTALLATION_POINTS[runnability.installation],
      text: itemSays('environment', INSTALLATION_TEXT[runnability.installation]),
    });
  const installationCounted = out.some((d) => d.reason.kind === 'installation' || d.reason.kind === 'hardware');
  for (const signal of reproductionSignals(report.problem, installationCounted))
    out.push({ reason: { kind: 'signal', signal }, points: SIGNAL_POINTS[signal], text: `reproduction: ${SIGNAL_TEXT[signal]}` });
  return out;
}

/**
 * Why no Python code costs points, said under the item it concerns; null when it costs none. Shell commands that run
 * as posted (the install that fails) cost nothing: "a reader writes the whole program" is untrue beside them, and beside
 * a present code item read as a contradiction. Code in another language (TensorFlow.js, C++) is there, but nothing
 * can tell whether it runs (the runnable-code item says so): it costs the points as before.
 */
function noPythonCodeText(items: ItemJudgments, pythonLines: number): string | null {
  if (pythonLines > 0 || items.code.status === 'na') return null;
  if (items.code.status !== 'present') return itemSays('code', 'no Python code to run: a reader writes the whole program');
  if (items.code_runnable.status !== 'partial') return null;
  return itemSays('code_runnable', 'no Python code, only code in another language: a reader cannot run it as posted');
}

/**
 * Every point lost or gained, adding up to exactly 100 − score. A gain (a failure any stand-in input reproduces)
 * gives back points lost before a run, never what the checklist found missing, so the score stays at most the
 * checklist's share: it is listed as what it gave back, and not at all where it gave nothing (the trial of the panel
 * found a "+10" shown but not added confusing). Losses beyond 100 are given back in one line: the score stops at 0.
 */
export function allDeductions(bugType: TypedBug, report: ScoredReport): Deduction[] {
  const runnability = runnabilityDeductions(bugType, report);
  let gainLeft = runnability.reduce((sum, d) => sum + Math.max(0, d.points), 0);
  const given = runnability.flatMap((d) => {
    if (d.points >= 0) return [d];
    const points = Math.max(d.points, -gainLeft);
    gainLeft += points;
    return points ? [{ ...d, points }] : [];
  });
  const out = [...itemDeductions(bugType, report.items, report.framework), ...given];
  const total = out.reduce((sum, d) => sum + d.points, 0);
  if (total > 100)
    out.push({ reason: { kind: 'floor' }, points: 100 - total, text: 'the score stops at 0: the points beyond 100 are not taken' });
  return out;
}
