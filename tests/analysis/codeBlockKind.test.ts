import { describe, expect, it } from 'vitest';
import { classifyCodeBlock, splitMixedBlock } from '../../lib/analysis/codeBlockKind';
import { codeBlock, loadQuestion, loadText } from './corpusQuestion';
import { question } from '../python/pythonQuestions';
import { questionOf, readFixtureRecords } from '../skeleton/inferenceQuestions';

function kindOf(fixture: string, n: number): string {
  const block = codeBlock(loadQuestion(fixture), n);
  return classifyCodeBlock(block.text, block.lang);
}

describe('classifyCodeBlock on real blocks', () => {
  it('a pasted Python traceback (SO 61703398)', () => {
    expect(kindOf('so-61703398.json', 0)).toBe('traceback');
  });

  it('an IPython traceback and a lone error line (SO 63332048, SO 61704401)', () => {
    expect(kindOf('so-63332048.json', 4)).toBe('traceback');
    expect(kindOf('so-61704401.json', 1)).toBe('traceback');
  });

  it('printed tensors and sizes (SO 61704401)', () => {
    expect(kindOf('so-61704401.json', 2)).toBe('output');
    expect(kindOf('so-61704401.json', 3)).toBe('output');
  });

  it('a training log (SO 62863028)', () => {
    expect(kindOf('so-62863028.json', 0)).toBe('output');
  });

  it('print(model) output (SO 62494963)', () => {
    expect(kindOf('so-62494963.json', 0)).toBe('output');
  });

  it('a Keras model.summary() (tensorflow/tensorflow#32268)', () => {
    const summary = /```\r?\n(Model: "sequential"[\s\S]*?)```/.exec(loadText('tf-issue-32268.md'))![1]; // the issue body has CRLF line ends
    expect(classifyCodeBlock(summary, null)).toBe('output');
  });

  it('a pip build log whose warning prints its source line (`  warnings.warn(`) is output throughout, no Python (SO 71575380)', () => {
    const blocks = question(71575380).blocks.filter((b) => b.kind === 'code');
    const warned = blocks.find((b) => b.text.includes('warnings.warn('))!;
    expect(splitMixedBlock(warned.text, warned.lang).map((s) => s.kind)).not.toContain('python');
    for (const b of blocks) expect(classifyCodeBlock(b.text, b.lang)).toBe('output');
  });

  it('a pip command (SO 62961170)', () => {
    expect(kindOf('so-62961170.json', 0)).toBe('shell');
  });

  it('Python code, including fragments and REPL sessions', () => {
    expect(kindOf('so-62159589.json', 0)).toBe('python');
    expect(kindOf('so-61703398.json', 2)).toBe('python');
    expect(kindOf('so-61826246.json', 3)).toBe('python');
    expect(classifyCodeBlock(loadText('paper-55328966.py'), null)).toBe('python');
  });

  it('uses the language hint only where the content is ambiguous', () => {
    const traceback = codeBlock(loadQuestion('so-61703398.json'), 0).text;
    expect(classifyCodeBlock(traceback, 'lang-py')).toBe('traceback'); // SO tags tracebacks lang-py
    expect(classifyCodeBlock('[jetson-inference]  cloning torchvision...', 'lang-sh')).toBe('shell');
  });
});

describe('splitMixedBlock', () => {
  it('separates code from the traceback pasted under it (SO 61956893)', () => {
    const text = codeBlock(loadQuestion('so-61956893.json'), 2).text;
    expect(classifyCodeBlock(text, null)).toBe('traceback'); // most of the block is the traceback
    const segments = splitMixedBlock(text);
    expect(segments.map((s) => s.kind)).toEqual(['python', 'traceback']);
    expect(text.slice(segments[0].start, segments[0].end).trim()).toBe('torch.masked_select(X, (mask == 1))');
    expect(text.slice(segments[1].start, segments[1].end)).toMatch(/^-+\nRuntimeError\s+Traceback/);
    expect(segments[1].end).toBe(text.length);
  });

  it('keeps a REPL session whole with its traceback apart (SO 61826246)', () => {
    const text = codeBlock(loadQuestion('so-61826246.json'), 1).text;
    const kinds = splitMixedBlock(text).map((s) => s.kind);
    expect(kinds[0]).toBe('python');
    expect(kinds[kinds.length - 1]).toBe('traceback');
  });

  it('covers the whole block with contiguous segments', () => {
    const text = codeBlock(loadQuestion('so-63332048.json'), 4).text;
    const segments = splitMixedBlock(text);
    expect(segments[0].start).toBe(0);
    for (let i = 1; i < segments.length; i++) expect(segments[i].start).toBe(segments[i - 1].end);
    expect(segments[segments.length - 1].end).toBe(text.length);
  });
});

describe('a traceback pasted from its last frame on', () => {
  const stated = readFixtureRecords('stated-facts-questions.jsonl');
  const needs = readFixtureRecords('needs-more-questions.jsonl');
  const blocksOf = (records: typeof stated, id: number) => questionOf(records.get(id)!).blocks.filter((b) => b.kind === 'code');

  it('the frame source opening a block above the error line is the traceback, not code (65428216)', () => {
    // `    assert len(optimizer_state["found_inf_per_device"]) > 0, …` then `AssertionError: No inf checks …`:
    // torch's own line, which a script must not run as the asker's code.
    const [code, excerpt] = blocksOf(needs, 65428216);
    expect(excerpt.text).toMatch(/^ {4}assert len\(optimizer_state/);
    expect(splitMixedBlock(excerpt.text, excerpt.lang).map((s) => s.kind)).toEqual(['traceback']);
    // `tensor[torch.isnan(tensor)] = 0` indexes a variable: code, not a printed tensor.
    expect(classifyCodeBlock(code.text, code.lang)).toBe('python');
  });

  it('a frame line whose `File "` was cut off starts the traceback (72061934)', () => {
    const excerpt = blocksOf(stated, 72061934).at(-1)!;
    expect(excerpt.text).toMatch(/^torch\/autograd\/__init__\.py", line 154, in backward\n/);
    expect(splitMixedBlock(excerpt.text, excerpt.lang).map((s) => s.kind)).toEqual(['traceback']);
  });

  it('code that opens indented but does not end in an error line stays code (72061934, block 1)', () => {
    const program = blocksOf(stated, 72061934)[0];
    expect(program.text).toMatch(/^ {4}actual_loes_score_g = /);
    expect(classifyCodeBlock(program.text, program.lang)).toBe('python');
  });
});
