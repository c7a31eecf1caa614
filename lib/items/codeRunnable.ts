// Checklist item "code_runnable": could the posted code run as-is? Imports present, every name
// defined, data public or generated, no `...` placeholders, no local-only paths (checklist §1).
// Readers otherwise make the "import addition" (47 %) and "compiler error resolution" (26 %) edits.
import { isModelVariableName } from '../python/modelVariables';
import { inlineCode, judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import { isLibraryName } from '../python/knownModules';
import { isConfigurationText } from '../analysis/configText';
import { alternationRegExp } from '../phraseRules';
import { definitionsNeverCalled, methodsWithoutClass } from './shared/programShape';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';
import type { NameUse } from '../python/walkFacts';
import type { Framework } from '../checklist';

/** The gaps a suggestion names; none when there is no Python code to judge. */
export interface CodeRunnableFacts {
  undefinedNames?: string[];
  /** Names a well-known library exports, used without their import. */
  missingImports?: string[];
  /** How many `...` placeholders stand where code was left out. */
  placeholders?: number;
  /** The local file reads, as evidence excerpts ("local path: data/train.csv"). */
  localData?: string[];
  /** The model variable trained or evaluated but never built or loaded, if any. */
  unbuiltModel?: string | null;
  /** Partial only for import lines of well-known libraries, which any reader adds (the score takes nothing for them). */
  importsOnly?: boolean;
}

export const codeRunnableTexts: ItemTexts = {
  title: 'Runnable code',
  description:
    'The posted code runs as-is after installing the named libraries: imports present, every name defined, data public or generated, no placeholders or local-only paths.',
  shortName: 'runnable code',
  consequence: 'a reader would have to fill in what the code needs before it runs',
};

// Names that hold the data: `x`, `labels`, `df`, `df_train`, `X_val`, `xtrain`, `trainX`, `train_data`, `trainloader`,
// `train_iterator`, `batch_y` … (not `train_transform`, `batch_size`, `num_epochs`: those are small gaps).
const DATA_WORD = /^(?:x|y|inputs?|images?|imgs?|labels?|targets?|features|samples?|batch|df)$|^df_[a-z]/i;
const DATA_SPLIT = /^(?:x|y)_(?:train|test|val|valid|batch|data)|^(?:x|y)(?:train|test|val|valid)$|^(?:train|test|val|valid)(?:x|y)$/i;
const DATA_SUFFIX = /(?:data|dataset|datasets|_set|trainset|testset|valset|loader|_dl|_ds|iterator|_batch|_x|_y)$/i;
// Undefined names a reader fills in with any value without knowing the asker's code: loop indices (`i`, `idx`),
// sizes and settings (`image_size`, `z_dim`, `num_classes`, `lr`, `epochs`) and path constants (`DATA_DIR`,
// `pth_path`, `DIRECTORY`, `path_vocab`, `filePath`: the codebook's "local file path"). Each is a small
// gap, never a missing piece of model or data.
const INDEX_NAME = /^(?:i|j|k|idx|index)$/i;
const SETTING_NAME = /(?:_size|_dim|_dims|_len|_length|_count|epochs|_rate)$|^(?:num|n)_[a-z]|^(?:lr|epochs)$/i;
const PATH_NAME = /(?:_dir|_directory|_path|_root|_folder|[a-z]path)$|^(?:path|root|dir|directory)$|^path_/i;
const isIndexOrPathName = (name: string) => INDEX_NAME.test(name) || PATH_NAME.test(name);
// PEP 8 writes module-level constants in capitals (`IMG_HEIGHT`, `BATCH_SIZE`, `DEVICE`): an undefined one is a setting
// the reader fills in, a small gap (codebook v2: only a helper, model, attribute or data never defined is large). Three
// letters at least, so that `X`, `Y` and `XY` stay data.
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]{2,}$/;
const isFillInName = (name: string) => INDEX_NAME.test(name) || SETTING_NAME.test(name) || PATH_NAME.test(name) || CONSTANT_NAME.test(name);
// Names that hold a whole pipeline of the asker's data (`train_loader`, `train_dl`, `train_iterator`, `trainset`).
const DATA_PIPELINE = /(?:dataset|datasets|trainset|testset|valset|loader|_dl|iterator)$/i;
const isDataName = (name: string) => DATA_WORD.test(name) || DATA_SPLIT.test(name) || DATA_SUFFIX.test(name);

// Calls that train or evaluate a model: `optimizer.step()`, `model.train()`, `model.fit(…)`, `trainer.train()`.
const MODEL_TRAINING_CALL = /(?:^|\.)(?:step|train|eval|fit|fit_generator|train_on_batch)$/;

export interface RunnabilityGaps {
  undefinedNames: string[];
  /** The undefined names that are not indices, sizes, settings or path constants (see isFillInName). */
  inventedNames: string[];
  missingImportsOnly: string[];
  /** First use of each undefined name or name lacking its import: the evidence of a small gap. */
  undefinedUses: Evidence[];
  placeholders: Evidence[];
  /** Comments that say code was left out (`# my dummy loss function`, `# ... more here`): see findRunnabilityGaps. */
  commentGaps: Evidence[];
  localData: Evidence[];
  /** Blocks the parser could not read as Python (many error nodes for their size). */
  fragments: number;
  magics: number;
  /** The code defines or builds a network (layer constructors alone do not count). */
  modelInCode: boolean;
  /** Undefined names that hold the model (`MyResNet()`, `Model()`, `net`): any when the code builds no
   *  network, only classes (`GraphConvNet(5, 64)`) when it does. */
  undefinedModel: string[];
  /** First use of each undefined name that holds the data or the model (see undefinedModel). */
  undefinedCore: Evidence[];
  /** The code trains or evaluates a model (`network.train()`, `optimizer.step()`) that it never builds nor loads: its first use. */
  unbuiltModelUse: Evidence | null;
}

// Codebook v2: "paths the code writes to (a TensorBoard `log_dir`, a saved figure) are no gap". A path literal given
// to an output-folder argument or variable (`log_dir=`, `logdir = `, `output_dir=`): the run creates it.
const OUTPUT_FOLDER = alternationRegExp(['log_?dir', 'logs_?dir', 'output_?dir', 'out_?dir', 'save_?dir', 'checkpoint_?dir', 'ckpt_?dir'], {
  flags: 'i',
  wordBoundary: true,
  after: '\\s*=\\s*$',
});

/** Whether the literal at `start` is the value given to an output folder on its line (`log_dir='…'`). */
function isOutputFolder(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return OUTPUT_FOLDER.test(text.slice(Math.max(lineStart, start - 80), start));
}

/** Python-parsed blocks that are configuration text (see configText.ts): no program, so no gaps. */
function configurationBlocks(ctx: JudgeContext): Set<number> {
  return new Set(ctx.python.filter(({ block }) => isConfigurationText(ctx.question.blocks[block].text)).map((p) => p.block));
}

/** Keras/TensorFlow code: a block imports either, or the question is classified as Keras/TensorFlow (a model
 *  script posted without its import lines still uses Keras's `Dense`, `Input`, `Model`). */
function isKerasCode(ctx: JudgeContext, framework: Framework | undefined): boolean {
  if (framework === 'keras' || framework === 'tensorflow') return true;
  return ctx.python.some(({ fact }) => fact.frameworks.some((f) => f === 'keras' || f === 'tensorflow'));
}

// Builtins whose name askers give their input tensor (`output = model(input)`): read as a value at module level,
// never called and bound nowhere in the post, the name is the asker's undefined data, not Python's `input()` (gold
// review 2026-12-04: "`input` is a builtin, so the undefined data is invisible"; codebook v2: undefined data is a large
// gap). Inside a function body such a read is more often a slip for a parameter (`def f(layer): … shape(input)`).
const DATA_NAMED_BUILTINS: readonly string[] = ['input'];

/** Reads of a data-named builtin as a value (not a call) in posts that never bind it: each block's first one. */
function unboundDataBuiltins(ctx: JudgeContext): Array<{ use: NameUse; block: number }> {
  const bound = new Set(ctx.python.flatMap(({ fact }) => fact.names.bindings.map((b) => b.name)));
  const found: Array<{ use: NameUse; block: number }> = [];
  for (const name of DATA_NAMED_BUILTINS) {
    if (bound.has(name)) continue;
    for (const { block, fact } of ctx.python) {
      const text = ctx.question.blocks[block].text;
      const read = fact.names.reads.find(
        (r) => r.name === name && r.scope === 0 && r.context === 'value' && !/^\s*\(/.test(text.slice(r.end, r.end + 8)),
      );
      if (read) {
        found.push({ use: { name, start: read.start, end: read.end, text: read.text }, block });
        break;
      }
    }
  }
  return found;
}

export function findRunnabilityGaps(ctx: JudgeContext, framework?: Framework): RunnabilityGaps {
  const kerasCode = isKerasCode(ctx, framework);
  const placeholders: Evidence[] = [];
  const commentGaps: Evidence[] = [];
  const localData: Evidence[] = [];
  let fragments = 0;
  let magics = 0;
  let modelInCode = false;
  let modelLoaded = false;
  let training = false;
  let modelNameUse: Evidence | null = null;
  const configBlocks = configurationBlocks(ctx);
  // Codebook `code_runnable`: a local path is a gap because the reader lacks the file; one the posted code writes
  // first (`model.save(p)` … `load_model(p)`) is created by the reader's own run.
  const written = new Set(ctx.python.flatMap(({ fact }) => fact.writtenPaths));
  for (const { block, fact } of ctx.python) {
    if (configBlocks.has(block)) continue;
    // A `...` or `?` where code belongs is a large gap (codebook); a comment is not code: one that reads as an
    // elision is often a label over the code that follows (`# my dummy loss function`), so it is a small gap
    // (gold review 2026-12-04: "comments flagged as gaps").
    for (const p of fact.placeholders)
      (p.text.startsWith('#') ? commentGaps : placeholders).push(evidenceAt(ctx.question, block, 'placeholder', p.start, p.end));
    // The root folder of a public dataset loader (`MNIST(root='./data', download=True)`) is no gap.
    const loaders = fact.dataLoads.filter((d) => d.kind === 'dataset_loader');
    for (const d of fact.dataLoads) {
      if (loaders.some((l) => l !== d && l.start <= d.start && d.end <= l.end)) continue;
      if (d.detail !== null && written.has(d.detail) && (d.kind === 'local_path' || d.kind === 'checkpoint')) continue;
      if (d.kind === 'local_path' && isOutputFolder(ctx.question.blocks[block].text, d.start)) continue;
      if (d.kind === 'local_path' || d.kind === 'drive' || d.kind === 'checkpoint' || d.kind === 'file_read') {
        localData.push(evidenceAt(ctx.question, block, `${d.kind.replace('_', ' ')}: ${d.detail ?? d.text}`, d.start, d.end));
      }
      if (d.kind === 'checkpoint') modelLoaded = true;
    }
    // Many error nodes relative to size: an excerpt, a syntax slip or pasted output.
    if (fact.errorCount > Math.max(2, fact.lines / 8)) fragments++;
    magics += fact.magics.length;
    if (fact.models.some((m) => m.kind !== 'layers')) modelInCode = true;
    if (fact.training.some((t) => MODEL_TRAINING_CALL.test(t.call))) training = true;
    const modelUse = fact.used.find((u) => isModelVariableName(u.name) && !isLibraryName(u.name, kerasCode));
    if (modelUse && !modelNameUse) {
      modelNameUse = evidenceAt(ctx.question, block, `model used but never built: ${modelUse.name}`, modelUse.start, modelUse.end);
    }
  }

  const undefinedNames: string[] = [];
  const inventedNames: string[] = [];
  const missingImportsOnly: string[] = [];
  const undefinedModel: string[] = [];
  const undefinedCore: Evidence[] = [];
  const undefinedUses: Evidence[] = [];
  const uses = [
    ...ctx.program.undefinedNames.map((use, i) => ({ use, block: ctx.program.undefinedNameBlocks[i] })),
    ...unboundDataBuiltins(ctx),
  ];
  uses.forEach(({ use, block: useBlock }) => {
    if (configBlocks.has(useBlock)) return;
    const name = use.name;
    const library = isLibraryName(name, kerasCode);
    undefinedUses.push(evidenceAt(ctx.question, useBlock, library ? `import missing: ${name}` : `undefined: ${name}`, use.start, use.end));
    if (library) {
      missingImportsOnly.push(name);
      return;
    }
    undefinedNames.push(name);
    if (!isFillInName(name)) inventedNames.push(name);
    // Next to a network the code does build, an undefined variable (`mod_network`) is a slip; an undefined
    // class (`GraphConvNet(5, 64)`, PEP 8 CapWords) is still a missing piece of the model.
    const model = isModelVariableName(name) && (!modelInCode || /^[A-Z]/.test(name));
    if (model) undefinedModel.push(name);
    if ((model || isDataName(name)) && !isFillInName(name)) {
      undefinedCore.push(evidenceAt(ctx.question, useBlock, `undefined ${model ? 'model' : 'data'}: ${name}`, use.start, use.end));
    }
  });
  const unbuiltModelUse = training && !modelInCode && !modelLoaded ? modelNameUse : null;
  return {
    undefinedNames,
    inventedNames,
    missingImportsOnly,
    undefinedUses,
    placeholders,
    commentGaps,
    localData,
    fragments,
    magics,
    modelInCode,
    undefinedModel,
    undefinedCore,
    unbuiltModelUse,
  };
}

export const codeRunnable: ChecklistItem<'code_runnable'> = {
  id: 'code_runnable',
  texts: codeRunnableTexts,
  // It stands for the "compiler error resolution" edit (26 %, checklist §3): a moderate weight, the study has no share.
  weights: /* @__PURE__ */ studyWeights('code_runnable', { training: 0.6, model: 0.6, tensor_input: 0.6, api: 0.6, gpu: 0.6 }),
  judge(ctx, classification, earlier) {
    const codeStatus = earlier.code?.status;
    if (codeStatus === 'absent') return judgment('na', 'No code is posted.');
    if (codeStatus === 'partial') return judgment('absent', 'Only a fragment of code is posted, so nothing can be run.');
    const configBlocks = configurationBlocks(ctx);
    const programs = ctx.python.filter(({ block }) => !configBlocks.has(block));
    if (!programs.length) {
      // Install commands and shell sessions run as posted.
      const shellOnly = ctx.program.blocks.some((b) => b.kind === 'shell') && !ctx.program.blocks.some((b) => b.kind === 'other');
      const shellBlocks = ctx.program.blocks.filter((b) => b.kind === 'shell').slice(0, 5);
      return shellOnly
        ? judgment(
            'present',
            'The posted commands can be run as they are.',
            shellBlocks.map((b) => evidenceAt(ctx.question, b.block, 'shell commands')),
          )
        : // Code in another language (C, JavaScript, Java) may run once built, but we cannot judge its gaps:
          // ambiguous evidence is partial, never absent (checklist: "say missing only when it is").
          judgment(
            'partial',
            'The code is in another language; whether it runs as posted cannot be judged here.',
            ctx.program.blocks
              .filter((b) => b.kind === 'other')
              .slice(0, 3)
              .map((b) => evidenceAt(ctx.question, b.block, 'code in another language')),
          );
    }
    const gaps = findRunnabilityGaps(ctx, classification.framework);
    const facts: CodeRunnableFacts = {
      undefinedNames: gaps.undefinedNames,
      missingImports: gaps.missingImportsOnly,
      placeholders: gaps.placeholders.length,
      localData: gaps.localData.map((e) => e.excerpt),
      unbuiltModel: gaps.unbuiltModelUse ? gaps.unbuiltModelUse.excerpt : null,
    };
    // Three or more undefined names of any kind are a large gap. Next to an undefined data variable or in code
    // that does not parse, indices, sizes, settings and path constants are small gaps: only the names a
    // reader must invent count there.
    const undefinedCount = gaps.undefinedNames.length;
    const inventedCount = gaps.inventedNames.length;
    // Loop indices (`i`, `idx`) and path constants (`DATA_DIR`, the codebook's "local file path") do not count
    // toward the three: a reader fills them in without guessing any of the asker's code.
    // An undefined loader or dataset in code that reads no data of its own: the whole data side is missing
    // (codebook: absent = "undefined model/data"). Next to a file read it is a slip (small gap).
    const undefinedPipeline = !gaps.localData.length && gaps.inventedNames.some((name) => DATA_PIPELINE.test(name));
    const gapNameCount = gaps.undefinedNames.filter((name) => !isIndexOrPathName(name)).length;
    // Large gaps (codebook: fragments, `...`, undefined model/data): `...` placeholders; three or more
    // undefined names; an undefined data or model variable next to another invented name; code
    // that does not parse and uses names from elsewhere (an excerpt); a model that is used but never
    // defined, built or loaded anywhere in the post.
    const modelMissing = gaps.undefinedModel.length > 0 || gaps.unbuiltModelUse !== null;
    // `self` used outside any class, or a top-level `def f(self, …)`: method bodies pasted without their class — a
    // fragment (codebook: absent).
    const blocks = programs.map((p) => p.fact);
    const methodExcerpt = gaps.undefinedNames.includes('self') || methodsWithoutClass(blocks).length > 0;
    const fragment = (gaps.fragments > 0 && inventedCount > 0) || methodExcerpt;
    // Codebook v2: code that only defines classes or functions and never calls them is partial when every name it
    // uses is defined or imported (only the driver call and its input are missing), absent when it also uses a
    // name the post never defines or imports.
    const neverCalled = definitionsNeverCalled(blocks);
    const neverCalledWithGaps = neverCalled !== null && gaps.inventedNames.length > 0;
    if (
      neverCalledWithGaps ||
      gaps.placeholders.length ||
      gapNameCount >= 3 ||
      (gaps.undefinedCore.length && inventedCount >= 2) ||
      undefinedPipeline ||
      fragment ||
      modelMissing
    ) {
      const modelUse = gaps.unbuiltModelUse ? [gaps.unbuiltModelUse] : [];
      const evidence = [...gaps.placeholders, ...gaps.undefinedCore, ...modelUse, ...gaps.localData, ...gaps.undefinedUses].slice(0, 5);
      const undefinedList = gaps.undefinedNames.slice(0, 5).join(', ');
      const reason = gaps.placeholders.length
        ? 'The code has `...` placeholders where code was left out.'
        : neverCalledWithGaps && !methodExcerpt
          ? `The code only defines ${neverCalled.slice(0, 3).map(inlineCode).join(', ')} and never calls it, and uses names it never defines or imports (${[...gaps.undefinedNames, ...gaps.missingImportsOnly].slice(0, 5).join(', ')}).`
          : methodExcerpt
            ? `The code is an excerpt: methods use \`self\` outside their class (undefined: ${undefinedList}).`
            : undefinedCount >= 2 && !fragment
              ? `Names used but never defined: ${undefinedList}.`
              : fragment
                ? `The code is an excerpt: it does not parse and uses names defined elsewhere (${undefinedList}).`
                : undefinedPipeline && !modelMissing
                  ? `The data is used but never loaded or built (${undefinedList}).`
                  : `The model is used but never defined, built or loaded${gaps.undefinedModel.length ? ` (${gaps.undefinedModel.join(', ')})` : ''}.`;
      return judgment('absent', reason, evidence, facts);
    }
    const evidence = [...gaps.commentGaps, ...gaps.localData, ...gaps.undefinedUses].slice(0, 5);
    if (neverCalled)
      return judgment(
        'partial',
        `The code only defines ${neverCalled.slice(0, 3).map(inlineCode).join(', ')} and never calls it: the call that runs it and its input are missing.`,
        programs.slice(0, 5).map(({ block }) => evidenceAt(ctx.question, block, 'definitions never called')),
        facts,
      );
    // Code that does not parse cannot run as posted, but with every name defined the cause is a syntax slip
    // or pasted output: a small gap.
    if (
      gaps.fragments ||
      gaps.undefinedNames.length ||
      gaps.missingImportsOnly.length ||
      gaps.localData.length ||
      gaps.commentGaps.length
    ) {
      const parts: string[] = [];
      if (gaps.commentGaps.length) parts.push('a comment says code was left out');
      if (gaps.fragments) parts.push('the code does not parse as posted');
      if (gaps.undefinedNames.length) parts.push(`undefined: ${gaps.undefinedNames.join(', ')}`);
      if (gaps.missingImportsOnly.length) parts.push(`missing imports for ${[...new Set(gaps.missingImportsOnly)].slice(0, 4).join(', ')}`);
      if (gaps.localData.length) parts.push('reads local files');
      const importsOnly = parts.length === 1 && gaps.missingImportsOnly.length > 0;
      return judgment('partial', `Small gaps: ${parts.join('; ')}.`, evidence, importsOnly ? { ...facts, importsOnly } : facts);
    }
    return judgment(
      'present',
      'The code is self-contained: imports present, all names defined, no local data.',
      programs.slice(0, 5).map(({ block }) => evidenceAt(ctx.question, block, 'self-contained code')),
      facts,
    );
  },
  suggestion: {
    edit: 'Readers would have to add imports and define missing names before anything runs ("import addition", needed in 47 % of reproduced bugs).',
    whyWithoutFigure: 'Code that runs as posted removes the commonest edits readers make before a bug reproduces (Shah et al., 2024).',
    build: ({ facts }) => {
      const undefinedNames = facts.undefinedNames ?? [];
      const missing = facts.missingImports ?? [];
      const local = facts.localData ?? [];
      const parts: string[] = [];
      if (undefinedNames.length)
        parts.push(
          `${undefinedNames.slice(0, 4).map(inlineCode).join(', ')} ${undefinedNames.length === 1 ? 'is' : 'are'} used but never defined`,
        );
      if (missing.length) parts.push(`the imports for ${[...new Set(missing)].slice(0, 4).map(inlineCode).join(', ')} are missing`);
      const unbuilt = facts.unbuiltModel;
      if (unbuilt && !undefinedNames.includes(unbuilt))
        parts.push(`${inlineCode(unbuilt)} is trained or evaluated but never built — include the code that creates it`);
      if (local.length)
        parts.push(
          `the code reads local files nobody else has (${local
            .slice(0, 2)
            .map((l) => inlineCode(l.replace(/^[^:]*: /, '')))
            .join(', ')}) — replace them with a small generated stand-in`,
        );
      if (facts.placeholders ?? 0) parts.push('`...` placeholders stand where code was left out');
      const text = parts.length
        ? `Make the code run as posted: ${parts.join('; ')}.`
        : 'Make the code a minimal, complete script that runs as posted: imports, model, stand-in data and the failing call.';
      return { text, snippet: '' };
    },
  },
};
