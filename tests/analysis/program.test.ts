import { describe, expect, it } from 'vitest';
import { analyzeProgram, analyzeProseOutput, MAX_BLOCK_CHARS } from '../../lib/analysis/program';
import { PYTHON_BUILTINS } from '../../lib/python/builtins';
import { assembleQuestion } from '../../lib/question';
import { codeBlock, loadQuestion, readCorpus, SAMPLE_JSONL } from './corpusQuestion';

describe('analyzeProgram', () => {
  it('finds names undefined across all blocks, in order of first use (SO 61703398)', () => {
    const question = loadQuestion('so-61703398.json');
    const program = analyzeProgram(question);
    const names = program.undefinedNames.map((u) => u.name);
    // The Net class (block 3), train() (block 5) and the optimizer (block 7) are separate blocks:
    // `optimizer` and `loss_function`, used in train(), are defined in the last block, so they are not reported.
    expect(names).toEqual(['nn', 'torch', 'F', 'epochs', 'tqdm', 'X_train', 'batch', 'train_X', 'train_y', 'net', 'optim']);
    expect(names).not.toContain('optimizer');
    expect(names).not.toContain('loss_function');
    expect(names).not.toContain('super'); // builtin
    expect(program.undefinedNameBlocks).toEqual([3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 7]);
    const first = program.undefinedNames[0];
    expect(question.blocks[3].text.slice(first.start, first.end)).toBe('nn');
  });

  it('analyses the python and traceback parts of a mixed block (SO 61956893)', () => {
    const question = loadQuestion('so-61956893.json');
    const block = codeBlock(question, 2);
    const analysis = analyzeProgram(question).blocks.find((b) => b.block === block.index)!;
    expect(analysis.kind).toBe('traceback');
    expect(analysis.segments!.map((s) => s.kind)).toEqual(['python', 'traceback']);
    expect(analysis.python!.used.map((u) => u.name)).toEqual(['torch', 'X', 'mask']);
    expect(analysis.traceback).toMatchObject({ complete: true, exceptionType: 'RuntimeError' });
    expect(analysis.output.errors).toHaveLength(1);
  });

  it('gives output facts for output blocks and none from code (SO 61704401)', () => {
    const program = analyzeProgram(loadQuestion('so-61704401.json'));
    const shapes = program.blocks.flatMap((b) => b.output.shapes.map((s) => s.dims));
    expect(shapes).toEqual([
      [1, 28],
      [1, 11],
      [1, 5, 11],
    ]);
    expect(program.blocks[0].python!.models).toContainEqual(expect.objectContaining({ kind: 'pretrained', name: 'distilbert-base-cased' }));
  });

  it('keeps shapes that askers write in comments (SO 62494963)', () => {
    const question = loadQuestion('so-62494963.json');
    const block = codeBlock(question, 4);
    const analysis = analyzeProgram(question).blocks.find((b) => b.block === block.index)!;
    expect(analysis.output.shapes.map((s) => s.dims)).toContainEqual([4096]);
  });

  it('reports prose and quote output by block index (SO 62159589)', () => {
    const question = loadQuestion('so-62159589.json');
    const prose = analyzeProseOutput(question);
    const withError = [...prose.entries()].filter(([, facts]) => facts.errors.length);
    expect(withError).toHaveLength(1);
    expect(question.blocks[withError[0][0]].text).toContain('RuntimeError: expected scalar type Long but found Float');
    expect([...prose.keys()].every((i) => question.blocks[i].kind !== 'code')).toBe(true);
  });

  it('bounds the work on a huge block and says so', () => {
    const corpus = readCorpus(SAMPLE_JSONL);
    const code = corpus.map((r) => r.body_html).join('\n');
    const text = code.repeat(Math.ceil(1_000_000 / code.length)).slice(0, 1_000_000);
    const question = assembleQuestion({
      site: '',
      id: null,
      title: 'big',
      tags: [],
      source: 'markdown',
      blocks: [{ kind: 'code', text, lang: null }],
    });
    // (How long it takes is measured by `npm run bench`, not here.)
    const program = analyzeProgram(question);
    expect(program.blocks[0].truncated).toBe(true);
    const ends = [...program.blocks[0].output.errors, ...(program.blocks[0].python?.used ?? [])].map((f) => f.end);
    expect(Math.max(0, ...ends)).toBeLessThanOrEqual(MAX_BLOCK_CHARS);
  });

  it('knows the builtins', () => {
    for (const name of ['print', 'len', 'range', 'super', 'ValueError', '__name__', 'isinstance', 'KeyboardInterrupt']) {
      expect(PYTHON_BUILTINS.has(name)).toBe(true);
    }
    // A method binds `self` and `cls` as parameters; used outside any method they are undefined.
    expect(PYTHON_BUILTINS.has('self')).toBe(false);
    expect(PYTHON_BUILTINS.has('cls')).toBe(false);
  });
});

describe('code pasted in awkward forms (real questions)', () => {
  it('reads Python quoted with `> ` on every line as Python (63121983)', () => {
    const question = loadQuestion('so-63121983.json');
    const block = codeBlock(question, 0);
    const program = analyzeProgram(question);
    const analysis = program.blocks.find((b) => b.block === block.index)!;
    expect(analysis.kind).toBe('python');
    expect(analysis.python!.models.map((m) => `${m.kind}:${m.name}`)).toContain('nn.Module:RNN');
  });

  it('parses trailing-dot floats (`1., 0.`) of a pasted tensor without error nodes (63329989)', () => {
    const question = loadQuestion('so-63329989.json');
    const program = analyzeProgram(question);
    const first = program.blocks[0];
    expect(question.blocks[first.block].text).toMatch(/\d\.,/);
    expect(first.python!.errorCount).toBe(0);
    expect(first.python!.standInData.map((s) => s.call)).toContain('torch.tensor');
  });
});
