// `reprolens score --jobs N`: the rows scored on N worker threads (node:worker_threads), the engine loaded once per
// worker, the results given back in input order. Pull-based: the next batch is taken from the rows only when a worker
// can take it and the reorder buffer has room, so a slow consumer (stdout's backpressure) stops the reading and memory
// stays flat however long the input. jobs=1 scores in this thread, with no worker at all.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CliError, EXIT, shortMessage } from '../errors';
import type { InputRow } from './inputRow';
import { scoreContent } from './jsonLines';
import type { LineResult } from './scoreRecord';
import type { BatchRequest, WorkerMessage } from './workerProtocol';

export interface ScoredRow {
  row: InputRow;
  result: LineResult;
}

export interface PoolOptions {
  /** The worker's script; by default dist/scoreWorker.mjs beside the running bundle. */
  workerUrl?: URL;
  /** Rows per message (see BATCH_SIZE). */
  batchSize?: number;
}

/**
 * Rows per message. Scoring one question takes milliseconds (docs/performance.md) and a message well under one, so
 * small batches already hide the messaging; larger ones would only make a crash cost more rows and the reorder buffer
 * hold more. Measured by `npm run bench:dump` (its batch-size table).
 */
export const BATCH_SIZE = 8;
/** Batches a worker holds at once: one being scored, one waiting, so it never idles while the pool reads. */
const PER_WORKER = 2;
/** Batches in flight or done but not yet given back, per worker: bounds memory when one batch is slow. */
const BUFFERED_PER_WORKER = 4;

/**
 * dist/scoreWorker.mjs beside the running bundle; null when this module runs from its TypeScript source (the unit
 * tests drive `main` so): there is no bundle beside it, and the rows are scored in this thread.
 */
export function defaultWorkerUrl(): URL | null {
  return import.meta.url.endsWith('.ts') ? null : new URL('./scoreWorker.mjs', import.meta.url);
}

export async function* scoreInWorkers(rows: AsyncIterable<InputRow>, jobs: number, options: PoolOptions = {}): AsyncIterable<ScoredRow> {
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();
  if (jobs <= 1 || !workerUrl) {
    for await (const row of rows) yield { row, result: scoreContent(row) };
    return;
  }
  if (!existsSync(fileURLToPath(workerUrl)))
    throw new CliError(`the worker script ${fileURLToPath(workerUrl)} is missing: run \`npm run build:node\``, EXIT.internal);
  yield* runPool(rows, jobs, workerUrl, options.batchSize ?? BATCH_SIZE);
}

interface Batch {
  rows: InputRow[];
  results?: LineResult[];
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The seqs of the batches sent to this worker and not yet answered. */
  inFlight: Set<number>;
  lastError?: unknown;
}

async function* runPool(rows: AsyncIterable<InputRow>, jobs: number, workerUrl: URL, batchSize: number): AsyncIterable<ScoredRow> {
  const batches = new Map<number, Batch>();
  let fatal: Error | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), ready: false, inFlight: new Set() };
    slot.worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') slot.ready = true;
      else {
        slot.inFlight.delete(message.seq);
        const batch = batches.get(message.seq);
        if (batch) batch.results = message.results;
      }
      signal();
    });
    slot.worker.on('error', (error) => {
      slot.lastError = error;
    });
    slot.worker.on('exit', (code) => {
      if (stopping) return;
      if (!slot.ready) {
        // It died loading the engine: every worker would, so the run cannot go on.
        fatal = new CliError(`a scoring worker could not start: ${shortMessage(slot.lastError ?? `exit code ${code}`)}`, EXIT.internal);
      } else {
        // A worker scores its batches in the order sent: the oldest was being scored when it died, and its rows come
        // back as crashed (exit code 70); the ones queued behind it go to the fresh worker that takes its place.
        const [lost, ...queued] = [...slot.inFlight].sort((a, b) => a - b);
        const why = `internal error: its worker stopped (${shortMessage(slot.lastError ?? `exit code ${code}`, 80)})`;
        const batch = batches.get(lost);
        if (batch) batch.results = batch.rows.map(() => ({ kind: 'crashed', message: why }));
        const fresh = start();
        slots[slots.indexOf(slot)] = fresh;
        for (const seq of queued) send(fresh, seq);
      }
      signal();
    });
    return slot;
  };

  const send = (slot: Slot, seq: number) => {
    slot.inFlight.add(seq);
    slot.worker.postMessage({ seq, rows: batches.get(seq)?.rows ?? [] } satisfies BatchRequest);
  };
  const slots = Array.from({ length: jobs }, start);
  const iterator = rows[Symbol.asyncIterator]();
  let exhausted = false;
  let nextSeq = 0;
  let emitSeq = 0;
  const freeSlot = () =>
    exhausted || batches.size >= jobs * BUFFERED_PER_WORKER
      ? undefined
      : slots.filter((s) => s.inFlight.size < PER_WORKER).sort((a, b) => a.inFlight.size - b.inFlight.size)[0];

  try {
    for (;;) {
      if (fatal) throw fatal;
      for (let slot = freeSlot(); slot; slot = freeSlot()) {
        const taken = await readBatch(iterator, batchSize);
        if (taken.length < batchSize) exhausted = true;
        if (!taken.length) break;
        // The slot may have been replaced while the rows were read: send to whichever worker holds its place now.
        const target = slots.includes(slot) ? slot : (freeSlot() ?? slots[0]);
        const seq = nextSeq++;
        batches.set(seq, { rows: taken });
        send(target, seq);
      }
      const ready = batches.get(emitSeq);
      if (ready?.results) {
        batches.delete(emitSeq++);
        for (let i = 0; i < ready.rows.length; i += 1) yield { row: ready.rows[i], result: ready.results[i] };
        continue;
      }
      if (exhausted && !batches.size) return;
      if (!freeSlot()) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stopping = true;
    await Promise.all(slots.map((s) => s.worker.terminate()));
    // Stop the reader too when the consumer left early (a closed pipe, an error): its file handle is closed.
    if (!exhausted) await iterator.return?.();
  }
}

async function readBatch(iterator: AsyncIterator<InputRow>, size: number): Promise<InputRow[]> {
  const taken: InputRow[] = [];
  while (taken.length < size) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}
