// Chrome only: an offscreen document whose one job is to host the skeleton worker (reason WORKERS), because
// Chrome's extension service worker cannot start a Web Worker. It relays the background's
// `reprolens:offscreen-skeleton` messages to entrypoints/skeleton-worker.ts and answers with the skeleton.
import { browser } from 'wxt/browser';
import { isOffscreenSkeletonMessage, SkeletonJobs, type SkeletonDone } from '../../lib/page/skeletonJobs';

const jobs = new SkeletonJobs();
let worker: Worker | null = null;

function startWorker(): Worker {
  const started = new Worker(browser.runtime.getURL('/skeleton-worker.js'));
  started.onmessage = (event: MessageEvent<SkeletonDone>) => jobs.settle(event.data);
  started.onerror = () => {
    jobs.failAll();
    worker = null; // the next build starts a fresh worker
  };
  return started;
}

browser.runtime.onMessage.addListener((message: unknown) => {
  if (!isOffscreenSkeletonMessage(message)) return undefined;
  worker ??= startWorker();
  const running = worker;
  return jobs.send(message.question, message.report, (job) => running.postMessage(job));
});
