// The question page's panel as one component: it reads and judges the question (through the background), shows the
// panel beside it in a shadow root, follows the page (edits in place, layout, theme, settings, back/forward cache)
// and answers the popup. Every page's differences come in its page adapter (./pageAdapter.ts); the entry points
// (entrypoints/question.content, entrypoints/issue.content) only mount it with theirs; unmounting it removes every observer and
// listener it added.
import { useMemo, useReducer, useRef } from 'preact/hooks';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { PageCheckAnswer } from '../../lib/messages/pageCheck';
import type { PageStatus, ReproLensMessage } from '../../lib/messages/messageTable';
import type { PageReadResult } from '../../lib/readers/stackOverflowPage';
import type { Verdict } from '../../lib/verdict';
import { unreadableVerdict } from '../../lib/verdictTexts';
import { hiddenItemIds } from '../../lib/settings';
import { ShadowPortal } from '../ShadowPortal';
import { HOST_IDS } from '../pageHosts';
import { shadowRootOf } from '../shadowHost';
import { renderNow } from '../hooks/renderNow';
import { useRedraw } from '../hooks/useRedraw';
import { useLatest } from '../hooks/useLatest';
import { useRuntimeMessages } from '../hooks/useRuntimeMessages';
import { useSettings } from '../hooks/useSettings';
import { ask } from '../ask';
import { INITIAL_OVERLAY, type JudgedPage, overlayReducer, panelWanted } from './overlayState';
import { OverlayRoot } from './OverlayRoot';
import type { PageAdapter } from './pageAdapter';
import { showEvidence } from './showEvidence';
import { usePageSettled } from './usePageSettled';
import { useQuestionJudge } from './useQuestionJudge';
import { useRepaintTriggers } from './useRepaintTriggers';
import { useSkeletonRequest } from './useSkeletonRequest';

export function QuestionOverlay({ ctx, adapter }: { ctx: ContentScriptContext; adapter: PageAdapter }) {
  const { settings } = useSettings();
  const [state, dispatch] = useReducer(overlayReducer, INITIAL_OVERLAY);
  const repaint = useRedraw();
  const host = useRef<HTMLElement | null>(null);
  const latest = useLatest(state);
  const rejudge = useQuestionJudge(adapter, settings, (judged) => dispatch({ type: 'judged', judged }));

  // Once the page is quiet after a change: the question was edited (read it again), or only moved (place again).
  usePageSettled(
    () => {
      const judged = latest.current.judged;
      if (judged && adapter.signature(document) !== judged.signature) rejudge();
      else if (host.current) repaint();
    },
    host,
    () => adapter.watchedRoot(document),
  );
  useRepaintTriggers(repaint, rejudge, () => dispatch({ type: 'clear-marks' }));

  const { judged } = state;
  const skeletonRequest = useSkeletonRequest(judged);
  const shown = panelWanted(state, location.hostname);

  useRuntimeMessages((message: ReproLensMessage): Promise<unknown> | undefined => {
    const current = latest.current.judged;
    if (!current) return undefined; // nothing to tell before the first verdict
    if (message.type === 'reprolens:show-panel') {
      renderNow(() => dispatch({ type: 'show-panel' }));
      shadowRootOf(host.current)?.querySelector('.rl-frame')?.scrollIntoView({ block: 'nearest' });
      shadowRootOf(host.current)?.querySelector<HTMLElement>('[data-reprolens="toggle"]')?.focus();
    }
    if (message.type === 'reprolens:toggle-panel') {
      renderNow(() => dispatch({ type: 'toggle-panel' }));
      shadowRootOf(host.current)?.querySelector<HTMLElement>('[data-reprolens="toggle"]')?.focus();
    }
    if (message.type === 'reprolens:get-verdict' || message.type === 'reprolens:show-panel' || message.type === 'reprolens:toggle-panel') {
      const status: PageStatus = {
        url: location.href,
        verdict: current.verdict,
        panelShown: host.current !== null,
        offersSkeleton: current.offersSkeleton,
      };
      return Promise.resolve(status);
    }
    if (message.type === 'reprolens:get-skeleton') return skeletonRequest.forPage(current);
    return undefined;
  });

  // The page adapter's reader found nothing: the background reads the page through Readability instead, never a dead end.
  const checkWithReadability = async (unreadable: JudgedPage) => {
    const { verdict, read } = readabilityVerdict(await ask('reprolens:read-with-readability', { settings: unreadable.settings }));
    if (latest.current.judged === unreadable)
      dispatch({ type: 'judged', judged: { ...unreadable, verdict, read, offersSkeleton: false, readWithReadability: true } });
  };

  const detailsComment = useMemo(
    () => (judged?.verdict.state === 'verdict' ? adapter.composeDetailsComment(judged.verdict.report, location.href) : null),
    [judged, adapter],
  );
  if (!judged || !shown) return null;
  const question = judged.read.ok ? judged.read.question : null;
  return (
    <ShadowPortal
      testId={HOST_IDS.panel}
      hostRef={host}
      first
      siteCss={adapter.css}
      dataset={{ site: adapter.name, state: judged.verdict.state, expanded: String(state.expanded), ...adapter.theme(document) }}
    >
      {(element) => (
        <OverlayRoot
          host={element}
          placement={adapter.placeFrame(document, element)}
          followedColumn={() => adapter.followedColumn(document)}
          slotParent={adapter.slotParent(document)}
          marks={state.marks}
          markKey={state.markKey}
          verdict={judged.verdict}
          expanded={state.expanded}
          onToggle={() => dispatch({ type: 'toggle' })}
          onDismiss={() => dispatch({ type: 'dismiss' })}
          hiddenItems={hiddenItemIds(judged.settings)}
          onShowEvidence={(item, evidence) =>
            dispatch(showEvidence(host.current, adapter.evidenceTargets(document), question, item, evidence))
          }
          evidenceStatus={state.evidenceStatus}
          detailsComment={detailsComment}
          onPlaceComment={(comment) => adapter.fillPageCommentBox(ctx, comment)}
          requestSkeleton={judged.offersSkeleton ? skeletonRequest.current : undefined}
          onCheckWithReadability={
            !adapter.readabilityFallback || judged.readWithReadability ? undefined : () => void checkWithReadability(judged)
          }
        />
      )}
    </ShadowPortal>
  );
}

/** The background's Readability check as the panel shows it: a judged page's verdict, else "unreadable" with why. */
function readabilityVerdict(check: PageCheckAnswer): { verdict: Verdict; read: PageReadResult } {
  if (check.kind === 'judged') return { verdict: check.verdict, read: { ok: true, question: check.question } };
  const why = check.kind === 'refused' ? check.why : check.failed ? check.reason : `Readability found no question here: ${check.reason}`;
  return { verdict: unreadableVerdict('page_unreadable', why), read: { ok: false, reason: why } };
}
