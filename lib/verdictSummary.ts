// The verdict at a glance (issue 13 "Missing first"): the collapsed panel's line `56 · C — missing: model code,
// PyTorch version`, the badge's title and the grade's hover text, all from one ScoredVerdict. No engine code: the
// content scripts and the background import it.
import type { Framework, ItemId, ItemJudgments } from './report';
import { ITEM_IDS } from './report';
import { TOP_ITEMS, type TypedBug } from './checklistFigures';
import { ITEM_TEXTS } from './items/texts';
import type { ScoredVerdict } from './verdict';

/** At most this many names in the line, then "+N more": the line has to fit the collapsed panel. */
export const MAX_MISSING_NAMES = 3;

/** The items in the order that matters for the bug type: its top items first (checklist §2), then the rest. */
export function itemOrderFor(bugType: TypedBug): ItemId[] {
  const top = TOP_ITEMS[bugType];
  return [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
}

/** The absent items, then the partial ones, each group in the bug type's order. */
export function missingItems(bugType: TypedBug, items: ItemJudgments): ItemId[] {
  const order = itemOrderFor(bugType);
  return [...order.filter((id) => items[id].status === 'absent'), ...order.filter((id) => items[id].status === 'partial')];
}

/** The item's name in the "missing:" list, as its own file words it ("model code", "PyTorch version"). */
export function missingName(id: ItemId, framework: Framework): string {
  const texts = ITEM_TEXTS[id];
  return texts.missingName ? texts.missingName(framework) : texts.shortName;
}

/** "missing: model code, PyTorch version" (at most three names, then "+N more"); "nothing missing" when complete. */
export function missingText(verdict: ScoredVerdict): string {
  const { report } = verdict;
  const missing = missingItems(report.bug_type as TypedBug, report.items);
  if (!missing.length) return 'nothing missing';
  const names = missing.slice(0, MAX_MISSING_NAMES).map((id) => missingName(id, report.framework));
  const more = missing.length - names.length;
  return `missing: ${names.join(', ')}${more > 0 ? ` +${more} more` : ''}`;
}

/** The collapsed line: `56 · C — missing: model code, PyTorch version`. */
export function verdictSummaryLine(verdict: ScoredVerdict): string {
  return `${verdict.score} · ${verdict.grade} — ${missingText(verdict)}`;
}

/** The grade explained (its chip's title): "C — needs details: a reader would have to guess the model". */
export function gradeExplanation(verdict: ScoredVerdict): string {
  const { report } = verdict;
  const [first] = missingItems(report.bug_type as TypedBug, report.items);
  const reason = first === undefined ? 'nothing on the checklist is missing' : ITEM_TEXTS[first].consequence;
  return `${verdict.grade} — ${lowerFirst(verdict.gradeName)}: ${reason}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
