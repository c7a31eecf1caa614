// Checklist item "environment" (added to the paper's five): framework version, Python, CUDA/cuDNN,
// GPU, OS, platform. Only 4 of 102 SO questions stated it, yet 9 of the 17 bugs that could not be
// reproduced failed on versions or hardware (checklist §1). Codebook: a framework version makes it
// "present"; OS, GPU, CUDA or Python alone "partial"; a platform alone (Colab, Jupyter) "absent".
import { judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import { findTagVersions, type PartialEnvironmentKind } from '../signals/environmentMentions';
import { TITLE_BLOCK } from '../question';
import { inlineCode } from './shared/item';
import { versionedLibrary } from '../frameworkNames';
import {
  installedPackages,
  installReportSnippet,
  libraryName,
  isImportFailure,
  missingModule,
  usedLibraries,
  versionsSnippet,
} from './shared/environmentLibraries';

export interface EnvironmentFacts {
  /** Present: every version stated. */
  versions?: Array<{ name: string; version: string }>;
  /** Partial: what is stated instead of a framework version. */
  kinds?: PartialEnvironmentKind[];
}

export const environmentTexts: ItemTexts = {
  title: 'Environment',
  description: 'Framework version (torch, tensorflow, keras, transformers …), Python, CUDA/cuDNN, GPU and OS.',
  shortName: 'versions',
  consequence: 'a reader would have to guess which versions you run',
  // Partial or absent, what is missing is the framework's version ("PyTorch version").
  missingName: (framework) =>
    framework === 'other'
      ? 'framework version'
      : framework === 'multiple'
        ? 'PyTorch and TensorFlow versions'
        : `${versionedLibrary(framework)} version`,
};

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

/** A drive-letter path (lib/signals/environmentMentions.ts counts it as the OS): evidence of Windows, not an OS's name. */
const WINDOWS_PATH = /^[A-Z]:\\/;

/**
 * What an excerpt shows, named: "Windows, from the path" before `E:\BertTorch\` (the 2026 trial read "operating system
 * E:\BertTorch\"), else the kind of fact ("operating system" before `Ubuntu 18.04`).
 */
export function partialNote(fact: { kind: PartialEnvironmentKind; text: string }): string {
  if (fact.kind === 'os' && WINDOWS_PATH.test(fact.text)) return 'Windows, from the path';
  return PARTIAL_KIND_NOTES[fact.kind];
}

/**
 * Each stated version once, the most precise of a release ("tensorflow 1" and "tensorflow 1.14" read as
 * "tensorflow 1.14"), in the order first stated: a post that says "tensorflow 1.14" five times states one version.
 */
export function statedVersions<V extends { name: string; version: string }>(versions: readonly V[]): V[] {
  const key = (v: V) => `${v.name.toLowerCase()} ${v.version}`;
  const finer = (v: V, w: V) => w.name.toLowerCase() === v.name.toLowerCase() && w.version.startsWith(`${v.version}.`);
  const seen = new Set<string>();
  return versions.filter((v) => {
    if (seen.has(key(v)) || versions.some((w) => finer(v, w))) return false;
    seen.add(key(v));
    return true;
  });
}

export const environment: ChecklistItem<'environment'> = {
  id: 'environment',
  texts: environmentTexts,
  // Not in the paper's table: weighted most for api and gpu, where versions and hardware decided reproducibility,
  // and kept small elsewhere — on the dev gold it does not predict the experts' reproducibility rating (Spearman −0.05).
  weights: /* @__PURE__ */ studyWeights('environment', { training: 0.1, model: 0.1, tensor_input: 0.1, api: 0.3, gpu: 0.4 }),
  judge(ctx) {
    const versions = ctx.versions.map(({ block, fact }) => ({ name: fact.name, version: fact.version, block, fact }));
    const tagged = findTagVersions(ctx.question.tags);
    if (versions.length || tagged.length) {
      const all = [...versions, ...tagged];
      const evidence = [
        ...versions.map((v) => evidenceAt(ctx.question, v.block, `${v.name} ${v.version}`, v.fact.start, v.fact.end)),
        // A tag is no text range of the post: its evidence is the title, shown with the tags, and names the tag.
        ...tagged.map((t) => evidenceAt(ctx.question, TITLE_BLOCK, `${t.name} ${t.version} (tag [${t.tag}])`)),
      ];
      return judgment(
        'present',
        `Versions stated: ${[...new Set(all.map((v) => `${v.name} ${v.version}`))].slice(0, 4).join(', ')}.`,
        evidence.slice(0, 5),
        { versions: all.map(({ name, version }) => ({ name, version })) },
      );
    }
    const partial = ctx.partialEnvironment;
    if (partial.length) {
      const kinds = [...new Set(partial.map((p) => p.fact.kind))];
      return judgment(
        'partial',
        `Only ${kinds.map((k) => PARTIAL_KIND_NAMES[k]).join(', ')} — no framework version.`,
        partial.slice(0, 5).map((p) => evidenceAt(ctx.question, p.block, partialNote(p.fact), p.fact.start, p.fact.end)),
        { kinds },
      );
    }
    return judgment('absent', 'No framework version, Python version, OS or GPU is stated.');
  },
  suggestion: {
    edit: 'Readers would have to guess versions and migrate code between them ("version migration", needed in 19 % of reproduced bugs).',
    whyWithoutFigure:
      'Only 4 of 102 Stack Overflow bug questions stated versions, yet 9 of the 17 bugs that could not be reproduced failed on versions or hardware (Shah et al., 2024).',
    build: ({ status, facts }, ctx, framework) => {
      const kinds = facts.kinds ?? [];
      const found = usedLibraries(ctx, framework);
      const libraries = found.length ? found : [{ module: 'torch', pip: 'torch' }];
      if (isImportFailure(ctx)) {
        const missing = missingModule(ctx);
        const snippet = installReportSnippet(libraries, missing);
        return {
          kind: 'install_report',
          names: installedPackages(libraries, missing),
          text: `Add how ${missing ? inlineCode(missing) : 'the package'} is installed: paste the output of the commands below, run in the environment that fails (and say whether it is pip, conda, Colab or a notebook kernel).`,
          snippet,
        };
      }
      const named = joinWords(libraries.map(libraryName));
      return {
        text:
          status === 'partial'
            ? `Add the ${named} version${libraries.length > 1 ? 's' : ''} as well — ${describeKnownEnvironment(kinds)} alone ${kinds.length > 1 ? 'are' : 'is'} not enough to rerun it.`
            : `Add the versions you run: ${named}, Python, and CUDA/GPU if one is used.`,
        snippet: versionsSnippet(libraries),
        names: libraries.map((l) => l.module),
      };
    },
  },
};

/** "`torch`, `torchvision` and `fastai`". */
function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "the GPU and the CUDA version": what a partial environment states, for the ask. */
function describeKnownEnvironment(kinds: PartialEnvironmentKind[]): string {
  const names = [...new Set(kinds.map((k) => PARTIAL_KIND_NAMES[k]))];
  if (!names.length) return 'the platform';
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
