// The question page's panel as one component: it reads and judges the question (through the background), shows the
// panel beside it in a shadow root, follows the page (edits in place, layout, theme, settings, back/forward cache)
// and answers the popup. The entrypoint (./index.tsx) only mounts it; unmounting it removes every observer and
// listener it added.
import { useMemo, useReducer, useRef } from 'preact/hooks';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { PageStatus, ReproLensMessage } from '../../lib/page/messages';
import { hiddenItemIds } from '../../lib/settings';
import { ShadowPortal } from '../../components/ShadowPortal';
import { HOST_IDS } from '../../components/pageHosts';
import { shadowRootOf } from '../../components/shadowHost';
import { renderNow } from '../../components/hooks/renderNow';
import { useRedraw } from '../../components/hooks/useRedraw';
import { useLatest } from '../../components/hooks/useLatest';
import { useRuntimeMessages } from '../../components/hooks/useRuntimeMessages';
import { useSettings } from '../../components/hooks/useSettings';
import { checkWithReadabilityInBackground } from './backgroundRequests';
import { INITIAL_OVERLAY, type JudgedPage, overlayReducer, panelWanted } from './overlayState';
import { OverlayRoot } from './OverlayRoot';
import type { OverlaySite } from './overlaySite';
import { showEvidence } from './showEvidence';
import { usePageSettled } from './usePageSettled';
import { useQuestionJudge } from './useQuestionJudge';
import { useRepaintTriggers } from './useRepaintTriggers';
import { useSkeletonRequest } from './useSkeletonRequest';

export function QuestionOverlay({ ctx, site }: { ctx: ContentScriptContext; site: OverlaySite }) {
  const { settings } = useSettings();
  const [state, dispatch] = useReducer(overlayReducer, INITIAL_OVERLAY);
  const repaint = useRedraw();
  const host = useRef<HTMLElement | null>(null);
  const latest = useLatest(state);
  const rejudge = useQuestionJudge(site, settings, (judged) => dispatch({ type: 'judged', judged }));

  // Once the page is quiet after a change: the question was edited (read it again), or only moved (place again).
  usePageSettled(
    () => {
      const judged = latest.current.judged;
      if (judged && site.signature(document) !== judged.signature) rejudge();
      else if (host.current) repaint();
    },
    host,
    () => site.watchedRoot(document),
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

  // The site's reader found nothing: the background reads the page through Readability instead, never a dead end.
  const checkWithReadability = async (unreadable: JudgedPage) => {
    const { verdict, read } = await checkWithReadabilityInBackground(unreadable.settings);
    if (latest.current.judged === unreadable)
      dispatch({ type: 'judged', judged: { ...unreadable, verdict, read, offersSkeleton: false, readWithReadability: true } });
  };

  const detailsComment = useMemo(
    () => (judged?.verdict.state === 'verdict' ? site.composeComment(judged.verdict.report, location.href) : null),
    [judged, site],
  );
  if (!judged || !shown) return null;
  const question = judged.read.ok ? judged.read.question : null;
  return (
    <ShadowPortal
      testId={HOST_IDS.panel}
      hostRef={host}
      first
      siteCss={site.css}
      dataset={{ site: site.name, state: judged.verdict.state, expanded: String(state.expanded), ...site.theme(document) }}
    >
      {(element) => (
        <OverlayRoot
          host={element}
          placement={site.placeFrame(document, element)}
          followedColumn={() => site.followedColumn(document)}
          slotParent={site.slotParent(document)}
          marks={state.marks}
          markKey={state.markKey}
          verdict={judged.verdict}
          expanded={state.expanded}
          onToggle={() => dispatch({ type: 'toggle' })}
          onDismiss={() => dispatch({ type: 'dismiss' })}
          hiddenItems={hiddenItemIds(judged.settings)}
          onShowEvidence={(item, evidence) =>
            dispatch(showEvidence(host.current, site.evidenceTargets(document), question, item, evidence))
          }
          evidenceStatus={state.evidenceStatus}
          detailsComment={detailsComment}
          onPlaceComment={(comment) => site.placeComment(ctx, comment)}
          requestSkeleton={judged.offersSkeleton ? skeletonRequest.current : undefined}
          onCheckWithReadability={
            !site.readabilityFallback || judged.readWithReadability ? undefined : () => void checkWithReadability(judged)
          }
        />
      )}
    </ShadowPortal>
  );
}
