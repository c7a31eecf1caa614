// Test support for the regex-safety tests: finds the regular expressions that read question text (every literal in
// the engine's text-reading code, every expression it builds from phrase lists, and every expression that runs while
// the readers and the engine read some questions) and asks recheck (a ReDoS checker, its automaton analysis) whether each runs in linear time.
// Verdicts are kept in tests/fixtures/regex-verdicts.json, keyed by flags and source, so a run checks only
// expressions that are new or changed (recheck takes about a second each, seven minutes for all of them).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
export const VERDICTS_PATH = resolve(ROOT, 'tests/fixtures/regex-verdicts.json');

/** The code that reads question text with regular expressions (lib/python's walk and lib/skeleton work on trees). */
export const TEXT_READING_CODE = [
  'lib/readers',
  'lib/analysis',
  'lib/signals',
  'lib/classify',
  'lib/items',
  'lib/items/shared',
  'lib/python/source.ts',
  'lib/engine.ts',
  'lib/suggest.ts',
  // What makes question text safe for a terminal and for the skeleton's header comment.
  'cli/terminalText.ts',
  'cli/terminalRow.ts',
  'lib/skeleton/commentText.ts',
];

export interface FoundRegex {
  source: string;
  flags: string;
  /** file:line of a literal, or "run time" for one built with `new RegExp`. */
  where: string;
}

export interface Verdict {
  status: 'safe' | 'vulnerable' | 'unknown';
  /** "linear", "polynomial 2", "exponential"; absent when unknown. */
  complexity?: string;
  /** recheck's attack string, as it prints it. */
  attack?: string;
  /** "automaton" (a proof from the expression's automaton) or "fuzz" (for back-references, which it cannot model). */
  checker?: string;
}

export const keyOf = (r: { source: string; flags: string }) => `/${r.source}/${r.flags}`;

function filesUnder(path: string): string[] {
  const full = resolve(ROOT, path);
  if (full.endsWith('.ts')) return [full];
  return readdirSync(full)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(full, f));
}

/** Every regular-expression literal in the text-reading code, by the TypeScript parser. */
export function literalRegexes(paths = TEXT_READING_CODE): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const file of paths.flatMap(filesUnder)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const slash = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ source: text.slice(1, slash), flags: text.slice(slash + 1), where: `${relative(ROOT, file)}:${line}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * The expressions lib/phraseRules.ts builds from phrase lists (rules as data), by the file that builds each: a test
 * file records them by replacing the module with `recordingPhraseRules`
 * (`vi.mock('../../lib/phraseRules', recordingPhraseRules)`), then `builtRegexes` imports the code that builds them.
 */
const built: FoundRegex[] = [];

type PhraseRules = typeof import('../../lib/phraseRules');

/** lib/phraseRules.ts, recording every expression it builds and the file that asked for it. */
export async function recordingPhraseRules(importOriginal: () => Promise<PhraseRules>): Promise<PhraseRules> {
  const actual = await importOriginal();
  return {
    ...actual,
    alternationRegExp: (alternatives, shape) => {
      const r = actual.alternationRegExp(alternatives, shape);
      // The caller's frame, the line after this function's own: `at … (/…/lib/items/logs.ts:30:20)`.
      const caller = new Error().stack?.split('\n')[2] ?? '';
      const file = /\(?((?:\/|[A-Za-z]:)[^():]+\.ts)/.exec(caller)?.[1] ?? 'unknown';
      built.push({ source: r.source, flags: r.flags, where: relative(ROOT, file) });
      return r;
    },
  };
}

/** The expressions the text-reading code builds from phrase lists (needs `recordingPhraseRules` installed). */
export async function builtRegexes(paths = TEXT_READING_CODE): Promise<FoundRegex[]> {
  const files = paths.flatMap(filesUnder);
  for (const file of files) await import(file);
  const wanted = new Set(files.map((f) => relative(ROOT, f)));
  return built.filter((r) => wanted.has(r.where));
}

/** Every expression of the text-reading code: its literals and what it builds from phrase lists. */
export async function codeRegexes(paths = TEXT_READING_CODE): Promise<FoundRegex[]> {
  return [...literalRegexes(paths), ...(await builtRegexes(paths))];
}

/** The expressions `run` executes (RegExp.prototype.exec is what test, match, replace, split and matchAll call). */
export function executedRegexes(run: () => void): Map<string, { source: string; flags: string }> {
  const seen = new Map<string, { source: string; flags: string }>();
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    const key = keyOf(this);
    if (!seen.has(key)) seen.set(key, { source: this.source, flags: this.flags });
    return exec.call(this, text);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
  }
  return seen;
}

export function readVerdicts(): Record<string, Verdict> {
  return existsSync(VERDICTS_PATH)
    ? (JSON.parse(readFileSync(VERDICTS_PATH, 'utf8')) as { verdicts: Record<string, Verdict> }).verdicts
    : {};
}

export function writeVerdicts(verdicts: Record<string, Verdict>): void {
  const sorted = Object.fromEntries(Object.entries(verdicts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const note = 'recheck 4.5.0 verdicts (automaton checker) on the regexes that read question text; tests/analysis/regexSafety.ts';
  // Written whole, then renamed into place: another test file reading the verdicts meanwhile (vitest runs files in
  // parallel) sees the old file or the new one, never half of one (a clean-clone CI run read a truncated file).
  const written = `${VERDICTS_PATH}.${process.pid}.tmp`;
  writeFileSync(written, `${JSON.stringify({ note, verdicts: sorted }, null, 1)}\n`);
  renameSync(written, VERDICTS_PATH);
}

/** recheck's verdict on one expression (its automaton analysis where it applies, its fuzzer where not). */
export async function recheckVerdict(r: { source: string; flags: string }): Promise<Verdict> {
  const { check } = await import('recheck');
  const result = await check(r.source, r.flags, { timeout: 60_000, randomSeed: 2026 });
  if (result.status === 'unknown') return { status: 'unknown' };
  const complexity = result.complexity.type === 'polynomial' ? `polynomial ${result.complexity.degree}` : result.complexity.type;
  const checker = result.checker ?? undefined;
  return result.status === 'vulnerable'
    ? { status: 'vulnerable', complexity, attack: result.attack.pattern, checker }
    : { status: 'safe', complexity, checker };
}

/** Verdicts for `regexes`: from the kept file, checking (and keeping) only those it does not have. */
export async function verdictsFor(regexes: Array<{ source: string; flags: string }>): Promise<Map<string, Verdict>> {
  const kept = readVerdicts();
  const out = new Map<string, Verdict>();
  let added = false;
  for (const r of regexes) {
    const key = keyOf(r);
    if (out.has(key)) continue;
    let verdict = kept[key];
    if (!verdict) {
      verdict = await recheckVerdict(r);
      kept[key] = verdict;
      added = true;
      if (Object.keys(kept).length % 10 === 0) writeVerdicts(kept); // a long first run keeps what it has checked
    }
    out.set(key, verdict);
  }
  if (added) writeVerdicts(kept);
  return out;
}

/** Drops kept verdicts no test asks for any more (expressions since rewritten). */
export function pruneVerdicts(keep: string[]): void {
  const wanted = new Set(keep);
  writeVerdicts(Object.fromEntries(Object.entries(readVerdicts()).filter(([key]) => wanted.has(key))));
}
