// What the pool (./workerPool.ts) and its worker threads (./scoreWorker.ts) say to each other. Rows travel in batches:
// each postMessage costs a structured clone and a wake-up of the other thread, so the pool sends several rows at
// once and gets their results back in one reply, in the batch's order.
import type { RowContent } from './inputRow';
import { scoreContent } from './jsonLines';
import type { LineResult } from './scoreRecord';

/** The pool → a worker: score these rows; `seq` numbers the batch so the replies can be put back in input order. */
export interface BatchRequest {
  seq: number;
  rows: RowContent[];
}

/** A worker → the pool: `ready` once its engine is loaded, then one reply per batch. */
export type WorkerMessage = { kind: 'ready' } | { kind: 'scored'; seq: number; results: LineResult[] };

/** One batch scored, as a worker does it (pure: scoreContent catches each row's own errors). */
export function scoreBatch(request: BatchRequest): WorkerMessage {
  return { kind: 'scored', seq: request.seq, results: request.rows.map(scoreContent) };
}
