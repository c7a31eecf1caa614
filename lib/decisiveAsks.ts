// Which missing facts decide the diagnosis of the question's problem (a regular asks for those first, and only for
// those: gold/dev-first-asks.jsonl). Pure.
import type { ItemId, ItemJudgments } from './report';
import type { JudgeContext } from './context';

/** The items whose ask is decisive for this question; the suggestions for the others are "could also add". */
export function decisiveItems(items: ItemJudgments, _ctx: JudgeContext): Set<ItemId> {
  // Placeholder until the problem classifier lands: every ask is decisive (today's behaviour), the format fix on code
  // that is there included (an item without an ask makes no suggestion, so marking it changes nothing).
  return new Set(Object.keys(items) as ItemId[]);
}
