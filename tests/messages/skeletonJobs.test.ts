// The bookkeeping between the background and the skeleton worker (lib/messages/skeletonJobs.ts).
import { describe, expect, it } from 'vitest';
import { isOffscreenSkeletonMessage, type SkeletonJob, SkeletonJobs } from '../../lib/messages/skeletonJobs';
import type { Question } from '../../lib/question';
import type { Report } from '../../lib/report';
import type { Skeleton } from '../../lib/skeleton/build';

const question = { title: 'q' } as unknown as Question;
const report = {} as unknown as Report;
const skeleton = (script: string) => ({ script }) as unknown as Skeleton;

describe('SkeletonJobs', () => {
  it('answers each build with the answer that names it, in whatever order the answers come', async () => {
    const jobs = new SkeletonJobs();
    const posted: SkeletonJob[] = [];
    const first = jobs.send(question, report, (job) => posted.push(job));
    const second = jobs.send(question, report, (job) => posted.push(job));
    expect(posted.map((j) => j.id)).toEqual([1, 2]);
    jobs.settle({ id: 2, skeleton: skeleton('two') });
    jobs.settle({ id: 99, skeleton: skeleton('unknown') }); // ignored
    jobs.settle({ id: 1, skeleton: null });
    expect(await first).toBeNull();
    expect(await second).toEqual(skeleton('two'));
  });

  it('answers every pending build with null when the worker dies, so none hangs', async () => {
    const jobs = new SkeletonJobs();
    const pending = [jobs.send(question, report, () => {}), jobs.send(question, report, () => {})];
    jobs.failAll();
    expect(await Promise.all(pending)).toEqual([null, null]);
  });

  it('knows its offscreen message from any other', () => {
    expect(isOffscreenSkeletonMessage({ type: 'reprolens:offscreen-skeleton', question, report })).toBe(true);
    for (const other of [null, 'x', { type: 'reprolens:build-skeleton' }, {}]) expect(isOffscreenSkeletonMessage(other)).toBe(false);
  });
});
