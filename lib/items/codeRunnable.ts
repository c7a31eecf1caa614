// Checklist item "code_runnable": could the posted code run as-is? Imports present, every name
// defined, data public or generated, no `...` placeholders, no local-only paths (checklist §1).
// Readers otherwise make the "import addition" (47 %) and "compiler error resolution" (26 %) edits.
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';

/** Aliases whose only gap is a missing standard import (the codebook's "small gap"). */
const CONVENTIONAL_ALIASES = new Set([
  'np', 'torch', 'nn', 'F', 'optim', 'plt', 'pd', 'tf', 'keras', 'layers', 'transforms', 'torchvision', 'datasets',
  'Variable', 'DataLoader', 'Dataset', 'TensorDataset', 'os', 'sys', 'math', 'random', 'time', 'cv2', 'Image', 'json',
  'models', 'K', 'Dense', 'Sequential', 'Model', 'Input', 'Conv2D', 'LSTM', 'Embedding', 'Dropout', 'Flatten',
  'MaxPooling2D', 'Activation', 'sns', 'scipy', 'sklearn', 'glob', 'pickle', 'copy', 'itertools', 'collections',
  'tqdm', 'trange', 'init', 'utils', 'data', 'Path', 'defaultdict', 'partial', 'pl', 'io', 're', 'shutil', 'h5py',
  'logging', 'argparse', 'warnings', 'functools', 'typing', 'List', 'Tuple', 'Optional', 'Dict', 'Any',
]);

// Names that stand for the model or the data: undefined, the reader must invent them.
const CORE_NAME =
  /^(?:model|net|network|\w*_?model|\w*net|classifier|encoder|decoder|x|X|y|Y|inputs?|images?|imgs?|labels?|targets?|data|dataset|\w*_?data|\w*_?dataset|\w*loader|train\w*|test\w*|val\w*|batch\w*|features?|samples?|sample|\w*_(?:x|y|X|Y))$/;

export interface RunnabilityGaps {
  undefinedNames: string[];
  missingImportsOnly: string[];
  placeholders: Evidence[];
  localData: Evidence[];
  fragments: number;
  magics: number;
}

export function findRunnabilityGaps(ctx: JudgeContext): RunnabilityGaps {
  const undefinedNames: string[] = [];
  const missingImportsOnly: string[] = [];
  for (const use of ctx.program.undefinedNames) {
    if (CONVENTIONAL_ALIASES.has(use.name)) missingImportsOnly.push(use.name);
    else undefinedNames.push(use.name);
  }
  const placeholders: Evidence[] = [];
  const localData: Evidence[] = [];
  let fragments = 0;
  let magics = 0;
  for (const { block, fact } of ctx.python) {
    for (const p of fact.placeholders) placeholders.push(evidenceAt(ctx.question, block, 'placeholder', p.start, p.end));
    // The root folder of a public dataset loader (`MNIST(root='./data', download=True)`) is no gap.
    const loaders = fact.dataLoads.filter((d) => d.kind === 'dataset_loader');
    for (const d of fact.dataLoads) {
      if (loaders.some((l) => l !== d && l.start <= d.start && d.end <= l.end)) continue;
      if (d.kind === 'local_path' || d.kind === 'drive' || d.kind === 'checkpoint' || d.kind === 'file_read') {
        localData.push(evidenceAt(ctx.question, block, `${d.kind.replace('_', ' ')}: ${d.detail ?? d.text}`, d.start, d.end));
      }
    }
    // Many error nodes relative to size: a fragment or broken paste.
    if (fact.errorCount > Math.max(2, fact.lines / 8)) fragments++;
    magics += fact.magics.length;
  }
  return { undefinedNames, missingImportsOnly, placeholders, localData, fragments, magics };
}

export const codeRunnable: ChecklistItem = {
  id: 'code_runnable',
  title: 'Runnable code',
  description:
    'The posted code runs as-is after installing the named libraries: imports present, every name defined, data public or generated, no placeholders or local-only paths.',
  judge(ctx, _verdict, earlier) {
    const codeStatus = earlier.code?.status;
    if (codeStatus === 'absent') return judgment('na', 'No code is posted.');
    if (codeStatus === 'partial') return judgment('absent', 'Only a fragment of code is posted, so nothing can be run.');
    if (!ctx.python.length) {
      // Install commands and shell sessions run as posted; other languages need a build we cannot judge.
      const shellOnly = ctx.program.blocks.some((b) => b.kind === 'shell') && !ctx.program.blocks.some((b) => b.kind === 'other');
      return shellOnly
        ? judgment('present', 'The posted commands can be run as they are.')
        : judgment('absent', 'The code is not Python that can be run.');
    }
    const gaps = findRunnabilityGaps(ctx);
    const facts = {
      undefinedNames: gaps.undefinedNames,
      missingImports: gaps.missingImportsOnly,
      placeholders: gaps.placeholders.length,
      localData: gaps.localData.map((e) => e.excerpt),
    };
    const evidence = [...gaps.placeholders, ...gaps.localData].slice(0, 5);
    const undefinedCount = gaps.undefinedNames.length;
    // Codebook: an undefined model or data variable is a large gap; one other undefined name a small one.
    const undefinedCore = gaps.undefinedNames.filter((n) => CORE_NAME.test(n));
    if (gaps.placeholders.length || gaps.fragments || undefinedCount >= 3 || (undefinedCore.length && undefinedCount >= 2)) {
      const reason = gaps.placeholders.length
        ? 'The code has `...` placeholders where code was left out.'
        : undefinedCount
          ? `Names used but never defined: ${gaps.undefinedNames.slice(0, 5).join(', ')}.`
          : 'The code is a fragment that does not parse.';
      return judgment('absent', reason, evidence, facts);
    }
    if (undefinedCount || gaps.missingImportsOnly.length || gaps.localData.length) {
      const parts: string[] = [];
      if (undefinedCount) parts.push(`undefined: ${gaps.undefinedNames.join(', ')}`);
      if (gaps.missingImportsOnly.length) parts.push(`missing imports for ${[...new Set(gaps.missingImportsOnly)].slice(0, 4).join(', ')}`);
      if (gaps.localData.length) parts.push('reads local files');
      return judgment('partial', `Small gaps: ${parts.join('; ')}.`, evidence, facts);
    }
    return judgment(
      'present',
      'The code is self-contained: imports present, all names defined, no local data.',
      ctx.python.slice(0, 5).map(({ block }) => evidenceAt(ctx.question, block, 'self-contained code')),
      facts,
    );
  },
};
