// A synthesized worker for tests/cli/workerPool.test.ts: scores as cli/score/scoreWorker.ts does, except that a record
// titled "CRASH" throws out of the message handler (an uncaught exception ends the thread, as an engine bug that
// escaped scoreRecord or an out-of-memory would).
import { parentPort } from 'node:worker_threads';
import { type BatchRequest, scoreBatch } from '../../cli/score/workerProtocol';

const port = parentPort;
if (!port) throw new Error('a worker thread only');
port.on('message', (request: BatchRequest) => {
  if (request.rows.some((r) => 'record' in r && (r.record as { title?: string }).title === 'CRASH')) throw new Error('synthesized crash');
  port.postMessage(scoreBatch(request));
});
port.postMessage({ kind: 'ready' });
