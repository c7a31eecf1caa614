// Names as Python scopes them (lib/python/scopes.ts), on real code (tests/fixtures/python/questions.jsonl): which
// scope each read belongs to, which names are bound where, and what the checklist's order-blind `defined` / `used`
// lists keep of them.
import { describe, expect, it } from 'vitest';
import type { NameFacts, PythonBlockFacts } from '../../lib/python/walkFacts';
import { analyzePythonBlock, analyzePythonSource } from '../../lib/python/walk';
import { blockWith, offsetOf } from './pythonQuestions';
import { codeBlock, loadQuestion } from '../analysis/corpusQuestion';

const scopeOfRead = (names: NameFacts, name: string, nth = 0) => names.scopes[names.reads.filter((r) => r.name === name)[nth].scope];
const bindingsOf = (facts: PythonBlockFacts, name: string) => facts.names.bindings.filter((b) => b.name === name);

describe('generator arguments are comprehensions with a scope of their own (62513349)', () => {
  const code = blockWith(62513349, 'sum(param.numel() for param in generator.parameters())');
  const facts = analyzePythonSource(code);

  it('`param` is bound in the generator and read there', () => {
    const [param] = bindingsOf(facts, 'param');
    expect(param).toMatchObject({ kind: 'comprehension', start: offsetOf(code, 'param in generator') });
    const scope = facts.names.scopes[param.scope];
    expect(scope).toMatchObject({ kind: 'comprehension', parent: 0, start: offsetOf(code, '(param.numel()') });
    expect(scopeOfRead(facts.names, 'param')).toBe(scope);
  });

  it('the first iterable, `generator.parameters()`, is read in the enclosing scope', () => {
    const read = facts.names.reads.find((r) => r.name === 'generator' && r.start === offsetOf(code, 'generator.parameters()))'));
    expect(facts.names.scopes[read!.scope].kind).toBe('module');
  });

  it("the checklist's lists keep their reading: `param` defined, used where read", () => {
    expect(facts.defined).toContain('param');
    expect(facts.used.filter((u) => u.name === 'param').map((u) => u.start)).toEqual([
      offsetOf(code, 'param.numel()'),
      offsetOf(code, 'param.numel()', 1),
    ]);
  });
});

describe('classes and methods (62372055)', () => {
  const code = blockWith(62372055, 'class CustomNet(torch_nn.Module)');
  const facts = analyzePythonSource(code);

  it('a method is a function scope inside its class scope, inside the module', () => {
    const forward = facts.names.scopes.find((s) => s.kind === 'function' && s.name === 'forward')!;
    const customNet = facts.names.scopes[forward.parent!];
    expect(customNet).toMatchObject({ kind: 'class', name: 'CustomNet', parent: 0 });
  });

  it('`self` and `data` are parameters of forward; the reads in its body are its own', () => {
    const forward = facts.names.scopes.findIndex((s) => s.kind === 'function' && s.name === 'forward');
    expect(
      bindingsOf(facts, 'data')
        .filter((b) => b.kind === 'parameter')
        .map((b) => b.scope),
    ).toContain(forward);
    const reads = facts.names.reads.filter((r) => r.scope === forward).map((r) => r.name);
    expect(new Set(reads)).toEqual(new Set(['torch_functional', 'self', 'data']));
  });
});

describe('what is no Python name: keyword names, prose, error recovery', () => {
  it('keyword names of a call are neither reads nor bindings: `DataLoader(dataset=train_dataset, …)` (62513349)', () => {
    const facts = analyzePythonSource(blockWith(62513349, 'DataLoader(dataset=train_dataset'));
    expect(facts.names.reads.some((r) => r.name === 'num_workers' || r.name === 'shuffle')).toBe(false);
    expect(facts.names.reads.some((r) => r.name === 'train_dataset')).toBe(true);
  });

  it("words of prose (a training log read as code) are reads to the scoped facts but no uses in the checklist's list (61968540)", () => {
    const block = codeBlock(loadQuestion('so-61968540.json'), 0).text;
    expect(block).toMatch(/^Optimizing the network with batch size 25/);
    const facts = analyzePythonBlock(block);
    const prose = ['Optimizing', 'network', 'Average', 'deprecated'];
    for (const word of prose)
      expect(
        facts.names.reads.some((r) => r.name === word),
        word,
      ).toBe(true);
    expect(facts.used.filter((u) => prose.includes(u.name))).toEqual([]);
    expect(facts.used.map((u) => u.name)).toEqual(expect.arrayContaining(['F', 'ops', 'tgts'])); // `F.nll_loss(ops, tgts)` is code
  });

  it('TOML pasted as code (`build-backend = "…"`) binds nothing: its words are read; the checklist always listed them as defined (74949556)', () => {
    const facts = analyzePythonSource(blockWith(74949556, 'build-backend'));
    expect(bindingsOf(facts, 'backend')).toEqual([]);
    expect(facts.names.reads.some((r) => r.name === 'backend')).toBe(true);
    expect(facts.defined).toContain('backend');
  });
});

describe('walrus bindings (63411142)', () => {
  const code = blockWith(63411142, '(model := tf.keras.applications');
  const facts = analyzePythonSource(code);

  it('`(model := …)` and `x=(x := tf.zeros(…))` bind in the enclosing scope, after their value', () => {
    const model = bindingsOf(facts, 'model').find((b) => b.kind === 'walrus')!;
    expect(facts.names.scopes[model.scope].kind).toBe('module');
    expect(model.effective).toBe(offsetOf(code, '(model := ') + '(model := tf.keras.applications.mobilenet.MobileNet()'.length);
    expect(bindingsOf(facts, 'x').map((b) => b.kind)).toEqual(['walrus']);
    expect(facts.names.reads.some((r) => r.name === 'x' && r.start === offsetOf(code, 'x=('))).toBe(false); // `x=` is the keyword
  });
});
