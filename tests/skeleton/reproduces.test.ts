// The skeletons that reproduce their question's reported exception (docs/skeleton.md, "Reproducing the reported
// exception"), each run as repro_run.py runs it: ../shared/tools/repro_run.py judges (the exception's class and
// message; a script that adds a raise or assert is not counted), with Debian's PyTorch in /usr/bin/python3, as user
// nobody in an empty folder, with its 60 s and 4 GB limits. The scripts are built here from the engine's current
// source (not dist/), handed to repro_run.py by a two-line Python printer as its --skeleton-cmd.
// .ci/run installs Debian's PyTorch packages as it installs the browsers; elsewhere the file skips, saying why.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { buildSkeleton } from '../../lib/skeleton/build';
import { REPRO_CORPUS } from '../../tools/eval/reproSet';

/** The questions of the set (docs/eval/repro-set-pytorch-2020-2023.txt) whose skeleton reproduces the reported exception. */
const REPRODUCED = [70110429, 67456368, 64809370, 70998767, 69180740, 63822152, 63466204, 67746193, 67845882, 72061934];

const repo = resolve(import.meta.dirname, '../..');
const tool = resolve(repo, '../shared/tools/repro_run.py');
const corpus = resolve(repo, REPRO_CORPUS);
const PYTHON = '/usr/bin/python3';

function missingPrerequisite(): string | null {
  if (!existsSync(tool) || !existsSync(corpus)) return `${tool} or ${corpus} is missing (../shared beside the repository)`;
  if (process.getuid?.() !== 0) return 'not root: repro_run.py runs each script as user nobody through runuser';
  const torch = spawnSync(PYTHON, ['-c', 'import torch, torchvision, torchaudio'], { stdio: 'ignore' });
  if (torch.status !== 0)
    return `${PYTHON} lacks Debian's PyTorch (apt-get install -y python3-torch python3-torchvision python3-torchaudio python3-numpy python3-pandas python3-sklearn)`;
  return null;
}

const missing = missingPrerequisite();
// CI installs all of it (.ci/run): there a missing piece is a failure, not a skip.
const skip = missing !== null && !process.env.CI;
if (skip) console.warn(`Reproduction tests skipped: ${missing}.`);

/** repro_run.py's verdict line per question id: "ID: reported X: '…', got Y: '…'  ✓". */
const verdicts = new Map<number, string>();
let work = '';

function skeletonScript(record: unknown): string {
  const question = readStackExchangeApiQuestion(record);
  const skeleton = buildSkeleton(question, analyzeQuestion(question));
  if (!skeleton) throw new Error(`no skeleton for question ${(record as { question_id: number }).question_id}`);
  return skeleton.script;
}

function runTool(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(PYTHON, [tool, ...args], { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', () => done(stderr));
  });
}

describe.skipIf(skip)('skeletons that reproduce the reported exception', () => {
  beforeAll(async () => {
    if (missing) throw new Error(`cannot run: ${missing}`);
    mkdirSync(join(repo, 'tmp'), { recursive: true });
    work = mkdtempSync(join(repo, 'tmp', 'reproduces-'));
    const wanted = new Set(REPRODUCED);
    for (const line of readFileSync(corpus, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { question_id: number };
      if (wanted.has(record.question_id)) writeFileSync(join(work, `${record.question_id}.py`), skeletonScript(record));
    }
    const printer = join(work, 'print_skeleton.py');
    writeFileSync(
      printer,
      `import json, sys\nprint(open(${JSON.stringify(work)} + "/%d.py" % json.load(open(sys.argv[1]))["question_id"]).read(), end="")\n`,
    );
    chmodSync(work, 0o755);
    const ids = join(work, 'ids.txt');
    writeFileSync(ids, REPRODUCED.map((id) => `${id}\n`).join(''));
    const stderr = await runTool(['--ids', ids, '--corpus', corpus, '--skeleton-cmd', `${PYTHON} ${printer}`]);
    for (const line of stderr.split('\n')) {
      const id = /^(\d+): /.exec(line)?.[1];
      if (id) verdicts.set(Number(id), line);
    }
  }, 600_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it.each(REPRODUCED)('question %i: its skeleton raises the reported exception (class and message)', (id) => {
    expect(verdicts.get(id)).toMatch(/ ✓$/);
  });
});
