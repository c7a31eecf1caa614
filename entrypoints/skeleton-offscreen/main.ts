// Chrome only: an offscreen document whose one job is to host the skeleton worker (reason WORKERS), because
// Chrome's extension service worker cannot start a Web Worker. It relays the background's
// `reprolens:offscreen-skeleton` messages to entrypoints/skeleton-worker.ts and answers with the skeleton.
import { browser } from 'wxt/browser';
import { isOffscreenSkeletonMessage } from '../../lib/messages/skeletonJobs';
import { inWorker } from '../background/skeletonWorker';

const build = inWorker();

browser.runtime.onMessage.addListener((message: unknown) => {
  if (!isOffscreenSkeletonMessage(message)) return undefined;
  return build(message.question, message.report);
});
