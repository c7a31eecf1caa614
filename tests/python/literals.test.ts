// Literals, comments and error nodes of real blocks (lib/python/literals.ts): path strings, placeholders the asker
// left, informative displays, configuration dictionaries; and the subscripts in which `...` is slicing.
import { describe, expect, it } from 'vitest';
import { analyzePythonBlock } from '../../lib/python/walk';
import { codeBlock, loadQuestion } from '../analysis/corpusQuestion';
import { blockWith } from './pythonQuestions';

describe('string literals', () => {
  it('`Image.open("Documents/01235.png")`: a local path, reported once though the call and the string both see it (63552044)', () => {
    const facts = analyzePythonBlock(blockWith(63552044, 'Image.open'));
    const long = 'Documents/Documents/Driven Data Competitions/Hateful Memes Identification/data/01235.png';
    expect(facts.dataLoads.map((d) => [d.kind, d.detail])).toEqual([
      ['local_path', 'Documents/01235.png'],
      ['file_read', 'Documents/01235.png'],
      // With blanks and no leading `/`, pathLiterals.ts reads a name with an extension as a sentence, not a path.
      ['file_read', long],
    ]);
  });

  it("`save_model(model, '/saved')`: a string that names a local folder is one, even where no file is read (64425861)", () => {
    const facts = analyzePythonBlock(blockWith(64425861, 'save_model'));
    expect(facts.dataLoads.map((d) => [d.kind, d.detail])).toEqual([['local_path', '/saved']]);
  });

  it('strings that are no paths: `"cuda"`, labels, format strings (62513349)', () => {
    const facts = analyzePythonBlock(blockWith(62513349, 'train_bar.set_description'));
    const paths = facts.dataLoads.filter((d) => d.kind === 'local_path').map((d) => d.detail);
    expect(paths).not.toContain('Train Audio Enhancement');
    expect(paths.every((p) => !p?.includes('{:.4f}'))).toBe(true);
  });
});

describe('placeholders', () => {
  it('`loss = ...` and `# ...` are gaps the asker left (40788785)', () => {
    const facts = analyzePythonBlock(blockWith(40788785, 'loss = ...'));
    expect(facts.placeholders.map((p) => p.text)).toEqual(['...', '# ...']);
  });

  it('`padding = ?` where a value belongs is a placeholder (62166719)', () => {
    const facts = analyzePythonBlock(codeBlock(loadQuestion('so-62166719.json'), 2).text);
    expect(facts.placeholders.map((p) => p.text)).toEqual(['?', '?']);
  });

  it('`x[..., 0]` slices: no placeholder; `f(...)` inside a subscript is one again (synthesized input)', () => {
    expect(analyzePythonBlock('y = x[..., 0]\nz = x[f(...)]').placeholders.map((p) => p.start)).toEqual(['y = x[..., 0]\nz = x[f('.length]);
  });
});

describe('informative displays and prints', () => {
  it('`embeddings.shape` alone on a line displays a shape in a notebook (65541946)', () => {
    const facts = analyzePythonBlock(blockWith(65541946, 'embeddings.shape'));
    expect(facts.prints.map((p) => p.text)).toEqual(['embeddings.shape']);
  });

  it('Python 2 `print y.shape` (43237124)', () => {
    const facts = analyzePythonBlock(blockWith(43237124, 'print y.shape'));
    expect(facts.prints.map((p) => p.text)).toEqual(['print y.shape']);
  });
});

describe('configuration dictionaries and error nodes', () => {
  it("`hyperparams={'lr': 0.0001}` states a learning rate (62937388)", () => {
    const facts = analyzePythonBlock(blockWith(62937388, "hyperparams={'lr'"));
    expect(facts.hyperparameters.map((h) => [h.name, h.value, h.text])).toEqual([['learning_rate', '0.0001', "'lr': 0.0001"]]);
  });

  it('a class body pasted without its indentation parses with errors, counted (62937388)', () => {
    expect(analyzePythonBlock(blockWith(62937388, 'class PredictFromEmbeddParaSmall')).errorCount).toBeGreaterThan(0);
  });
});
