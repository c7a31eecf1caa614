// Checklist item "environment" (added to the paper's five): framework version, Python, CUDA/cuDNN,
// GPU, OS, platform. Only 4 of 102 SO questions stated it, yet 9 of the 17 bugs that could not be
// reproduced failed on versions or hardware (checklist §1). Codebook: a framework version makes it
// "present"; OS, GPU, CUDA or Python alone "partial"; a platform alone (Colab, Jupyter) "absent".
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import { ITEM_TEXTS } from './itemTexts';
import type { PartialEnvironmentKind } from '../signals/environment';

/** How each partial environment fact is named in the reason, and as an evidence note (shown in the overlay). */
const PARTIAL_KIND_NAMES: Record<PartialEnvironmentKind, string> = {
  install_path: 'install paths',
  os: 'the OS',
  gpu: 'the GPU',
  cuda: 'the CUDA version',
  python: 'the Python version',
};
const PARTIAL_KIND_NOTES: Record<PartialEnvironmentKind, string> = {
  install_path: 'install path',
  os: 'operating system',
  gpu: 'GPU',
  cuda: 'CUDA version',
  python: 'Python version',
};

export const environment: ChecklistItem = {
  id: 'environment',
  ...ITEM_TEXTS.environment,
  judge(ctx) {
    const versions = ctx.versions.map(({ block, fact }) => ({ name: fact.name, version: fact.version, block, fact }));
    if (versions.length) {
      return judgment(
        'present',
        `Versions stated: ${[...new Set(versions.map((v) => `${v.name} ${v.version}`))].slice(0, 4).join(', ')}.`,
        versions.slice(0, 5).map((v) => evidenceAt(ctx.question, v.block, `${v.name} ${v.version}`, v.fact.start, v.fact.end)),
        { versions: versions.map(({ name, version }) => ({ name, version })) },
      );
    }
    const partial = ctx.partialEnvironment;
    if (partial.length) {
      const kinds = [...new Set(partial.map((p) => p.fact.kind))];
      return judgment(
        'partial',
        `Only ${kinds.map((k) => PARTIAL_KIND_NAMES[k]).join(', ')} — no framework version.`,
        partial.slice(0, 5).map((p) => evidenceAt(ctx.question, p.block, PARTIAL_KIND_NOTES[p.fact.kind], p.fact.start, p.fact.end)),
        { kinds },
      );
    }
    return judgment('absent', 'No framework version, Python version, OS or GPU is stated.');
  },
};
