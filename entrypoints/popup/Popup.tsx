// The popup: the current tab's verdict (asked from the page's content script), a button to show the panel, a link
// to the options, "Check this page" through Readability, and a box to check a pasted draft. Everything
// runs in the extension; nothing is sent anywhere.
import { useCallback, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ChecklistReport } from '../../components/ChecklistReport';
import { useSettings } from '../../components/hooks/useSettings';
import { PageCheckView } from '../../components/PageCheckView';
import { PopupView, type TabState } from '../../components/PopupView';
import type { PastedDraftAnswer } from '../../lib/messages/messageTable';
import type { PageCheck } from '../../lib/messages/pageCheck';
import { DEFAULT_SETTINGS, hiddenItemIds } from '../../lib/settings';
import { checkTabWithReadability } from './pageCheckRequest';
import { checkPastedDraft, showPanelIn, skeletonOfTab, tabStateOf, targetTabId } from './tabMessages';

export function Popup() {
  const { tabId, tab, setTab } = useTargetTab();
  const { settings } = useSettings();
  const hidden = useMemo(() => (settings ? hiddenItemIds(settings) : new Set<never>()), [settings]);
  const [pageCheck, setPageCheck] = useState<PageCheck>({ kind: 'idle' });
  const requestSkeleton = useCallback(() => (tabId === null ? Promise.resolve(null) : skeletonOfTab(tabId)), [tabId]);

  const showPanel = async () => {
    if (tabId === null) return;
    try {
      await showPanelIn(tabId);
      if (!new URLSearchParams(location.search).has('tab')) window.close();
    } catch {
      setTab({ kind: 'no-question' });
    }
  };

  // "Check this page": any tab through Readability, on the click (the click lets the popup read the tab: activeTab).
  const checkPage = async () => {
    if (tabId === null) return;
    setPageCheck({ kind: 'reading' });
    setPageCheck(await checkTabWithReadability(tabId, settings ?? DEFAULT_SETTINGS));
  };

  return (
    <main class="rl-popup">
      <h1>ReproLens</h1>
      <PopupView
        tab={tab}
        hiddenItems={hidden}
        onShowPanel={showPanel}
        onOpenOptions={() => void browser.runtime.openOptionsPage()}
        requestSkeleton={requestSkeleton}
        onCheckPage={checkPage}
        pageCheck={pageCheck}
      />
      <PageCheckView check={pageCheck} hiddenItems={hidden} />
      <DraftCheck open={tab.kind === 'no-question'} />
      <p class="rl-footnote">Checked locally against the checklist of Shah, Rahman &amp; Khomh (EMSE 2024).</p>
    </main>
  );
}

/** The tab the popup reports on, and what its content script says about it. */
function useTargetTab(): { tabId: number | null; tab: TabState; setTab: (tab: TabState) => void } {
  const [tabId, setTabId] = useState<number | null>(null);
  const [tab, setTab] = useState<TabState>({ kind: 'loading' });
  useLayoutEffect(() => {
    let live = true;
    void (async () => {
      const id = await targetTabId();
      if (!live) return;
      setTabId(id);
      const state = await tabStateOf(id);
      if (live) setTab(state);
    })();
    return () => {
      live = false;
    };
  }, []);
  return { tabId, tab, setTab };
}

/** "Check a draft": a pasted question or draft, checked by the same engine in the extension's background. */
function DraftCheck({ open }: { open: boolean }) {
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<PastedDraftAnswer | null>(null);
  return (
    <details class="rl-draft" open={open}>
      <summary>Check a draft</summary>
      <label for="rl-draft">Paste a deep-learning question (markdown; a first line “# Title” is its title)</label>
      <textarea
        id="rl-draft"
        data-reprolens="draft"
        rows={8}
        value={draft}
        onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
      />
      <button type="button" class="rl-btn" data-reprolens="check" onClick={async () => setResult(await checkPastedDraft(draft))}>
        Check reproducibility
      </button>
      {result &&
        ('error' in result ? (
          <p role="alert">{result.error}</p>
        ) : (
          <div data-reprolens="draft-report">
            <ChecklistReport verdict={result} label="Reproducibility checklist of the pasted draft" />
          </div>
        ))}
    </details>
  );
}
