// Which string literals name a local file, a Drive location or a URL (lib/python/pathLiterals.ts), on strings from
// real questions (tests/fixtures/python/questions.jsonl and the analysis fixtures).
import { describe, expect, it } from 'vitest';
import { classifyPathLiteral, PATH_LIKE_NAME } from '../../lib/python/pathLiterals';
import { analyzePythonBlock } from '../../lib/python/walk';
import { codeBlock, loadQuestion } from '../analysis/corpusQuestion';

describe('classifyPathLiteral on strings of real questions', () => {
  it('local files and folders: "Documents/01235.png" (63552044), "/saved" (64425861), a checkpoint under /Users (63001490)', () => {
    expect(classifyPathLiteral('Documents/01235.png', true)).toEqual({ kind: 'local_path', detail: 'Documents/01235.png' });
    expect(classifyPathLiteral('/saved', false)).toEqual({ kind: 'local_path', detail: '/saved' });
    const checkpoint = '/Users/nubstech/Documents/GitHub/CellCountingDirectCount/VGG_model_V1/checkpoints/checkpoint.pth';
    expect(classifyPathLiteral(checkpoint, false)?.kind).toBe('local_path');
  });

  it('URLs are no local paths: the ImageNet labels and dog.jpg of 62482336; a torch.hub repo name is nothing', () => {
    const facts = analyzePythonBlock(codeBlock(loadQuestion('so-62482336.json'), 0).text);
    expect(facts.dataLoads.filter((d) => d.kind === 'url').map((d) => d.detail)).toEqual(
      expect.arrayContaining(['https://raw.githubusercontent.com/pytorch/hub/master/dog.jpg']),
    );
    expect(classifyPathLiteral('pytorch/vision:v0.6.0', false)).toBeNull();
    expect(classifyPathLiteral('dog.jpg', false)).toEqual({ kind: 'local_path', detail: 'dog.jpg' });
  });

  it('Drive locations and device strings', () => {
    expect(classifyPathLiteral('/content/drive/My Drive/data.csv', false)?.kind).toBe('drive');
    expect(classifyPathLiteral('/device:GPU:0', false)).toBeNull();
  });

  it('strings that only look like paths: format specs, labels, sentences, dates (62513349, 62372055)', () => {
    expect(classifyPathLiteral('{}_e{}.wav', false)?.kind).toBe('local_path'); // a file name pattern with an extension
    expect(classifyPathLiteral('{:.4f}', false)).toBeNull();
    expect(classifyPathLiteral('Train Audio Enhancement', false)).toBeNull();
    expect(classifyPathLiteral('column_1', false)).toBeNull();
    expect(classifyPathLiteral('12/05/2020', false)).toBeNull();
  });

  it('a bare name is a path only where a path belongs (`root=…`, a path-like variable)', () => {
    expect(classifyPathLiteral('data', false)).toBeNull();
    expect(classifyPathLiteral('data', true)).toEqual({ kind: 'local_path', detail: 'data' });
  });
});

describe('PATH_LIKE_NAME', () => {
  it('names whose string value is a path: model_path, g_path (63001490, 62513349), data_dir, root, file', () => {
    for (const name of ['model_path', 'g_path', 'data_dir', 'root', 'file', 'image_file', 'save_dir'])
      expect(PATH_LIKE_NAME.test(name), name).toBe(true);
    for (const name of ['model', 'metadata', 'transform', 'batch_size']) expect(PATH_LIKE_NAME.test(name), name).toBe(false);
  });
});
