// The lines above the question's code: the header that says what the script is and how far it goes
// (docs/skeleton.md, "Status"), and the version print, so whoever runs the skeleton can say which versions
// they ran it with (checklist §3: versions decide many DL bugs).
import type { PythonBlockFacts } from '../analysis/blockFacts';
import type { Question } from '../question';
import type { Report } from '../report';
import { commentText } from './commentText';
import { versionModule } from '../python/knownModules';
import type { SkeletonStatus } from './skeletonScript';

/** Frameworks whose version decides DL bugs: printed when the code imports them. */
const VERSIONED: Array<{ module: string; alias: string; name: string }> = [
  { module: 'torch', alias: 'torch', name: 'torch' },
  { module: 'torchvision', alias: 'torchvision', name: 'torchvision' },
  { module: 'tensorflow', alias: 'tf', name: 'tensorflow' },
  { module: 'keras', alias: 'keras', name: 'keras' },
  { module: 'transformers', alias: 'transformers', name: 'transformers' },
  { module: 'jax', alias: 'jax', name: 'jax' },
];

/** Top-level modules the question's code imports. */
export function importedRoots(facts: Array<PythonBlockFacts | null>): Set<string> {
  return new Set(facts.flatMap((f) => f?.imports.map((i) => i.module.split('.')[0]) ?? []));
}

/** A version print for the question's framework and every versioned module its code imports. */
export function versionLines(report: Report, imports: string[], roots: Set<string>): string[] {
  const main = versionModule(report.framework);
  const stated = report.versions.map((v) => commentText(`${v.name} ${v.version}`)).slice(0, 4);
  const note = stated.length ? `the question states ${stated.join(', ')}` : 'the question does not state its versions';
  const modules = VERSIONED.filter((v) => v.module === main?.module || roots.has(v.module));
  if (!modules.length) return ['import sys', `print("Python", sys.version.split()[0])  # ReproLens: versions; ${note}`];
  const lines = ['import sys'];
  for (const m of modules) {
    const statement = `import ${m.module}${m.alias !== m.module ? ` as ${m.alias}` : ''}`;
    if (!imports.some((i) => i.startsWith(`${statement} `) || i === statement)) lines.push(statement);
  }
  const parts = modules.map((m) => `"| ${m.name}", ${m.alias}.__version__`).join(', ');
  lines.push(`print("Python", sys.version.split()[0], ${parts})  # ReproLens: versions; ${note}`);
  return lines;
}

/** What the script is, for which question, and its status; the pasted non-Python parts left out. */
export function headerLines(
  question: Question,
  status: SkeletonStatus,
  todos: number,
  leftOut: string[],
  needs: string | null = null,
): string {
  const title = commentText(question.title).slice(0, 120);
  const where = question.id ? ` (question ${question.id}${question.site ? ` on ${question.site}` : ''})` : '';
  const lines = [
    `# Reproduction skeleton${title ? ` for "${title}"` : ''}${where}, built by ReproLens.`,
    '# The question\'s code is copied verbatim; every line ReproLens added or changed says "ReproLens".',
    status === 'runnable'
      ? '# Status: expected to run — every name the code uses is defined, imported or inferred below.'
      : `# Status: partial scaffold — ${todos} TODO line${todos === 1 ? ' says' : 's say'} what the question does not give.`,
  ];
  // What no stand-in can give (runNeeds.ts): beside the status line, never instead of it.
  if (needs) lines.push(commentText(needs).slice(0, 300));
  if (leftOut.length) lines.push(`# Left out of the code: ${leftOut.slice(0, 4).join(', ')}${leftOut.length > 4 ? ', …' : ''}.`);
  return lines.join('\n');
}
