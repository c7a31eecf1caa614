// `npm run fuzz` (not in CI): 100,000 generated inputs through the readers and the engine, each timed
// against a per-input bound; writes the slowest inputs and any throw to docs/performance.md (./fuzzFigures.ts).
//   node dist/fuzz.mjs [--inputs <n, 100000>] [--seed <n>] [--bound-ms <ms, 1000>] [--out <path, docs/performance.md>]
// The five paths are the product's: a page's body HTML (the overlay), a markdown draft (the coach and `check`), a
// GitHub REST record, a GitHub page's rendered body (linkedom), any page through Readability (linkedom).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { ReaderError } from '../../lib/readers/readerError';
import { readWithReadability } from '../../lib/readers/readabilityPage';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import { escapeHtml, htmlBody, synthGitHubIssuePageHtml } from './htmlArbitraries';
import { mdBody } from './markdownArbitraries';
import { noise, title } from './textArbitraries';
import { cpus, loadavg, totalmem } from 'node:os';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { type FuzzPath, type FuzzReport, type FuzzSample, preview, renderFuzzSection, spliceFuzzSection } from './fuzzFigures';

const PATHS: readonly FuzzPath[] = ['page-html', 'draft-markdown', 'github-record', 'github-page', 'readability'];

/** One input per path, as the arbitraries make it. */
const input = fc.record({ path: fc.constantFrom(...PATHS), body: fc.oneof(htmlBody, mdBody, noise(600)), title });

function run(path: FuzzPath, body: string, t: string): void {
  const judge = (q: Parameters<typeof decide>[0]) => decide(q, DEFAULT_SETTINGS);
  try {
    if (path === 'page-html') judge(readStackOverflowBodyHtml(body, { title: t, id: 1 }));
    else if (path === 'draft-markdown') judge(readMarkdownDraft(`# ${t}\n\n${body}`).question);
    else if (path === 'github-record')
      judge(
        readGitHubIssueRecord({
          number: 7,
          html_url: 'https://github.com/tensorflow/tensorflow/issues/7',
          title: t || 'x',
          labels: [],
          body,
        }),
      );
    else if (path === 'github-page') judge(readGitHubIssuePage(gitHubPage(body, t)));
    else {
      const doc = parseHTML(
        `<!doctype html><html><head><title>${escapeHtml(t)}</title></head><body><article>${body}</article></body></html>`,
      ).document as unknown as Document;
      const read = readWithReadability(doc, 'https://example.org/post');
      if ('question' in read) judge(read.question);
    }
  } catch (error) {
    if (!(error instanceof ReaderError)) throw error; // a refused input is an answer; anything else is a defect
  }
}

function gitHubPage(body: string, t: string): Document {
  return parseHTML(synthGitHubIssuePageHtml(body, t)).document as unknown as Document;
}

function main(): void {
  const flags = readFlags(process.argv.slice(2), ['inputs', 'seed', 'bound-ms', 'out']);
  const inputs = Number(flags.inputs ?? 100_000);
  const seed = Number(flags.seed ?? 20_261_202);
  const boundMs = Number(flags['bound-ms'] ?? 1000);
  const root = repoRoot();
  const out = resolve(root, flags.out ?? 'docs/performance.md');
  const samples: FuzzSample[] = [];
  const throws: FuzzReport['throws'] = [];
  const started = performance.now();
  const loadAtStart = loadavg()[0];
  // fc.sample in batches: the same seed gives the same inputs, batch by batch.
  for (let done = 0, batch = 0; done < inputs; batch++) {
    const size = Math.min(1000, inputs - done);
    for (const { path, body, title: t } of fc.sample(input, { seed: seed + batch, numRuns: size })) {
      const t0 = performance.now();
      try {
        run(path, body, t);
      } catch (error) {
        throws.push({ path, preview: preview(body), error: preview(error instanceof Error ? error.message : String(error), 100) });
      }
      samples.push({ path, chars: body.length, ms: performance.now() - t0, preview: preview(body) });
    }
    done += size;
    if (batch % 10 === 9) console.log(`  ${done} inputs (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const perPath = Object.fromEntries(
    PATHS.map((path) => {
      const ms = samples
        .filter((s) => s.path === path)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return [path, { inputs: ms.length, medianMs: ms[Math.floor(ms.length / 2)] ?? 0, maxMs: ms[ms.length - 1] ?? 0 }];
    }),
  ) as FuzzReport['perPath'];
  const report: FuzzReport = {
    date: todayIso(),
    command: `npm run fuzz${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    engine: engineVersion(root),
    machine: `${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end (well above the core count, other work shared the CPU and times are longer than alone)`,
    seed,
    inputs: samples.length,
    boundMs,
    throws,
    overBound: samples.filter((s) => s.ms > boundMs).length,
    perPath,
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 15),
  };
  const section = renderFuzzSection(report);
  writeFileSync(out, existsSync(out) ? spliceFuzzSection(readFileSync(out, 'utf8'), section) : `${section}\n`);
  console.log(
    `fuzz: ${report.inputs} inputs in ${((performance.now() - started) / 1000).toFixed(0)} s; ${throws.length} throws, ${report.overBound} over ${boundMs} ms; wrote ${out}`,
  );
  if (throws.length) process.exitCode = 1;
}

main();
