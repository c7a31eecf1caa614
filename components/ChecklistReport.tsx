// One report, rendered: the verdict line and the checklist — what is missing or partial with a decisive ask first,
// each with its reason, evidence and suggestion (./ChecklistItem.tsx); the other asks folded under "Could also add";
// what is present folded into one line that expands. Shared by the page overlay, the coach and the popup. Question
// text is untrusted: everything here is rendered as text (Preact escapes it), never as HTML.
import { useState } from 'preact/hooks';
import type { Evidence } from '../lib/question';
import { ITEM_IDS, type ItemId, type ItemStatus, type Suggestion } from '../lib/checklist';
import type { Report } from '../lib/report';
import { pointsLostText } from '../lib/pointsLost';
import { ITEM_TEXTS, STATUS_NAMES } from '../lib/items/shared/texts';
import { BUG_TYPE_NAMES } from '../lib/bugTypeNames';
import { FRAMEWORK_NAMES } from '../lib/frameworkNames';
import { gradeExplanation } from '../lib/verdictSummary';
import { COULD_ALSO_ADD } from '../lib/verdictTexts';
import type { JudgedVerdict } from '../lib/verdict';
import { ChecklistItemRow, TOGGLE_CLASS } from './ChecklistItem';
import { InlineMarkdown } from './InlineMarkdown';
import { StacksIcon } from './StacksIcon';

const STATUS_LABEL: Readonly<Record<ItemStatus, string>> = STATUS_NAMES;

/** The order items are shown in: what the asker should add first, missing and partial items at a glance. */
const STATUS_ORDER: Record<ItemStatus, number> = { absent: 0, partial: 1, present: 2, na: 3 };

export interface ChecklistReportProps {
  verdict: JudgedVerdict;
  /** Items the user switched off in the options: not shown. */
  hiddenItems?: ReadonlySet<ItemId>;
  /** Scroll to and mark the evidence in the post; when absent (popup of another tab), evidence is listed as text. */
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  /** Puts text on the clipboard; defaults to the Clipboard API. */
  copyText?: (text: string) => Promise<void>;
  /** The verdict line above the checklist; the overlay shows it in its summary line instead. */
  showVerdict?: boolean;
  /** The writing coach: put a suggestion's snippet into the draft (only ever on this button's click). */
  onInsert?: (suggestion: Suggestion) => void;
  /** The region's name: two reports on one page (the popup's tab and its pasted draft) need two (axe landmark-unique). */
  label?: string;
}

export function ReportVerdict({ verdict }: { verdict: JudgedVerdict }) {
  if (verdict.state === 'quiet') {
    return (
      <p class="rl-verdict rl-quiet" data-reprolens="score" data-score="">
        {verdict.why}
      </p>
    );
  }
  const { report } = verdict;
  return (
    <p class="rl-verdict" data-reprolens="score" data-score={String(verdict.score)}>
      <strong class={`rl-grade rl-grade-${verdict.grade}`} title={gradeExplanation(verdict)}>
        {verdict.score} · {verdict.grade}
      </strong>{' '}
      {verdict.gradeName} — {BUG_TYPE_NAMES[report.bug_type]}, {FRAMEWORK_NAMES[report.framework]}
    </p>
  );
}

/** Every point the score lost, with its reason, under the verdict. */
export function ScoreDeductions({ verdict }: { verdict: JudgedVerdict }) {
  if (verdict.state !== 'verdict' || !verdict.deductions.length) return null;
  return (
    <ul class="rl-deductions" data-reprolens="deductions" aria-label="Points lost">
      {verdict.deductions.map((d) => (
        <li key={`${d.reason.kind}:${d.text}`} data-deduction={d.reason.kind}>
          {`${pointsLostText(d.points)} `}
          <InlineMarkdown text={d.text} />
        </li>
      ))}
    </ul>
  );
}

/** The shown items in the order they are listed: missing, partial, then present and not applicable (stable within). */
export function itemsInOrder(report: Report, hiddenItems?: ReadonlySet<ItemId>): ItemId[] {
  return ITEM_IDS.filter((id) => !hiddenItems?.has(id)).sort(
    (a, b) => STATUS_ORDER[report.items[a].status] - STATUS_ORDER[report.items[b].status],
  );
}

/** Items that need nothing from the asker: folded into one line. */
const isFoldable = (status: ItemStatus) => status === 'present' || status === 'na';

/**
 * The missing or partial items whose ask would not change the diagnosis (Suggestion.decisive false): folded under
 * "Could also add", in the order they are listed.
 */
export function couldAlsoAddItems(report: Report, ordered: readonly ItemId[]): ItemId[] {
  const optional = new Set(report.suggestions.filter((s) => !s.decisive).map((s) => s.item));
  return ordered.filter((id) => optional.has(id) && !isFoldable(report.items[id].status));
}

export function ChecklistReport({
  verdict,
  hiddenItems,
  onShowEvidence,
  copyText,
  showVerdict = true,
  onInsert,
  label,
}: ChecklistReportProps) {
  const { report } = verdict;
  const [foldOpen, setFoldOpen] = useState(false);
  const [alsoOpen, setAlsoOpen] = useState(false);
  const suggestions = new Map<ItemId, Suggestion>(report.suggestions.map((s) => [s.item, s]));
  const ordered = itemsInOrder(report, hiddenItems);
  const folded = ordered.filter((id) => isFoldable(report.items[id].status));
  const also = couldAlsoAddItems(report, ordered);
  const row = (id: ItemId, hidden: boolean) => (
    <ChecklistItemRow
      key={id}
      id={id}
      title={ITEM_TEXTS[id].title}
      statusLabel={STATUS_LABEL[report.items[id].status]}
      report={report}
      suggestion={suggestions.get(id)}
      folded={hidden}
      onShowEvidence={onShowEvidence}
      copyText={copyText}
      onInsert={onInsert}
    />
  );
  return (
    <section class="rl-report" aria-label={label ?? 'Reproducibility checklist'}>
      {showVerdict && <ReportVerdict verdict={verdict} />}
      {showVerdict && <ScoreDeductions verdict={verdict} />}
      <ul class="rl-items">
        {ordered.filter((id) => !isFoldable(report.items[id].status) && !also.includes(id)).map((id) => row(id, false))}
        {also.length > 0 && (
          <FoldToggle
            kind="also"
            open={alsoOpen}
            onToggle={() => setAlsoOpen(!alsoOpen)}
            title={
              alsoOpen
                ? 'Hide what the question could also add'
                : 'Show what the question could also add: it would not change the diagnosis'
            }
            text={alsoLine(also)}
          />
        )}
        {also.map((id) => row(id, !alsoOpen))}
        {folded.length > 0 && (
          <FoldToggle
            kind="present"
            open={foldOpen}
            onToggle={() => setFoldOpen(!foldOpen)}
            title={foldOpen ? 'Hide what the question already has' : 'Show what the question already has, with its evidence'}
            text={foldLine(report, folded)}
          />
        )}
        {folded.map((id) => row(id, !foldOpen))}
      </ul>
    </section>
  );
}

/**
 * One folded group's toggle: "Could also add" (asks that would not change the diagnosis) or what the question already
 * has (after a check mark). The rows it hides follow it in the list.
 */
function FoldToggle({
  kind,
  open,
  onToggle,
  title,
  text,
}: {
  kind: 'also' | 'present';
  open: boolean;
  onToggle: () => void;
  title: string;
  text: string;
}) {
  return (
    <li class={kind === 'also' ? 'rl-fold rl-also' : 'rl-fold'}>
      <button
        type="button"
        class={`${TOGGLE_CLASS} rl-fold-toggle`}
        data-reprolens={`${kind}-fold`}
        aria-expanded={open ? 'true' : 'false'}
        onClick={onToggle}
        title={title}
      >
        <StacksIcon name={open ? 'chevronDown' : 'chevronRight'} class="rl-fold-mark" />
        {kind === 'present' && <StacksIcon name="check" class="rl-fold-check" />}
        <span class="rl-fold-text">{text}</span>
      </button>
    </li>
  );
}

/** "code snippet, logs, environment" (after a check icon) — what the question has — then what it does not need. */
export function foldLine(report: Report, folded: readonly ItemId[]): string {
  const names = (status: ItemStatus) =>
    folded.filter((id) => report.items[id].status === status).map((id) => ITEM_TEXTS[id].title.toLowerCase());
  const present = names('present');
  const na = names('na');
  const parts = [present.join(', '), na.length ? `not needed here: ${na.join(', ')}` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** "Could also add: input data, training settings" — the asks that would not change the diagnosis. */
export function alsoLine(also: readonly ItemId[]): string {
  return `${COULD_ALSO_ADD}: ${also.map((id) => ITEM_TEXTS[id].title.toLowerCase()).join(', ')}`;
}
