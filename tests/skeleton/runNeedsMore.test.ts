// The "Needs to reproduce" line read from what the question reports (lib/skeleton/runNeeds.ts, rules in
// runNeedRules.ts; docs/skeleton.md, "Status": every skeleton that cannot reproduce here says why in one
// line at its top) on real questions (tests/fixtures/skeleton/PROVENANCE.md, needs-more-questions.jsonl).
import { describe, expect, it } from 'vitest';
import type { Skeleton } from '../../lib/skeleton/build';
import { fixtureSkeleton, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('needs-more-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

/** The header's fourth line: title, provenance, status, then the needs line when there is one. */
const needsLineOf = (id: number) => skeletonOf(id).script.split('\n')[3];

describe('what the reported failure says a run needs', () => {
  it('a package a traceback frame runs through under site-packages (stable_baselines3), by its pip name', () => {
    expect(skeletonOf(74229178).needs).toEqual([{ kind: 'package', what: 'stable-baselines3' }]);
    expect(needsLineOf(74229178)).toBe('# Needs to reproduce: package stable-baselines3');
  });

  it("a package pip's table does not know, in a notebook's frames (dall_e), named as installed, not the asker's module", () => {
    expect(skeletonOf(72297590).needs).toEqual([{ kind: 'package', what: 'dall_e' }]);
  });

  it('the module the error quotes, though the code never imports it (torchtext.data)', () => {
    expect(skeletonOf(66516388).needs).toEqual([{ kind: 'package', what: 'torchtext' }]);
  });

  it("a package the error quotes is added after the code's own, once (pytorch_lightning imported, torchtext quoted)", () => {
    expect(skeletonOf(66538407).needs).toEqual([
      { kind: 'package', what: 'pytorch-lightning' },
      { kind: 'package', what: 'torchtext' },
    ]);
  });

  it("mixed precision's GradScaler assertion needs a CUDA GPU", () => {
    expect(skeletonOf(65428216).needs).toEqual([
      { kind: 'cuda', what: "a CUDA GPU (the reported error is mixed precision's GradScaler's, which runs on CUDA only)" },
    ]);
  });

  it("torch failing to load NumPy is the asker's install", () => {
    expect(skeletonOf(71689095).needs.map((n) => n.kind)).toEqual(['os']);
    expect(needsLineOf(71689095)).toMatch(/^# Needs to reproduce: the asker's install /);
  });

  it("a distributed rendezvous timing out is the asker's machines and network", () => {
    expect(skeletonOf(66498045).needs).toEqual([
      { kind: 'os', what: "the asker's machines and network (the reported error is torch.distributed's rendezvous timing out)" },
    ]);
  });

  it("no line from a notebook kernel's frames (IPython) on a question that reaches its failing line", () => {
    const s = skeletonOf(66226135);
    expect(s.needs).toEqual([]);
    expect(s.script).not.toContain('# Needs to reproduce');
  });

  it('no line for a quoted module of a package installed here (torchvision.models.utils, reproduced)', () => {
    expect(skeletonOf(70998767).needs).toEqual([]);
  });

  it("frames of the package the code imports and its parts (tensorflow_core) add nothing to the code's own need (58012741)", () => {
    expect(skeletonOf(58012741).needs).toEqual([{ kind: 'package', what: 'tensorflow' }]);
  });

  it('a quoted private module (_pywrap_tensorflow_internal) is part of an install, not a package to get (44623184)', () => {
    const needs = skeletonOf(44623184).needs;
    expect(needs.map((n) => n.what)).not.toContainEqual(expect.stringContaining('_pywrap'));
    expect(needs).toContainEqual({ kind: 'package', what: 'tensorflow' });
  });
});
