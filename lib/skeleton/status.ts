// How far a reproduction skeleton goes, in one line: the overlay, the popup and `reprolens skeleton` say it alike.
import type { Skeleton } from './build';

export function reproductionScriptStatus(skeleton: Pick<Skeleton, 'status' | 'missing'>): string {
  if (skeleton.status === 'runnable') return 'Expected to run';
  const count = skeleton.missing.length;
  // A partial scaffold whose builder listed nothing still must not read as runnable.
  if (count === 0) return 'Partial scaffold';
  return `Partial scaffold — ${count} ${count === 1 ? 'thing' : 'things'} the question does not say`;
}
