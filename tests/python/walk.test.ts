import { describe, expect, it } from 'vitest';
import { analyzePythonBlock, analyzePythonSource } from '../../lib/python/walk';
import { codeBlock, loadQuestion, loadText } from '../analysis/corpusQuestion';

function pythonOf(fixture: string, n: number) {
  const block = codeBlock(loadQuestion(fixture), n);
  return { text: block.text, facts: analyzePythonBlock(block.text) };
}

describe('PyTorch nn.Module model with a training loop (SO 62159589)', () => {
  const { text, facts } = pythonOf('so-62159589.json', 0);

  it('finds the model class', () => {
    expect(facts.models).toEqual([expect.objectContaining({ kind: 'nn.Module', name: 'WineModel', text: 'class WineModel(nn.Module)' })]);
  });

  it('finds loss, optimizer, learning rate, batch size and epochs', () => {
    const byName = Object.fromEntries(facts.hyperparameters.map((h) => [h.name, h.value]));
    expect(byName).toMatchObject({ loss: 'nn.CrossEntropyLoss()', optimizer: 'SGD', learning_rate: '1e-2', batch_size: '8' });
    // num_epochs is computed, so its value is not visible; the fact says epochs are set.
    expect(facts.hyperparameters.filter((h) => h.name === 'epochs').map((h) => h.text)).toContain('num_epochs = int(num_epochs)');
  });

  it('finds the training calls and the epoch loop', () => {
    expect(facts.training.map((t) => t.call)).toEqual(['for epoch', 'optimizer.zero_grad', 'loss.backward', 'optimizer.step']);
  });

  it('locates facts in the block text', () => {
    for (const fact of [...facts.training, ...facts.hyperparameters, ...facts.models]) {
      expect(text.slice(fact.start, fact.end)).toBe(fact.text);
    }
  });

  it('sees what is used but not defined here', () => {
    expect(facts.defined).toEqual(
      expect.arrayContaining(['features', 'targets', 'WineModel', 'model', 'epoch', 'x', 'y', 'outputs', 'loss', 'xb', 'self']),
    );
    const used = new Set(facts.used.map((u) => u.name));
    expect(used).toContain('df');
    expect(used).toContain('train_ds');
    expect(used).not.toContain('axis'); // a keyword argument name, not a variable
    expect(facts.imports).toEqual([]);
    expect(facts.frameworks).toEqual(expect.arrayContaining(['torch', 'numpy']));
    expect(facts.errorCount).toBe(0);
  });
});

describe('Keras Sequential with compile and fit (paper snippet of SO 55328966)', () => {
  const text = loadText('paper-55328966.py');
  const facts = analyzePythonBlock(text);

  it('finds imports and frameworks', () => {
    expect(facts.imports.map((i) => [i.module, i.bound])).toEqual([
      ['tensorflow', ['tf']],
      ['tensorflow.keras', ['layers']],
      ['numpy', ['np']],
      ['pandas', ['pd']],
    ]);
    expect(facts.frameworks).toEqual(expect.arrayContaining(['tensorflow', 'keras', 'numpy', 'pandas']));
  });

  it('finds the Sequential model, not its layers', () => {
    expect(facts.models).toEqual([expect.objectContaining({ kind: 'Sequential', name: 'model', text: 'tf.keras.Sequential()' })]);
  });

  it('finds hyperparameters from assignments, compile and fit', () => {
    const pairs = facts.hyperparameters.map((h) => `${h.name}=${h.value}`);
    expect(pairs).toEqual(
      expect.arrayContaining(['batch_size=32', 'epochs=10', 'optimizer=GradientDescentOptimizer', 'loss=categorical_crossentropy']),
    );
    expect(facts.training.map((t) => t.call)).toEqual(['model.fit']);
  });

  it('flags the Colab-local CSV files', () => {
    const local = facts.dataLoads.filter((d) => d.kind === 'local_path').map((d) => d.detail);
    expect(local).toEqual(['/content/first-repository/mnist_train.csv.zip', '/content/first-repository/mnist_test.csv.zip']);
    expect(facts.dataLoads.filter((d) => d.kind === 'file_read').map((d) => d.text)).toEqual([
      "pd.read_csv('/content/first-repository/mnist_train.csv.zip')",
      "pd.read_csv('/content/first-repository/mnist_test.csv.zip')",
    ]);
  });

  it('does not take column labels for paths', () => {
    expect(facts.dataLoads.map((d) => d.detail)).not.toContain('1x1');
  });
});

describe('stand-in data (SO 61875963)', () => {
  it('reads literal shapes and targets', () => {
    const { facts } = pythonOf('so-61875963.json', 0);
    expect(facts.standInData.map((s) => [s.call, s.shape, s.target])).toEqual([
      ['torch.randn', [10, 1000, 1, 4], 'a'],
      ['torch.randn', [10, 1000, 6, 4], 'b'],
    ]);
  });

  it('reads a tensor constructor given dimensions', () => {
    const { facts } = pythonOf('so-61875963.json', 1);
    expect(facts.standInData[0]).toMatchObject({ call: 'torch.Tensor', shape: [10, 1000, 6, 1], target: 'dots' });
  });

  it('reads shapes from tuples and nested list literals', () => {
    const { facts } = pythonOf('so-61956893.json', 1);
    expect(facts.standInData[0]).toMatchObject({ call: 'torch.zeros', shape: [4, 3], target: 'mask' });
    const literal = analyzePythonBlock(codeBlock(loadQuestion('so-61704401.json'), 0).text);
    expect(literal.standInData).toEqual([]); // torch.tensor(tokenizer.encode(...)) converts real data
  });
});

describe('local paths, URLs and checkpoints', () => {
  it('tells URLs from local files (SO 62482336)', () => {
    const { facts } = pythonOf('so-62482336.json', 0);
    const urls = facts.dataLoads.filter((d) => d.kind === 'url').map((d) => d.detail);
    expect(urls).toEqual([
      'https://gist.githubusercontent.com/yrevar/942d3a0ac09ec9e5eb3a/raw/238f720ff059c1f82f368259d1ca4ffa5dd8f9f5/imagenet1000_clsidx_to_labels.txt',
      'https://raw.githubusercontent.com/pytorch/hub/master/dog.jpg',
    ]);
    expect(facts.dataLoads.filter((d) => d.kind === 'local_path').map((d) => d.detail)).not.toContain(urls[1]);
    expect(facts.models).toContainEqual(expect.objectContaining({ kind: 'pretrained', name: 'vgg16' }));
  });

  it('flags local image and checkpoint files, not an IP address (SO 61708442)', () => {
    const first = pythonOf('so-61708442.json', 0).facts;
    expect(first.dataLoads.map((d) => [d.kind, d.detail])).toEqual(
      expect.arrayContaining([
        ['local_path', 'demo.jpg'],
        ['file_read', 'demo.jpg'],
        ['local_path', 'checkpoint/ckpt.t7'],
        ['checkpoint', null], // torch.load(model_path): the path is a variable
      ]),
    );
    const second = pythonOf('so-61708442.json', 1).facts;
    expect(second.dataLoads.map((d) => d.detail)).not.toContain('111.222.333.444');
  });
});

describe('placeholders, magics and REPL sessions', () => {
  it('finds `....` gap lines but not slicing (SO 62891103)', () => {
    const { facts } = pythonOf('so-62891103.json', 1);
    expect(facts.placeholders.map((p) => p.text)).toEqual(['....', '....']);
    expect(facts.errorCount).toBeGreaterThan(0); // `def __init__(self)` lacks its colon
    expect(facts.models.map((m) => m.name)).toEqual(['model']);
  });

  it('finds a trailing `...` statement (SO 62891103)', () => {
    const { facts } = pythonOf('so-62891103.json', 3);
    expect(facts.placeholders.map((p) => p.text)).toEqual(['...']);
  });

  it('finds a Jupyter magic and still parses the rest (SO 61894592)', () => {
    const { facts } = pythonOf('so-61894592.json', 3);
    expect(facts.magics.map((m) => m.text)).toEqual(['%matplotlib inline']);
    expect(facts.errorCount).toBe(0);
  });

  it('strips REPL prompts and skips REPL output (SO 61826246)', () => {
    const { facts } = pythonOf('so-61826246.json', 3);
    expect(facts.errorCount).toBe(0);
    expect(facts.imports.map((i) => i.module)).toEqual(['torch']);
    expect(facts.used.map((u) => u.name)).toEqual(['torch', 'torch']);
  });
});

describe('robustness', () => {
  it('dedents a block pasted with extra indentation, keeping offsets', () => {
    const { text } = pythonOf('so-62159589.json', 0);
    const indented = text
      .split('\n')
      .map((l) => (l ? `    ${l}` : l))
      .join('\n');
    const facts = analyzePythonBlock(indented);
    expect(facts.errorCount).toBe(0);
    expect(facts.models[0].name).toBe('WineModel');
    for (const use of facts.used) expect(indented.slice(use.start, use.end)).toBe(use.name);
  });

  it('survives non-Python text', () => {
    const text = codeBlock(loadQuestion('so-63332048.json'), 4).text; // an IPython traceback
    const facts = analyzePythonBlock(text);
    expect(facts.kind).toBe('python');
    expect(facts.errorCount).toBeGreaterThan(0);
  });
});

describe('one walk, two entries', () => {
  it("a pasted block's scoped facts map back to its own text too: names of an indented paste (SO 62159589)", () => {
    const { text } = pythonOf('so-62159589.json', 0);
    const indented = text
      .split('\n')
      .map((l) => (l ? `    ${l}` : l))
      .join('\n');
    const facts = analyzePythonBlock(indented);
    for (const fact of [...facts.names.bindings, ...facts.names.reads]) expect(indented.slice(fact.start, fact.end)).toBe(fact.name);
    for (const model of facts.modelClasses) expect(indented.slice(model.start, model.start + 5)).toBe('class');
  });

  it('analyzePythonSource reads a script as it stands, without the clean-up, and answers again from its cache (SO 62159589)', () => {
    const { text } = pythonOf('so-62159589.json', 0);
    const facts = analyzePythonSource(text);
    expect(facts.magics).toEqual([]);
    expect(facts.modelClasses.map((m) => m.name)).toEqual(['WineModel']);
    expect(analyzePythonSource(text)).toBe(facts);
    // A `'''` string holding code stays a string: the clean-up that reads code inside it is the block reader's.
    expect(analyzePythonSource(`'''\n${text}\n'''`).modelClasses).toEqual([]);
  });

  it('30 KB of hostile input (`def f(` repeated, a 15,000-link `a.` chain, 7,000 nested generator arguments) is read without failing', () => {
    for (const unit of ['def f(', 'a.', 'f(x for x in ', 'if x:\n  ', '[1, ']) {
      const text = unit.repeat(Math.ceil(30_000 / unit.length));
      expect(() => analyzePythonBlock(text), JSON.stringify(unit)).not.toThrow();
      expect(() => analyzePythonSource(`${text}\n`), JSON.stringify(unit)).not.toThrow();
    }
  });
});
