// A report as the user configured it: checklist items turned off in the options are not judged (lib/verdict.ts asks
// the engine for the checked items only), not suggested and so not scored (lib/verdict.ts scores the selected report).
// Pure; the engine is told which items to judge, never the settings.
import { ITEM_IDS, type ItemId, type ItemJudgments } from './checklist';
import type { Report } from './report';

export const TURNED_OFF_REASON = 'Not checked: turned off in the ReproLens options.';

/** Which items are checked; an id missing from it counts as on (the default). */
export type ItemSelection = Partial<Record<ItemId, boolean>>;

/** The items that are checked, in checklist order. */
export function enabledItemIds(items: ItemSelection): ItemId[] {
  return ITEM_IDS.filter((id) => items[id] !== false);
}

export function applyItemSelection(report: Report, items: ItemSelection): Report {
  const enabled = new Set(enabledItemIds(items));
  const judged = Object.fromEntries(ITEM_IDS.map((id) => [id, enabled.has(id) ? report.items[id] : turnedOff()])) as ItemJudgments;
  const suggestions = report.suggestions.filter((s) => enabled.has(s.item));
  return { ...report, items: judged, suggestions, notes: [...report.notes] };
}

function turnedOff(): ItemJudgments[ItemId] {
  return { status: 'na', evidence: [], reason: TURNED_OFF_REASON, facts: {} };
}
