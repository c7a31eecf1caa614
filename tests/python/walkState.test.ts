// The walk's state and its small readers (lib/python/walkState.ts): offsets of the parsed source mapped to the
// block's text, as the facts of a dedented paste need them.
import { describe, expect, it } from 'vitest';
import { prepareSource } from '../../lib/python/source';
import { createWalkState, located, originalOffset } from '../../lib/python/walkState';
import { blockWith } from './pythonQuestions';

describe('walk state', () => {
  it('starts at the module scope with no facts', () => {
    const walk = createWalkState('x = 1', 'x = 1', (o) => o, true);
    expect(walk.names.scopes).toEqual([{ kind: 'module', parent: null, start: 0, end: 5, name: null }]);
    expect(walk.scopeFrames).toEqual([{ index: 0, bodyFrom: 0, holeFrom: -1, holeTo: -1 }]);
    expect([walk.depth, walk.inError, walk.subscript, walk.modelClassDepth, walk.errorCount]).toEqual([0, 0, 0, 0, 0]);
  });

  it("maps parsed offsets back to the block's text when a clean-up moved them: a paste indented as a whole (synthesized input)", () => {
    const text = '    import torch\n    x = torch.zeros(3)\n';
    const prepared = prepareSource(text);
    expect(prepared.shifted).toBe(true);
    const walk = createWalkState(text, prepared.source, prepared.toOriginal, !prepared.shifted);
    const at = prepared.source.indexOf('torch.zeros');
    expect(located(walk, at, at + 'torch.zeros'.length)).toEqual({
      start: text.indexOf('torch.zeros'),
      end: text.indexOf('torch.zeros') + 11,
      text: 'torch.zeros',
    });
    expect(originalOffset(walk, at)).toBe(text.indexOf('torch.zeros'));
  });

  it("with nothing moved, offsets are the text's own (64425861)", () => {
    const code = blockWith(64425861, 'class MyModel');
    const walk = createWalkState(code, code, (o) => o, true);
    expect(located(walk, 0, 6)).toEqual({ start: 0, end: 6, text: code.slice(0, 6) });
  });
});
