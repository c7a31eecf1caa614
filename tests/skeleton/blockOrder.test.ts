// The right block and run order (docs/skeleton.md, "the right block" and "Run order"), on real questions of
// tests/fixtures/skeleton/order-questions.jsonl (provenance: tests/fixtures/skeleton/PROVENANCE.md): a complete
// program the traceback ran through runs alone, a block repeating another's line is not hoisted above it, a statement
// reading a name bound only further down is left out, and `from __future__` stays the script's first statement.
import { describe, expect, it } from 'vitest';
import type { Skeleton } from '../../lib/skeleton/build';
import { fixtureSkeleton, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('order-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

/** The script's lines that are code, not comments or blanks. */
function codeLines(script: string): string[] {
  return script.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
}

describe('the complete program the traceback ran through runs alone', () => {
  it('66226135: block 1 holds `losses = pool.map(…)` and the call into it; the DDP attempt and its repeats are left out', () => {
    const skeleton = skeletonOf(66226135);
    expect(skeleton.script).toContain('                losses = pool.map(get_loss, batch)');
    expect(skeleton.script).toContain('    train_fake_data()');
    expect(skeleton.script).not.toContain('OneDeviceModel');
    expect(skeleton.script).toContain(
      "# Left out of the code: code blocks 3, 4 and 5 (code block 1 is a complete program holding the traceback's lines, and runs alone)",
    );
    expect(skeleton.status).toBe('runnable');
  });

  it('70110429: no block is a complete program, so every block stays (not this rule)', () => {
    const markers = skeletonOf(70110429).script.match(/^# ---- the question's code block \d+ ----$/gm);
    expect(markers).toEqual([1, 2, 3, 5].map((n) => `# ---- the question's code block ${n} ----`));
  });
});

describe('a block that repeats a line of another block is not hoisted above it', () => {
  it('70110429: block 5, `y = y.to(device).long()`, repeats a line of block 3 and stays after it', () => {
    const script = skeletonOf(70110429).script;
    expect(script.indexOf("# ---- the question's code block 5 ----")).toBeGreaterThan(
      script.indexOf("# ---- the question's code block 3 ----"),
    );
  });
});

describe('a statement reading a name bound only further down is left out', () => {
  it('63822152: the quoted `batch_first[1:].view(…)` above the block that makes batch_first goes; that block runs', () => {
    const skeleton = skeletonOf(63822152);
    expect(skeleton.script).toContain(
      "# batch_not_first = batch_first[1:].view(-1, embedding) # slicing out the first time step  # ReproLens: commented out: reads `batch_first` before the question's code defines it",
    );
    expect(codeLines(skeleton.script)).toContain('batch_first[:,1:].view(-1, embedding) # slicing out the first time step');
    expect(skeleton.status).toBe('runnable');
  });

  it('74289077: `dataset = WineDataset()` indented into the class goes, and the loader statement that reads it after', () => {
    const script = skeletonOf(74289077).script;
    expect(script).toContain(
      "    # dataset = WineDataset()  # ReproLens: commented out: reads `WineDataset` before the question's code defines it",
    );
    expect(script).toContain(
      "    # train_loader = DataLoader(dataset=dataset,  # ReproLens: commented out: reads `dataset` before the question's code defines it",
    );
    expect(script).toContain('                              # num_workers=2)  # ReproLens: commented out: part of the statement above');
    expect(script).not.toContain('`WineDataset` is used before');
  });

  it('64997817: `total_loss += env_loss` binds only what it reads first: it stays, with a TODO (not this rule)', () => {
    const skeleton = skeletonOf(64997817);
    expect(codeLines(skeleton.script)).toContain('total_loss += env_loss');
    expect(skeleton.missing).toContain("`total_loss` is used before the question's code defines it");
  });
});

describe('a block binding a name before it reads it keeps the question order', () => {
  it('49161174: `labels = tf.reshape(labels, …)` reads its old value, so the block binding it first still goes above', () => {
    const script = skeletonOf(49161174).script;
    expect(script.indexOf("# ---- the question's code block 8 ----")).toBeLessThan(
      script.indexOf("# ---- the question's code block 7 ----"),
    );
    expect(script).toMatch(/^labels = tf\.reshape\(labels, \[3, 1\]\)$/m);
  });
});

describe('`from __future__` stays the first statement', () => {
  it('72313510: the import opens the script and the question line stays, commented out with the reason', () => {
    const script = skeletonOf(72313510).script;
    expect(codeLines(script)[0]).toBe(
      "from __future__ import print_function  # ReproLens: moved up from the question's code; it must be the script's first statement",
    );
    expect(script).toContain(
      '# from __future__ import print_function  # ReproLens: commented out: moved to the top of the script, where a `from __future__` import must stand',
    );
    expect(codeLines(script).filter((l) => l.startsWith('from __future__'))).toHaveLength(1);
  });
});
