// The popup's content for the current tab: the same verdict and checklist as the page panel, a button to show the
// panel on the page, and a link to the options. A pasted draft can be checked too (the Ask page coach comes later).
// Its first view fits the 600 px popup — the verdict, the top missing items and the actions; the whole
// checklist, the "ask for details" comment and the skeleton are behind disclosures.
import type { ComponentChildren } from 'preact';
import type { PageStatus } from '../lib/messages/messageTable';
import type { PageCheck } from '../lib/messages/pageCheck';
import type { Report } from '../lib/report';
import { ChecklistReport, ReportVerdict, ScoreDeductions } from './ChecklistReport';
import { ACTION_CLASS } from './ChecklistItem';
import { StacksIcon } from './StacksIcon';
import { ITEM_TEXTS } from '../lib/items/shared/texts';
import { DetailsComment } from './DetailsComment';
import { ReproductionSkeleton, type SkeletonRequest } from './ReproductionSkeleton';
import { composeDetailsComment } from '../lib/comment/detailsComment';
import type { ItemId } from '../lib/checklist';
import { decisiveSuggestions } from '../lib/verdictSummary';
import { ANSWERABLE_SENTENCE } from '../lib/verdictTexts';

export type TabState =
  | { kind: 'loading' }
  /** No ReproLens content script answered: not a question page (or one opened before the extension loaded). */
  | { kind: 'no-question' }
  | { kind: 'page'; status: PageStatus };

export interface PopupViewProps {
  tab: TabState;
  hiddenItems?: ReadonlySet<ItemId>;
  onShowPanel: () => void;
  onOpenOptions: () => void;
  copyText?: (text: string) => Promise<void>;
  /** Asks the tab for its question's skeleton (the section is shown where the tab offers one). */
  requestSkeleton?: SkeletonRequest;
  /** "Check this page" through Readability; offered where no site reader gave a question (hidden without it). */
  onCheckPage?: () => void;
  /** Where that read is (the popup shows it under this section, components/PageCheckView.tsx). */
  pageCheck?: PageCheck;
}

export function PopupView({
  tab,
  hiddenItems,
  onShowPanel,
  onOpenOptions,
  copyText,
  requestSkeleton,
  onCheckPage,
  pageCheck = { kind: 'idle' },
}: PopupViewProps) {
  const checkLabel = pageCheckLabel(tab);
  const actions = (
    <p class="rl-actions">
      {onCheckPage && checkLabel && (
        <>
          <button
            type="button"
            class={`${ACTION_CLASS} rl-btn-main`}
            data-reprolens="check-page"
            disabled={pageCheck.kind === 'reading'}
            onClick={onCheckPage}
          >
            {checkLabel}
          </button>{' '}
        </>
      )}
      {tab.kind === 'page' && (
        <button type="button" class={`${ACTION_CLASS} rl-btn-main`} data-reprolens="show-panel" onClick={onShowPanel}>
          Show the panel on the page
        </button>
      )}{' '}
      <button type="button" class={ACTION_CLASS} data-reprolens="open-options" onClick={onOpenOptions}>
        Options
      </button>
    </p>
  );
  return (
    <section
      class="rl-tab"
      aria-live="polite"
      data-reprolens="popup-tab"
      data-state={tab.kind === 'page' ? tab.status.verdict.state : tab.kind}
    >
      {tab.kind === 'loading' && <p class="rl-muted">Reading this tab…</p>}
      {tab.kind === 'no-question' && (
        <p class="rl-muted">
          Open a deep-learning question on Stack Overflow to see how reproducible it is, or check this page through Readability.
        </p>
      )}
      {tab.kind === 'page' ? (
        <TabVerdict
          status={tab.status}
          hiddenItems={hiddenItems}
          copyText={copyText}
          requestSkeleton={tab.status.offersSkeleton ? requestSkeleton : undefined}
          actions={actions}
        />
      ) : (
        actions
      )}
    </section>
  );
}

/**
 * The "Check this page" button's words (any page through Readability), or null where it is not offered: any page
 * without a ReproLens reader, and — as the fallback — a known site's page its reader could not read. A page with a
 * verdict has its report.
 */
export function pageCheckLabel(tab: TabState): string | null {
  if (tab.kind === 'no-question') return 'Check this page';
  if (tab.kind === 'page' && tab.status.verdict.state === 'unreadable') return "Can't read this page — check it with Readability?";
  return null;
}

export function TabVerdict({
  status,
  hiddenItems,
  copyText,
  requestSkeleton,
  actions,
}: {
  status: PageStatus;
  /** The popup's buttons: right under the summary, above everything behind a disclosure (in view in a 600 px popup). */
  actions: ComponentChildren;
  hiddenItems?: ReadonlySet<ItemId>;
  copyText?: (text: string) => Promise<void>;
  requestSkeleton?: SkeletonRequest;
}) {
  const { verdict } = status;
  if (verdict.state === 'unreadable') {
    return (
      <>
        <p class="rl-muted" data-reprolens="score" data-score="">
          {verdict.why}
        </p>
        {actions}
      </>
    );
  }
  if (verdict.state === 'quiet') {
    return (
      <>
        <QuestionTitle report={verdict.report} />
        <p class="rl-muted" data-reprolens="score" data-score="">
          {verdict.why}
        </p>
        {actions}
      </>
    );
  }
  const comment = composeDetailsComment(verdict.report, hostOf(status.url));
  return (
    <>
      <QuestionTitle report={verdict.report} />
      <ReportVerdict verdict={verdict} />
      <TopMissing report={verdict.report} hiddenItems={hiddenItems} />
      {actions}
      <details class="rl-popup-more" data-reprolens="popup-checklist">
        <summary>
          <SummaryChevron />
          Whole checklist
        </summary>
        <ScoreDeductions verdict={verdict} />
        <ChecklistReport verdict={verdict} hiddenItems={hiddenItems} copyText={copyText} showVerdict={false} />
      </details>
      {comment && (
        <details class="rl-popup-more" data-reprolens="popup-ask">
          <summary>
            <SummaryChevron />
            Ask for details
          </summary>
          <DetailsComment comment={comment} copyText={copyText} />
        </details>
      )}
      {requestSkeleton && <ReproductionSkeleton request={requestSkeleton} copyText={copyText} />}
    </>
  );
}

/** How many missing items the first view names; the rest are in the whole checklist. */
const TOP_MISSING = 3;

/**
 * The first view's list: the items of the decisive asks, most important first, by their plain names (the other asks
 * are in the whole checklist, under "Could also add"); "answerable as it stands" when nothing decisive is asked for.
 */
function TopMissing({ report, hiddenItems }: { report: Report; hiddenItems?: ReadonlySet<ItemId> }) {
  const items = decisiveSuggestions(report)
    .map((s) => s.item)
    .filter((id, i, all) => !hiddenItems?.has(id) && all.indexOf(id) === i);
  if (!items.length)
    return (
      <p class="rl-muted" data-reprolens="popup-answerable">
        {ANSWERABLE_SENTENCE}
      </p>
    );
  return (
    <section class="rl-popup-missing" aria-label="Missing first">
      <h3 class="rl-popup-missing-title">What to add</h3>
      <ul data-reprolens="popup-missing">
        {items.slice(0, TOP_MISSING).map((id) => (
          <li key={id} data-item={id} data-status={report.items[id].status}>
            {ITEM_TEXTS[id].title}
          </li>
        ))}
      </ul>
      {items.length > TOP_MISSING && <p class="rl-muted rl-popup-small">and {items.length - TOP_MISSING} more in the checklist below</p>}
    </section>
  );
}

/** A <details> summary's mark: Stacks' chevron (turned down when open, reportStyles.css), not the browser's triangle. */
export function SummaryChevron() {
  return <StacksIcon name="chevronRight" class="rl-summary-mark" />;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'stackoverflow.com';
  }
}

function QuestionTitle({ report }: { report: Report }) {
  return report.title ? <h2 class="rl-question-title">{report.title}</h2> : null;
}
