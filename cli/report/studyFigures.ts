// The study's own figures that a scored dataset's report sets beside its counts: Shah, Rahman & Khomh, "Towards
// Enhancing the Reproducibility of Deep Learning Bugs" (EMSE 2024, arXiv 2401.03069), its 102 manually reproduced
// Stack Overflow bugs. Provenance: Dataset_Manual_Reproduction.csv of the replication package
// github.com/mehilshah/Bug_Reproducibility_DL_Bugs (MIT), as kept in the ReproLens corpus
// (shared/corpus/stackoverflow/paper-2401.03069/, sha256 4f6f193c…01ba6a7), counted row by row (all 102 rows, the two
// bug ids listed twice included, as the paper counts them): `n` rows in the group, `yes` rows whose column says "Yes".
// tests/cli/reportStudyFigures.test.ts recounts them from that file.
import type { ItemId } from '../../lib/checklist';

/** The study's three presence labels, by the checklist item each compares to. */
export const STUDY_COLUMNS = {
  code: 'Code Snippet Present?',
  environment: 'System Configuration Present?',
  data: 'Data Description Present?',
} as const satisfies Partial<Record<ItemId, string>>;

export type StudyItem = keyof typeof STUDY_COLUMNS;

export interface StudyGroup {
  /** The study's own name for the group (its `Framework` or `Type of Bug` value), "all" for the 102. */
  label: string;
  /** The score lines' groups it compares to: a framework or bug type key; several when the study merged them. */
  compares: string[];
  n: number;
  yes: Record<StudyItem, number>;
  reproduced: number;
}

export const STUDY_SOURCE =
  'Shah, Rahman & Khomh (EMSE 2024): the 102 Stack Overflow bugs they reproduced by hand (Dataset_Manual_Reproduction.csv)';

export const STUDY_OVERALL: StudyGroup = {
  label: 'all',
  compares: ['all'],
  n: 102,
  yes: { code: 93, environment: 4, data: 67 },
  reproduced: 85,
};

/** `Framework`: the study merged TensorFlow and Keras ("TF + Keras"). */
export const STUDY_BY_FRAMEWORK: StudyGroup[] = [
  { label: 'PyTorch', compares: ['pytorch'], n: 34, yes: { code: 31, environment: 1, data: 20 }, reproduced: 29 },
  { label: 'TF + Keras', compares: ['tensorflow', 'keras'], n: 68, yes: { code: 62, environment: 3, data: 47 }, reproduced: 56 },
];

/** `Type of Bug`: its "Mixed Bug" (4 rows) has no counterpart among the engine's types and is left out here. */
export const STUDY_BY_BUG_TYPE: StudyGroup[] = [
  { label: 'Training Bug', compares: ['training'], n: 29, yes: { code: 26, environment: 0, data: 22 }, reproduced: 26 },
  { label: 'Model Bug', compares: ['model'], n: 23, yes: { code: 23, environment: 0, data: 15 }, reproduced: 20 },
  { label: 'Tensor and Input Bug', compares: ['tensor_input'], n: 26, yes: { code: 24, environment: 0, data: 18 }, reproduced: 21 },
  { label: 'API Bug', compares: ['api'], n: 13, yes: { code: 11, environment: 2, data: 7 }, reproduced: 11 },
  { label: 'GPU Bug', compares: ['gpu'], n: 7, yes: { code: 5, environment: 2, data: 2 }, reproduced: 3 },
];
