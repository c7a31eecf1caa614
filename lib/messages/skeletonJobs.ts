// Skeletons are built off the background's thread (entrypoints/skeleton-worker.ts): what goes to the worker and
// back, and the bookkeeping that matches answers to requests. Pure: the entrypoints own the worker itself.
import type { Question } from '../question';
import type { Report } from '../report';
import type { Skeleton } from '../skeleton/build';

/** One build, posted to the worker. */
export interface SkeletonJob {
  id: number;
  question: Question;
  report: Report;
}

/** The worker's answer: the skeleton, or null where the builder failed. */
export interface SkeletonDone {
  id: number;
  skeleton: Skeleton | null;
}

/** Background → offscreen document (Chrome): build this skeleton in your worker. Answered with Skeleton | null. */
export interface OffscreenSkeletonMessage {
  type: 'reprolens:offscreen-skeleton';
  question: Question;
  report: Report;
}

export const OFFSCREEN_SKELETON = 'reprolens:offscreen-skeleton';

export function isOffscreenSkeletonMessage(value: unknown): value is OffscreenSkeletonMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === OFFSCREEN_SKELETON;
}

/** Pending builds by id: `send` numbers a job, `settle` resolves the one an answer names (unknown ids are ignored). */
export class SkeletonJobs {
  private next = 1;
  private readonly pending = new Map<number, (skeleton: Skeleton | null) => void>();

  send(question: Question, report: Report, post: (job: SkeletonJob) => void): Promise<Skeleton | null> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      post({ id, question, report });
    });
  }

  settle(done: SkeletonDone): void {
    const resolve = this.pending.get(done.id);
    if (!resolve) return;
    this.pending.delete(done.id);
    resolve(done.skeleton);
  }

  /** The worker died: every pending build gets null ("No script"), none hangs. */
  failAll(): void {
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }
}
