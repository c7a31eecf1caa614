// What the pool (./workerPool.ts) and its worker threads (./scoreWorker.ts) say to each other. Rows travel in batches:
// each postMessage costs a structured clone and a wake-up of the other thread, so the pool sends several records at
// once and gets their results back in one reply, in the batch's order.
import { type LineResult, scoreRecord } from './scoreRecord';

/** The pool → a worker: score these records; `seq` numbers the batch so the replies can be put back in input order. */
export interface BatchRequest {
  seq: number;
  records: unknown[];
}

/** A worker → the pool: `ready` once its engine is loaded, then one reply per batch. */
export type WorkerMessage = { kind: 'ready' } | { kind: 'scored'; seq: number; results: LineResult[] };

/** One batch scored, as a worker does it (pure: scoreRecord catches each record's own errors). */
export function scoreBatch(request: BatchRequest): WorkerMessage {
  return { kind: 'scored', seq: request.seq, results: request.records.map(scoreRecord) };
}
