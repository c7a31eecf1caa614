// The question set the skeleton's reproduction rate is measured on (docs/skeleton.md, "Reproducing the reported
// exception"): every question of a corpus file that reports a Python exception and posts Python code. Not a hand pick:
// the rule below, applied to the whole file. Pure: corpus records in, the set out.
import { decodeHTML } from 'entities/decode';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { buildSkeleton } from '../../lib/skeleton/build';

/** The corpus file the set is drawn from, and where the set is kept (paths from the repository's root). */
export const REPRO_CORPUS = '../shared/corpus/stackoverflow/pytorch-2020-2023.jsonl';
export const REPRO_SET = 'docs/eval/repro-set-pytorch-2020-2023.txt';

export interface ReportedException {
  name: string;
  message: string;
}

export interface ReproCandidate extends ReportedException {
  question_id: number;
}

/**
 * Errors a package manager's command line prints (conda's, poetry's): their question is an installation, and no
 * Python script raises them.
 */
export const PACKAGE_MANAGER_ERRORS = [
  'CommandNotFoundError', // conda
  'PackagesNotFoundError', // conda
  'UnsatisfiableError', // conda
  'NoSuchOptionException', // poetry (clikit)
];

// ../shared/tools/repro_run.py's reading of a question, which defines what the rate counts: the same block pattern,
// exception line and order (a traceback in a code block first, else any `XxxError: message` line of the body).
const BLOCK = /<pre[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g;
const EXCEPTION_LINE = /^\s*\**\s*((?:[A-Za-z_]\w*\.)*([A-Z]\w*(?:Error|Exception|Interrupt|Exit)))\b:?(.*)$/gm;
const TRACEBACK = 'Traceback (most recent call last)';

const plainText = (html: string) => decodeHTML(html.replace(/<[^>]+>/g, ''));

function lastException(text: string): ReportedException | null {
  const found = [...text.matchAll(EXCEPTION_LINE)].pop();
  return found ? { name: found[2], message: found[3].replace(/^[ *]+|[ *]+$/g, '') } : null;
}

/** The exception a question's body reports, as repro_run.py reads it; null when it reports none. */
export function reportedException(bodyHtml: string): ReportedException | null {
  const blocks = [...bodyHtml.matchAll(BLOCK)].map((m) => plainText(m[1]));
  for (const block of blocks.reverse())
    if (block.includes(TRACEBACK)) {
      const found = lastException(block.split(TRACEBACK).pop() ?? '');
      if (found) return found;
    }
  return lastException(plainText(bodyHtml));
}

/** Does the question post Python code: code `reprolens skeleton` can build a script from. */
function postsPythonCode(record: unknown): boolean {
  const question = readStackExchangeApiQuestion(record);
  return buildSkeleton(question, analyzeQuestion(question)) !== null;
}

/** The set, in corpus order. */
export function reproCandidates(records: ReadonlyArray<{ question_id: number; body_html: string }>): ReproCandidate[] {
  return records.flatMap((record) => {
    const reported = reportedException(record.body_html);
    if (!reported || PACKAGE_MANAGER_ERRORS.includes(reported.name) || !postsPythonCode(record)) return [];
    return [{ question_id: record.question_id, ...reported }];
  });
}

/** One line per question, as repro_run.py's `--ids` reads it (the id first; the rest is for people). */
export function reproSetLines(candidates: readonly ReproCandidate[]): string {
  return candidates.map((c) => `${c.question_id} ${c.name}: ${c.message.slice(0, 100)}\n`).join('');
}
