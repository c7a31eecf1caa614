// Each checklist item's display name and what counts as present (after ../shared/reference/checklist.md §1),
// apart from its judge so the page overlay and the options can show them without loading the engine.
import type { ItemId } from '../report';

export const ITEM_TEXTS: Record<ItemId, { title: string; description: string }> = {
  code: {
    title: 'Code snippet',
    description: 'The code that exercises the problem: the failing call, training/evaluation loop or preprocessing, as text.',
  },
  code_runnable: {
    title: 'Runnable code',
    description:
      'The posted code runs as-is after installing the named libraries: imports present, every name defined, data public or generated, no placeholders or local-only paths.',
  },
  data: {
    title: 'Data',
    description:
      'Shape, dtype or value range of the inputs and labels, sample data, a named public dataset with its loading code, or code that generates stand-in data.',
  },
  model: {
    title: 'Model',
    description:
      'The network: definition code, a printed summary (model.summary(), print(model)), layers with sizes and activations, or an exact pretrained checkpoint name.',
  },
  hyperparameters: {
    title: 'Hyperparameters',
    description: 'Learning rate, batch size, epochs, optimizer and loss function (two or more stated).',
  },
  logs: {
    title: 'Logs',
    description: 'The error message and traceback as text, warnings, or the observed output / training log pasted as text.',
  },
  environment: {
    title: 'Environment',
    description: 'Framework version (torch, tensorflow, keras, transformers …), Python, CUDA/cuDNN, GPU and OS.',
  },
  expected_vs_actual: {
    title: 'Expected vs actual',
    description: 'What the asker expected to happen, and what happened instead (the error or the output obtained).',
  },
};
