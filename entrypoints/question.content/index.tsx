// The question page's content script: read the question, judge it, show the panel beside it, tell the background
// the verdict for the toolbar badge, and answer the popup. All work is local; the page's own DOM is only read,
// except on a "Put in comment box" click, which opens and fills the question's comment box (./commentBox.ts).
import { render } from 'preact';
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { isQuestionPage, QUESTION_PAGE_EXCLUDES, QUESTION_PAGE_MATCHES } from '../../lib/site/pageKinds';
import { evidenceElement, locateEvidence } from '../../lib/site/evidenceRange';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { isReproLensMessage, type JudgePageMessage, type PageStatus } from '../../lib/page/messages';
import type { Verdict } from '../../lib/verdict';
import type { PageReadResult } from '../../lib/readers/stackOverflowPage';
import type { Question, Evidence } from '../../lib/question';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import type { ItemId } from '../../lib/report';
import { queryFirst, selectors } from '../../lib/site/selectors';
import { hiddenItemIds, overlayEnabledOn, readSettings, SETTINGS_KEY, type Settings } from '../../lib/settings';
import { OverlayRoot, type FramePlacement, type MarkBox } from './OverlayRoot';
import { markBoxes, placeFrame } from './pagePlacement';
import { placeInCommentBox } from './commentBox';
import { pageTheme } from '../../components/pageTheme';
import { mountShadowHost, shadowContainer } from '../../components/shadowHost';
import { loadSettings } from '../../components/settingsStorage';

export default defineContentScript({
  matches: QUESTION_PAGE_MATCHES,
  excludeMatches: QUESTION_PAGE_EXCLUDES,
  runAt: 'document_idle',
  main(ctx) {
    if (!isQuestionPage(location.href)) return; // match patterns are coarse (wxt-toolchain.md §4)
    void startQuestionOverlay(ctx).catch((error) => console.warn('ReproLens stopped on this page:', error));
  },
});

/** A page edit (inline edit saved, new revision) is re-read once the DOM has been quiet this long. */
const REREAD_DELAY_MS = 250;

async function startQuestionOverlay(ctx: ContentScriptContext): Promise<void> {
  // The page comes first: read and judge only once it has loaded and the main thread is idle, so the extension
  // never delays the page's own load (the bench's page-load ratio), then show the panel in one paint.
  const startedAt = performance.now();
  await pageLoadedAndIdle(ctx);
  const workStartedAt = performance.now();
  let settings = await loadSettings();
  let read = readStackOverflowPage(document, location.href);
  let verdict = await judgeInBackground(read, settings);
  let signature = pageSignature();
  let expanded = settings.startExpanded;
  let dismissed = false;
  let forcedShow = false;
  let marks: MarkBox[] = [];
  let markKey = 0;
  let evidenceStatus = '';
  let host: HTMLElement | null = null;
  let placement: FramePlacement = { docked: 'corner', left: 0, top: 0, width: 0 };

  const wanted = () => {
    if (dismissed) return false;
    if (forcedShow) return true;
    if (!overlayEnabledOn(settings, location.hostname)) return false;
    return !(verdict.state === 'quiet' && settings.hideQuiet);
  };

  const showEvidence = (item: ItemId, evidence: Evidence) => {
    const body = queryFirst(document, selectors.questionBody);
    const question: Question | null = read.ok ? read.question : null;
    const range = body && question ? locateEvidence({ body, title: queryFirst(document, selectors.title) }, question, evidence) : null;
    if (!range || !host) {
      marks = [];
      evidenceStatus = 'Not found in the post: it may have been edited since it was read.';
      return paint();
    }
    const rect = range.getBoundingClientRect();
    const target = rect.height || rect.width ? rect : evidenceElement(range)?.getBoundingClientRect();
    if (target) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + target.top - window.innerHeight / 3, behavior: reduce ? 'auto' : 'smooth' });
    }
    marks = markBoxes(range, host);
    markKey++;
    evidenceStatus = `Marked in the post: ${item.replace(/_/g, ' ')} — ${evidence.note || 'evidence'}.`;
    paint();
  };

  const paint = () => {
    if (!wanted()) {
      unmount();
      return;
    }
    if (!host) host = mountShadowHost('reprolens-overlay', 'panel');
    host.dataset.state = verdict.state;
    host.dataset.expanded = String(expanded);
    host.dataset.theme = pageTheme(document, host);
    placement = placeFrame(document, host);
    render(
      <OverlayRoot
        verdict={verdict}
        expanded={expanded}
        onToggle={() => {
          expanded = !expanded;
          if (!expanded) marks = [];
          paint();
        }}
        onDismiss={() => {
          dismissed = true;
          forcedShow = false;
          paint();
        }}
        hiddenItems={hiddenItemIds(settings)}
        onShowEvidence={showEvidence}
        evidenceStatus={evidenceStatus}
        detailsComment={verdict.state === 'verdict' ? composeDetailsComment(verdict.report, location.hostname) : null}
        onPlaceComment={(comment) => placeInCommentBox(ctx, comment)}
        placement={placement}
        marks={marks}
        markKey={markKey}
      />,
      shadowContainer(host),
    );
    followScroll();
    if (!host.dataset.paintedAfterMs) {
      // For the browser bench: from this script's start, and from the page's navigation start (same time origin).
      host.dataset.paintedAfterMs = (performance.now() - startedAt).toFixed(1);
      host.dataset.workMs = (performance.now() - workStartedAt).toFixed(1); // without the wait for load + idle
      host.dataset.paintedAtMs = performance.now().toFixed(1);
    }
  };

  const unmount = () => {
    if (!host) return;
    render(null, shadowContainer(host));
    host.remove();
    host = null;
  };

  // Judgments can overlap (an edit while settings change): only the latest one is shown.
  let generation = 0;
  const rejudge = async () => {
    const mine = ++generation;
    const nextRead = readStackOverflowPage(document, location.href);
    const nextSignature = pageSignature();
    const next = await judgeInBackground(nextRead, settings);
    if (mine !== generation) return;
    read = nextRead;
    signature = nextSignature;
    verdict = next;
    marks = [];
    evidenceStatus = '';
    paint();
  };

  paint();

  // The question changed in place (inline edit, new revision): read it again once the DOM settles.
  let rereadTimer: number | undefined;
  const observer = new MutationObserver((records) => {
    if (records.every((r) => host?.contains(r.target))) return;
    clearTimeout(rereadTimer);
    rereadTimer = ctx.setTimeout(() => {
      if (pageSignature() !== signature) void rejudge();
      else if (host) paint(); // layout may have moved (answers, comments): keep the panel in place
    }, REREAD_DELAY_MS);
  });
  observer.observe(queryFirst(document, selectors.mainbar) ?? document.body, { childList: true, subtree: true, characterData: true });
  // The theme switch toggles classes on body.
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  ctx.onInvalidated(() => {
    observer.disconnect();
    unmount();
  });

  let frameRequest = 0;
  const repaintSoon = () => {
    cancelAnimationFrame(frameRequest);
    frameRequest = ctx.requestAnimationFrame(() => host && paint());
  };
  ctx.addEventListener(window, 'resize', repaintSoon);
  // Beside a long question the panel follows the reader down (below the fixed top bar) until the question's
  // column ends, so evidence clicks and the checklist stay in view. Only the frame's top moves: no re-render.
  function followScroll() {
    const frame = host?.shadowRoot?.querySelector<HTMLElement>('.rl-frame');
    if (!host || !frame || placement.docked !== 'side') return;
    frame.style.top = `${stickyTop(host, frame, placement.top)}px`;
  }
  // Once per frame at most: each call reads the layout (getBoundingClientRect) before it moves the frame.
  let scrollFrame = 0;
  ctx.addEventListener(
    window,
    'scroll',
    () => {
      if (scrollFrame) return;
      scrollFrame = ctx.requestAnimationFrame(() => {
        scrollFrame = 0;
        followScroll();
      });
    },
    { passive: true },
  );
  ctx.addEventListener(window, 'pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) void rejudge();
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', repaintSoon, { signal: ctx.signal });
  ctx.addEventListener(document, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && marks.length) {
      marks = [];
      paint();
    }
  });

  browser.storage.onChanged.addListener(onStorageChanged);
  ctx.onInvalidated(() => browser.storage.onChanged.removeListener(onStorageChanged));
  function onStorageChanged(changes: Record<string, { newValue?: unknown }>, area: string) {
    if (area !== 'sync' || !(SETTINGS_KEY in changes)) return;
    const before = settings;
    settings = readSettings(changes[SETTINGS_KEY].newValue);
    if (before.startExpanded !== settings.startExpanded) expanded = settings.startExpanded;
    void rejudge();
  }

  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));
  function onMessage(message: unknown): Promise<PageStatus> | undefined {
    if (!isReproLensMessage(message)) return undefined;
    if (message.type === 'reprolens:show-panel') {
      dismissed = false;
      forcedShow = true;
      expanded = true;
      paint();
      host?.shadowRoot?.querySelector('.rl-frame')?.scrollIntoView({ block: 'nearest' });
      (host?.shadowRoot?.querySelector('[data-reprolens="toggle"]') as HTMLElement | null)?.focus();
    }
    if (message.type === 'reprolens:get-verdict' || message.type === 'reprolens:show-panel') {
      return Promise.resolve({ url: location.href, verdict, panelShown: host !== null });
    }
    return undefined;
  }
}

/** Stack Overflow's top bar is fixed and 50 px high; the panel stays this far from the viewport's top. */
const STICKY_GAP_PX = 62;

/** The frame's top (host coordinates): its place beside the question, or just under the top bar once scrolled past. */
function stickyTop(host: HTMLElement, frame: HTMLElement, naturalTop: number): number {
  const origin = host.getBoundingClientRect().top; // the host's top in viewport coordinates
  const column = queryFirst(document, selectors.mainbar)?.getBoundingClientRect();
  const wanted = Math.max(naturalTop, STICKY_GAP_PX - origin);
  // Never past the end of the question-and-answers column.
  const limit = column ? column.bottom - origin - frame.offsetHeight : Infinity;
  return Math.round(Math.max(naturalTop, Math.min(wanted, limit)));
}

/** Resolves after the page's `load` event and the next idle period (at most IDLE_WAIT_MS later). */
function pageLoadedAndIdle(ctx: ContentScriptContext): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else ctx.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else ctx.addEventListener(window, 'load', idle, { once: true });
  });
}

/** The longest the panel waits for an idle main thread after `load`. */
const IDLE_WAIT_MS = 500;

/** The engine's verdict from the background (which also sets this tab's badge); never a guessed score on failure. */
async function judgeInBackground(read: PageReadResult, settings: Settings): Promise<Verdict> {
  const message: JudgePageMessage = { type: 'reprolens:judge', read, settings };
  try {
    const verdict = (await browser.runtime.sendMessage(message)) as Verdict | undefined;
    if (verdict && (verdict.state === 'verdict' || verdict.state === 'quiet' || verdict.state === 'unreadable')) return verdict;
    return { state: 'unreadable', reason: 'check_failed', why: 'ReproLens could not check this question (no answer from the extension).' };
  } catch (error) {
    return {
      state: 'unreadable',
      reason: 'check_failed',
      why: `ReproLens could not check this question (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}

/** What the verdict depends on: title, tags and the body's text. Cheap enough to take on every DOM change. */
function pageSignature(): string {
  const title = queryFirst(document, selectors.title)?.textContent ?? '';
  const body = queryFirst(document, selectors.questionBody);
  const tags = Array.from(document.querySelectorAll('#question a.post-tag'))
    .map((a) => a.textContent)
    .join(' ');
  return `${title}\u0000${tags}\u0000${body?.textContent ?? ''}\u0000${body?.querySelectorAll('img').length ?? 0}`;
}
