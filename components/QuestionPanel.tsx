// The overlay beside a question: collapsed, one line (score, grade, what is missing, bug type, framework); expanded, the
// checklist with evidence links and suggestions. Quiet and unreadable pages get one neutral line, never a grade.
// It reads as one of Stack Overflow's sidebar widgets (Stacks' s-sidebarwidget: a header line, a body), is a
// labelled landmark (an <aside>: role complementary), and Escape inside it collapses it (issue 13 points 2 and 5).
import type { Evidence } from '../lib/question';
import type { ItemId } from '../lib/report';
import type { Verdict } from '../lib/verdict';
import { bugTypeLabel } from '../lib/bugTypeNames';
import { gradeExplanation, missingText } from '../lib/verdictSummary';
import { FRAMEWORK_NAMES } from '../lib/frameworkNames';
import { commentBoxMessage, type CommentBoxOutcome } from '../lib/comment/commentBoxFill';
import { useState } from 'preact/hooks';
import { ChecklistReport, ScoreDeductions, type ChecklistReportProps } from './ChecklistReport';
import { useCopy } from './useCopy';
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
   * Issue 14 fallback, shown in the unreadable state only: "Can't read this page — check it with Readability?". The
   * overlay sends ReadWithReadabilityMessage (lib/page/messages.ts; the background reads its own tab) and shows the
   * answer: a judged check's verdict in place of this one, or the reader's reason (lib/page/pageCheck.ts).
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
  // Escape anywhere in the expanded panel folds it back to its line, focus on the toggle (issue 13 point 5).
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
      onKeyDown={onKeyDown}
    >
      <div class="rl-line s-sidebarwidget--header">
        <button
          type="button"
          class="rl-summary"
          data-reprolens="toggle"
          aria-expanded={props.expanded ? 'true' : 'false'}
          aria-controls={panelId}
          onClick={props.onToggle}
          title={props.expanded ? 'Collapse the checklist' : 'Show the checklist and what to add'}
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
          <span class="rl-summary-text">
            {/* Issue 13 "Missing first": what is missing, not only the grade (lib/verdictSummary.ts). */}
            <span class="rl-summary-grade" data-reprolens="missing-line">
              — {missingText(verdict)}
            </span>
            <span class="rl-summary-kind">
              {bugTypeLabel(report.bug_type)} · {FRAMEWORK_NAMES[report.framework]}
            </span>
          </span>
          <StacksIcon name={props.expanded ? 'chevronUp' : 'chevronDown'} class="rl-chevron" />
        </button>
        <DismissButton onDismiss={props.onDismiss} />
      </div>
      {props.subtitle && <p class="rl-subtitle">{props.subtitle}</p>}
      {props.expanded && (
        <div id={panelId} class="rl-details s-sidebarwidget--content">
          <PointsLost verdict={verdict} />
          <ChecklistReport
            verdict={verdict}
            showVerdict={false}
            hiddenItems={props.hiddenItems}
            onShowEvidence={props.onShowEvidence}
            copyText={props.copyText}
            onInsert={props.onInsert}
          />
          {props.detailsComment && (
            <DetailsComment comment={props.detailsComment} copyText={props.copyText} onPlaceComment={props.onPlaceComment} />
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

/** The score's deductions behind one disclosure line: the items below say the same at a glance (issue 13 point 4). */
function PointsLost({ verdict }: { verdict: Verdict }) {
  const [open, setOpen] = useState(false);
  if (verdict.state !== 'verdict' || !verdict.deductions.length) return null;
  return (
    <div class="rl-points">
      <button
        type="button"
        class="rl-why-toggle"
        data-reprolens="points-lost"
        aria-expanded={open ? 'true' : 'false'}
        onClick={() => setOpen(!open)}
      >
        {open
          ? 'Hide the points lost'
          : `Why ${verdict.score}? ${verdict.deductions.length === 1 ? 'One deduction' : `${verdict.deductions.length} deductions`}`}
      </button>
      {open && <ScoreDeductions verdict={verdict} />}
      {open && (
        <p class="rl-footnote">Checked in your browser against the reproducibility checklist of Shah, Rahman &amp; Khomh (EMSE 2024).</p>
      )}
    </div>
  );
}

/** The comment to ask the asker for what is missing: shown as text, copied on click, never posted by ReproLens. */
export function DetailsComment({
  comment,
  copyText,
  onPlaceComment,
}: {
  comment: string;
  copyText?: (text: string) => Promise<void>;
  /** Given (overlay only): a "Put in comment box" button next to Copy. */
  onPlaceComment?: (comment: string) => Promise<CommentBoxOutcome>;
}) {
  const [state, copy] = useCopy(comment, copyText);
  const [placing, setPlacing] = useState<'idle' | 'busy' | CommentBoxOutcome>('idle');
  // Two lines until "more": the whole comment is copied or placed either way (issue 13 point 4, the 1366×768 fit).
  const [whole, setWhole] = useState(false);
  const place = async () => {
    if (!onPlaceComment || placing === 'busy') return;
    setPlacing('busy');
    try {
      setPlacing(await onPlaceComment(comment));
    } catch {
      setPlacing({ kind: 'no-box', copied: false });
    }
  };
  const placeStatus = placing === 'idle' ? '' : placing === 'busy' ? 'Opening the comment box…' : commentBoxMessage(placing);
  return (
    <section class="rl-ask" aria-label="Ask for details" data-reprolens="details-comment">
      <h3 class="rl-ask-title">Ask for details</h3>
      <p class={whole ? 'rl-ask-text' : 'rl-ask-text rl-clamped'}>{comment}</p>
      <button
        type="button"
        class="rl-why-toggle rl-ask-more"
        data-reprolens="details-comment-more"
        aria-expanded={whole ? 'true' : 'false'}
        onClick={() => setWhole(!whole)}
      >
        {whole ? 'less' : 'show it all'}
      </button>{' '}
      <button type="button" class="s-btn s-btn__xs rl-btn" data-reprolens="copy-details-comment" onClick={copy}>
        {state === 'copied' ? 'Copied' : 'Copy comment'}
      </button>
      {onPlaceComment && (
        <>
          {' '}
          <button
            type="button"
            class="s-btn s-btn__xs rl-btn"
            data-reprolens="place-details-comment"
            title="Open the comment box under the question and put this comment in it; you post it yourself"
            aria-disabled={placing === 'busy' ? 'true' : undefined}
            onClick={place}
          >
            Put in comment box
          </button>
        </>
      )}
      <span class="rl-copy-status" role="status">
        {state === 'failed'
          ? 'Could not copy: select the text and copy it by hand.'
          : ' Paste it under the question; ReproLens never posts it.'}
      </span>
      {onPlaceComment && (
        <p
          class="rl-place-status"
          role="status"
          data-reprolens="place-comment-status"
          data-outcome={typeof placing === 'object' ? placing.kind : placing}
        >
          {placeStatus}
        </p>
      )}
    </section>
  );
}

const DISMISS_NAME = 'Hide ReproLens on this page';

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    // Issue 15 / hostile review A3 (label-content-name-mismatch): the name comes from the button's own text, the same
    // words as its tooltip, so what a speech-input user reads is what the button is called (no aria-label).
    <button type="button" class="rl-dismiss" data-reprolens="dismiss" title={DISMISS_NAME} onClick={onDismiss}>
      <StacksIcon name="cross" />
      <span class="rl-visually-hidden">{DISMISS_NAME}</span>
    </button>
  );
}
