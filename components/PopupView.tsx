// The popup's content for the current tab: the same verdict and checklist as the page panel, a button to show the
// panel on the page, and a link to the options. A pasted draft can be checked too (the Ask page coach comes later).
import type { PageStatus } from '../lib/page/messages';
import type { Report } from '../lib/report';
import { ChecklistReport } from './ChecklistReport';
import { DetailsComment } from './QuestionPanel';
import { ReproductionSkeleton, type SkeletonRequest } from './ReproductionSkeleton';
import { composeDetailsComment } from '../lib/comment/detailsComment';
import type { ItemId } from '../lib/report';

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
}

export function PopupView({ tab, hiddenItems, onShowPanel, onOpenOptions, copyText, requestSkeleton }: PopupViewProps) {
  return (
    <section
      class="rl-tab"
      aria-live="polite"
      data-reprolens="popup-tab"
      data-state={tab.kind === 'page' ? tab.status.verdict.state : tab.kind}
    >
      {tab.kind === 'loading' && <p class="rl-muted">Reading this tab…</p>}
      {tab.kind === 'no-question' && <p class="rl-muted">Open a deep-learning question on Stack Overflow to see how reproducible it is.</p>}
      {tab.kind === 'page' && (
        <TabVerdict
          status={tab.status}
          hiddenItems={hiddenItems}
          copyText={copyText}
          requestSkeleton={tab.status.offersSkeleton ? requestSkeleton : undefined}
        />
      )}
      <p class="rl-actions">
        {tab.kind === 'page' && (
          <button type="button" class="rl-btn" data-reprolens="show-panel" onClick={onShowPanel}>
            Show the panel on the page
          </button>
        )}{' '}
        <button type="button" class="rl-btn" data-reprolens="open-options" onClick={onOpenOptions}>
          Options
        </button>
      </p>
    </section>
  );
}

function TabVerdict({
  status,
  hiddenItems,
  copyText,
  requestSkeleton,
}: {
  status: PageStatus;
  hiddenItems?: ReadonlySet<ItemId>;
  copyText?: (text: string) => Promise<void>;
  requestSkeleton?: SkeletonRequest;
}) {
  const { verdict } = status;
  if (verdict.state === 'unreadable') {
    return (
      <p class="rl-muted" data-reprolens="score" data-score="">
        {verdict.why}
      </p>
    );
  }
  if (verdict.state === 'quiet') {
    return (
      <>
        <QuestionTitle report={verdict.report} />
        <p class="rl-muted" data-reprolens="score" data-score="">
          {verdict.why}
        </p>
      </>
    );
  }
  const comment = composeDetailsComment(verdict.report, hostOf(status.url));
  return (
    <>
      <QuestionTitle report={verdict.report} />
      <ChecklistReport verdict={verdict} hiddenItems={hiddenItems} copyText={copyText} />
      {comment && <DetailsComment comment={comment} copyText={copyText} />}
      {requestSkeleton && <ReproductionSkeleton request={requestSkeleton} copyText={copyText} />}
    </>
  );
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
