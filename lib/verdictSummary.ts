// The verdict at a glance, what to add first: the folded panel's one line `56 · C — add: model code,
// PyTorch version`, the badge's title and the grade's hover text, all from one ScoredVerdict. Only decisive asks are
// named (Suggestion.decisive: the missing fact would change the diagnosis); the others stay in the checklist. No engine
// code: the content scripts and the background import it.
import type { Framework, ItemId, ItemStatus, Suggestion } from './checklist';
import type { Report } from './report';
import { ITEM_IDS } from './checklist';
import { TOP_ITEMS, type TypedBug } from './checklistFigures';
import { ITEM_TEXTS } from './items/shared/texts';
import type { ScoredVerdict } from './verdict';
import { ANSWERABLE_AS_IT_STANDS, FORMAT_CODE_CONSEQUENCE, FORMAT_CODE_ONLY, NOTHING_TO_ASK } from './verdictTexts';

/** At most this many names in the line, then "+N more": the line has to fit the collapsed panel. */
export const MAX_MISSING_NAMES = 3;

/** The items in the order that matters for the bug type: its top items first (checklist §2), then the rest. */
export function itemOrderFor(bugType: TypedBug): ItemId[] {
  const top = TOP_ITEMS[bugType];
  return [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
}

const isMissing = (status: ItemStatus) => status === 'absent' || status === 'partial';

/** The decisive asks, in the suggestions' order (decisive first, the format fix before them). */
export function decisiveSuggestions(report: Report): Suggestion[] {
  return report.suggestions.filter((s) => s.decisive);
}

/** The asks that would not change the diagnosis: the checklist's "could also add". */
export function couldAlsoAdd(report: Report): Suggestion[] {
  return report.suggestions.filter((s) => !s.decisive);
}

/**
 * The missing or partial items with a decisive ask, each once, in the suggestions' order. A format fix on code that is
 * there asks for no missing item.
 */
export function decisiveMissingItems(report: Report): ItemId[] {
  const ids = decisiveSuggestions(report)
    .map((s) => s.item)
    .filter((id) => isMissing(report.items[id].status));
  return ids.filter((id, i) => ids.indexOf(id) === i);
}

/** The item's name in the "missing:" list, as its own file words it ("model code", "PyTorch version"). */
export function missingName(id: ItemId, framework: Framework): string {
  const texts = ITEM_TEXTS[id];
  return texts.missingName ? texts.missingName(framework) : texts.shortName;
}

/** What the folded line asks for an item: the problem's own ask in a few words where it has one, else the item's name. */
export function askedName(report: Report, id: ItemId): string {
  return report.suggestions.find((s) => s.item === id && s.decisive)?.headline ?? missingName(id, report.framework);
}

/**
 * "add: model code, PyTorch version" (the decisive asks' items, at most three names, then "+N more"); "nothing to ask"
 * when nothing decisive is asked for. Worded as what to do, so the folded line reads as one instruction.
 */
export function missingText(verdict: ScoredVerdict): string {
  const { report } = verdict;
  const missing = decisiveMissingItems(report);
  if (!missing.length) return decisiveSuggestions(report).length ? FORMAT_CODE_ONLY : NOTHING_TO_ASK;
  const names = missing.slice(0, MAX_MISSING_NAMES).map((id) => askedName(report, id));
  const more = missing.length - names.length;
  return `add: ${names.join(', ')}${more > 0 ? ` +${more} more` : ''}`;
}

/** The collapsed line: `56 · C — add: model code, PyTorch version`; `94 · A — nothing to ask`. */
export function verdictSummaryLine(verdict: ScoredVerdict): string {
  return `${verdict.score} · ${verdict.grade} — ${missingText(verdict)}`;
}

/** The grade explained (its chip's title): "C — needs details: a reader would have to guess the model". */
/** Nothing decisive is asked for: the question holds what an answerer needs (the panel's green state). */
export function answerableAsItStands(verdict: ScoredVerdict): boolean {
  return decisiveSuggestions(verdict.report).length === 0;
}

export function gradeExplanation(verdict: ScoredVerdict): string {
  const { report } = verdict;
  const [first] = decisiveMissingItems(report);
  const reason =
    first !== undefined
      ? ITEM_TEXTS[first].consequence
      : decisiveSuggestions(report).length
        ? FORMAT_CODE_CONSEQUENCE
        : ANSWERABLE_AS_IT_STANDS;
  return `${verdict.grade} — ${lowerFirst(verdict.gradeName)}: ${reason}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
