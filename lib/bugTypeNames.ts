// How every surface names a bug type, in plain words ("Plain language": no "API bug", no `tensor_input`): the
// panel's summary line, the pre-submit dialog, the suggestions' "why", the points lost and the grade note. Each name
// reads after "a" ("For a problem with a library call, …"); bugTypeLabel() starts it with a capital. One table, so
// they never disagree; the CLI's JSON keeps the keys.
import type { BugType } from './checklist';

export const BUG_TYPE_NAMES: Readonly<Record<BugType, string>> = {
  training: 'training problem',
  model: 'problem in the model',
  tensor_input: 'tensor shape or input problem',
  api: 'problem with a library call',
  gpu: 'GPU or device problem',
  not_a_bug: 'not a bug report',
};

/** The name as a label on its own ("Tensor shape or input problem"). */
export function bugTypeLabel(type: BugType): string {
  const name = BUG_TYPE_NAMES[type];
  return name.charAt(0).toUpperCase() + name.slice(1);
}
