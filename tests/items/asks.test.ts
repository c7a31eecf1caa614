// Missing first, at a glance: suggestions name only what is missing, in the question's own names, on real questions
// (tests/fixtures/asks/questions.jsonl, provenance in tests/fixtures/asks/PROVENANCE.md).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { ItemId, Suggestion } from '../../lib/checklist';
import type { Report } from '../../lib/report';

const records = new Map<number, unknown>(
  readFileSync(resolve(import.meta.dirname, '../fixtures/asks/questions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .map((r) => [r.question_id, r]),
);
const report = (id: number): Report => analyzeQuestion(readStackExchangeApiQuestion(records.get(id)));
const suggestion = (id: number, item: ItemId): Suggestion | undefined => report(id).suggestions.find((s) => s.item === item);

describe('hyperparameter ask: only the settings not given (point 1)', () => {
  it('a def default `batch_size=50` is a given batch size (63203574)', () => {
    const r = report(63203574);
    expect(r.items.hyperparameters.facts.stated).toContain('batch_size');
    const ask = r.suggestions.find((s) => s.item === 'hyperparameters');
    if (ask) expect(ask.text).not.toMatch(/used: [^(]*batch size/);
  });

  it('`criterion = Loss(weight_geo, …)`, the asker’s own loss class, is a given loss (61778066)', () => {
    const r = report(61778066);
    expect(r.items.hyperparameters.facts.stated).toContain('loss');
  });

  it('the snippet shows only the missing settings: no `criterion` line when the loss is given (63285197)', () => {
    const ask = suggestion(63285197, 'hyperparameters')!;
    expect(ask.text).toBe('State the training settings you used: learning rate, batch size, epochs, optimizer (only the loss is given).');
    expect(ask.snippet).not.toContain('criterion');
    expect(ask.snippet).toContain('batch_size, epochs = 32, 10');
  });
});

describe('data ask: the shapes of the variables that reach the model or the loss (point 2)', () => {
  it('prints `logits` and `labels`, which go into the loss (62475859)', () => {
    const ask = suggestion(62475859, 'data')!;
    expect(ask.text).toContain('`logits` and `labels` go into the loss');
    expect(ask.snippet.split('\n')[0]).toBe('print(logits.shape, labels.shape)');
  });

  it('prints `data`, fed to the model, with its dtype (63285197)', () => {
    expect(suggestion(63285197, 'data')!.snippet.split('\n')[0]).toBe('print(data.shape, data.dtype)');
  });

  it('invents no generic stand-in shape when the question states none', () => {
    for (const id of records.keys()) {
      const ask = suggestion(id, 'data');
      if (ask) expect(ask.snippet, String(id)).not.toContain('8, 3, 32, 32');
    }
  });

  it('with no code, says the variables are not known and asks in general terms (63045229)', () => {
    const ask = suggestion(63045229, 'data')!;
    expect(ask.text).toMatch(/^Say what goes into the model: .*with your own names/);
  });
});

describe('environment ask: the libraries the question uses (point 3)', () => {
  it('names and prints PyTorch, `transformers` and `sklearn` from the imports (61969783)', () => {
    const ask = suggestion(61969783, 'environment')!;
    expect(ask.text).toBe('Add the versions you run: PyTorch, `transformers` and `sklearn`, Python, and CUDA/GPU if one is used.');
    expect(ask.snippet).toContain('print(transformers.__version__, sklearn.__version__)');
    expect(ask.names).toEqual(['torch', 'transformers', 'sklearn']);
  });

  it('a partial environment asks for the PyTorch and `torchvision` versions (63352551)', () => {
    expect(suggestion(63352551, 'environment')!.text).toMatch(/^Add the PyTorch and `torchvision` versions as well/);
  });

  it('an import failure gets no `import torch` snippet but the install report (61736959, 72177210)', () => {
    const torch = suggestion(61736959, 'environment')!;
    expect(torch.kind).toBe('install_report');
    expect(torch.snippet).not.toMatch(/^import /m);
    expect(torch.snippet).toContain('python -m pip show torch torchvision');
    const tf = suggestion(72177210, 'environment')!;
    expect(tf.snippet).toBe('python --version\npython -m pip show tensorflow');
  });
});

describe('"Format your code as a code block" (point 4)', () => {
  it('import lines posted as a paragraph, their line breaks folded by HTML (62584755)', () => {
    const first = report(62584755).suggestions[0];
    expect(first.kind).toBe('format_code_block');
    expect(first.text).toMatch(/^Format your code as a code block: .*Ctrl\+K.*4 spaces.*three backticks/);
    expect(first.snippet).toMatch(/^```python\nfrom torch\.utils\.data\.dataloader import default_collate/);
  });

  it('`import torch.nn as nn` as its own paragraph (63337117), and a nested call (61830547)', () => {
    expect(report(63337117).suggestions[0].kind).toBe('format_code_block');
    expect(suggestion(61830547, 'code')?.kind).toBe('format_code_block');
  });

  it('a code block whose class body lost its indentation, though the code is present (61893786, 62218670)', () => {
    for (const id of [61893786, 62218670]) {
      const r = report(id);
      expect(r.items.code.status).toBe('present');
      expect(r.suggestions[0].kind).toBe('format_code_block');
    }
    expect(suggestion(62218670, 'code')!.text).toContain('the body of `class Netz(nn.Module):` is not indented');
  });

  it('not for a function named in passing, a stub body with a comment, or a traceback quoting an `if` line', () => {
    for (const id of [62941089, 63827339, 63072770]) expect(suggestion(id, 'code')?.kind, String(id)).toBeUndefined();
  });
});
