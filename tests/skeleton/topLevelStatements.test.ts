// Where the repair may parse a piece in separate groups (lib/skeleton/topLevelStatements.ts): only at a column-0 line
// that starts a statement outside brackets, strings and `\` continuations (with the blank and comment lines above it); the other clauses of a compound statement
// and a decorated definition stay with what they belong to. Synthesized inputs (synth-…) for each rule, and one real
// question whose repair reads several groups (62302878, tests/fixtures/skeleton/PROVENANCE.md).
import { describe, expect, it } from 'vitest';
import { groupStarts } from '../../lib/skeleton/topLevelStatements';
import { question, withoutCommonIndent } from './inferenceQuestions';

const starts = (code: string) => groupStarts(code.split('\n'));

describe('groupStarts', () => {
  it('synth-statements: each column-0 statement starts a group, with the blank and comment lines above it', () => {
    expect(starts('import torch\n\n# the model\nx = 1\ny = f(x)')).toEqual([0, 1, 4]);
    expect(starts('x = 1\ny = 2')).toEqual([0, 1]);
  });

  it('synth-compound: `else`, `elif`, `except`, `finally` and indented lines continue the statement above', () => {
    expect(starts('if a:\n    b()\nelif c:\n    d()\nelse:\n    e()\ntry:\n    f()\nexcept E:\n    g()\nfinally:\n    h()\nz = 1')).toEqual(
      [0, 6, 12],
    );
  });

  it('synth-decorator: a decorated definition is one group with its decorators', () => {
    expect(starts('@a\n@b(1)\ndef f():\n    pass\nx = 1')).toEqual([0, 4]);
  });

  it('synth-brackets-strings-joins: no group starts inside brackets, a triple-quoted string or after a `\\`', () => {
    expect(starts('x = f(\n1,\ny)\nz = 1')).toEqual([0, 3]);
    expect(starts('s = """\nnot code\n"""\nz = 1')).toEqual([0, 3]);
    expect(starts("x = 1 + \\\n2\nz = '(' # (\nw = 1")).toEqual([0, 2, 3]);
  });

  it('synth-odd-starts: a line starting with an operator, a closing bracket or a dot stays with the line above', () => {
    expect(starts('x = y\n.strip()\n)\n+ 1\nz = 1')).toEqual([0, 4]);
  });

  it('a real `while … else: break` script is one group per top-level statement (62302878)', () => {
    const block = question(62302878).blocks.find((b) => b.kind === 'code' && b.text.includes('while(cap.isOpened()):'))!;
    const lines = withoutCommonIndent(block.text).split('\n');
    const found = groupStarts(lines);
    expect(found[0]).toBe(0);
    const firstCode = (start: number) => lines.slice(start).find((l) => l.trim() && !l.trim().startsWith('#'))!;
    for (const start of found.slice(1)) expect(firstCode(start)).toMatch(/^[A-Za-z_@(['"]/);
    expect(found.length).toBeGreaterThan(3);
    expect(found.map((s) => firstCode(s).slice(0, 12))).toContain('while(cap.is');
  });
});
