// Suggestions: for each missing or partial item, the item's own ask in the question's names and its snippet
// (lib/items/<id>.ts), why it matters (the checklist's figure) and the edit a reader would otherwise make
// (checklist §3–4), the bug type's top items first. Deterministic templates — never generated prose.
import type { JudgeContext } from './context';
import { ITEM_IDS, type Framework, type ItemId, type ItemJudgments, type Suggestion } from './checklist';
import { CRITICAL_SHARE_BY_TYPE, CRITICAL_SHARE_OVERALL, TOP_ITEMS, type TypedBug } from './checklistFigures';
import { CHECKLIST } from './items/shared/registry';
import { BUG_TYPE_NAMES } from './bugTypeNames';
import { decisiveAskText, decisiveAsks, type DecisiveAsk } from './decisiveAsks';
import type { Problem } from './classify/problem';

/** The suggestions for a judged question: its type's top items first, then the rest in checklist order. */
export function suggestionsFor(
  items: ItemJudgments,
  ctx: JudgeContext,
  framework: Framework,
  bugType: TypedBug,
  problem: Problem,
): Suggestion[] {
  const top = TOP_ITEMS[bugType];
  const order = [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
  const decisive = decisiveAsks(items, problem);
  const rank = (item: ItemId) => {
    const i = decisive.findIndex((d) => d.item === item);
    return i < 0 ? decisive.length : i;
  };
  const suggestions: Suggestion[] = [];
  for (const id of order) {
    const s = suggestionFor(id, items[id], ctx, framework, bugType, decisive.find((d) => d.item === id) ?? null);
    if (s) suggestions.push(s);
  }
  // Decisive asks first, most decisive first (a stable sort keeps the type's order for the rest).
  suggestions.sort((a, b) => rank(a.item) - rank(b.item));
  // Code not posted as a code block is the most common fix a reviewer asks for, and the first to make.
  const format = suggestions.findIndex((s) => s.kind === 'format_code_block');
  if (format > 0) suggestions.unshift(...suggestions.splice(format, 1));
  return suggestions;
}

function suggestionFor<K extends ItemId>(
  id: K,
  judgment: ItemJudgments[K],
  ctx: JudgeContext,
  framework: Framework,
  bugType: TypedBug,
  decisive: DecisiveAsk | null,
): Suggestion | null {
  const recipe = CHECKLIST[id].suggestion;
  const asks =
    judgment.status === 'absent' || judgment.status === 'partial' || (judgment.status === 'present' && recipe.alsoWhenPresent?.(ctx));
  if (!asks) return null;
  const built = recipe.build(judgment, ctx, framework);
  const suggestion: Suggestion = {
    item: id,
    // The problem's own ask where it has one ("the exact command you ran and its full output"), else the item's.
    text: decisive ? decisiveAskText(decisive, built.text) : built.text,
    snippet: built.snippet,
    why: whyItMatters(id, bugType),
    edit: recipe.edit,
    // Code posted as prose is the first fix a reviewer asks for (it makes the rest readable): shown with the decisive asks.
    decisive: decisive !== null || built.kind === 'format_code_block',
  };
  if (built.kind) suggestion.kind = built.kind;
  if (built.names) suggestion.names = built.names;
  if (decisive?.headline) suggestion.headline = decisive.headline;
  return suggestion;
}

/** The study's figure for the item: the bug type's share (§2), else the overall share (§1), else the item's own why. */
export function whyItMatters(item: ItemId, bugType: TypedBug): string {
  const typed = CRITICAL_SHARE_BY_TYPE[bugType][item];
  if (typed !== undefined)
    return `For a ${BUG_TYPE_NAMES[bugType]}, this was critical in ${typed} % of the reproduced cases (Shah et al., 2024).`;
  const overall = CRITICAL_SHARE_OVERALL[item];
  if (overall !== undefined) return `This was critical in ${overall} % of reproduced Stack Overflow bugs (Shah et al., 2024).`;
  const own = CHECKLIST[item].suggestion.whyWithoutFigure;
  if (own === null) throw new Error(`checklist item ${item} has no figure and no why of its own`);
  return own;
}
