// The overlay beside a question: folded, one line (`41 · D — add: input data`, `94 · A — nothing to ask`, the grade's
// words on hover); expanded, the bug type, the checklist with evidence links and suggestions, the "ask for details"
// comment when something decisive is missing, the skeleton. A question with nothing decisive to ask is "answerable as
// it stands", in green, and offers nothing to do. Quiet and unreadable pages get one neutral line, never a grade.
// It reads as one of Stack Overflow's sidebar widgets (Stacks' s-sidebarwidget: a header line, a body), is a
// labelled landmark (an <aside>: role complementary) for screen readers, and Escape inside it collapses it.
import type { Evidence } from '../lib/question';
import type { ItemId } from '../lib/checklist';
import type { Verdict } from '../lib/verdict';
import { bugTypeLabel } from '../lib/bugTypeNames';
import { answerableAsItStands, gradeExplanation, missingText, verdictSummaryLine } from '../lib/verdictSummary';
import { FRAMEWORK_NAMES } from '../lib/frameworkNames';
import type { CommentBoxOutcome } from '../lib/comment/pageCommentBoxFill';
import { ANSWERABLE_SENTENCE } from '../lib/verdictTexts';
import { useState } from 'preact/hooks';
import { TOGGLE_CLASS } from './ChecklistItem';
import { ChecklistReport, ScoreDeductions, type ChecklistReportProps } from './ChecklistReport';
import { DetailsComment } from './DetailsComment';
import { ReproductionSkeleton, type SkeletonRequest } from './ReproductionSkeleton';
import { StacksIcon } from './StacksIcon';

export interface QuestionPanelProps {
  verdict: Verdict;
  expanded: boolean;
  onToggle: () => void;
  /** Close the panel for this page view (it comes back on reload or from the popup). */
  onDismiss: () => void;
  hiddenItems?: ReadonlySet<ItemId>;
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  /** A short line about the last evidence click ("Not found in the post: it may have been edited."). */
  evidenceStatus?: string;
  copyText?: (text: string) => Promise<void>;
  /** The writing coach: insert a suggestion's snippet into the draft. */
  onInsert?: ChecklistReportProps['onInsert'];
  /** A line under the summary ("Draft check — updates as you type"). */
  subtitle?: string;
  /** "Ask for details": a comment readers can leave, composed from what is missing (lib/comment/detailsComment.ts). */
  detailsComment?: string | null;
  /** The overlay only: put the comment into the question's comment box on the page (never posting it). */
  onPlaceComment?: (comment: string) => Promise<CommentBoxOutcome>;
  /** Given (the question has code): a "Reproduction skeleton" section, which asks for the skeleton when opened. */
  requestSkeleton?: SkeletonRequest;
  /**
   * The Readability fallback, shown in the unreadable state only: "Can't read this page — check it with
   * Readability?". The overlay sends ReadWithReadabilityMessage (lib/messages/messageTable.ts; the background reads its own
   * tab) and shows the answer: a judged check's verdict in place of this one, or the reader's reason
   * (lib/messages/pageCheck.ts).
   */
  onCheckWithReadability?: () => void;
}

export function QuestionPanel(props: QuestionPanelProps) {
  const { verdict } = props;
  if (verdict.state !== 'verdict') {
    return (
      <aside class={`rl-panel rl-panel-${verdict.state} s-sidebarwidget`} aria-label="ReproLens" data-reprolens="panel-body">
        <p class="rl-line rl-neutral s-sidebarwidget--header" data-reprolens="score" data-score="">
          <StacksIcon name="info" class="rl-neutral-icon" />
          <span class="rl-line-text">{verdict.why}</span>
          <DismissButton onDismiss={props.onDismiss} />
        </p>
        {verdict.state === 'unreadable' && props.onCheckWithReadability && (
          <p class="rl-fallback s-sidebarwidget--content">
            <button type="button" class="s-btn s-btn__xs rl-btn" data-reprolens="check-readability" onClick={props.onCheckWithReadability}>
              Can't read this page — check it with Readability?
            </button>
          </p>
        )}
      </aside>
    );
  }
  const { report } = verdict;
  const panelId = 'reprolens-checklist';
  const answerable = answerableAsItStands(verdict);
  // Escape anywhere in the expanded panel folds it back to its line, focus on the toggle (the keyboard path).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !props.expanded) return;
    // Escape in a dialog of the panel (the skeleton's wide view) closes that dialog only.
    if ((event.target as Element | null)?.closest?.('dialog')) return;
    event.stopPropagation();
    props.onToggle();
    ((event.currentTarget as HTMLElement).querySelector('[data-reprolens="toggle"]') as HTMLElement | null)?.focus();
  };
  return (
    <aside
      class="rl-panel rl-panel-verdict s-sidebarwidget"
      aria-label="ReproLens reproducibility check"
      data-reprolens="panel-body"
      data-answerable={answerable ? 'true' : 'false'}
      onKeyDown={onKeyDown}
    >
      <div class="rl-line s-sidebarwidget--header">
        {/* One line, never wrapped: what does not fit ends in "…", and the whole line is the toggle's hover text. */}
        <button
          type="button"
          class="rl-summary"
          data-reprolens="toggle"
          aria-expanded={props.expanded ? 'true' : 'false'}
          aria-controls={panelId}
          onClick={props.onToggle}
          title={`${verdictSummaryLine(verdict)}\n${props.expanded ? 'Collapse the checklist' : 'Show the checklist and what to add'}`}
        >
          <span
            class={`rl-grade rl-grade-${verdict.grade}`}
            data-reprolens="score"
            data-score={String(verdict.score)}
            title={gradeExplanation(verdict)}
            aria-description={gradeExplanation(verdict)}
          >
            {verdict.score} · {verdict.grade}
          </span>
          <span class={answerable ? 'rl-summary-text rl-answerable' : 'rl-summary-text'} data-reprolens="missing-line">
            — {missingText(verdict)}
          </span>
          <StacksIcon name={props.expanded ? 'chevronUp' : 'chevronDown'} class="rl-chevron" />
        </button>
        <DismissButton onDismiss={props.onDismiss} />
      </div>
      {props.subtitle && <p class="rl-subtitle">{props.subtitle}</p>}
      {props.expanded && (
        <div id={panelId} class="rl-details s-sidebarwidget--content">
          <p class="rl-kind" data-reprolens="bug-kind">
            {bugTypeLabel(report.bug_type)} · {FRAMEWORK_NAMES[report.framework]}
          </p>
          {answerable && (
            <p class="rl-answerable-note" data-reprolens="answerable">
              <StacksIcon name="check" class="rl-answerable-icon" />
              <span>{ANSWERABLE_SENTENCE} An answerer has what the diagnosis needs: nothing to ask the asker.</span>
            </p>
          )}
          <PointsLost verdict={verdict} />
          <ChecklistReport
            verdict={verdict}
            showVerdict={false}
            hiddenItems={props.hiddenItems}
            onShowEvidence={props.onShowEvidence}
            copyText={props.copyText}
            onInsert={props.onInsert}
          />
          {props.detailsComment && !answerable && (
            <DetailsComment
              key={props.detailsComment}
              comment={props.detailsComment}
              copyText={props.copyText}
              onPlaceComment={props.onPlaceComment}
            />
          )}
          {props.requestSkeleton && <ReproductionSkeleton request={props.requestSkeleton} copyText={props.copyText} />}
          <p class="rl-evidence-status" role="status">
            {props.evidenceStatus ?? ''}
          </p>
        </div>
      )}
    </aside>
  );
}

/** The score's deductions behind one disclosure line: the items below say the same at a glance. */
function PointsLost({ verdict }: { verdict: Verdict }) {
  const [open, setOpen] = useState(false);
  if (verdict.state !== 'verdict' || !verdict.deductions.length) return null;
  return (
    <div class="rl-points">
      <button
        type="button"
        class={TOGGLE_CLASS}
        data-reprolens="points-lost"
        aria-expanded={open ? 'true' : 'false'}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the points lost' : `Why ${verdict.score}? ${deductionCount(verdict.deductions.filter((d) => d.points > 0).length)}`}
      </button>
      {open && <ScoreDeductions verdict={verdict} />}
      {open && (
        <p class="rl-footnote">Checked in your browser against the reproducibility checklist of Shah, Rahman &amp; Khomh (EMSE 2024).</p>
      )}
    </div>
  );
}

/** Only the lines that take points off count as deductions: a 0-point note (the bug needs a GPU) or a gain does not. */
function deductionCount(count: number): string {
  return count === 0 ? 'No points off' : count === 1 ? 'One deduction' : `${count} deductions`;
}

const DISMISS_NAME = 'Hide ReproLens on this page';

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    // Hostile review 2026-12-01 A3 (label-content-name-mismatch): the name comes from the button's own text, the same
    // words as its tooltip, so what a speech-input user reads is what the button is called (no aria-label).
    <button type="button" class="rl-dismiss" data-reprolens="dismiss" title={DISMISS_NAME} onClick={onDismiss}>
      <StacksIcon name="cross" />
      <span class="rl-visually-hidden">{DISMISS_NAME}</span>
    </button>
  );
}
