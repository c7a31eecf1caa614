// Text that is not Python is recognised before lezer's error recovery runs on it, counted, not timed: a code block
// the block-kind reading (lib/analysis/codeBlockKind.ts) calls a traceback, printed output, shell commands or another
// language gives @lezer/python none of its characters; a prose paragraph (asked whether it is code pasted as text,
// lib/analysis/unformattedCode.ts) is parsed strictly, so lezer stops at its first syntax error. Every text is
// synthesized in the shapes of the corpus (synth-…).
import type { PartialParse } from '@lezer/common';
import { LRParser } from '@lezer/lr';
import { parser } from '@lezer/python';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeProgram, clearCodeBlockCache } from '../../lib/analysis/program';
import { classifyCodeBlock } from '../../lib/analysis/codeBlockKind';
import { analyzeQuestion } from '../../lib/engine';
import { assembleQuestion } from '../../lib/question';

const NOT_PYTHON: Record<string, [text: string, kind: string]> = {
  'synth-traceback': [
    'Traceback (most recent call last):\n  File "train.py", line 12, in <module>\n    loss.backward()\n  File "/usr/lib/python3.8/site-packages/torch/tensor.py", line 198, in backward\n    torch.autograd.backward(self, gradient)\nRuntimeError: element 0 of tensors does not require grad and does not have a grad_fn',
    'traceback',
  ],
  'synth-training-log': [
    'Epoch 1/10\n1875/1875 [==============================] - 4s 2ms/step - loss: 0.4821 - accuracy: 0.8263\nEpoch 2/10\n1875/1875 [==============================] - 3s 2ms/step - loss: 0.3612 - accuracy: 0.8679',
    'output',
  ],
  'synth-shell': ['$ pip install torch==1.5.0 torchvision==0.6.0\n$ python train.py --epochs 10 --lr 0.01', 'shell'],
  'synth-javascript': [
    'const model = await tf.loadLayersModel("model.json");\nconst result = model.predict(tf.tensor2d([[1, 2]]));\nconsole.log(result);',
    'other',
  ],
};

/** Characters @lezer/python reached while `run` ran: where each parse stopped (a strict parse stops at its first error). */
function pythonCharsReached(run: () => void): number {
  const startParse = LRParser.prototype.startParse;
  const parses: PartialParse[] = [];
  const spy = vi.spyOn(LRParser.prototype, 'startParse').mockImplementation(function (this: LRParser, input, ...rest) {
    const parse = startParse.call(this, input, ...rest);
    if (this.nodeSet === parser.nodeSet) parses.push(parse);
    return parse;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return parses.reduce((n, p) => n + (p.parsedPos ?? 0), 0);
}

const question = (blocks: Parameters<typeof assembleQuestion>[0]['blocks']) =>
  assembleQuestion({ site: 'stackoverflow', id: 1, title: 'RuntimeError in pytorch training', tags: ['pytorch'], source: 'api', blocks });

afterEach(() => clearCodeBlockCache());

describe('text that is not Python never reaches the Python parser', () => {
  for (const [name, [text, kind]] of Object.entries(NOT_PYTHON))
    it(`${name}: read as ${kind}, none of it parsed`, () => {
      expect(classifyCodeBlock(text, null)).toBe(kind);
      const q = question([{ kind: 'code', text, lang: null }]);
      expect(pythonCharsReached(() => analyzeProgram(q))).toBe(0);
      expect(pythonCharsReached(() => analyzeQuestion(q))).toBe(0);
    });

  it('synth-prose: an English paragraph of 3,000 characters is read by lezer only to its first syntax error', () => {
    // Line by line, so no line is dense enough with errors for the parser's limits to blank it (python/parserLimits.ts).
    const sentence = 'I am training a model (a small CNN) and the loss = nan after the first epoch.\n';
    const text = sentence.repeat(Math.ceil(3000 / sentence.length)).slice(0, 3000);
    const q = question([{ kind: 'prose', text, inlineCode: [], links: [] }]);
    expect(pythonCharsReached(() => analyzeQuestion(q))).toBeLessThan(20);
  });
});
