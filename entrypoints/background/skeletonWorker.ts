// The skeleton worker (entrypoints/skeleton-worker.ts) as a build function: the background starts it where it can
// (Firefox), the offscreen document where the background cannot (Chrome). No engine here, so the offscreen
// document that imports this stays a relay.
import { browser } from 'wxt/browser';
import type { Question } from '../../lib/question';
import type { Report } from '../../lib/report';
import type { Skeleton } from '../../lib/skeleton/build';
import { SkeletonJobs, type SkeletonDone } from '../../lib/messages/skeletonJobs';

export type Build = (question: Question, report: Report) => Promise<Skeleton | null>;

/** Builds in the skeleton worker, started on the first build and again after it dies (the offscreen document uses it too). */
export function inWorker(): Build {
  const jobs = new SkeletonJobs();
  let worker: Worker | null = null;
  const start = () => {
    const started = new Worker(browser.runtime.getURL('/skeleton-worker.js'));
    started.onmessage = (event: MessageEvent<SkeletonDone>) => jobs.settle(event.data);
    started.onerror = () => {
      jobs.failAll();
      worker = null;
    };
    return started;
  };
  return (question, report) => {
    worker ??= start();
    const running = worker;
    return jobs.send(question, report, (job) => running.postMessage(job));
  };
}
