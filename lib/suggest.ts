// Suggestions: for each missing or partial item, the item's own ask in the question's names and its snippet
// (lib/items/<id>.ts), why it matters (the checklist's figure) and the edit a reader would otherwise make
// (checklist §3–4), the bug type's top items first. Deterministic templates — never generated prose.
import type { JudgeContext } from './context';
import { ITEM_IDS, type Framework, type ItemId, type ItemJudgments, type Suggestion } from './report';
import { CRITICAL_SHARE_BY_TYPE, CRITICAL_SHARE_OVERALL, TOP_ITEMS, type TypedBug } from './checklistFigures';
import { CHECKLIST } from './items/registry';
import { BUG_TYPE_NAMES } from './bugTypeNames';
import { decisiveItems } from './decisiveAsks';

/** The suggestions for a judged question: its type's top items first, then the rest in checklist order. */
export function suggestionsFor(items: ItemJudgments, ctx: JudgeContext, framework: Framework, bugType: TypedBug): Suggestion[] {
  const top = TOP_ITEMS[bugType];
  const order = [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
  const decisive = decisiveItems(items, ctx);
  const suggestions: Suggestion[] = [];
  for (const id of order) {
    const s = suggestionFor(id, items[id], ctx, framework, bugType, decisive.has(id));
    if (s) suggestions.push(s);
  }
  // Decisive asks first (a stable sort keeps the type's order within each group).
  suggestions.sort((a, b) => Number(b.decisive) - Number(a.decisive));
  // Issue 13: code not posted as a code block is the most common fix a reviewer asks for, and the first to make.
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
  decisive: boolean,
): Suggestion | null {
  const recipe = CHECKLIST[id].suggestion;
  const asks =
    judgment.status === 'absent' || judgment.status === 'partial' || (judgment.status === 'present' && recipe.alsoWhenPresent?.(ctx));
  if (!asks) return null;
  const built = recipe.build(judgment, ctx, framework);
  const suggestion: Suggestion = {
    item: id,
    text: built.text,
    snippet: built.snippet,
    why: whyItMatters(id, bugType),
    edit: recipe.edit,
    decisive,
  };
  if (built.kind) suggestion.kind = built.kind;
  if (built.names) suggestion.names = built.names;
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
