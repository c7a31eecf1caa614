// The three gold dev sets `npm run eval` reports separately (../shared/corpus/README.md, gold/: "Report figures per
// wave"): the PyTorch file's two waves and the TensorFlow/Keras file. Pure: parsed gold rows in, sets out.
import type { GoldRow } from './goldMetrics';

export const SET_NAMES = ['PyTorch wave 1', 'PyTorch wave 2', 'TensorFlow/Keras'] as const;
export type SetName = (typeof SET_NAMES)[number];

/** Which lines of which gold file make up a set. */
export interface GoldSelection {
  file: 'pytorch' | 'tf-keras';
  /** The `wave` a line must have; null = every line of the file. */
  wave: 1 | 2 | null;
}

export interface DevSet {
  name: SetName;
  selection: GoldSelection;
  /** The set's gold rows, in file order. */
  gold: GoldRow[];
}

const PYTORCH_WAVES = [1, 2] as const;

/**
 * Splits the PyTorch gold file by `wave` and adds the TensorFlow/Keras file whole. A PyTorch row of another wave
 * (or none) is an error: it would otherwise drop out of every figure unnoticed.
 */
export function devSets(pytorchGold: GoldRow[], tfKerasGold: GoldRow[]): DevSet[] {
  const stray = pytorchGold.find((row) => !PYTORCH_WAVES.includes(row.wave as 1 | 2));
  if (stray) throw new Error(`PyTorch gold question ${stray.question_id} has wave ${JSON.stringify(stray.wave)}; expected 1 or 2`);
  return [
    { name: 'PyTorch wave 1', selection: { file: 'pytorch', wave: 1 }, gold: pytorchGold.filter((row) => row.wave === 1) },
    { name: 'PyTorch wave 2', selection: { file: 'pytorch', wave: 2 }, gold: pytorchGold.filter((row) => row.wave === 2) },
    { name: 'TensorFlow/Keras', selection: { file: 'tf-keras', wave: null }, gold: tfKerasGold },
  ];
}
