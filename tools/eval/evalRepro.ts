// `npm run eval:repro`: does a script reproduce the exception a PyTorch question reports? Runs
// ../shared/tools/repro_run.py twice — the question's own code pasted in order (--baseline), then `reprolens skeleton`'s
// output — records each skeleton's status with `reprolens skeleton --json`, writes docs/eval/repro-run.json and the
// "Reproducing the reported exception" section of docs/accuracy.md (tools/eval/reproReport.ts renders it).
// Needs root (repro_run.py runs question code as user nobody through runuser) and Debian's torch in /usr/bin/python3.
//   node dist/evalRepro.mjs [--gold <path>] [--corpus <path>] [--out <path>] [--json <path>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  countRows,
  joinRuns,
  parseReproRun,
  renderReproSection,
  spliceReproSection,
  toolLimits,
  type ReproRunOutput,
  type ReproRunResult,
  type SkeletonInfo,
} from './reproReport';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';

const PYTHON = '/usr/bin/python3';
const TORCH_INSTALL = 'apt-get install -y python3-torch python3-torchvision python3-numpy python3-pandas python3-sklearn';

/** A failed precondition or run: one line, no stack trace. */
class ReproError extends Error {}

interface Paths {
  root: string;
  tool: string;
  gold: string;
  corpus: string;
  out: string;
  json: string;
  cli: string;
}

function paths(argv: string[]): Paths {
  const root = repoRoot();
  const flags = readFlags(argv, ['gold', 'corpus', 'out', 'json']);
  const path = (flag: string, fallback: string) => (flags[flag] ? resolve(flags[flag]) : resolve(root, fallback));
  return {
    root,
    tool: resolve(root, '../shared/tools/repro_run.py'),
    gold: path('gold', '../shared/corpus/gold/dev.jsonl'),
    corpus: path('corpus', '../shared/corpus/stackoverflow/pytorch-2020.jsonl'),
    out: path('out', 'docs/accuracy.md'),
    json: path('json', 'docs/eval/repro-run.json'),
    cli: resolve(root, 'bin/reprolens.mjs'),
  };
}

/** Everything the runs need, checked before anything runs or is written; returns torch's version. */
function checkPreconditions(p: Paths): string {
  const shared = resolve(p.root, '../shared');
  if (!existsSync(shared)) throw new ReproError(`${shared} not found: place the shared corpus and tools folder beside the repository`);
  for (const file of [p.tool, p.gold, p.corpus])
    if (!existsSync(file)) throw new ReproError(`${file} not found (pass --gold/--corpus, or update ../shared)`);
  if (!existsSync(resolve(p.root, 'dist/reprolens.mjs')))
    throw new ReproError('dist/reprolens.mjs is missing: run `npm run build:node` first');
  if (process.getuid?.() !== 0)
    throw new ReproError('must run as root: repro_run.py runs each script as user nobody through runuser (try `sudo npm run eval:repro`)');
  if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).error)
    throw new ReproError('runuser not found (util-linux): repro_run.py needs it');
  const torch = spawnSync(PYTHON, ['-c', 'import torch; print(torch.__version__)'], { encoding: 'utf8' });
  if (torch.error || torch.status !== 0)
    throw new ReproError(`${PYTHON} cannot import torch: install Debian's PyTorch with \`${TORCH_INSTALL}\``);
  return torch.stdout.trim();
}

/** Runs repro_run.py, passing its per-question lines through to stderr as they come, and parses what it printed. */
function runTool(p: Paths, label: string, mode: string[]): Promise<ReproRunOutput> {
  const args = [p.tool, '--gold', p.gold, '--corpus', p.corpus, ...mode];
  const shown = (a: string) => (a.startsWith('/') ? relative(p.root, a) : /\s/.test(a) ? `'${a}'` : a);
  process.stderr.write(`eval:repro: ${label} run: ${PYTHON} ${args.map(shown).join(' ')}\n`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(PYTHON, args, { cwd: p.root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      process.stderr.write(chunk.replace(/^(?=.)/gm, `  ${label}: `));
    });
    child.on('error', (error) => reject(new ReproError(`could not start ${PYTHON}: ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new ReproError(`repro_run.py (${label}) exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
      try {
        resolvePromise(parseReproRun(stdout, stderr));
      } catch (error) {
        reject(new ReproError(`${label} run: ${(error as Error).message}`));
      }
    });
  });
}

interface CorpusRecord {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
}

/**
 * The skeleton's status and missing list for each question, from `reprolens skeleton --json` on the same question
 * JSON repro_run.py hands the skeleton command.
 */
function skeletonInfo(p: Paths, ids: number[]): Map<number, SkeletonInfo> {
  const wanted = new Set(ids);
  const records = new Map<number, CorpusRecord>();
  for (const line of readFileSync(p.corpus, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as CorpusRecord;
    if (wanted.has(record.question_id)) records.set(record.question_id, record);
  }
  const dir = mkdtempSync(join(tmpdir(), 'reprolens-eval-repro-'));
  const info = new Map<number, SkeletonInfo>();
  try {
    for (const id of ids) {
      const q = records.get(id);
      if (!q) throw new ReproError(`question ${id} of repro_run.py's output is not in ${p.corpus}`);
      const file = join(dir, `${id}.json`);
      writeFileSync(
        file,
        JSON.stringify({ question_id: q.question_id, title: q.title, tags: q.tags, body: q.body_html, body_html: q.body_html }),
      );
      const run = spawnSync(process.execPath, [p.cli, 'skeleton', '--json', file], {
        cwd: p.root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status === 0) {
        const skeleton = JSON.parse(run.stdout) as { status: 'runnable' | 'partial'; missing: string[] };
        info.set(id, { status: skeleton.status, missing: skeleton.missing });
      } else if (run.status === 2) {
        // Exit 2 with one line: the question has no Python code to build a skeleton from.
        info.set(id, {
          status: 'none',
          missing: [
            run.stderr
              .trim()
              .replace(/^reprolens: /, '')
              .replace(`${file}: `, ''),
          ],
        });
      } else
        throw new ReproError(
          `reprolens skeleton --json failed on question ${id} (exit ${run.status}): ${run.stderr.trim().split('\n')[0]}`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return info;
}

function writeText(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function main(argv: string[]): Promise<void> {
  const p = paths(argv);
  const torch = checkPreconditions(p);
  const shown = (path: string) => relative(p.root, path) || '.';
  const skeletonCmd = `node ${p.cli} skeleton`;
  if (/\s/.test(p.cli)) throw new ReproError(`repro_run.py splits --skeleton-cmd on spaces, and ${p.cli} has one: move the repository`);

  const baseline = await runTool(p, 'baseline', ['--baseline']);
  const skeleton = await runTool(p, 'skeleton', ['--skeleton-cmd', skeletonCmd]);
  const ids = baseline.outcomes.map((o) => o.question_id);
  const info = skeletonInfo(p, ids);
  const rows = joinRuns(baseline, skeleton, (id) => info.get(id)!);

  const result: ReproRunResult = {
    date: todayIso(),
    command: argv.length ? `npm run eval:repro -- ${argv.join(' ')}` : 'npm run eval:repro',
    engine: engineVersion(p.root),
    torch,
    tool: shown(p.tool),
    gold: shown(p.gold),
    corpus: shown(p.corpus),
    skeleton_cmd: `node ${shown(p.cli)} skeleton`,
    limits: { ...toolLimits(readFileSync(p.tool, 'utf8')), user: 'nobody' },
    counts: countRows(rows),
    questions: rows,
  };
  writeText(p.json, `${JSON.stringify(result, null, 2)}\n`);
  const section = renderReproSection(result);
  writeText(p.out, spliceReproSection(existsSync(p.out) ? readFileSync(p.out, 'utf8') : '# Accuracy\n', section));
  process.stdout.write(`${section}\n\nWrote ${shown(p.json)} and the section of ${shown(p.out)}.\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`eval:repro: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
