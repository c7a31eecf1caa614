// dataLoadFacts on calls of real questions (tests/fixtures/python/questions.jsonl): public datasets, checkpoints,
// file reads, and which string arguments are paths the walk should classify (or leave alone).
import { describe, expect, it } from 'vitest';
import { assignedPathFacts, dataLoadFacts } from '../../../lib/python/calls/dataLoads';
import { type CallFact, NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith, nodeOf } from '../pythonQuestions';
import { siteOf } from './callSites';

const kinds = (facts: readonly CallFact[]) => facts.map((f) => (f.fact === 'dataLoad' ? `${f.kind}:${f.detail}` : f.fact));

describe('dataLoadFacts on real calls', () => {
  it('`Image.open("Documents/01235.png")` reads a local file: its path is a path argument (63552044)', () => {
    const code = blockWith(63552044, 'Image.open');
    const facts = dataLoadFacts(siteOf(code, 'Image.open'));
    expect(kinds(facts)).toEqual(['pathString', 'file_read:Documents/01235.png']);
    expect(facts[0]).toEqual({
      fact: 'pathString',
      from: code.indexOf('"Documents/01235.png"'),
      to: code.indexOf('"Documents/01235.png"') + 21,
      inPathPosition: true,
    });
  });

  it('`mnist.load_data()` after `mnist = tf.keras.datasets.mnist` loads the public MNIST (62805263)', () => {
    expect(kinds(dataLoadFacts(siteOf(blockWith(62805263, 'load_data'), 'mnist.load_data')))).toEqual(['dataset_loader:mnist']);
  });

  it('`dset.ImageFolder(root=path_F, …)` reads a local folder the question names only by a variable (62672870)', () => {
    expect(kinds(dataLoadFacts(siteOf(blockWith(62672870, 'ImageFolder'), 'dset.ImageFolder')))).toEqual(['file_read:null']);
  });

  it('`keras.models.load_model("/path/to/model.h5", …)` restores a checkpoint; `cv2.imread(\'/path/to/image.png\')` reads a file (63233837)', () => {
    const code = blockWith(63233837, 'load_model');
    expect(kinds(dataLoadFacts(siteOf(code, 'keras.models.load_model')))).toEqual(['pathString', 'checkpoint:/path/to/model.h5']);
    expect(kinds(dataLoadFacts(siteOf(code, 'cv2.imread')))).toEqual(['pathString', 'file_read:/path/to/image.png']);
  });

  it('`torch.load(model_path)` of a `.pth` path held in a variable is a checkpoint (63001490)', () => {
    expect(kinds(dataLoadFacts(siteOf(blockWith(63001490, 'torch.load(model_path)'), 'torch.load')))).toEqual(['checkpoint:null']);
  });

  it("`pd.read_csv(join(args.data_dir,'gt.csv'))` reads a file whose path the code builds: no literal path argument (63001490)", () => {
    const code = blockWith(63001490, 'pd.read_csv');
    expect(kinds(dataLoadFacts(siteOf(code, 'pd.read_csv')))).toEqual(['file_read:null']);
  });

  it("saving is no load: `tf.keras.models.save_model(model, '/saved')`, `torch.save(…)` (64425861, 62513349)", () => {
    expect(dataLoadFacts(siteOf(blockWith(64425861, 'save_model'), 'tf.keras.models.save_model'))).toBe(NO_FACTS);
    expect(dataLoadFacts(siteOf(blockWith(62513349, 'torch.save'), 'torch.save'))).toBe(NO_FACTS);
  });

  it('class calls that load nothing say nothing: `DataLoader(…)`, `AudioDataset(data_type=…)` (62513349)', () => {
    const code = blockWith(62513349, 'AudioDataset(');
    expect(dataLoadFacts(siteOf(code, 'AudioDataset('))).toBe(NO_FACTS);
    expect(dataLoadFacts(siteOf(code, 'DataLoader('))).toBe(NO_FACTS);
  });

  it('a bare name imported under an alias is read by its canonical name (synthesized input: `from numpy import load as npload`)', () => {
    const code = "from numpy import load as npload\nx = npload('data/x.npy')";
    expect(kinds(dataLoadFacts(siteOf(code, 'npload(')))).toEqual(['pathString', 'file_read:data/x.npy']);
  });
});

describe('assignedPathFacts', () => {
  it("`model_path = '/Users/…/checkpoint.pth'` assigns a path to a path-like name (63001490)", () => {
    const code = blockWith(63001490, 'model_path = ');
    const value = nodeOf(code, 'AssignStatement', 'model_path = ').lastChild!;
    expect(assignedPathFacts('model_path', value)).toEqual([{ fact: 'pathString', from: value.from, to: value.to, inPathPosition: true }]);
    expect(assignedPathFacts('metadata', value)).toBe(NO_FACTS);
  });
});
