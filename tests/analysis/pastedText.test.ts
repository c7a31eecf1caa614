// What askers paste that is not quite Python: notes after code, English lines, unclosed brackets,
// method bodies pulled out of their class, `?` gaps, code wrapped in a string, damaged tracebacks,
// shell scripts and tool output. Each fix is checked on the real question it was found on; strings
// written for a test say "synthetic" in the test name.
import { describe, expect, it } from 'vitest';
import { analyzeBlockKinds, classifyCodeBlock } from '../../lib/analysis/codeBlockKind';
import type { BlockAnalysis, ProgramFacts } from '../../lib/analysis/blockFacts';
import { proseRuns } from '../../lib/analysis/lineKinds';
import { analyzeCodeBlock, analyzeProgram } from '../../lib/analysis/program';
import { analyzePythonBlock } from '../../lib/python/walk';
import { assembleQuestion, type Question } from '../../lib/question';
import { loadQuestion } from './corpusQuestion';

function programOf(fixture: string): { question: Question; program: ProgramFacts } {
  const question = loadQuestion(fixture);
  return { question, program: analyzeProgram(question) };
}

/** The analysis of the code block whose text contains `marker`. */
function blockWith(question: Question, program: ProgramFacts, marker: string): { text: string; analysis: BlockAnalysis } {
  const analysis = program.blocks.find((b) => question.blocks[b.block].text.includes(marker));
  if (!analysis) throw new Error(`no code block with ${marker} in question ${question.id}`);
  return { text: question.blocks[analysis.block].text, analysis };
}

const undefinedOf = (program: ProgramFacts) => program.undefinedNames.map((u) => u.name);
const usedOf = (text: string) => analyzePythonBlock(text).used.map((u) => u.name);

describe('prose inside code is not Python (bug 1)', () => {
  it('a `<--- errorring linne` note after a code line names nothing (SO 61968540)', () => {
    const { question, program } = programOf('so-61968540.json');
    expect(undefinedOf(program)).not.toContain('errorring');
    expect(undefinedOf(program)).not.toContain('linne');
    expect(undefinedOf(program)).toEqual(expect.arrayContaining(['cudnn', 'cifar10', 'vgg', 'Variable', 'deepcopy']));
    // The code on that line still counts.
    const { analysis } = blockWith(question, program, '<--- errorring linne');
    const used = analysis.python!.used.map((u) => u.name);
    expect(used).toEqual(expect.arrayContaining(['ops', 'tgts', 'F']));
  });

  it('synthetic: `x = f(a) <--- error here` uses f and a only', () => {
    expect(usedOf('x = f(a) <--- error here\ny = x\n')).toEqual(['f', 'a', 'x']);
  });

  it('synthetic: an English line between code lines names nothing', () => {
    expect(usedOf('x = load(path)\nthis is where the error occurs\nmodel(x)\n')).toEqual(['load', 'path', 'model', 'x']);
  });

  it('synthetic: keywords between names are Python, not prose', () => {
    for (const line of [
      'for x in y if x is not None',
      'print x',
      'y = a if b else c',
      'lambda x: x',
      'import numpy as np',
      'f\'{x}\' + r"y z"',
      'x = 1  # some words here',
    ]) {
      expect(proseRuns(line)).toEqual([]);
    }
    expect(proseRuns('gcc (Ubuntu 7.5.0) 7.5.0').length).toBeGreaterThan(0);
    expect(proseRuns('x = f(a) <--- error here')).toEqual([[14, 24]]);
  });
});

describe('a bracket left open before the next statement (bug 2)', () => {
  it('closes the list so the next statement is read (SO 62598130)', () => {
    const { question, program } = programOf('so-62598130.json');
    const { text, analysis } = blockWith(question, program, 'BiobertEmbedding');
    const python = analysis.python!;
    expect(undefinedOf(program)).toEqual(['BiobertEmbedding']);
    expect(python.defined).toEqual(expect.arrayContaining(['sentences', 'biobert', 'vectors']));
    expect(python.used.map((u) => u.name)).not.toContain('biobert_v1');
    expect(python.errorCount).toBe(1); // the unclosed bracket is still a syntax error as pasted
    for (const use of python.used) expect(text.slice(use.start, use.end)).toBe(use.name);
  });

  it('synthetic: the repair keeps offsets and leaves closed brackets alone', () => {
    const text = "    names = ['a', 'b'  # two\n\n    net = Net(path='./x_v1.1')\n    ys = (\n\n      3)\n    print(names)\n";
    const facts = analyzePythonBlock(text);
    expect(facts.used.map((u) => u.name)).toEqual(['Net', 'print', 'names']);
    expect(facts.defined).toEqual(expect.arrayContaining(['names', 'net', 'ys']));
    expect(facts.dataLoads.map((d) => d.text)).toEqual(["'./x_v1.1'"]);
    expect(facts.errorCount).toBe(1);
    for (const use of facts.used) expect(text.slice(use.start, use.end)).toBe(use.name);
  });
});

describe('`self` outside any class (bug 3)', () => {
  it('is an undefined name: the block is a method body pasted alone (SO 62166719)', () => {
    const { program } = programOf('so-62166719.json');
    expect(undefinedOf(program)).toContain('self');
    expect(undefinedOf(program)).not.toContain('bias'); // `bias=False` after the `?` is a keyword argument
  });

  it('synthetic: a method anywhere in the question binds it', () => {
    const code = (...texts: string[]) =>
      assembleQuestion({
        site: '',
        id: null,
        title: 'synthetic',
        tags: [],
        source: 'markdown',
        blocks: texts.map((text) => ({ kind: 'code' as const, text, lang: null })),
      });
    const excerpt = 'self.fc = nn.Linear(3, 2)\n';
    expect(undefinedOf(analyzeProgram(code(excerpt)))).toEqual(['self', 'nn']);
    const withClass = code('import torch.nn as nn\nclass Net(nn.Module):\n    def __init__(self):\n        super().__init__()\n', excerpt);
    expect(undefinedOf(analyzeProgram(withClass))).toEqual([]);
  });
});

describe('`?` placeholders (bug 4)', () => {
  it('finds `padding = ?` twice (SO 62166719)', () => {
    const { question, program } = programOf('so-62166719.json');
    const { text, analysis } = blockWith(question, program, 'padding = ?');
    expect(analysis.python!.placeholders.map((p) => p.text)).toEqual(['?', '?']);
    for (const p of analysis.python!.placeholders) expect(text.slice(p.start - 'padding = '.length, p.end)).toBe('padding = ?');
  });

  it('synthetic: `?` in strings and after an expression (IPython help) is no placeholder', () => {
    expect(analyzePythonBlock('q = "a = ?, b = ?"\nnn.Conv2d?\n').placeholders).toEqual([]);
    expect(analyzePythonBlock('fc = nn.Linear(???, 10)\n').placeholders.map((p) => p.text)).toEqual(['???']);
  });
});

describe('code wrapped whole in a string (bug 5)', () => {
  it("reads the code inside `'''` … `'''` (SO 62125405)", () => {
    const { question, program } = programOf('so-62125405.json');
    const evaluate = blockWith(question, program, 'def evaluate').analysis.python!;
    expect(evaluate.defined).toEqual(expect.arrayContaining(['evaluate', 'loss_val_total', 'predictions']));
    expect(evaluate.errorCount).toBe(0);
    const training = blockWith(question, program, 'for epoch in tqdm').analysis.python!;
    expect(training.training.map((t) => t.call)).toEqual(expect.arrayContaining(['for epoch', 'loss.backward', 'optimizer.step']));
    expect(undefinedOf(program)).toEqual(expect.arrayContaining(['model', 'device', 'tqdm', 'dataloader_train', 'optimizer']));
  });

  it('synthetic: a string holding prose stays a string', () => {
    expect(analyzePythonBlock("'''\nThis is what the model prints\nwhen it runs\n'''\n").used).toEqual([]);
    expect(analyzePythonBlock('"""\nimport torch\nx = torch.ones(2)\n"""').imports.map((i) => i.module)).toEqual(['torch']);
  });
});

describe('block kinds (bug 6)', () => {
  it('a shell script with exports and a `\\`-continued command is shell (SO 62476760)', () => {
    const { question, program } = programOf('so-62476760.json');
    const { analysis } = blockWith(question, program, 'export TRAIN_FILE');
    expect(analysis.kind).toBe('shell');
    expect(analysis.segments!.map((s) => s.kind)).toEqual(['shell']);
  });

  it('a traceback whose header lost its first letter is one traceback (SO 61914525)', () => {
    const { question, program } = programOf('so-61914525.json');
    const { analysis } = blockWith(question, program, 'raceback (most recent call last)');
    expect(analysis.kind).toBe('traceback');
    expect(analysis.segments!.map((s) => s.kind)).toEqual(['traceback']);
    expect(analysis.python).toBeNull();
    expect(analysis.traceback).toMatchObject({ complete: true, exceptionType: 'FileNotFoundError' });
    expect(analysis.traceback!.frames).toHaveLength(3);
    expect(undefinedOf(program)).toEqual([]);
  });

  it('gcc and CUDA-samples output are output, a `PATH=$PATH:…` line is shell (SO 62359175)', () => {
    const { question, program } = programOf('so-62359175.json');
    expect(blockWith(question, program, 'Free Software Foundation').analysis.kind).toBe('output');
    const bandwidth = blockWith(question, program, 'CUDA Bandwidth Test').analysis;
    expect(bandwidth.kind).toBe('output');
    expect(bandwidth.segments!.map((s) => s.kind)).toEqual(['output']);
    expect(blockWith(question, program, 'PATH=$PATH').analysis.kind).toBe('shell');
    for (const name of ['gcc', 'Copyright', 'Free', 'PASS', 'Samples', 'usr', 'local']) expect(undefinedOf(program)).not.toContain(name);
  });

  it('an error line marked `>>>` under a script is a traceback, not Python (SO 63102655)', () => {
    const { question, program } = programOf('so-63102655.json');
    const { analysis } = blockWith(question, program, '>>> IndexError');
    expect(analysis.kind).toBe('python');
    expect(analysis.segments!.map((s) => s.kind)).toEqual(['python', 'traceback']);
    expect(analysis.traceback).toMatchObject({ exceptionType: 'IndexError', message: 'too many indices for tensor of dimension 1' });
    expect(analysis.python!.errorCount).toBe(0);
    expect(undefinedOf(program)).toEqual([]);
  });

  it('synthetic: a legend of `name = words` lines is output', () => {
    expect(classifyCodeBlock('Tit   = total number of iterations\nTnf   = total number of function evaluations\n', null)).toBe('output');
    expect(analyzeBlockKinds('lr = 0.1\nmodel = Net()\n', null).kind).toBe('python');
  });
});

describe('comments in code are no training log (bug 7)', () => {
  it('`# Step 4: We sample a batch …` comments are not log lines (SO 63097995)', () => {
    const { question, program } = programOf('so-63097995.json');
    const { analysis } = blockWith(question, program, '# Step 4: We sample a batch');
    expect(analysis.output.trainingLog).toEqual([]);
    // `critic_loss = … \` continued on the next line, `% (directory, filename))` inside a call and
    // `(new_obs, reward, done) = env.step(action)` are all Python: one segment.
    expect(analysis.segments!.map((s) => s.kind)).toEqual(['python']);
    expect(undefinedOf(program)).toEqual([]);
  });

  it('synthetic: a pasted log line in a comment still counts', () => {
    const analysis = analyzeCodeBlock('model.fit(x, y, epochs=10)\n# Epoch 1/10 - loss: 0.2301\n# Step 2: build the model\n', 'python', 0);
    expect(analysis.output.trainingLog.map((l) => l.text)).toEqual(['# Epoch 1/10 - loss: 0.2301']);
  });
});
