// "Reproduction skeleton": one Python script built from a question's own code and facts, for a reader to paste
// and run (docs/skeleton.md). The question's code is copied verbatim; ReproLens only adds around it (imports, a
// version print, stand-in data with the shapes the question states or implies, `# TODO (ReproLens): …` lines
// for what it does not say) or replaces a data-loading line with a marked stand-in. Deterministic templates, no
// generated prose. The study behind the checklist: readers most often had to generate input data (49 % of
// reproduced bugs), add imports (47 %), set hyperparameters (44 %) and rebuild the network (27 %) — the
// mechanical part is done here. Each concern is a module of its own; this file only puts them in order.
import { analyzeProgram } from '../analysis/program';
import type { PythonBlockFacts } from '../analysis/blockFacts';
import { assembleQuestion, type Question } from '../question';
import type { Report } from '../report';
import { type CodePiece, collectCodePieces } from './codePieces';
import { CodeWords, commentCut } from './codeWords';
import { type PiecePlans, planDataLoads } from './dataLoadPlans';
import { firstImports, neededImports, planImports, questionImports } from './importPlans';
import { importFor, looksLikeKeras } from '../python/knownModules';
import { findModelShapes } from './modelShapes';
import { moveFutureImports } from './futureImports';
import { findUnboundReadsOfParts } from './nameOrder';
import type { ScriptPart } from './scriptNames';
import { type OwnModelCall, planOwnModelCall } from './ownModelCall';
import { orderPieces } from './pieceOrder';
import { findSoleProgram } from './programBlock';
import { findStatedShapes } from './statedShapes';
import { findPrintedItems } from './printedItems';
import { findPrintedValues } from './printedValues';
import { planShownValueLines } from './shownValueLines';
import { planTracedBackward } from './tracedBackward';
import { codeBlockOrdinals, renderPieceLines } from './renderPiece';
import { EARLY_READ_ROUNDS, type LineOrigins, leaveOutEarlyReads } from './earlyReads';
import { analyzePythonBlock } from '../python/walk';
import { findRunNeeds, needsLine, reportedErrors } from './runNeeds';

import { headerLines, importedRoots, versionLines } from './scriptHeader';
import { cleanGeneratedLine } from './commentText';
import { ASSUMED_MARK, type Skeleton, type SkeletonStatus, TODO_MARK } from './skeletonScript';
import { usedOnlyOn } from './undefinedNames/neededNames';
import { conventionalSetting } from './undefinedNames/conventionalSetting';
import { type NameContext, type NameResolution, onlyTodoKnows, resolveName } from './undefinedNames/strategy';

export { ASSUMED_MARK, TODO_MARK, type Skeleton, type SkeletonStatus };

type RenderedPiece = ReturnType<typeof renderPieceLines>;

/** The script's sections as they are filled, each in the order its lines are found. */
interface Sections {
  imports: string[];
  definitions: string[];
  assumptions: string[];
  missing: string[];
  /** Modules the added lines use ('np', 'torch', 'torchvision', 'pd', 'types'), in the order first needed. */
  needs: Set<string>;
}

/** The skeleton, or null when the question has no Python code to build one from. */
export function buildSkeleton(question: Question, report: Report): Skeleton | null {
  const collected = collectCodePieces(question);
  const ordinals = codeBlockOrdinals(question);
  // The right block (docs/skeleton.md, "the right block"): a complete program the traceback ran through runs alone.
  const sole = findSoleProgram(question, collected.pieces);
  const pieces = sole ? [sole.piece] : orderPieces(collected.pieces);
  const soleNote = sole ? soleProgramNote(sole.leftOut, ordinals.get(sole.piece.block) ?? sole.piece.block + 1, ordinals) : [];
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
  const code = new CodeWords(pieces.map((p) => p.text).join('\n'));
  const outputLines = question.blocks.flatMap((b) => (b.kind === 'image' ? [] : b.text.split('\n')));
  const printed = findPrintedValues(code.text, outputLines);
  // Shapes the prose states and a printed dataset item (docs/skeleton.md, "Names" 2): shown values too, a printed
  // value first.
  const proseLines = question.blocks.flatMap((b) => (b.kind === 'prose' || b.kind === 'quote' ? b.text.split('\n') : []));
  for (const [name, value] of findStatedShapes(proseLines, code)) if (!printed.has(name)) printed.set(name, value);
  for (const [name, value] of findPrintedItems(code.text, outputLines)) if (!printed.has(name)) printed.set(name, value);
  const sections: Sections = { imports: [], definitions: [], assumptions: [], missing: [], needs: new Set() };
  if (!pieces.some((p) => hasCode(p.text))) {
    sections.missing.push("none of the question's code compiles as Python as posted: every line is commented out below with the reason");
    sections.definitions.push(`${TODO_MARK} ${sections.missing[0]}`);
  }
  const definedByQuestion = new Set(facts.flatMap(definedNames));

  // Data-loading lines: replaced by a marked stand-in where the question says enough, else a TODO above them.
  const errorText = outputLines.filter((l) => /(?:Error|Exception)\b|Traceback/.test(l)).join('\n');
  const prose = question.blocks.flatMap((b) => (b.kind === 'prose' ? [b.text] : [])).join('\n');
  const plans = pieces.map((piece, i) => planDataLoads(piece, facts[i], printed, code.text, errorText, prose));
  // `from __future__` first (docs/skeleton.md, "Making the script compile"): its own line at the top, the question's
  // commented out.
  const future = moveFutureImports(pieces, facts);
  future.plans.forEach((plan, i) => {
    for (const [line, p] of plan) if (!plans[i].has(line)) plans[i].set(line, p);
  });
  const context: NameContext = {
    code,
    pieces,
    printed,
    importFamily: looksLikeKeras(program.undefinedNames.map((u) => u.name)) ? 'keras' : report.framework,
    shapes: findModelShapes(code.text),
    batchSize: statedBatchSize(facts),
    outputLines,
  };
  // A line making a shown value from inputs nothing defines becomes a stand-in of that value (shownValueLines.ts).
  const undefinedHere = new Set(program.undefinedNames.map((u) => u.name));
  planShownValueLines(pieces, plans, {
    shown: printed,
    isOpen: (name) => undefinedHere.has(name) && !definedByQuestion.has(name) && onlyTodoKnows(name, context),
    isQuoted: quotedOutsideCode(question, code.text),
  });
  const importedAbove = firstImports(pieces);
  plans.forEach((plan, i) => {
    for (const [line, p] of plan) {
      if (p.assumption && !sections.assumptions.includes(p.assumption)) sections.assumptions.push(p.assumption);
      if (p.todo) sections.missing.push(p.todo);
      // A stand-in sits where the question's line was: the question's own earlier imports serve it.
      for (const n of p.needs ?? []) if (!importedAbove(i, line, n)) sections.needs.add(n);
      for (const name of p.defines ?? []) definedByQuestion.add(name);
    }
  });

  // The question's own model, made and run when its code never does (ownModelCall.ts; docs/skeleton.md, "Names", 4).
  const ownModel = planOwnModelCall({ pieces, outputLines, batchSize: statedBatchSize(facts) });
  if (ownModel) writeAddedCalls(ownModel, sections, plans, importedAbove, definedByQuestion);
  // The backward pass the traceback runs and the code never shows (tracedBackward.ts; docs/skeleton.md, "Names", 4);
  // a `.backward()` call imports nothing.
  const backward = planTracedBackward(pieces, outputLines);
  if (backward) writeAddedCalls(backward, sections, plans, () => true, definedByQuestion);

  // Names the code uses but never defines, each resolved by the first strategy that knows it.
  const seen = new Set<string>();
  const goneLines = replacedLines(pieces, plans);
  const standIns = standInWords(plans);
  for (const { name } of program.undefinedNames) {
    const gone = usedOnlyOn(name, code, goneLines) && !standIns.uses(name).length;
    if (seen.has(name) || definedByQuestion.has(name) || gone) continue;
    seen.add(name);
    write(resolveName(name, context), sections, plans);
  }

  const added = neededImports(sections.needs, sections.imports);
  const version = versionLines(report, [...added, ...sections.imports], importedRoots(facts));
  // Imports of modules a reader cannot install (the asker's own files) are missing code; once the code needs
  // edits anyway, third-party imports it never uses are dropped, so the reproduction needs only what it uses.
  const editsNeeded =
    sections.missing.length > 0 || plans.some((p) => p.size > 0) || pieces.some((p) => p.commented.length || p.magics || p.repl);
  pieces.forEach((piece, i) => {
    for (const [line, plan] of planImports(piece, facts[i], code, editsNeeded)) {
      if (plans[i].has(line)) continue;
      plans[i].set(line, plan);
      if (plan.todo) sections.missing.push(plan.todo);
    }
  });
  const lines = [...future.lines, ...added, ...sections.imports, ...version, ...sections.definitions];
  const render = () => pieces.map((piece, i) => renderPieceLines(piece, plans[i], ordinals.get(piece.block) ?? piece.block + 1));
  let rendered = render();
  // A statement reading a name bound only further down is left out rather than failing there (docs/skeleton.md, "Run order").
  const own = questionImports(code.text);
  const keep = (name: string) => seen.has(name) || own.has(name) || importFor(name, context.importFamily) !== null;
  const early = { unbound: new Set<string>() };
  for (let round = 0; round < EARLY_READ_ROUNDS; round++) {
    if (!leaveOutEarlyReads(scriptParts(lines, rendered), scriptOrigins(lines, rendered), pieces, plans, keep, early)) break;
    rendered = render();
  }
  const changed = plans.some((p) => p.size > 0) || pieces.some((p) => p.commented.length || p.magics || p.floatsWritten || p.repl);
  const body = rendered.map((r) => r.lines.join('\n')).join('\n\n');
  checkRunOrder(scriptParts(lines, rendered), seen, code.text, context, sections);

  const status: SkeletonStatus = sections.missing.length ? 'partial' : 'runnable';
  // Definitions' comments quote names, paths and printed values from the question (review C5): cleaned, code kept.
  const definitions = sections.definitions.map(cleanGeneratedLine).join('\n');
  const parts = [future.lines.join('\n'), [...added, ...sections.imports].join('\n'), version.join('\n'), definitions, body];
  const scriptBody = parts.filter((s) => s.trim()).join('\n\n');
  // What no stand-in can give (a GPU, a package, the asker's file, the network), read from the script as built.
  const addedLines = [...added, ...sections.imports].join('\n');
  const sources = pieces.map((piece, i) => ({ text: piece.text, facts: facts[i], gone: goneLineIndexes(plans[i]) }));
  sources.push({ text: addedLines, facts: addedLines ? analyzePythonBlock(addedLines) : null, gone: new Set() });
  const needs = findRunNeeds(reportedErrors(question), sources);
  const leftOut = [...soleNote, ...collected.leftOutBlocks, ...pieces.flatMap((p) => p.leftOut)];
  const header = headerLines(question, status, sections.missing.length, leftOut, needsLine(needs));
  return {
    script: `${header}\n\n${scriptBody}\n`,
    status,
    missing: sections.missing,
    assumptions: sections.assumptions,
    codeUnchanged: !changed && !sections.missing.length && !sections.definitions.length,
    needs,
  };
}

/** A strategy's lines into the sections, and lines after a question line into that line's plan. */
function write(resolution: NameResolution, sections: Sections, plans: PiecePlans[]): void {
  sections.imports.push(...(resolution.imports ?? []));
  sections.definitions.push(...(resolution.definitions ?? []));
  if (resolution.after) {
    const { piece, line, lines } = resolution.after;
    const plan = plans[piece].get(line) ?? {};
    plan.after = [...(plan.after ?? []), ...lines];
    plans[piece].set(line, plan);
  }
  sections.assumptions.push(...(resolution.assumptions ?? []));
  sections.missing.push(...(resolution.missing ?? []));
  for (const need of resolution.needs ?? []) sections.needs.add(need);
}

/** The own-model lines after the question lines they follow; the names they bind count as the code's own. */
function writeAddedCalls(
  own: OwnModelCall,
  sections: Sections,
  plans: PiecePlans[],
  importedAbove: (piece: number, line: number, need: string) => boolean,
  defined: Set<string>,
): void {
  for (const { piece, line, lines } of own.after) {
    const plan = plans[piece].get(line) ?? {};
    plan.after = [...(plan.after ?? []), ...lines];
    plans[piece].set(line, plan);
    if (!importedAbove(piece, line, 'torch')) sections.needs.add('torch');
  }
  for (const name of own.defines) defined.add(name);
  sections.assumptions.push(...own.assumptions);
  sections.missing.push(...own.missing);
}

/**
 * A script runs top to bottom (docs/skeleton.md, "Run order is checked last"): a name read before anything
 * binds it, or bound only inside another function, is imported at the top when the question imports it
 * further down or it has the usual import, and is a TODO otherwise.
 */
function checkRunOrder(script: ScriptPart[], seen: Set<string>, code: string, context: NameContext, sections: Sections): void {
  let own: Map<string, string> | null = null;
  for (const read of findUnboundReadsOfParts(script)) {
    if (seen.has(read.name)) continue;
    seen.add(read.name);
    own ??= questionImports(code);
    const statement = own.get(read.name);
    const hoisted = statement ?? importFor(read.name, context.importFamily);
    if (hoisted) {
      sections.imports.push(
        statement
          ? `${hoisted}  # ReproLens: added; the question's code uses \`${read.name}\` before it imports it`
          : `${hoisted}  # ReproLens: added; the code uses \`${read.name}\` before defining it, and this is the usual import`,
      );
      continue;
    }
    // A setting a training script needs (`device`) that the code binds only inside a function: the usual line
    // (docs/skeleton.md, "Names", 3), as for a name the code never binds; its `torch` imported ahead of it.
    const setting = read.bound === 'never' ? conventionalSetting.resolve(read.name, context) : null;
    if (setting?.definitions && !setting.after) {
      if (!sections.imports.some((i) => /^import torch\b(?!\.)/.test(i)))
        sections.imports.push('import torch  # ReproLens: added for the setting below');
      sections.definitions.push(...setting.definitions);
      sections.assumptions.push(...(setting.assumptions ?? []));
      sections.missing.push(...(setting.missing ?? []));
      continue;
    }
    const todo =
      read.bound === 'later'
        ? `\`${read.name}\` is used before the question's code defines it`
        : `\`${read.name}\` is only defined inside a function, not where the code uses it`;
    sections.missing.push(todo);
    sections.definitions.push(`${TODO_MARK} ${todo}`);
  }
}

/**
 * The script checkRunOrder reads, `[...lines, rendered.join('\n\n')].join('\n')`, as parts joined by '\n': the added
 * lines, then each piece's marker line and its lines apart, so a piece shown as it is is the text the walk parsed.
 */
function scriptParts(lines: string[], rendered: RenderedPiece[]): ScriptPart[] {
  const parts: ScriptPart[] = lines.length ? [{ text: lines.join('\n'), added: true }] : [];
  const question = (text: string): ScriptPart => ({ text, added: false });
  rendered.forEach((piece, i) => {
    if (i) parts.push(question(''));
    parts.push(question(piece.lines[0]));
    if (piece.lines.length > 1) parts.push(question(piece.lines.slice(1).join('\n')));
  });
  return parts;
}

/** Per line of the scriptParts text: the piece line it shows as the asker wrote it, or null. */
function scriptOrigins(lines: string[], rendered: RenderedPiece[]): LineOrigins {
  const origins: LineOrigins = lines.length
    ? lines
        .join('\n')
        .split('\n')
        .map(() => null)
    : [];
  rendered.forEach((piece, i) => {
    if (i) origins.push(null);
    for (const line of piece.origins) origins.push(line === null ? null : { piece: i, line });
  });
  return origins;
}

/** The header's note on blocks left out because another is the complete program: "code blocks 4 and 5 (…)". */
function soleProgramNote(blocks: number[], kept: number, ordinals: Map<number, number>): string[] {
  const numbers = blocks.map((b) => ordinals.get(b) ?? b + 1);
  const named = numbers.length === 1 ? `code block ${numbers[0]}` : `code blocks ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return [`${named} (code block ${kept} is a complete program holding the traceback's lines, and runs alone)`];
}

/**
 * Whether a line of the code appears more often in the whole question than in its code pieces: the question quotes it
 * outside its code, in a traceback or pasted output, so it may be the failing line.
 */
function quotedOutsideCode(question: Question, code: string): (line: string) => boolean {
  const all = question.blocks.flatMap((b) => (b.kind === 'image' ? [] : [b.text])).join('\n');
  return (line) => line.length > 0 && occurrences(all, line) > occurrences(code, line);
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

function hasCode(text: string): boolean {
  return text.split('\n').some((l) => l.trim() && !l.trim().startsWith('#'));
}

/** Names a block binds: assignments, defs, classes and imports. */
function definedNames(facts: PythonBlockFacts | null): string[] {
  if (!facts) return [];
  return [...facts.defined, ...facts.imports.flatMap((i) => i.bound)];
}

/** The batch size the code sets as a literal (`batch_size = 64`, `DataLoader(…, batch_size=64)`). */
function statedBatchSize(facts: Array<PythonBlockFacts | null>): number | null {
  for (const f of facts)
    for (const h of f?.hyperparameters ?? []) if (h.name === 'batch_size' && h.value && /^\d+$/.test(h.value)) return Number(h.value);
  return null;
}

/** Lines a stand-in replaced or that were skipped: names only they used are no longer needed. */
/**
 * The code of the stand-in lines, comments cut: a stand-in that keeps the question's call around it
 * (`ImageFolder('stand-in folder', transform=t)`) still reads that call's other names, so they still need resolving.
 */
function standInWords(plans: PiecePlans[]): CodeWords {
  const lines = plans.flatMap((p) => [...p.values()].flatMap((plan) => (plan.replace ?? []).map((l) => l.slice(0, commentCut(l)))));
  return new CodeWords(lines.join('\n'));
}

function replacedLines(pieces: CodePiece[], plans: PiecePlans[]): Set<string> {
  const gone = new Set<string>();
  pieces.forEach((piece, i) => {
    const lines = piece.text.split('\n');
    for (const [line, plan] of plans[i]) if (plan.replace || plan.skip) gone.add(lines[line]);
  });
  return gone;
}

/** Line indexes a stand-in replaced or a skip commented out: the script no longer runs them. */
function goneLineIndexes(plans: PiecePlans): Set<number> {
  return new Set([...plans].filter(([, plan]) => plan.replace || plan.skip).map(([line]) => line));
}
