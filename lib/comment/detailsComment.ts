// "Ask for details": a comment a reader or reviewer can leave under a bug question, composed from the decisive asks
// only (what would change the diagnosis; none, no comment): at most the two most important for the bug type
// (checklist §2 order), never for something the question already has, one or two sentences, Stack Overflow's
// `[edit]` and `[mre]` magic links instead of long URLs, in the voice of regulars' comments ("Please [edit] the
// question to include …", "Can you add the full traceback?"). Within the 600-character comment limit. Deterministic
// templates; ReproLens never posts it — the user copies it (or places it in the comment box).
import type { ItemId, Suggestion } from '../checklist';
import type { Report } from '../report';
import { versionedLibrary } from '../frameworkNames';
import { CRITICAL_SHARE_BY_TYPE, TOP_ITEMS, type TypedBug } from '../checklistFigures';
import { siteOf } from '../site/sites';
import { libraryName } from '../items/shared/environmentLibraries';
import type { HyperparameterName } from '../analysis/blockFacts';
import type { PartialCodeForm } from '../items/code';

const HYPERPARAMETERS: readonly HyperparameterName[] = ['learning_rate', 'batch_size', 'epochs', 'optimizer', 'loss'];

/** Stack Overflow rejects longer comments. */
export const COMMENT_LIMIT = 600;

/** At most this many asks: a regular asks for the one or two things that block an answer, not a checklist. */
export const MAX_ASKS = 2;

/** The help page the comment links off Stack Exchange; every Stack Exchange site has it at the same path. */
export function reproducibleExampleUrl(host: string): string {
  const site = /^[a-z0-9.-]+$/i.test(host) && host ? host.toLowerCase() : 'stackoverflow.com';
  return `https://${site}/help/minimal-reproducible-example`;
}

/** One ask: the item it is for and a verb phrase after "Please [edit] the question to …". */
export interface Ask {
  item: ItemId;
  phrase: string;
}

/**
 * The comment, or null when there is nothing to ask: not a bug report, or no decisive ask (only asks whose fact would
 * change the diagnosis are worth a comment; the others stay in the checklist as "could also add").
 * On a Stack Exchange site (`host`, stackoverflow.com by default) it uses the `[edit]` and `[mre]` magic links,
 * elsewhere the help page's address.
 */
export function composeDetailsComment(report: Report, host = 'stackoverflow.com'): string | null {
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return null;
  const asks = rankedAsks(report, report.bug_type);
  const magic = siteOf(host) !== null;
  const mre = magic ? '[mre]' : `[minimal reproducible example](${reproducibleExampleUrl(host)})`;
  const edit = magic ? '[edit]' : 'edit';
  if (!asks.length) {
    // Only the runnable-code item is missing: the regulars' classic request is the whole ask.
    if (report.suggestions.some((s) => s.decisive && s.item === 'code_runnable'))
      return `Please ${edit} the question to include a ${mre}: code others can run as posted, with its imports and small stand-in data.`;
    return null;
  }
  for (let count = Math.min(asks.length, MAX_ASKS); count >= 1; count--) {
    const comment = sentence(asks.slice(0, count), edit, mre);
    if (comment.length <= COMMENT_LIMIT) return comment;
  }
  // Even one ask is too long (a very long name): the shortest honest request.
  return `Please ${edit} the question to include a ${mre}.`;
}

/** The items the comment asks for, most important first (at most MAX_ASKS; runnable code is asked for by `[mre]`). */
export function detailsCommentItems(report: Report): ItemId[] {
  return detailsCommentSuggestions(report).map((s) => s.item);
}

/** The decisive suggestions the comment asks for, most important first (at most MAX_ASKS; runnable code is asked for by `[mre]`). */
export function detailsCommentSuggestions(report: Report): Suggestion[] {
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return [];
  return rankedSuggestions(report, report.bug_type)
    .filter((s) => askFor(s, report) !== null)
    .slice(0, MAX_ASKS);
}

/** "Can you add the full traceback, as text? See [mre]." / "Please [edit] the question to include A and B — see [mre]." */
function sentence(asks: Ask[], edit: string, mre: string): string {
  if (asks.length === 1 && asks[0].item === 'logs') return `Can you ${edit} the question to add the full traceback, as text? See ${mre}.`;
  const phrases = asks.map((a) => a.phrase);
  // "include A and include B" reads as "include A and B".
  const joined =
    phrases.length === 2 && phrases.every((p) => p.startsWith('include '))
      ? `${phrases[0]} and ${phrases[1].slice('include '.length)}`
      : phrases.join(' and ');
  return `Please ${edit} the question to ${joined} — see ${mre}.`;
}

/**
 * The asks in the order that matters for the bug type: the format fix first (it blocks reading the rest), then the
 * type's top items (§2 "top 3"), the environment for API and GPU bugs (versions decided reproducibility there), then
 * by §2 share. Only items the checklist found missing or partial make suggestions, so nothing present is asked for.
 */
function rankedAsks(report: Report, bugType: TypedBug): Ask[] {
  return rankedSuggestions(report, bugType)
    .map((s) => askFor(s, report))
    .filter((a): a is Ask => a !== null);
}

function rankedSuggestions(report: Report, bugType: TypedBug): Suggestion[] {
  const rank = (s: Suggestion): number => {
    if (s.kind === 'format_code_block') return -1;
    const top = TOP_ITEMS[bugType].indexOf(s.item);
    if (top >= 0) return top;
    if (s.item === 'environment' && (bugType === 'api' || bugType === 'gpu')) return 3;
    return 10 - (CRITICAL_SHARE_BY_TYPE[bugType][s.item] ?? 0) / 100;
  };
  return report.suggestions.filter((s) => s.decisive).sort((a, b) => rank(a) - rank(b));
}

// The code ask in the terms of what the post shows instead: a screenshot is asked for as text, a line for the whole
// failing code, a link for the code itself in the question (a "screenshot" where there is none reads as a template).
const PARTIAL_CODE_ASK: Record<PartialCodeForm, string> = {
  trivial: 'include the code that fails (more than the one line shown)',
  inline: 'include the code that fails as a code block (not only inline in the text)',
  traceback_line: 'include the code that fails (more than the line the traceback quotes)',
  screenshot: 'include the code that fails as text (not a screenshot)',
  linked: 'include the code that fails in the question (not only behind a link)',
};

/** One item's ask; null for items the `[mre]` link already asks for (runnable code). */
export function askFor(suggestion: Suggestion, report: Report): Ask | null {
  const item = suggestion.item;
  const keras = report.framework === 'tensorflow' || report.framework === 'keras';
  const status = report.items[item].status;
  const asks: Record<ItemId, () => string | null> = {
    code: () =>
      suggestion.kind === 'format_code_block'
        ? 'format the code as a code block (select it and press Ctrl+K)'
        : status === 'partial'
          ? PARTIAL_CODE_ASK[report.items.code.facts.partialForm ?? 'trivial']
          : 'include the code that fails',
    logs: () => 'include the full traceback as text',
    data: () => {
      const print = firstPrintLine(suggestion.snippet);
      return print ? `include the output of \`${print}\`` : 'include the shape and dtype of your inputs and labels';
    },
    model: () => `include the model definition (or the output of \`${keras ? 'model.summary()' : 'print(model)'}\`)`,
    environment: () => {
      const names = suggestion.names ?? [];
      if (suggestion.kind === 'install_report' && names.length) return `include the output of \`python -m pip show ${names.join(' ')}\``;
      // The libraries the question uses, by name; without them, the framework's.
      if (names.length)
        return `include your ${joinWords(names.map((m) => libraryName({ module: m, pip: m })))} version${names.length > 1 ? 's' : ''}`;
      return report.framework === 'other'
        ? 'include the versions of the libraries you use'
        : `include your ${versionedLibrary(report.framework)} version`;
    },
    hyperparameters: () => {
      // Only the settings not given, from the item's typed facts.
      const stated = report.items.hyperparameters.facts.stated ?? [];
      const missing = HYPERPARAMETERS.filter((h) => !stated.includes(h)).map((h) => h.replace('_', ' '));
      return `include the ${missing.length === HYPERPARAMETERS.length ? 'training settings you used' : 'rest of the training settings'} (${missing.join(', ')})`;
    },
    expected_vs_actual: () => 'say what you expected to happen and what happened instead',
    code_runnable: () => null,
  };
  const phrase = asks[item]();
  return phrase === null ? null : { item, phrase };
}

/** The suggestion snippet's first `print(...)` line that names the question's variables, if short enough to quote. */
function firstPrintLine(snippet: string): string | null {
  const line = snippet
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^print\(.+\)$/.test(l));
  // The generic line (no variable of the question known) says nothing a regular would quote.
  if (!line || line === 'print(x.shape, x.dtype, y.shape, y.dtype)') return null;
  return line.length <= 100 ? line : null;
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
