// The promises lib/python/walkFacts.ts documents for its types, checked on every code block of the walk's fixtures
// (tests/fixtures/python/questions.jsonl) and the analysis fixtures' questions.
import { describe, expect, it } from 'vitest';
import type { PythonBlockFacts } from '../../lib/python/walkFacts';
import { analyzePythonBlock } from '../../lib/python/walk';
import { loadQuestion } from '../analysis/corpusQuestion';
import { question } from './pythonQuestions';

const IDS = [62513349, 62372055, 63552044, 63127564, 61704416, 64425861, 70465064, 63411142, 63233837, 69040420, 71575380];
const blocks: string[] = [
  ...IDS.flatMap((id) => question(id).blocks.flatMap((b) => (b.kind === 'code' ? [b.text] : []))),
  ...['so-62159589.json', 'so-62166719.json', 'so-61826246.json'].flatMap((f) =>
    loadQuestion(f).blocks.flatMap((b) => (b.kind === 'code' ? [b.text] : [])),
  ),
];
const all: Array<[string, PythonBlockFacts]> = blocks.map((text) => [text, analyzePythonBlock(text)]);

describe(`the facts of ${blocks.length} real code blocks keep their types' promises`, () => {
  it('scopes[0] is the module; every other scope names an earlier one as its parent and lies inside it', () => {
    for (const [text, { names }] of all) {
      expect(names.scopes[0]).toEqual({ kind: 'module', parent: null, start: 0, end: text.length, name: null });
      names.scopes.slice(1).forEach((scope, i) => {
        expect(scope.parent).not.toBeNull();
        expect(scope.parent!).toBeLessThan(i + 1);
        const parent = names.scopes[scope.parent!];
        expect(scope.start).toBeGreaterThanOrEqual(parent.start);
        expect(scope.end).toBeLessThanOrEqual(parent.end);
      });
    }
  });

  it("bindings and reads name a scope of the block and quote their name from the block's text, in the order of the text", () => {
    for (const [text, { names }] of all) {
      for (const fact of [...names.bindings, ...names.reads]) {
        expect(fact.scope).toBeLessThan(names.scopes.length);
        expect(text.slice(fact.start, fact.end)).toBe(fact.name);
      }
      expect(names.reads.map((r) => r.start)).toEqual([...names.reads.map((r) => r.start)].sort((a, b) => a - b));
    }
  });

  it('a binding holds its value at or after its name, but for parameters and comprehension targets (bound from their scope on)', () => {
    for (const [, { names }] of all) {
      for (const binding of names.bindings) {
        if (binding.kind === 'parameter' || binding.kind === 'comprehension') continue;
        expect(binding.effective, `${binding.kind} ${binding.name}`).toBeGreaterThanOrEqual(binding.end);
      }
    }
  });

  it("every use in the checklist's list is a read of the scoped facts, at the same place", () => {
    for (const [, facts] of all) {
      const reads = new Set(facts.names.reads.map((r) => `${r.start}:${r.name}`));
      for (const use of facts.used) expect(reads.has(`${use.start}:${use.name}`), use.name).toBe(true);
    }
  });

  it("a model class's layers lie in its body; a Sequential's in its call", () => {
    for (const [, facts] of all) {
      for (const model of facts.modelClasses)
        for (const layer of model.layers) expect(layer.start).toBeGreaterThanOrEqual(model.body.start);
      for (const sequential of facts.sequentials)
        for (const layer of sequential.layers) expect(layer.end).toBeLessThanOrEqual(sequential.end);
    }
  });
});
