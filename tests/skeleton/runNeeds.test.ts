// The "Needs to reproduce" line (lib/skeleton/runNeeds.ts; docs/skeleton.md, "Status": every skeleton that cannot
// reproduce here says why in one line at its top) on real questions (tests/fixtures/skeleton/PROVENANCE.md, needs-questions.jsonl).
import { describe, expect, it } from 'vitest';
import type { Skeleton } from '../../lib/skeleton/build';
import { needsLine } from '../../lib/skeleton/runNeeds';
import { fixtureSkeleton, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('needs-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

const header = (s: Skeleton) => s.script.split('\n\n')[0];

describe('what a skeleton needs that no stand-in gives', () => {
  it('a CUDA error, a package and a download: one line under the status line, and the typed field', () => {
    const s = skeletonOf(70508960);
    expect(s.needs).toEqual([
      { kind: 'cuda', what: 'a CUDA GPU (the reported error is a CUDA error)' },
      { kind: 'package', what: 'transformers' },
      { kind: 'network', what: 'from_pretrained' },
    ]);
    const lines = header(s).split('\n');
    expect(lines[2]).toMatch(/^# Status: /);
    expect(lines[3]).toBe(
      '# Needs to reproduce: a CUDA GPU (the reported error is a CUDA error); package transformers; the network (from_pretrained)',
    );
  });

  it("names the asker's file the code still reads", () => {
    expect(skeletonOf(64635630).needs).toContainEqual({ kind: 'file', what: 'train.txt' });
  });

  it('`.cuda()` with no CPU fallback needs a CUDA GPU', () => {
    expect(skeletonOf(66337562).needs.map((n) => n.kind)).toContain('cuda');
  });

  it("a Windows error is the asker's OS", () => {
    expect(skeletonOf(64837376).needs.map((n) => n.kind)).toEqual(['os']);
  });

  it('an XLA error needs a TPU, and torch_xla by its pip name', () => {
    expect(skeletonOf(63486381).needs).toEqual([
      { kind: 'tpu', what: "a TPU with torch_xla (the reported error is XLA's)" },
      { kind: 'package', what: 'torch-xla' },
    ]);
  });

  it('no line when the CPU reproduces the bug: "Torch not compiled with CUDA enabled" makes `.cuda()` the bug', () => {
    const s = skeletonOf(69180740);
    expect(s.needs).toEqual([]);
    expect(s.script).not.toContain('# Needs to reproduce');
  });

  it('no line on a CPU program that needs nothing', () => {
    expect(skeletonOf(67746193).needs).toEqual([]);
  });

  it('the line names a few of a kind and a long path by its end', () => {
    const line = needsLine([
      { kind: 'file', what: '/home/someone/projects/a-long-project-name/checkpoints/model.pth' },
      { kind: 'package', what: 'a' },
      { kind: 'package', what: 'b' },
      { kind: 'package', what: 'c' },
      { kind: 'package', what: 'd' },
    ]);
    expect(line).toBe("# Needs to reproduce: packages a, b, c, …; the asker's file …long-project-name/checkpoints/model.pth");
    expect(needsLine([])).toBeNull();
  });
});
