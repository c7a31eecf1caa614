// A test's driver of the worker pool in a process of its own (built by tests/cli/workerPool.test.ts beside the worker,
// so the pool finds dist-like scoreWorker.mjs through import.meta.url as the CLI does):
//   node poolRun.mjs FILE.jsonl JOBS STOP_AFTER
// prints "where<TAB>kind" per result, leaves the for-await after STOP_AFTER rows and prints "stopped"; the process
// must then end by itself (no worker left running).
import { readFileSync } from 'node:fs';
import type { InputRow } from '../../cli/score/inputRow';
import { scoreInWorkers } from '../../cli/score/workerPool';

const [file, jobs, stopAfter] = process.argv.slice(2);

async function* rows(): AsyncIterable<InputRow> {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i += 1) if (lines[i].trim()) yield { where: `line ${i + 1}`, record: JSON.parse(lines[i]) };
}

let seen = 0;
for await (const { row, result } of scoreInWorkers(rows(), Number(jobs))) {
  process.stdout.write(`${row.where}\t${result.kind}\n`);
  seen += 1;
  if (seen >= Number(stopAfter)) break;
}
process.stdout.write('stopped\n');
