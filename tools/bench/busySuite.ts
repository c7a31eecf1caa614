// `npm run bench:busy` (the browser suites must pass on a busy machine): runs each real-browser suite, Chromium then
// Firefox, while a CPU-bound process spins on one of the two cores, and writes each outcome (files and tests passed,
// failed, the wall time) to its marked section of docs/performance.md.
//   node dist/benchBusySuite.mjs [--out <path, docs/performance.md>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { BUSY_SECTION } from './sections';

/** The two real-browser suites, each run beside the hog: they must pass on a busy machine. */
const SUITES = [
  { name: 'Chromium', config: 'vitest.browser.config.ts' },
  { name: 'Firefox', config: 'vitest.firefox.config.ts' },
] as const;

interface SuiteOutcome {
  name: string;
  config: string;
  seconds: number;
  summary: {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    numFailedTestSuites: number;
    numTotalTestSuites: number;
    testResults?: TestFile[];
  } | null;
  stderr: string;
  status: number | null;
}

function runSuite(root: string, suite: (typeof SUITES)[number]): SuiteOutcome {
  const started = performance.now();
  const run = spawnSync(process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', suite.config, '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  let summary: SuiteOutcome['summary'] = null;
  try {
    summary = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  } catch {
    summary = null;
  }
  return { ...suite, seconds, summary, stderr: run.stderr, status: run.status };
}

function main(): void {
  const flags = readFlags(process.argv.slice(2), ['out']);
  const root = repoRoot();
  const out = resolve(root, flags.out ?? 'docs/performance.md');
  // The CPU hog: a second Node process that never yields, on whichever core the scheduler gives it.
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const loadAtStart = loadavg()[0];
  const outcomes = SUITES.map((suite) => runSuite(root, suite));
  hog.kill();
  for (const o of outcomes)
    if (!o.summary) console.error(`bench:busy: the ${o.name} suite gave no JSON report (exit ${o.status}):\n${o.stderr.slice(-2000)}`);
  const { start, end } = sectionMarkers(BUSY_SECTION);
  const section = [
    start,
    '## The browser suites on a busy machine',
    '',
    `Generated ${todayIso()} by \`npm run bench:busy\` with ${engineVersion(root)}: each real-browser suite (\`vitest run -c <config>\`) while a`,
    `CPU-bound Node process spins (\`for (;;) {}\`) on one of the machine's cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start.`,
    '',
    markdownTable(
      ['suite', 'test files', 'tests', 'passed', 'failed', 'wall time'],
      outcomes.map((o) => [
        `${o.name} (\`${o.config}\`)`,
        // numTotalTestSuites counts describe blocks too (it said 55 for 26 files): the files are the report's entries.
        o.summary ? String(o.summary.testResults?.length ?? '—') : '—',
        o.summary ? String(o.summary.numTotalTests) : 'no report',
        o.summary ? String(o.summary.numPassedTests) : '—',
        o.summary ? String(o.summary.numFailedTests) : '—',
        `${o.seconds.toFixed(0)} s`,
      ]),
    ),
    '',
    ...outcomes.flatMap((o) => failedTests(o.name, o.summary?.testResults ?? [], root)),
    end,
  ].join('\n');
  const doc = existsSync(out) ? readFileSync(out, 'utf8') : '';
  writeFileSync(out, replaceSection(doc, BUSY_SECTION, section));
  for (const o of outcomes)
    console.log(
      `bench:busy: ${o.name}: ${o.summary ? `${o.summary.numPassedTests}/${o.summary.numTotalTests} passed, ${o.summary.numFailedTests} failed` : 'no report'}, ${o.seconds.toFixed(0)} s`,
    );
  if (outcomes.some((o) => !o.summary || o.summary.numFailedTests)) process.exitCode = 1;
}

main();

interface TestFile {
  name: string;
  assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
}

/** One suite's failed tests, each with the first line of its failure (a list, or nothing when all passed). */
function failedTests(suite: string, results: TestFile[], root: string): string[] {
  const lines = results.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map(
        (a) => `- \`${file.name.replace(`${root}/`, '')}\` › ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160)}`,
      ),
  );
  return lines.length ? [`${suite}, failed under load:`, '', ...lines, ''] : [];
}
