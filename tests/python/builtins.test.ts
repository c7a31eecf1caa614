// The names a program may use without defining them (lib/python/builtins.ts), against the names real questions
// read without binding them (tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import { PYTHON_BUILTINS } from '../../lib/python/builtins';
import { analyzePythonSource } from '../../lib/python/walk';
import { blockWith, scriptOf } from './pythonQuestions';

const unbound = (code: string) => {
  const facts = analyzePythonSource(code);
  const bound = new Set(facts.names.bindings.map((b) => b.name));
  return new Set(facts.names.reads.filter((r) => !bound.has(r.name)).map((r) => r.name));
};

describe('PYTHON_BUILTINS', () => {
  it('62513349 imports all it uses: every name it reads without binding it is a builtin', () => {
    const names = [...unbound(blockWith(62513349, 'sum(param.numel()'))].sort();
    expect(names).toEqual(['__name__', 'int', 'print', 'range', 'sum']);
    for (const name of names) expect(PYTHON_BUILTINS.has(name), name).toBe(true);
  });

  it('the builtins of 63233837 (`dict`, `enumerate`, `len`, `list`) and constants', () => {
    const builtins = [...unbound(scriptOf(63233837))].filter((n) => PYTHON_BUILTINS.has(n));
    expect(builtins).toEqual(expect.arrayContaining(['dict', 'enumerate', 'len', 'list']));
    for (const name of ['True', 'False', 'None', 'Exception', 'RuntimeError']) expect(PYTHON_BUILTINS.has(name), name).toBe(true);
  });

  it('Python 2 names still seen in old questions, module dunders, and what IPython provides', () => {
    for (const name of ['xrange', 'raw_input', 'unicode', '__name__', 'display', 'get_ipython'])
      expect(PYTHON_BUILTINS.has(name), name).toBe(true);
  });

  it('`self` and `cls` are no builtins: a method binds them (a method body pasted alone reads them unbound)', () => {
    expect(PYTHON_BUILTINS.has('self')).toBe(false);
    expect(PYTHON_BUILTINS.has('cls')).toBe(false);
  });
});
