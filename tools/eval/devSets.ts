// The gold dev sets `npm run eval` reports separately (../shared/corpus/README.md, gold/: "Report figures per
// wave"): each wave of the PyTorch file and each wave of the TensorFlow/Keras file. Pure: parsed gold rows in, sets out.
import type { GoldRow } from './goldMetrics';

/** Which lines of which gold file make up a set. */
export interface GoldSelection {
  file: 'pytorch' | 'tf-keras';
  /** The `wave` a line must have. */
  wave: number;
}

/** The sets in report order, as data: a wave released later is one more row here (corpus README 2026-12-04). */
export const SET_SELECTIONS = [
  { name: 'PyTorch wave 1', selection: { file: 'pytorch', wave: 1 } },
  { name: 'PyTorch wave 2', selection: { file: 'pytorch', wave: 2 } },
  { name: 'PyTorch wave 3', selection: { file: 'pytorch', wave: 3 } },
  { name: 'TensorFlow/Keras wave 1', selection: { file: 'tf-keras', wave: 1 } },
  { name: 'TensorFlow/Keras wave 2', selection: { file: 'tf-keras', wave: 2 } },
] as const satisfies ReadonlyArray<{ name: string; selection: GoldSelection }>;

export type SetName = (typeof SET_SELECTIONS)[number]['name'];
export const SET_NAMES: SetName[] = SET_SELECTIONS.map((s) => s.name);

const FILE_LABELS: Record<GoldSelection['file'], string> = { pytorch: 'PyTorch', 'tf-keras': 'TensorFlow/Keras' };

export interface DevSet {
  name: SetName;
  selection: GoldSelection;
  /** The set's gold rows, in file order. */
  gold: GoldRow[];
}

/** A row of a wave no set names (or of none) is an error: it would otherwise drop out of every figure unnoticed. */
function checkWaves(file: GoldSelection['file'], rows: GoldRow[]): void {
  const waves = SET_SELECTIONS.filter((s) => s.selection.file === file).map((s) => s.selection.wave as number);
  const stray = rows.find((row) => !waves.includes(row.wave as number));
  if (stray)
    throw new Error(
      `${FILE_LABELS[file]} gold question ${stray.question_id} has wave ${JSON.stringify(stray.wave)}; expected ${waves.join(', ')}`,
    );
}

/** Splits each gold file by `wave` into the sets of SET_SELECTIONS, in that order. */
export function devSets(pytorchGold: GoldRow[], tfKerasGold: GoldRow[]): DevSet[] {
  checkWaves('pytorch', pytorchGold);
  checkWaves('tf-keras', tfKerasGold);
  const byFile = { pytorch: pytorchGold, 'tf-keras': tfKerasGold };
  return SET_SELECTIONS.map(({ name, selection }) => ({
    name,
    selection,
    gold: byFile[selection.file].filter((row) => row.wave === selection.wave),
  }));
}
