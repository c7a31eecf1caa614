// The paper's baseline: Shah et al. typed Stack Overflow posts from their tags alone
// (checklist §2). Most questions carry none of these tags; the engine reports this beside its own type.
import type { BugType } from '../checklist';

const TAG_TYPES: Array<[BugType, string[]]> = [
  ['model', ['layer', 'model', 'activation-function']],
  ['tensor_input', ['tensor']],
  [
    'training',
    [
      'loss-function',
      'training-data',
      'optimization',
      'loss',
      'data-augmentation',
      'performance',
      'learning-rate',
      'hyperparameters',
      'initialization',
      'imbalanced-data',
      'nan',
    ],
  ],
  ['gpu', ['gpu', 'nvidia', 'cuda']],
  ['api', ['typeerror', 'valueerror', 'attributeerror', 'importerror', 'compilererrors', 'syntaxerror', 'modulenotfounderror']],
];

/** The bug type the paper's tag rule gives, or null when no tag applies. */
export function bugTypeFromTags(tags: readonly string[]): BugType | null {
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  for (const [type, typeTags] of TAG_TYPES) if (typeTags.some((t) => lower.has(t))) return type;
  return null;
}
