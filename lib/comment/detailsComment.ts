// "Ask for details": a comment a reader or reviewer can leave under a bug question, composed from what the
// checklist found missing, in the question's own names (the data suggestion's `print(...)` line), polite, within
// Stack Overflow's 600-character comment limit, and linking the site's minimal-reproducible-example help page.
// Deterministic templates; ReproLens never posts it — the user copies it (or places it in the comment box).
import type { ItemId, Report, Suggestion } from '../report';
import { versionedLibrary } from '../frameworkNames';

/** Stack Overflow rejects longer comments. */
export const COMMENT_LIMIT = 600;

/** The help page the comment links; every Stack Exchange site has it at the same path. */
export function reproducibleExampleUrl(host: string): string {
  const site = /^[a-z0-9.-]+$/i.test(host) && host ? host.toLowerCase() : 'stackoverflow.com';
  return `https://${site}/help/minimal-reproducible-example`;
}

/**
 * The comment, or null when there is nothing to ask: not a bug report, or nothing missing or partial.
 * `host` picks the help page's site (stackoverflow.com by default).
 */
export function composeDetailsComment(report: Report, host = 'stackoverflow.com'): string | null {
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return null;
  // Suggestions come most critical first for the bug type (lib/engine.ts); ask in that order.
  const asks = report.suggestions.map((s) => askFor(s, report)).filter((a): a is string => a !== null);
  if (!asks.length) return null;
  const link = `[minimal reproducible example](${reproducibleExampleUrl(host)})`;
  for (let count = Math.min(asks.length, 4); count >= 1; count--) {
    const comment = `Could you ${editVerb(report)} ${joinAsks(asks.slice(0, count))}? With that, others can reproduce the problem — see how to make a ${link}.`;
    if (comment.length <= COMMENT_LIMIT) return comment;
  }
  // Even one ask is too long (a very long name): the shortest honest request.
  return `Could you add the details others need to reproduce this? See how to make a ${link}.`;
}

/** One item's ask, as a noun phrase after "Could you add …"; null for items that have nothing to ask. */
function askFor(suggestion: Suggestion, report: Report): string | null {
  const asks: Record<ItemId, () => string | null> = {
    data: () => {
      const print = firstPrintLine(suggestion.snippet);
      return print ? `the output of \`${print}\`` : 'the shape and dtype of your input data (or a few sample values)';
    },
    environment: () =>
      report.framework === 'other' ? 'the versions of the libraries you use' : `your ${versionedLibrary(report.framework)} version`,
    logs: () => 'the full error message and traceback, as text',
    code: () => 'the code that fails, as text',
    code_runnable: () => 'a version of the code that runs as posted (with its imports and small stand-in data)',
    model: () => 'the model definition (or the output of `print(model)`)',
    hyperparameters: () => 'the training settings you used (learning rate, batch size, optimizer, loss)',
    expected_vs_actual: () => 'what you expected to happen and what happened instead',
  };
  return asks[suggestion.item]();
}

/** The suggestion snippet's first `print(...)` line that names the question's variables, if short enough to quote. */
function firstPrintLine(snippet: string): string | null {
  const line = snippet
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^print\(.+\)$/.test(l));
  return line && line.length <= 100 ? line : null;
}

function editVerb(report: Report): string {
  return report.suggestions.some((s) => s.item === 'code' || s.item === 'logs') ? 'edit the question to add' : 'add';
}

function joinAsks(asks: string[]): string {
  if (asks.length === 1) return asks[0];
  return `${asks.slice(0, -1).join(', ')} and ${asks[asks.length - 1]}`;
}
