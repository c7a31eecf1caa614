// The popup: the current tab's verdict (asked from the page's content script), a button to show the panel, a link
// to the options, and a box to check a pasted draft. Everything runs in the extension; nothing is sent anywhere.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ChecklistReport } from '../../components/ChecklistReport';
import { PopupView, type TabState } from '../../components/PopupView';
import { decide, type JudgedVerdict } from '../../lib/verdict';
import type { GetVerdictMessage, PageStatus, ShowPanelMessage } from '../../lib/page/messages';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import type { ItemId } from '../../lib/report';
import { DEFAULT_SETTINGS, hiddenItemIds } from '../../lib/settings';
import { loadSettings } from '../../components/settingsStorage';
import '../../components/reportStyles.css';
import './style.css';

/** The tab to report on: `?tab=<id>` (tests open the popup as a tab of its own), else the active tab. */
async function targetTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

async function askTab(tabId: number | null): Promise<TabState> {
  if (tabId === null) return { kind: 'no-question' };
  try {
    const message: GetVerdictMessage = { type: 'reprolens:get-verdict' };
    const status = (await browser.tabs.sendMessage(tabId, message)) as PageStatus | undefined;
    return status?.verdict ? { kind: 'page', status } : { kind: 'no-question' };
  } catch {
    return { kind: 'no-question' }; // no content script in that tab
  }
}

function checkDraft(markdown: string): JudgedVerdict | { error: string } {
  if (!markdown.trim()) return { error: 'Paste a question first.' };
  try {
    return decide(readMarkdownDraft(markdown).question, DEFAULT_SETTINGS);
  } catch (error) {
    // The engine should never throw; if it does, say so plainly and keep the pasted text.
    return { error: `ReproLens could not check this text (${error instanceof Error ? error.message : String(error)}).` };
  }
}

function Popup() {
  const [tabId, setTabId] = useState<number | null>(null);
  const [tab, setTab] = useState<TabState>({ kind: 'loading' });
  const [hidden, setHidden] = useState<Set<ItemId>>(new Set());
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<JudgedVerdict | { error: string } | null>(null);

  useEffect(() => {
    void (async () => {
      const id = await targetTabId();
      setTabId(id);
      setTab(await askTab(id));
      setHidden(hiddenItemIds(await loadSettings()));
    })();
  }, []);

  const showPanel = async () => {
    if (tabId === null) return;
    const message: ShowPanelMessage = { type: 'reprolens:show-panel' };
    try {
      await browser.tabs.sendMessage(tabId, message);
      if (!new URLSearchParams(location.search).has('tab')) window.close();
    } catch {
      setTab({ kind: 'no-question' });
    }
  };

  return (
    <main class="rl-popup">
      <h1>ReproLens</h1>
      <PopupView tab={tab} hiddenItems={hidden} onShowPanel={showPanel} onOpenOptions={() => void browser.runtime.openOptionsPage()} />
      <details class="rl-draft" open={tab.kind === 'no-question'}>
        <summary>Check a draft</summary>
        <label for="rl-draft">Paste a deep-learning question (markdown; a first line “# Title” is its title)</label>
        <textarea
          id="rl-draft"
          data-reprolens="draft"
          rows={8}
          value={draft}
          onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
        />
        <button type="button" class="rl-btn" data-reprolens="check" onClick={() => setResult(checkDraft(draft))}>
          Check reproducibility
        </button>
        {result &&
          ('error' in result ? (
            <p role="alert">{result.error}</p>
          ) : (
            <div data-reprolens="draft-report">
              <ChecklistReport verdict={result} />
            </div>
          ))}
      </details>
      <p class="rl-footnote">Checked locally against the checklist of Shah, Rahman &amp; Khomh (EMSE 2024).</p>
    </main>
  );
}

render(<Popup />, document.getElementById('app')!);
