// A report as the user configured it: checklist items turned off in the options are not judged, not scored and
// not suggested. Pure; applied after the engine, so the engine itself never depends on settings.
import { ITEM_IDS, type ItemId, type ItemJudgment, type Report } from './report';
import { gradeFor, ITEM_WEIGHTS, scoreItems } from './score';
import type { TypedBug } from './checklistFigures';

export const TURNED_OFF_REASON = 'Not checked: turned off in the ReproLens options.';
export const ALL_ITEMS_OFF_NOTE = 'No score: every checklist item is turned off in the ReproLens options.';
export const NO_CHECKED_ITEM_APPLIES_NOTE =
  'No score: none of the checklist items turned on in the ReproLens options applies to this question.';

// Same wording as engine.ts: the note is recomputed because turning an item off can lift (or narrow) the cap.
const CAP_NOTE_PREFIX = 'Grade capped: ';
const capNote = (cappedBy: ItemId[], type: TypedBug) => `${CAP_NOTE_PREFIX}${cappedBy.join(', ')} missing, a top-3 item for ${type} bugs.`;

/** The items that are checked, in checklist order. An id missing from `items` counts as on (the default). */
export function enabledItemIds(items: Partial<Record<ItemId, boolean>>): ItemId[] {
  return ITEM_IDS.filter((id) => items[id] !== false);
}

export function applyItemSelection(report: Report, items: Partial<Record<ItemId, boolean>>): Report {
  const enabled = new Set(enabledItemIds(items));
  const judged = Object.fromEntries(ITEM_IDS.map((id) => [id, enabled.has(id) ? report.items[id] : turnedOff()])) as Record<
    ItemId,
    ItemJudgment
  >;
  const suggestions = report.suggestions.filter((s) => enabled.has(s.item));
  const selected: Report = { ...report, items: judged, suggestions, notes: [...report.notes] };
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return selected; // no verdict to recompute

  const type: TypedBug = report.bug_type;
  const notes = report.notes.filter((n) => !n.startsWith(CAP_NOTE_PREFIX));
  // scoreItems would give 0 here, which reads as "Not reproducible" although nothing was checked; a missing
  // score says the truth. The engine alone never gets here: the code item is never "na".
  if (Object.keys(ITEM_WEIGHTS[type]).every((id) => judged[id as ItemId].status === 'na')) {
    notes.push(enabled.size ? NO_CHECKED_ITEM_APPLIES_NOTE : ALL_ITEMS_OFF_NOTE);
    return { ...selected, score: null, grade: null, grade_name: null, notes };
  }
  const score = scoreItems(type, judged);
  const grade = gradeFor(score, type, judged);
  if (grade.cappedBy.length) notes.push(capNote(grade.cappedBy, type));
  return { ...selected, score, grade: grade.grade, grade_name: grade.name, notes };
}

function turnedOff(): ItemJudgment {
  return { status: 'na', evidence: [], reason: TURNED_OFF_REASON, facts: {} };
}
