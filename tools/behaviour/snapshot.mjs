// What the CLI prints for every corpus question, written to a folder, so a rebuild can prove it changed nothing it
// did not mean to change: `reprolens score` over every corpus file, `reprolens check` (text, no colour) and
// `reprolens skeleton` on every question. Runs the built CLI (dist/reprolens.mjs) in-process with fake streams:
// the same `main` the `reprolens` command runs, without 4,000 process starts.
//
//   npm run build:node && node tools/behaviour/snapshot.mjs --out /tmp/before
//   … change the code …
//   npm run build:node && node tools/behaviour/snapshot.mjs --out /tmp/after --compare /tmp/before
//
// Options: --corpus DIR (default ../shared/corpus/stackoverflow), --only score|check|skeleton (repeatable),
// --files a.jsonl,b.jsonl (corpus file names). With --compare it exits 1 when anything differs and lists, per
// output, the questions whose text changed (the first differing line of each, up to --show N, default 5).
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = parseArgs(process.argv.slice(2));
const root = resolve(import.meta.dirname, '../..');
const corpus = resolve(args.corpus ?? join(root, '../shared/corpus/stackoverflow'));
const out = resolve(args.out ?? fail('--out DIR is required'));
const only = args.only.length ? new Set(args.only) : new Set(['score', 'check', 'skeleton']);
const files = (args.files ? args.files.split(',') : readdirSync(corpus).filter((f) => f.endsWith('.jsonl'))).sort();

const { main } = await import(pathToFileURL(join(root, 'dist/reprolens.mjs')).href);
mkdirSync(out, { recursive: true });

/** Runs `reprolens <argv>` with `stdin` as standard input; returns exit code, stdout and stderr. */
async function run(argv, stdin = '') {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: {
      write: (t) => {
        stdout += t;
      },
      isTTY: false,
    },
    stderr: {
      write: (t) => {
        stderr += t;
      },
      isTTY: false,
    },
    readStdin: async () => stdin,
    env: { NO_COLOR: '1' },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const started = performance.now();
for (const file of files) {
  const path = join(corpus, file);
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  if (only.has('score')) {
    const r = await run(['score', path]);
    writeFileSync(join(out, `${file}.score`), `exit ${r.code}\n${r.stdout}--- stderr\n${r.stderr}`);
  }
  for (const command of ['check', 'skeleton']) {
    if (!only.has(command)) continue;
    const records = [];
    for (const line of lines) {
      const id = JSON.parse(line).question_id;
      const r = await run([command, '-'], line);
      records.push(`=== ${id} exit ${r.code}\n${r.stdout}--- stderr\n${r.stderr}`);
    }
    writeFileSync(join(out, `${file}.${command}`), records.join('\n'));
  }
  console.error(`snapshot: ${file} (${lines.length} questions) done at ${Math.round((performance.now() - started) / 1000)} s`);
}

if (args.compare) process.exitCode = compare(resolve(args.compare), out, Number(args.show ?? 5));

/** Lists what differs between two snapshot folders, question by question; returns the exit code. */
function compare(before, after, show) {
  let differing = 0;
  for (const name of readdirSync(after).sort()) {
    const old = join(before, name);
    if (!existsSync(old)) {
      console.log(`${name}: not in ${before}`);
      differing++;
      continue;
    }
    const a = records(readFileSync(old, 'utf8'), name);
    const b = records(readFileSync(join(after, name), 'utf8'), name);
    const changed = [...b.keys()].filter((k) => a.get(k) !== b.get(k));
    const lost = [...a.keys()].filter((k) => !b.has(k));
    if (!changed.length && !lost.length) {
      console.log(`${name}: identical (${b.size} records)`);
      continue;
    }
    differing++;
    console.log(`${name}: ${changed.length} of ${b.size} records differ${lost.length ? `, ${lost.length} missing` : ''}`);
    for (const key of changed.slice(0, show)) {
      const oldLines = (a.get(key) ?? '').split('\n');
      const newLines = b.get(key).split('\n');
      const at = newLines.findIndex((l, i) => l !== oldLines[i]);
      console.log(`  ${key}: line ${at + 1}\n    - ${oldLines[at] ?? '(none)'}\n    + ${newLines[at] ?? '(none)'}`);
    }
    if (changed.length > show) console.log(`  … and ${changed.length - show} more: ${changed.slice(show, show + 40).join(' ')}`);
  }
  return differing ? 1 : 0;
}

/** Records of a snapshot file keyed by question id (score files: by the line's question_id). */
function records(text, name) {
  const map = new Map();
  if (name.endsWith('.score')) {
    for (const line of text.split('\n')) {
      const id = /^\{"question_id":(\d+|null)/.exec(line)?.[1];
      map.set(id ?? `line:${line.slice(0, 40)}`, line);
    }
    return map;
  }
  for (const record of text.split(/\n(?==== )/)) map.set(/^=== (\S+)/.exec(record)?.[1] ?? '?', record);
  return map;
}

function parseArgs(argv) {
  const parsed = { only: [] };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[++i];
    if (value === undefined) fail(`--${key} needs a value`);
    if (key === 'only') parsed.only.push(value);
    else parsed[key] = value;
  }
  return parsed;
}

function fail(message) {
  console.error(`snapshot: ${message}`);
  process.exit(2);
}
