// `web-ext lint` (Mozilla's addons-linter, what AMO runs on an upload) over the built extensions, and the README's list
// of the findings that stay and why (README, "Store readiness": 0 errors, each warning explained there or removed).
// Run through web-ext's own `cmd.lint`, not its command line: the command line is what checks npm for a newer web-ext
// (update-notifier) and reads config files from the home directory; `cmd.lint` does neither, and addons-linter
// itself reads only the folder it is given, so linting sends nothing anywhere.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webExt from 'web-ext';

export type Severity = 'error' | 'warning' | 'notice';

/** One addons-linter message, reduced to what identifies it for a reviewer. */
export interface Finding {
  severity: Severity;
  code: string;
  file: string;
  message: string;
}

/** A README row: this many findings of `code` in `file` of `build` are expected, for the reason given there. */
export interface Explained {
  build: string;
  severity: Severity;
  code: string;
  file: string;
  count: number;
}

interface LinterMessage {
  code: string;
  file?: string;
  message: string;
}
interface LinterOutput {
  errors: LinterMessage[];
  warnings: LinterMessage[];
  notices: LinterMessage[];
}

/** Lints one built extension folder; resolves to every error, warning and notice. */
export async function lintBuild(sourceDir: string): Promise<Finding[]> {
  const output: LinterOutput = await webExt.cmd.lint(
    {
      sourceDir,
      output: 'none', // the findings come back as data; nothing printed
      artifactsDir: resolve(sourceDir, '..', 'web-ext-artifacts'),
      ignoreFiles: [],
      boring: true,
      metadata: false,
      pretty: false,
      privileged: false,
      selfHosted: false, // lint as AMO does for a listed add-on
      enterprise: false,
      verbose: false,
      warningsAsErrors: false,
    },
    { shouldExitProgram: false },
  );
  const as = (severity: Severity, list: LinterMessage[]): Finding[] =>
    list.map((m) => ({ severity, code: m.code, file: m.file ?? '', message: m.message }));
  return [...as('error', output.errors), ...as('warning', output.warnings), ...as('notice', output.notices)];
}

/** The marker line that opens the README's table of expected findings. */
export const TABLE_MARKER = '<!-- web-ext lint findings -->';

const ROW = /^\| `([^`|]+)` \| (error|warning|notice) \| `([A-Z_]+)` \| `([^`|]+)` \| (\d+) \|/;

/** The rows of the README's findings table (the table right after TABLE_MARKER). */
export function explainedFindings(readme: string): Explained[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(TABLE_MARKER);
  if (start < 0) return [];
  const rows: Explained[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    const m = ROW.exec(line);
    if (m) rows.push({ build: m[1], severity: m[2] as Severity, code: m[3], file: m[4], count: Number(m[5]) });
  }
  return rows;
}

/** What `findings` of `build` has beyond the README's rows: a finding of a key no row names, or more than a row's count. */
export function unexplained(build: string, findings: readonly Finding[], explained: readonly Explained[]): string[] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(keyOf(build, f), (counts.get(keyOf(build, f)) ?? 0) + 1);
  const allowed = new Map(explained.map((e) => [keyOf(e.build, e), e.count]));
  return [...counts].filter(([key, n]) => n !== allowed.get(key)).map(([key, n]) => `${key} ×${n} (README: ${allowed.get(key) ?? 0})`);
}

/** README rows of `build` that no finding matches any more (a removed warning should leave the README too). */
export function stale(build: string, findings: readonly Finding[], explained: readonly Explained[]): string[] {
  const seen = new Set(findings.map((f) => keyOf(build, f)));
  return explained.filter((e) => e.build === build && !seen.has(keyOf(build, e))).map((e) => keyOf(build, e));
}

function keyOf(build: string, f: { severity: Severity; code: string; file: string }): string {
  return `${build} ${f.severity} ${f.code} ${f.file}`;
}

export function readmeText(root: string): string {
  return readFileSync(resolve(root, 'README.md'), 'utf8');
}
