// Whether to ask once before the draft is posted: only when a checklist item that matters most for the draft's bug
// type is missing (checklist §2: the top items per type), at the threshold the user chose, and its ask is decisive
// (the missing fact would change the diagnosis): nothing decisive to ask is nothing to hold a post for. Pure.
import { TOP_ITEMS } from '../checklistFigures';
import { ITEM_IDS, type ItemId } from '../checklist';
import type { Report } from '../report';
import type { PresubmitThreshold } from '../settings';

/** The missing items worth asking about before posting, most critical first; [] when there is nothing to ask. */
export function missingBeforePosting(report: Report, threshold: PresubmitThreshold): ItemId[] {
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return [];
  const top = TOP_ITEMS[report.bug_type];
  const considered =
    threshold === 'top1'
      ? top.slice(0, 1)
      : threshold === 'top3'
        ? top.slice(0, 3)
        : [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
  const decisive = new Set(report.suggestions.filter((s) => s.decisive).map((s) => s.item));
  return considered.filter((id) => report.items[id].status === 'absent' && decisive.has(id));
}
