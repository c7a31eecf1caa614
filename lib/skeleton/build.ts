// "Reproduction skeleton": one Python script built from a question's own code and facts, for a reader to paste
// and run. The question's code is copied verbatim; ReproLens only adds around it (imports, a version print,
// stand-in data with the shapes the question states or implies, `# TODO (ReproLens): …` lines for what it does
// not say) or replaces a data-loading line with a marked stand-in. Deterministic templates, no generated prose.
// The study behind the checklist: readers most often had to generate input data (49 % of reproduced bugs), add
// imports (47 %), set hyperparameters (44 %) and rebuild the network (27 %) — the mechanical part is done here.
import type { Question } from '../question';
import { assembleQuestion } from '../question';
import type { Report } from '../report';
import { analyzeProgram } from '../analysis/program';
import type { DataLoadFact, PythonBlockFacts } from '../analysis/facts';
import { collectCodePieces, type CodePiece } from './codePieces';
import { importFor, looksLikeKeras, moduleStanding, versionModule } from './knownImports';
import { findModelShapes, type ModelShape } from './modelShapes';
import { findPrintedValues, type PrintedValue } from './printedValues';
import { planDataLoadLine, type LinePlan } from './dataStandIns';
import { commentOut } from './parseableSource';
import { findUnboundReads } from './nameOrder';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import { scanCodeLine } from '../analysis/lineKinds';
import { standInForModelInput } from './modelInputs';
import { parser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';

/** "runnable": every name the code needs is defined, imported or inferred; "partial": TODO lines say what is missing. */
export type SkeletonStatus = 'runnable' | 'partial';

export interface Skeleton {
  /** The Python script. Always parses with @lezer/python without error nodes. */
  script: string;
  status: SkeletonStatus;
  /** What the question does not say, in order; each is also a `# TODO (ReproLens): …` line in the script. */
  missing: string[];
  /** Values ReproLens inferred, each with where it came from; each is also a `# ReproLens: assumed …` comment. */
  assumptions: string[];
  /** The question's code is in the script unchanged: lines were only added around it (header, imports, version print). */
  codeUnchanged: boolean;
}

export const TODO_MARK = '# TODO (ReproLens):';
export const ASSUMED_MARK = '# ReproLens: assumed';

/** The skeleton, or null when the question has no Python code to build one from. */
export function buildSkeleton(question: Question, report: Report): Skeleton | null {
  const collected = collectCodePieces(question);
  const pieces = orderPieces(collected.pieces);
  if (!pieces.length) return null;
  const program = analyzeProgram(
    assembleQuestion({
      site: question.site,
      id: question.id,
      title: '',
      tags: [],
      source: question.source,
      blocks: pieces.map((p) => ({ kind: 'code' as const, text: p.text, lang: 'python' })),
    }),
  );
  const facts = program.blocks.map((b) => b.python);
  const allCode = pieces.map((p) => p.text).join('\n');
  const lines = outputLines(question);
  const printed = findPrintedValues(allCode, lines);
  const batchSize = statedBatchSize(facts);
  const framework = report.framework;

  const missing: string[] = [];
  const definitions: string[] = [];
  if (!pieces.some((p) => hasCode(p.text))) {
    missing.push("none of the question's code compiles as Python as posted: every line is commented out below with the reason");
    definitions.push(`${TODO_MARK} ${missing[0]}`);
  }
  const assumptions: string[] = [];
  const imports: string[] = [];
  const needs = new Set<string>(); // modules the added lines use: 'np', 'torch', 'torchvision', 'pd'
  const definedByQuestion = new Set<string>();
  for (const f of facts) for (const name of definedNames(f)) definedByQuestion.add(name);

  // Data-loading lines: replaced by a marked stand-in where the question says enough, else a TODO above them.
  const errorText = lines.filter((l) => /(?:Error|Exception)\b|Traceback/.test(l)).join('\n');
  const plans = pieces.map((piece, i) => planPiece(piece, facts[i], printed, allCode, errorText));
  plans.forEach((plan, i) => {
    for (const [line, p] of plan) {
      if (p.assumption && !assumptions.includes(p.assumption)) assumptions.push(p.assumption);
      if (p.todo) missing.push(p.todo);
      // A stand-in sits where the question's line was: the question's own earlier imports serve it.
      for (const n of p.needs ?? []) if (!importedBefore(pieces, i, line, n)) needs.add(n);
      for (const name of p.defines ?? []) definedByQuestion.add(name);
    }
  });

  // Names the code uses but never defines.
  const seen = new Set<string>();
  const importFamily = looksLikeKeras(program.undefinedNames.map((u) => u.name)) ? 'keras' : framework;
  // The models the question defines, read once: every undefined name below may need them.
  const shapes = findModelShapes(allCode);
  const modelInstance = definedModelInstance(allCode, shapes);
  // Lines a stand-in replaced or that were skipped: names only they used are no longer needed.
  const goneLines = new Set<string>();
  pieces.forEach((piece, i) => {
    const pieceLines = piece.text.split('\n');
    for (const [line, plan] of plans[i]) if (plan.replace || plan.skip) goneLines.add(pieceLines[line]);
  });
  for (const use of program.undefinedNames) {
    const name = use.name;
    if (seen.has(name) || definedByQuestion.has(name) || onlyOnLines(name, allCode, goneLines)) continue;
    seen.add(name);
    const statement = importFor(name, importFamily);
    if (statement) {
      imports.push(`${statement}  # ReproLens: added; the code uses \`${name}\` without importing it`);
      continue;
    }
    const value = printed.get(name);
    if (value) {
      const made = standInFor(name, value);
      definitions.push(`${ASSUMED_MARK} from the printed output "${value.source}"`, made.line);
      assumptions.push(`\`${name}\`: ${made.what}, from the printed output "${value.source}"`);
      needs.add(made.needs);
      continue;
    }
    const returned = printedResultOf(name, allCode, printed);
    if (returned) {
      const made = standInFor(returned.name, returned);
      definitions.push(
        `${ASSUMED_MARK} \`${name}()\` returns what the question prints for \`${returned.name}\`: "${returned.source}"`,
        `def ${name}(*args, **kwargs):`,
        `    return ${made.expression}`,
      );
      assumptions.push(`\`${name}()\` (not shown) returns ${made.what}, as printed for \`${returned.name}\`: "${returned.source}"`);
      needs.add(made.needs);
      continue;
    }
    const setting = conventionalSetting(name, modelInstance, batchSize);
    // The optimizer needs the model: written right after the (one-line) statement that makes it.
    const at = setting?.afterModel && modelInstance ? assignmentLine(pieces, modelInstance) : null;
    if (setting && (!setting.afterModel || at)) {
      const written = [`${ASSUMED_MARK}: ${setting.why}`, ...(setting.todo ? [`${TODO_MARK} ${setting.todo}`] : []), setting.line];
      if (at) {
        const plan = plans[at.piece].get(at.line) ?? {};
        plan.after = [...(plan.after ?? []), ...written];
        plans[at.piece].set(at.line, plan);
      } else definitions.push(...written);
      assumptions.push(setting.why);
      if (setting.todo) missing.push(setting.todo);
      needs.add('torch');
      continue;
    }
    const fed = standInForModelInput(name, { code: allCode, errorMessages: lines, batchSize, shapes });
    if (fed) {
      definitions.push(...fed.assumptions.map((a) => `${ASSUMED_MARK}: ${a}`), ...fed.todos.map((t) => `${TODO_MARK} ${t}`), ...fed.lines);
      assumptions.push(...fed.assumptions);
      missing.push(...fed.todos);
      needs.add('torch');
      continue;
    }
    const sizes = embeddingSizes(name, allCode, printed);
    if (sizes) {
      definitions.push(`${ASSUMED_MARK} ${sizes.why}`, `${name} = types.SimpleNamespace(${sizes.fields})`);
      assumptions.push(sizes.why);
      needs.add('types');
      continue;
    }
    const todo =
      name === 'self'
        ? 'the code uses `self` outside a class: the class around these methods is not shown'
        : `\`${name}\` is used but never defined in the question`;
    missing.push(todo);
    definitions.push(`${TODO_MARK} ${todo}`);
  }

  const added = neededImports(needs, imports);
  const version = versionLines(report, [...added, ...imports], importedRoots(facts));
  // Imports of modules a reader cannot install (the asker's own files) are missing code; once the code needs
  // edits anyway, third-party imports it never uses are dropped, so the reproduction needs only what it uses.
  const editsNeeded = missing.length > 0 || plans.some((p) => p.size > 0) || pieces.some((p) => p.commented.length || p.magics || p.repl);
  pieces.forEach((piece, i) => {
    for (const [line, plan] of planImports(piece, facts[i], allCode, editsNeeded)) {
      if (plans[i].has(line)) continue;
      plans[i].set(line, plan);
      if (plan.todo) {
        missing.push(plan.todo);
      }
    }
  });
  const changed = plans.some((p) => p.size > 0) || pieces.some((p) => p.commented.length || p.magics || p.floatsWritten || p.repl);
  const ordinals = codeBlockOrdinals(question);
  const body = pieces.map((piece, i) => renderPiece(piece, plans[i], ordinals.get(piece.block) ?? piece.block + 1)).join('\n\n');
  // A script runs top to bottom: names read before anything binds them (or bound only inside another function).
  const runOrder = findUnboundReads([...added, ...imports, ...version, ...definitions, body].join('\n'));
  for (const read of runOrder) {
    if (seen.has(read.name)) continue;
    seen.add(read.name);
    // Imported only further down, or only inside a function: the same import, at the top.
    const own = questionImportOf(read.name, allCode);
    const hoisted = own ?? importFor(read.name, importFamily);
    if (hoisted) {
      imports.push(
        own
          ? `${hoisted}  # ReproLens: added; the question's code uses \`${read.name}\` before it imports it`
          : `${hoisted}  # ReproLens: added; the code uses \`${read.name}\` before defining it, and this is the usual import`,
      );
      continue;
    }
    const todo =
      read.bound === 'later'
        ? `\`${read.name}\` is used before the question's code defines it`
        : `\`${read.name}\` is only defined inside a function, not where the code uses it`;
    missing.push(todo);
    definitions.push(`${TODO_MARK} ${todo}`);
  }
  const status: SkeletonStatus = missing.length ? 'partial' : 'runnable';
  const header = headerLines(question, status, missing.length, [...collected.leftOutBlocks, ...pieces.flatMap((p) => p.leftOut)]);
  const sections = [header, [...added, ...imports].join('\n'), version.join('\n'), definitions.join('\n'), body].filter((s) => s.trim());
  return {
    script: `${sections.join('\n\n')}\n`,
    status,
    missing,
    assumptions,
    codeUnchanged: !changed && !missing.length && !definitions.length,
  };
}

function hasCode(text: string): boolean {
  return text.split('\n').some((l) => l.trim() && !l.trim().startsWith('#'));
}

/** Names a block binds: assignments, defs, classes and imports. */
function definedNames(facts: PythonBlockFacts | null): string[] {
  if (!facts) return [];
  return [...facts.defined, ...facts.imports.flatMap((i) => i.bound)];
}

/**
 * Blocks in a sensible order: a block that only defines things (imports, functions, classes, constants) and
 * comes after a block using them moves before it — askers often show the training loop first and the model
 * below it ("here is my model:").
 */
function orderPieces(pieces: CodePiece[]): CodePiece[] {
  if (pieces.length < 2) return pieces;
  const defines = pieces.map((p) => (definitionOnly(p.text) ? topLevelDefinitions(p.text) : new Set<string>()));
  const placed = new Set<number>();
  const order: CodePiece[] = [];
  const place = (i: number, depth: number) => {
    if (placed.has(i) || depth > pieces.length) return;
    placed.add(i);
    for (let j = i + 1; j < pieces.length; j++) {
      if (!placed.has(j) && defines[j].size && usesAny(pieces[i].text, defines[j])) place(j, depth + 1);
    }
    order.push(pieces[i]);
  };
  pieces.forEach((_, i) => {
    place(i, 0);
  });
  return order;
}

const TOP_LEVEL_DEFINITION =
  /^(?:import\s|from\s+\S+\s+import\s|def\s|class\s|async\s+def\s|@|[A-Za-z_]\w*\s*(?::[^=]+)?=(?!=)|[ \t]|#|\)|\]|\}|'''|"""|$)/;

function definitionOnly(text: string): boolean {
  return text.split('\n').every((l) => TOP_LEVEL_DEFINITION.test(l));
}

function topLevelDefinitions(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/^(?:def|class|async\s+def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]+)?=(?!=)/gm))
    names.add(m[1] ?? m[2]);
  return names;
}

function usesAny(text: string, names: Set<string>): boolean {
  for (const name of names) if (new RegExp(`(?<![\\w.])${name}\\b`).test(text)) return true;
  return false;
}

/** Every line a printed value could be on: pasted output inside code blocks, prose and quotes. */
function outputLines(question: Question): string[] {
  return question.blocks.flatMap((b) => (b.kind === 'image' ? [] : b.text.split('\n')));
}

interface Setting {
  line: string;
  why: string;
  todo?: string;
  /** Written after the line that makes the model, which it uses. */
  afterModel?: boolean;
}

/** The first module-level line assigning `name`, by piece and line. */
function assignmentLine(pieces: CodePiece[], name: string): { piece: number; line: number } | null {
  const pattern = new RegExp(`^${name}\\s*=(?!=)`);
  for (let piece = 0; piece < pieces.length; piece++) {
    const line = pieces[piece].text.split('\n').findIndex((l) => pattern.test(l));
    if (line < 0) continue;
    const text = pieces[piece].text.split('\n')[line];
    const { commentStart, bracketDelta } = scanCodeLine(text);
    const code = commentStart < 0 ? text : text.slice(0, commentStart);
    return bracketDelta === 0 && !code.trimEnd().endsWith('\\') ? { piece, line } : null;
  }
  return null;
}

/**
 * Settings a training script cannot run without and the question uses without showing: the conventional
 * device line, and small, fast values for the batch size, the epoch count and the learning rate. The optimizer
 * only over a model the question defines; its kind and rate are a TODO. Values that matter for the bug are
 * TODOs, not silent guesses.
 */
function conventionalSetting(name: string, model: string | null, batchSize: number | null): Setting | null {
  if (name === 'device')
    return {
      line: 'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")',
      why: '`device` (not shown) is the usual "cuda if available, else cpu"',
    };
  if (/^(?:batch_size|BATCH_SIZE|bs)$/.test(name)) {
    const value = batchSize ?? 4;
    return {
      line: `${name} = ${value}`,
      why: `\`${name}\` (not shown) is ${value}`,
      todo: batchSize === null ? `batch size not stated: assumed ${value}` : undefined,
    };
  }
  if (/^(?:num_epochs|n_epochs|epochs|EPOCHS|NUM_EPOCHS|N_EPOCHS|nb_epochs)$/.test(name))
    return { line: `${name} = 1`, why: `\`${name}\` (not shown) is 1: one epoch, so the skeleton runs fast` };
  if (/^(?:lr|learning_rate|LR|LEARNING_RATE)$/.test(name))
    return { line: `${name} = 0.001`, why: `\`${name}\` (not shown) is 0.001`, todo: 'learning rate not stated: assumed 0.001' };
  if (/^(?:optimizer|optim_|opt)$/.test(name) && model) {
    return {
      line: `${name} = torch.optim.SGD(${model}.parameters(), lr=0.01)`,
      why: `\`${name}\` (not shown) is SGD over \`${model}\`'s parameters`,
      todo: 'optimizer not shown: assumed SGD with learning rate 0.01',
      afterModel: true,
    };
  }
  return null;
}

/** The variable holding an instance of a model class the question defines (`model = Net()`), if any. */
function definedModelInstance(code: string, shapes: ModelShape[]): string | null {
  for (const shape of shapes) {
    const made = new RegExp(`^([A-Za-z_]\\w*)\\s*=\\s*${shape.name}\\s*\\(`, 'm').exec(code);
    if (made) return made[1];
    if (new RegExp(`^${shape.name}\\s*=\\s*(?:torch\\.)?nn\\.Sequential`, 'm').test(code)) return shape.name;
  }
  return null;
}

/** The question's own import statement that binds `name` (`import numpy as np`, `from x import name`), if one-line. */
function questionImportOf(name: string, code: string): string | null {
  for (const raw of code.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const plain = /^import\s+([\w.]+)(?:\s+as\s+(\w+))?$/.exec(line);
    if (plain && (plain[2] ?? plain[1].split('.')[0]) === name) return line;
    const from = /^from\s+([\w.]+)\s+import\s+([\w\s,]+)$/.exec(line);
    if (from) {
      for (const part of from[2].split(',')) {
        const m = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(part.trim());
        if (m && (m[2] ?? m[1]) === name) return `from ${from[1]} import ${part.trim()}`;
      }
    }
  }
  return null;
}

/** Every line that uses `name` (outside comments) is one of `lines`. */
function onlyOnLines(name: string, code: string, lines: Set<string>): boolean {
  if (!lines.size) return false;
  const word = new RegExp(`(?<![\\w.])${name}(?!\\w)`);
  const users = code.split('\n').filter((l) => word.test(l.replace(/#.*$/, '')));
  return users.length > 0 && users.every((l) => lines.has(l));
}

/** The batch size the code sets as a literal (`batch_size = 64`, `DataLoader(…, batch_size=64)`). */
function statedBatchSize(facts: Array<PythonBlockFacts | null>): number | null {
  for (const f of facts)
    for (const h of f?.hyperparameters ?? []) if (h.name === 'batch_size' && h.value && /^\d+$/.test(h.value)) return Number(h.value);
  return null;
}

/** `v = name(...)`: the helper's result is printed under `v`. */
function printedResultOf(name: string, code: string, printed: Map<string, PrintedValue>): PrintedValue | null {
  const assigned = new RegExp(`^[ \\t]*([A-Za-z_]\\w*)\\s*=\\s*\\(?\\s*${name}\\s*\\(`, 'gm');
  for (const m of code.matchAll(assigned)) {
    const value = printed.get(m[1]);
    if (value) return value;
  }
  return null;
}

/**
 * `nn.Embedding(VOC.n_words, …)` with `VOC` never shown: the vocabulary only has to exceed the largest index
 * fed in, and when the question prints those indices, that bound is known. Only for a name used solely through
 * such attributes.
 */
function embeddingSizes(name: string, code: string, printed: Map<string, PrintedValue>): { fields: string; why: string } | null {
  if (new RegExp(`(?<![\\w.])${name}\\b(?!\\s*\\.)`).test(code)) return null; // used other than as `name.attr`
  const attributes = new Set([...code.matchAll(new RegExp(`(?<![\\w.])${name}\\.([A-Za-z_]\\w*)`, 'g'))].map((m) => m[1]));
  const largest = Math.max(-1, ...[...printed.values()].map((v) => v.maxInteger ?? -1));
  if (!attributes.size || largest < 0) return null;
  const fields: string[] = [];
  for (const attribute of attributes) {
    if (!new RegExp(`Embedding\\(\\s*${name}\\.${attribute}\\b`).test(code)) return null;
    fields.push(`${attribute}=${largest + 1}`);
  }
  return {
    fields: fields.join(', '),
    why: `\`${name}\` (not shown) sizes an embedding; ${largest + 1} entries, one more than the largest index the question prints (${largest})`,
  };
}

interface StandIn {
  line: string;
  expression: string;
  what: string;
  needs: string;
}

function standInFor(name: string, value: PrintedValue): StandIn {
  if (value.literal) {
    return {
      line: `${name} = ${value.literal}`,
      expression: value.literal,
      what: `exactly the printed values`,
      needs: value.library === 'torch' ? 'torch' : 'np',
    };
  }
  const dims = value.dims!.join(', ');
  const expression = value.library === 'torch' ? `torch.randn(${dims})` : `np.random.rand(${dims})`;
  return {
    line: `${name} = ${expression}`,
    expression,
    what: `random values of shape (${dims}${value.dims!.length === 1 ? ',' : ''})`,
    needs: value.library === 'torch' ? 'torch' : 'np',
  };
}

const NEEDED_IMPORT: Record<string, { statement: string; binds: string }> = {
  np: { statement: 'import numpy as np', binds: 'np' },
  torch: { statement: 'import torch', binds: 'torch' },
  torchvision: { statement: 'import torchvision', binds: 'torchvision' },
  pd: { statement: 'import pandas as pd', binds: 'pd' },
  types: { statement: 'import types', binds: 'types' },
};

function neededImports(needs: Set<string>, imports: string[]): string[] {
  const lines: string[] = [];
  for (const need of needs) {
    const known = NEEDED_IMPORT[need];
    // Added even when the question imports it further down: the stand-ins run before the question's imports.
    if (!known || imports.some((i) => i.startsWith(`${known.statement} `) || i === known.statement)) continue;
    lines.push(`${known.statement}  # ReproLens: added for the stand-in data below`);
  }
  return lines;
}

/** Frameworks whose version decides DL bugs: printed when the code imports them. */
const VERSIONED: Array<{ module: string; alias: string; name: string }> = [
  { module: 'torch', alias: 'torch', name: 'torch' },
  { module: 'torchvision', alias: 'torchvision', name: 'torchvision' },
  { module: 'tensorflow', alias: 'tf', name: 'tensorflow' },
  { module: 'keras', alias: 'keras', name: 'keras' },
  { module: 'transformers', alias: 'transformers', name: 'transformers' },
  { module: 'jax', alias: 'jax', name: 'jax' },
];

/** Top-level modules the question's code imports. */
function importedRoots(facts: Array<PythonBlockFacts | null>): Set<string> {
  return new Set(facts.flatMap((f) => f?.imports.map((i) => i.module.split('.')[0]) ?? []));
}

/** A version print, so whoever runs the skeleton can say which versions they ran it with. */
function versionLines(report: Report, imports: string[], roots: Set<string>): string[] {
  const main = versionModule(report.framework);
  const stated = report.versions.map((v) => `${v.name} ${v.version}`).slice(0, 4);
  const note = stated.length ? `the question states ${stated.join(', ')}` : 'the question does not state its versions';
  const modules = VERSIONED.filter((v) => v.module === main?.module || roots.has(v.module));
  if (!modules.length) return ['import sys', `print("Python", sys.version.split()[0])  # ReproLens: versions; ${note}`];
  const lines = ['import sys'];
  for (const m of modules) {
    const statement = `import ${m.module}${m.alias !== m.module ? ` as ${m.alias}` : ''}`;
    if (!imports.some((i) => i.startsWith(`${statement} `) || i === statement)) lines.push(statement);
  }
  const parts = modules.map((m) => `"| ${m.name}", ${m.alias}.__version__`).join(', ');
  lines.push(`print("Python", sys.version.split()[0], ${parts})  # ReproLens: versions; ${note}`);
  return lines;
}

function headerLines(question: Question, status: SkeletonStatus, todos: number, leftOut: string[]): string {
  const title = question.title
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 120);
  const where = question.id ? ` (question ${question.id}${question.site ? ` on ${question.site}` : ''})` : '';
  const lines = [
    `# Reproduction skeleton${title ? ` for "${title}"` : ''}${where}, built by ReproLens.`,
    '# The question\'s code is copied verbatim; every line ReproLens added or changed says "ReproLens".',
    status === 'runnable'
      ? '# Status: expected to run — every name the code uses is defined, imported or inferred below.'
      : `# Status: partial scaffold — ${todos} TODO line${todos === 1 ? ' says' : 's say'} what the question does not give.`,
  ];
  if (leftOut.length) lines.push(`# Left out of the code: ${leftOut.slice(0, 4).join(', ')}${leftOut.length > 4 ? ', …' : ''}.`);
  return lines.join('\n');
}

// ------------------------------------------------------------ data-loading lines

function planPiece(
  piece: CodePiece,
  facts: PythonBlockFacts | null,
  printed: Map<string, PrintedValue>,
  allCode: string,
  errorText: string,
): Map<number, LinePlan> {
  const plans = new Map<number, LinePlan>();
  if (!facts) return plans;
  const lines = piece.text.split('\n');
  const starts = lineStartsOf(piece.text);
  const lineAt = (at: number) => lineAtOffset(starts, at);
  // Grouped by the statement holding them: a path inside a multi-line call belongs to that call's first line.
  const tree = parser.parse(piece.text);
  const byStatement = new Map<number, { to: number; loads: DataLoadFact[] }>();
  for (const load of facts.dataLoads) {
    const statement = statementAt(tree.topNode, load.start);
    const first = lineAt(statement?.from ?? load.start);
    const entry = byStatement.get(first) ?? { to: statement?.to ?? starts[first] + lines[first].length, loads: [] };
    entry.loads.push(load);
    byStatement.set(first, entry);
  }
  for (const [i, { to, loads }] of byStatement) {
    const plan = planDataLoadLine(piece.text.slice(starts[i], Math.max(to, starts[i] + lines[i].length)), loads, {
      printed,
      code: allCode,
      errorText,
    });
    if (plan) plans.set(i, plan);
  }
  lines.forEach((line, i) => {
    if (plans.has(i) || line.trim().startsWith('#')) return;
    // Colab's own modules exist only on Colab; the stand-ins need no Drive.
    if (/^\s*(?:from\s+google\.colab\s+import|import\s+google\.colab)\b/.test(line)) {
      plans.set(i, { skip: 'Colab-only module; the stand-ins need no Drive' });
      return;
    }
    // Small, fast settings: one epoch, stated next to the question's own value.
    const epochs = /^([A-Za-z_]*epochs?|EPOCHS?|N_EPOCHS|NUM_EPOCHS|NB_EPOCHS)\s*=\s*(\d+)\s*(?:#.*)?$/i.exec(line);
    if (epochs && Number(epochs[2]) > 1 && /epoch/i.test(epochs[1])) {
      plans.set(i, { after: [`${epochs[1]} = 1  # ReproLens: one epoch, so the skeleton runs fast (the question uses ${epochs[2]})`] });
      return;
    }
    // Pretrained weights are a download: the architecture stays, the weights start random.
    if (
      /\bpretrained\s*=\s*True\b/.test(line) &&
      /\bmodels\.\w+\(|\bresnet|\bvgg|\bdensenet|\bmobilenet|\balexnet|\binception|\befficientnet_b/i.test(line) &&
      !/from_pretrained/.test(line)
    ) {
      plans.set(i, {
        replace: [
          `${indentOf(line)}# ${line.trim()}`,
          line.replace(/\bpretrained\s*=\s*True\b/, 'pretrained=False') +
            '  # ReproLens: no weight download; the architecture is the same, the weights start random',
        ],
        assumption: 'pretrained weights are not downloaded: the model has the same layers with random weights',
      });
    }
  });
  return plans;
}

/** The simple or compound statement (a child of the module or of a block body) that holds `offset`, innermost. */
function statementAt(top: SyntaxNode, offset: number): SyntaxNode | null {
  let node: SyntaxNode | null = top.resolveInner(offset, 1);
  let statement: SyntaxNode | null = null;
  for (; node; node = node.parent) {
    if (node.parent && (node.parent.name === 'Script' || node.parent.name === 'Body')) {
      statement = node;
      break;
    }
  }
  return statement;
}

/** Imports: a module nobody can install gets a TODO; an unused third-party import is dropped when edits are needed anyway. */
function planImports(piece: CodePiece, facts: PythonBlockFacts | null, allCode: string, editsNeeded: boolean): Map<number, LinePlan> {
  const plans = new Map<number, LinePlan>();
  if (!facts) return plans;
  const lines = piece.text.split('\n');
  const starts = lineStartsOf(piece.text);
  for (const fact of facts.imports) {
    const i = lineAtOffset(starts, fact.start);
    if (plans.has(i) || lines[i].includes('(') || lines[i].trimEnd().endsWith('\\')) continue;
    const standing = moduleStanding(fact.module);
    const names = fact.bound.filter((n) => n !== '*');
    const unused = names.length > 0 && names.every((n) => countUses(n, allCode) <= 1);
    if (standing === 'unknown') {
      plans.set(
        i,
        unused
          ? { skip: "imports a module of the asker's project that the code shown never uses" }
          : {
              todo: `imports \`${fact.module}\`, which is not a package ReproLens knows: if it is a module of your project, include the parts the code uses`,
            },
      );
    } else if (standing === 'third-party' && unused && editsNeeded) {
      plans.set(i, { skip: 'imported but never used in the code shown' });
    }
  }
  return plans;
}

/** Occurrences of `name` as a whole word, outside comments (the import line itself counts once). */
function countUses(name: string, code: string): number {
  const pattern = new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'g');
  let count = 0;
  for (const line of code.split('\n')) {
    const hash = line.indexOf('#');
    count += ((hash >= 0 ? line.slice(0, hash) : line).match(pattern) ?? []).length;
  }
  return count;
}

function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}

/** Block index -> "code block N" as a reader counts them (only code blocks). */
function codeBlockOrdinals(question: Question): Map<number, number> {
  const ordinals = new Map<number, number>();
  question.blocks.forEach((b, i) => {
    if (b.kind === 'code') ordinals.set(i, ordinals.size + 1);
  });
  return ordinals;
}

/** Is line `i` the only statement of its block (so commenting it out leaves the block empty)? */
function soleStatement(lines: string[], i: number, plans: Map<number, LinePlan>): boolean {
  const indent = indentOf(lines[i]).length;
  if (!indent) return false;
  // Lines skipped too count as gone; the first of a run of skipped lines writes the `pass`.
  const gone = (k: number) => plans.get(k)?.skip !== undefined;
  if (i > 0 && gone(i - 1) && indentOf(lines[i - 1]).length === indent) return false;
  const code = (k: number) => lines[k].trim() !== '' && !lines[k].trim().startsWith('#') && !gone(k);
  let before = i - 1;
  while (before >= 0 && !code(before)) before--;
  let after = i + 1;
  while (after < lines.length && !code(after)) after++;
  const opensBlock = before >= 0 && indentOf(lines[before]).length < indent && /:\s*(?:#.*)?$/.test(lines[before]);
  const closesBlock = after >= lines.length || indentOf(lines[after]).length < indent;
  return opensBlock && closesBlock;
}

const IMPORTS_OF: Record<string, RegExp> = {
  np: /^import numpy as np\b/,
  torch: /^import torch\s*(?:#.*)?$|^import torch,/,
  torchvision: /^import torchvision\s*(?:#.*)?$/,
  pd: /^import pandas as pd\b/,
};

/** Does the question's own code import `need` at module level before this line (in script order)? */
function importedBefore(pieces: CodePiece[], piece: number, line: number, need: string): boolean {
  const pattern = IMPORTS_OF[need];
  if (!pattern) return false;
  for (let p = 0; p <= piece; p++) {
    const lines = pieces[p].text.split('\n');
    const end = p === piece ? line : lines.length;
    for (let i = 0; i < end; i++) if (pattern.test(lines[i])) return true;
  }
  return false;
}

function renderPiece(piece: CodePiece, plans: Map<number, LinePlan>, ordinal: number): string {
  const out: string[] = [`# ---- the question's code block ${ordinal} ----`];
  const lines = piece.text.split('\n');
  lines.forEach((line, i) => {
    const plan = plans.get(i);
    if (!plan) {
      out.push(line);
      return;
    }
    if (plan.todo) out.push(`${indentOf(line)}${TODO_MARK} ${plan.todo}`);
    if (plan.replace) out.push(...plan.replace);
    else if (plan.skip) {
      out.push(commentOut(line, plan.skip));
      if (soleStatement(lines, i, plans)) out.push(`${indentOf(line)}pass  # ReproLens: keeps the block valid`);
    } else out.push(line);
    if (plan.after) out.push(...plan.after);
  });
  return out.join('\n');
}
