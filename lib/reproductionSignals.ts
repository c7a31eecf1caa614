// What the checklist lacks and the experts' rating follows (review 2026-12-04, "Score"): whether a reader can make
// the failure happen at all. Read from the problem (lib/classify/problem.ts), shown with the score's deductions.
// - The failure is raised by the program's own shapes, types, names or arguments: any stand-in input of the right
//   kind reproduces it, deterministically (+10).
// - The failure lies in the asker's machine — its install, driver or GPU — and no installation deduction already
//   says so: a reader cannot recreate that machine from the post (−10).
// - Training behaves badly (the loss, accuracy, convergence): it turns on the asker's data and run, and a stand-in
//   input may not show it (−10).
// Round numbers like the runnability deductions (lib/scoreDeductions.ts); on the dev sets they move Spearman(score,
// rating) up on every set (docs/accuracy.md). A gain gives back points lost before a run and is listed as what it
// gave back, so that what the surfaces list adds up to 100 − score (lib/scoreDeductions.ts allDeductions).
import type { Problem } from './classify/problem';

export type ReproductionSignal = 'stand_in_reproduces' | 'needs_asker_machine' | 'training_behaviour';

/** Points lost for each signal; negative: points gained. */
export const SIGNAL_POINTS: Record<ReproductionSignal, number> = {
  stand_in_reproduces: -10,
  needs_asker_machine: 10,
  training_behaviour: 10,
};

export const SIGNAL_TEXT: Record<ReproductionSignal, string> = {
  stand_in_reproduces:
    "the error is raised by the code's own shapes, types or names: a stand-in input of the right kind reproduces it (this gives back points lost before a run, up to 10)",
  needs_asker_machine: "the problem lies in the asker's machine (its install, driver or GPU): no reader has that machine",
  training_behaviour: "how training behaves turns on the asker's data and run: a stand-in input may not show it",
};

// Error kinds raised by the program's own values (lib/classify/problem.ts ErrorKind).
const PROGRAM_VALUE_ERRORS = new Set<Problem['error']>(['shape', 'dtype', 'data_values', 'name', 'arguments']);

/** The signals the problem gives; `installationCounted`: an installation deduction already names the machine. */
export function reproductionSignals(problem: Problem, installationCounted: boolean): ReproductionSignal[] {
  const signals: ReproductionSignal[] = [];
  if (PROGRAM_VALUE_ERRORS.has(problem.error)) signals.push('stand_in_reproduces');
  if ((problem.step === 'setup' || problem.machine) && !installationCounted) signals.push('needs_asker_machine');
  if (problem.dynamics) signals.push('training_behaviour');
  return signals;
}
