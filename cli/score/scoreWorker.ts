// The entry of one worker thread of `reprolens score --jobs N` (bundled as dist/scoreWorker.mjs beside the CLI): the
// engine is loaded once, when this module is, then every batch the pool sends is scored here.
import { parentPort } from 'node:worker_threads';
import { type BatchRequest, scoreBatch, type WorkerMessage } from './workerProtocol';

const port = parentPort;
if (!port) throw new Error('scoreWorker runs as a worker thread of reprolens score, not on its own');
port.on('message', (request: BatchRequest) => port.postMessage(scoreBatch(request)));
port.postMessage({ kind: 'ready' } satisfies WorkerMessage);
