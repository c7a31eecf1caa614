// How every surface names a bug type: the panel's summary line, the pre-submit dialog, and the suggestions' "why"
// ("For tensor/input bugs, …"). One table, so they never disagree.
import type { BugType } from './report';

export const BUG_TYPE_NAMES: Readonly<Record<BugType, string>> = {
  training: 'training',
  model: 'model',
  tensor_input: 'tensor/input',
  api: 'API',
  gpu: 'GPU',
  not_a_bug: 'not a bug report',
};
