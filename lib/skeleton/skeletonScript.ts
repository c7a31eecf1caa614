// What a reproduction skeleton is (docs/skeleton.md): the script, how far it goes, what the question does not say,
// what ReproLens assumed and what a run needs that no stand-in gives — and the marks every added or changed line
// carries, so a reader can tell the question's code from ReproLens's at a glance.
import type { RunNeed } from './runNeeds';

/** "runnable": every name the code needs is defined, imported or inferred; "partial": TODO lines say what is missing. */
export type SkeletonStatus = 'runnable' | 'partial';

export interface Skeleton {
  /** The Python script. Always parses with @lezer/python without error nodes. */
  script: string;
  status: SkeletonStatus;
  /** What the question does not say, in order; each is also a `# TODO (ReproLens): …` line in the script. */
  missing: string[];
  /** Values ReproLens inferred, each with where it came from; each is also a `# ReproLens: assumed …` comment. */
  assumptions: string[];
  /** The question's code is in the script unchanged: lines were only added around it (header, imports, version print). */
  codeUnchanged: boolean;
  /** What a run needs that no stand-in gives (a CUDA GPU, a package, the asker's file, the network); also the header's "Needs to reproduce" line. */
  needs: RunNeed[];
}

/** Something the question does not give ("Every added or changed line says ReproLens"). */
export const TODO_MARK = '# TODO (ReproLens):';
/** An inferred value, followed by where it came from. */
export const ASSUMED_MARK = '# ReproLens: assumed';
