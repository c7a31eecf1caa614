// What a skeleton needs that no stand-in can give, said in one line at its top (docs/skeleton.md, "Status": every
// skeleton that cannot reproduce here says why — a CUDA GPU, package X, the asker's file Y, the network). Read from the question's reported error lines and traceback frames and from the script as built (parsed: its imports, its
// file reads, its calls), so a line a stand-in replaced or a skip commented out needs nothing. The rules are data
// (runNeedRules.ts); nothing here names a question.
import type { SyntaxNode } from '@lezer/common';
import type { DataLoadFact, ImportFact, PythonBlockFacts } from '../analysis/blockFacts';
import { analyzeOutput } from '../analysis/output';
import { parseTraceback } from '../analysis/traceback';
import { moduleStanding, pipName } from '../python/knownModules';
import { readArguments, readCallee, stringValue } from '../python/nodes';
import { parsePython } from '../python/slicedParse';
import type { Question } from '../question';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import {
  CPU_ONLY_ERRORS,
  CUDA_METHODS,
  DEVICE_STRINGS,
  DOWNLOAD_CALLS,
  DOWNLOAD_KEYWORDS,
  DOWNLOAD_METHODS,
  ERROR_NEED_RULES,
  INSTALLED_FRAME_FILE,
  INSTALLED_MODULES,
  NEED_ORDER,
  type NeedKind,
  QUOTED_MODULE_ERRORS,
  RUNNER_PACKAGES,
  STANDARD_PACKAGES,
} from './runNeedRules';

export type { NeedKind } from './runNeedRules';

/** One thing the run needs: the machine (`a CUDA GPU (…)`), a pip package name, a path, a download. */
export interface RunNeed {
  kind: NeedKind;
  what: string;
}

/** What the question reports of its failure: its error lines, and the files its tracebacks' frames ran through. */
export interface ReportedErrors {
  /** `Class: message`, from the title, prose, quotes and pasted output. */
  lines: string[];
  /** Each frame's file as pasted (`…\\venv\\lib\\site-packages\\stable_baselines3\\sac\\sac.py`). */
  frameFiles: string[];
}

/** The question's error lines and traceback frames, from its title, prose, quotes and pasted output. */
export function reportedErrors(question: Question): ReportedErrors {
  const texts = [question.title, ...question.blocks.filter((b) => b.kind !== 'image').map((b) => b.text)];
  return {
    lines: texts.flatMap((t) => analyzeOutput(t).errors.map((e) => `${e.exceptionType}: ${e.message}`)),
    frameFiles: texts.flatMap((t) => parseTraceback(t)?.frames.map((f) => f.file) ?? []),
  };
}

/** A part of the script: a piece of the question's code with its facts, and the lines a stand-in replaced or a skip commented out. */
export interface ScriptSource {
  text: string;
  facts: PythonBlockFacts | null;
  gone: ReadonlySet<number>;
}

/**
 * Everything the script needs, machine first; each thing once. Read from the pieces' own facts and trees (parsed
 * once already, tests/skeleton/parseBudget.test.ts), leaving out the lines the script no longer runs.
 */
export function findRunNeeds(reported: ReportedErrors, sources: ScriptSource[]): RunNeed[] {
  const errors = reported.lines;
  const written = new Set(sources.flatMap((s) => s.facts?.writtenPaths ?? []));
  const fromCode = sources.flatMap((source) => {
    if (!source.facts) return [];
    const starts = lineStartsOf(source.text);
    const kept = (at: number) => !source.gone.has(lineAtOffset(starts, at));
    return [
      ...codeNeeds(source.text, errors, kept),
      ...packageNeeds(source.facts.imports.filter((i) => kept(i.start))),
      ...fileNeeds(
        source.facts.dataLoads.filter((l) => kept(l.start)),
        written,
      ),
    ];
  });
  const needs = [
    ...errorNeeds(errors),
    ...fromCode,
    ...reportedPackageNeeds(
      reported,
      fromCode.some((n) => n.kind === 'package'),
    ),
  ];
  const seen = new Set<string>();
  const kept = needs.filter((n) => {
    // One machine need per kind: the error's reason wins over the code's, being listed first.
    // A package once by its name, however it was found (`x (or the asker's own module)` from an import, `x` from a frame).
    const what = n.kind === 'package' ? n.what.split(' ')[0] : n.what;
    const key = n.kind === 'package' || n.kind === 'file' || n.kind === 'network' ? `${n.kind}\u0000${what}` : n.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return NEED_ORDER.flatMap((kind) => kept.filter((n) => n.kind === kind));
}

/** The reported error says which machine raised it (CUDA, MPS, XLA, Windows). */
function errorNeeds(errors: string[]): RunNeed[] {
  return ERROR_NEED_RULES.filter((rule) => errors.some((e) => rule.pattern.test(e))).map(({ kind, what }) => ({ kind, what }));
}

/**
 * The code asks for a device with no CPU fallback (`.cuda()`, `torch.device('cuda:0')`, `device='mps'`), or
 * downloads (`from_pretrained`, `torch.hub.load`, `download=True`, `urlopen`). A device choice inside a test of it
 * (`'cuda' if torch.cuda.is_available() else 'cpu'`, `if use_cuda:`) has its fallback; when the question reports an
 * error a CPU-only PyTorch raises, the device calls are the bug this machine reproduces.
 */
function codeNeeds(script: string, errors: string[], kept: (at: number) => boolean): RunNeed[] {
  const needs: RunNeed[] = [];
  const cpuOnlyBug = errors.some((e) => CPU_ONLY_ERRORS.test(e));
  const cursor = parsePython(script).cursor();
  do {
    const node = cursor.node;
    if (!kept(node.from)) continue;
    if (node.name === 'String' && !cpuOnlyBug) {
      const value = stringValue(node, script);
      const device = value === null ? undefined : DEVICE_STRINGS.find((d) => d.pattern.test(value));
      if (device && node.parent?.name !== 'BinaryExpression' && !hasFallback(node, script))
        needs.push({ kind: device.kind, what: device.what });
    } else if (node.name === 'CallExpression') {
      needs.push(...callNeeds(node, script, cpuOnlyBug));
    }
  } while (cursor.next());
  return needs;
}

function callNeeds(node: SyntaxNode, script: string, cpuOnlyBug: boolean): RunNeed[] {
  const callee = node.firstChild;
  if (!callee) return [];
  const { method, object, written } = readCallee(callee, script);
  const needs: RunNeed[] = [];
  if (method && object && CUDA_METHODS.has(method) && !cpuOnlyBug && !hasFallback(node, script)) {
    needs.push({ kind: 'cuda', what: 'a CUDA GPU (the code calls `.cuda()` with no CPU fallback)' });
  }
  if ((method && DOWNLOAD_METHODS.has(method)) || (written && DOWNLOAD_CALLS.has(written))) {
    needs.push({ kind: 'network', what: method ?? '' });
  }
  for (const arg of readArguments(node.getChild('ArgList'), script)) {
    if (arg.keyword && DOWNLOAD_KEYWORDS.has(arg.keyword) && script.slice(arg.value.from, arg.value.to) === 'True') {
      needs.push({ kind: 'network', what: `${arg.keyword}=True` });
    }
  }
  return needs;
}

/** (A string compared, `device.type == 'cuda'`, chooses nothing.) Inside a conditional expression, or an `if` whose test reads the device (`torch.cuda.is_available()`, `use_cuda`). */
function hasFallback(node: SyntaxNode, script: string): boolean {
  for (let up: SyntaxNode | null = node.parent; up; up = up.parent) {
    if (up.name === 'ConditionalExpression') return true;
    if (up.name === 'IfStatement') {
      const test = up.firstChild?.nextSibling;
      if (test && /cuda|mps|device|gpu/i.test(script.slice(test.from, test.to))) return true;
    }
  }
  return false;
}

/**
 * Top-level imports of packages a standard PyTorch install lacks, by their pip names (transformers,
 * pytorch_lightning, torch_geometric; torchtext, which Debian's 0.14 ships broken: ../shared/tools/README.md). A module no table knows is
 * likely the asker's own file.
 */
function packageNeeds(imports: ImportFact[]): RunNeed[] {
  return imports.flatMap((i) => packageNeed(i.module));
}

/** A module's package, when a standard PyTorch install lacks it; named the same whether an import or the report says it. */
function packageNeed(module: string, installed = false): RunNeed[] {
  const root = module.split('.')[0];
  if (!root || STANDARD_PACKAGES.has(root) || INSTALLED_MODULES.has(root)) return [];
  const standing = moduleStanding(root);
  if (standing === 'standard') return [];
  // No table knows it: a package pip may know by that name, or the asker's own module (docs/skeleton.md, "Imports");
  // a frame under site-packages is an installed package's.
  if (standing === 'unknown' && !installed) return [{ kind: 'package', what: `${root} (or the asker's own module)` }];
  return [{ kind: 'package', what: pipName(root) }];
}

/**
 * Modules the report names (docs/skeleton.md, "Status": a package): one the error quotes (`module 'torchtext.data' has no
 * attribute 'Field'`, also when the code shown never imports it), and the installed package a traceback frame ran
 * through (`site-packages/stable_baselines3/…`), but not the kernel or debugger that hosted the run. A private module
 * (`_pywrap_tensorflow_internal`) is a part of some package's install, not a package to get. When the code already
 * needs a package, the frames are its own and its dependencies' (`tensorflow_core`, `six`): they add nothing.
 */
function reportedPackageNeeds(reported: ReportedErrors, codeNeedsPackage: boolean): RunNeed[] {
  const quoted = reported.lines
    .flatMap((line) => QUOTED_MODULE_ERRORS.map((p) => p.exec(line)?.[1] ?? ''))
    .filter((m) => m && !m.startsWith('_'));
  const framed = codeNeedsPackage
    ? []
    : reported.frameFiles.map((file) => INSTALLED_FRAME_FILE.exec(file)?.[1] ?? '').filter((m) => m && !RUNNER_PACKAGES.has(m));
  return [...quoted.flatMap((m) => packageNeed(m)), ...framed.flatMap((m) => packageNeed(m, true))];
}

/** Files the script still reads (a URL string alone is not a download: it may be a comment's link) that the question does not give and no stand-in replaced (a checkpoint, `open('train.txt')`). */
function fileNeeds(loads: DataLoadFact[], written: ReadonlySet<string>): RunNeed[] {
  return loads.flatMap((load): RunNeed[] => {
    if (load.kind !== 'file_read' && load.kind !== 'checkpoint' && load.kind !== 'local_path') return [];
    if (!load.detail || written.has(load.detail)) return [];
    return [{ kind: 'file', what: load.detail }];
  });
}

/** At most this many things of one kind are named in the line; the `needs` field has them all. */
const NAMED_PER_KIND = 3;

/** `# Needs to reproduce: a CUDA GPU (…); package transformers; the asker's file x.pth`, or null when nothing is needed. */
export function needsLine(needs: RunNeed[]): string | null {
  if (!needs.length) return null;
  const parts = NEED_ORDER.flatMap((kind) => {
    const whats = needs.filter((n) => n.kind === kind).map((n) => (kind === 'file' ? shortPath(n.what) : n.what));
    if (!whats.length) return [];
    const named = `${whats.slice(0, NAMED_PER_KIND).join(', ')}${whats.length > NAMED_PER_KIND ? ', …' : ''}`;
    const plural = whats.length > 1 ? 's' : '';
    switch (kind) {
      case 'package':
        return [`package${plural} ${named}`];
      case 'file':
        return [`the asker's file${plural} ${named}`];
      case 'network':
        return [`the network (${named})`];
      default:
        return [whats[0]];
    }
  });
  return `# Needs to reproduce: ${parts.join('; ')}`;
}

/** A long path by its end, where the file's name is: `…/Food-Recognition/model.pth`. */
const PATH_CHARS = 40;
function shortPath(path: string): string {
  return path.length <= PATH_CHARS ? path : `…${path.slice(-(PATH_CHARS - 1))}`;
}
