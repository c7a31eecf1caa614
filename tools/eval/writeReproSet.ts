// `npm run eval:repro-set`: writes the reproduction set (./reproSet.ts) of a corpus file, one question a line, for
// ../shared/tools/repro_run.py --ids. tests/tools/eval/reproSet.test.ts checks the committed file against the rule.
//   node dist/writeReproSet.mjs [--corpus <path, pytorch-2020-2023.jsonl>] [--out <path, docs/eval/repro-set-pytorch-2020-2023.txt>]
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readFlags, repoRoot } from '../docs/runInfo';
import { REPRO_CORPUS, REPRO_SET, reproCandidates, reproSetLines } from './reproSet';

const root = repoRoot();
const flags = readFlags(process.argv.slice(2), ['corpus', 'out']);
const corpus = resolve(root, flags.corpus ?? REPRO_CORPUS);
const out = resolve(root, flags.out ?? REPRO_SET);
const records = readFileSync(corpus, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const set = reproCandidates(records);
writeFileSync(out, reproSetLines(set));
process.stdout.write(
  `${set.length} of ${records.length} questions report a Python exception and post Python code: ${relative(root, out)}\n`,
);
