// The reproduction skeleton is built here, in a Web Worker, off the background's thread: one background serves
// every tab, and a skeleton can take most of a second on a long paste (71575380: ~0.6 s), which would hold up
// every other tab's verdict (no tab's work may hold up another's by more than 250 ms: docs/performance.md). The
// background (Firefox) or the offscreen document (Chrome, whose service worker cannot start workers) posts
// `{ id, question, report }` and gets `{ id, skeleton }` back: a Skeleton, or null where the builder failed.
import { buildSkeleton, type Skeleton } from '../lib/skeleton/build';
import type { SkeletonJob } from '../lib/messages/skeletonJobs';

export default defineUnlistedScript(() => {
  const scope = self as unknown as { onmessage: ((event: MessageEvent<SkeletonJob>) => void) | null; postMessage(v: unknown): void };
  scope.onmessage = (event) => {
    const { id, question, report } = event.data;
    let skeleton: Skeleton | null = null;
    try {
      skeleton = buildSkeleton(question, report);
    } catch {
      skeleton = null; // the skeleton is an extra: a builder that throws costs the reader the script, never the panel
    }
    scope.postMessage({ id, skeleton });
  };
});
