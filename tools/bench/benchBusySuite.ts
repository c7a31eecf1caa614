// `npm run bench:busy` (issue 15: "the browser suites pass on a busy machine: … once in the bench with a CPU-bound
// process on one of the two cores"): runs the real-browser suite while a CPU-bound process spins on one core, and
// writes the outcome (files and tests passed, failed, the wall time) to its marked section of docs/performance.md.
//   node dist/benchBusySuite.mjs [--out <path, docs/performance.md>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { BUSY_SECTION } from './benchSections';

function main(): void {
  const flags = readFlags(process.argv.slice(2), ['out']);
  const root = repoRoot();
  const out = resolve(root, flags.out ?? 'docs/performance.md');
  // The CPU hog: a second Node process that never yields, on whichever core the scheduler gives it.
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const started = performance.now();
  const loadAtStart = loadavg()[0];
  const run = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', 'vitest.browser.config.ts', '--reporter=json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  hog.kill();
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  let summary: {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    numFailedTestSuites: number;
    numTotalTestSuites: number;
    testResults?: TestFile[];
  };
  try {
    summary = JSON.parse(json);
  } catch {
    console.error(`bench:busy: the suite gave no JSON report (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
    process.exitCode = 1;
    return;
  }
  const { start, end } = sectionMarkers(BUSY_SECTION);
  const section = [
    start,
    '## The browser suite on a busy machine',
    '',
    `Generated ${todayIso()} by \`npm run bench:busy\` with ${engineVersion(root)}: \`vitest run -c vitest.browser.config.ts\` while a`,
    `CPU-bound Node process spins (\`for (;;) {}\`) on one of the machine's cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start.`,
    '',
    markdownTable(
      ['test files', 'tests', 'passed', 'failed', 'wall time'],
      [
        [
          String(summary.numTotalTestSuites),
          String(summary.numTotalTests),
          String(summary.numPassedTests),
          String(summary.numFailedTests),
          `${seconds.toFixed(0)} s`,
        ],
      ],
    ),
    '',
    ...failedTests(summary.testResults ?? [], root),
    end,
  ].join('\n');
  const doc = existsSync(out) ? readFileSync(out, 'utf8') : '';
  writeFileSync(out, replaceSection(doc, BUSY_SECTION, section));
  console.log(
    `bench:busy: ${summary.numPassedTests}/${summary.numTotalTests} passed, ${summary.numFailedTests} failed, ${seconds.toFixed(0)} s`,
  );
  if (summary.numFailedTests) process.exitCode = 1;
}

main();

interface TestFile {
  name: string;
  assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
}

/** The failed tests, each with the first line of its failure (a list, or nothing when all passed). */
function failedTests(results: TestFile[], root: string): string[] {
  const lines = results.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map(
        (a) => `- \`${file.name.replace(`${root}/`, '')}\` › ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160)}`,
      ),
  );
  return lines.length ? ['Failed under load:', '', ...lines, ''] : [];
}
