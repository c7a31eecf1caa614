// The writing coach on the Ask, edit and Staging Ground pages: reads the draft as the user types (debounced), has
// the background judge it, shows a docked panel with the score and what to add, inserts a snippet only when its
// Insert button is clicked, and asks once before posting when a critical item is missing. Whatever goes wrong in
// here, the user's draft and their post go through untouched.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { PresubmitDialog } from '../../components/PresubmitDialog';
import { QuestionPanel } from '../../components/QuestionPanel';
import type { DraftFields } from '../../lib/page/draftVerdict';
import { DRAFT_PORT, type JudgeDraftMessage } from '../../lib/page/messages';
import type { Browser } from 'wxt/browser';
import type { Verdict } from '../../lib/verdict';
import { missingBeforePosting } from '../../lib/page/presubmit';
import { DRAFT_PAGE_MATCHES, isAskPage, isDraftPage } from '../../lib/site/pageKinds';
import { siteFromUrl } from '../../lib/readers/stackExchangeSite';
import { findDraftSubmitButtons, readDraftPage, type DraftEditor, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import type { ItemId, Suggestion } from '../../lib/report';
import { coachEnabledOn, hiddenItemIds, readSettings, SETTINGS_KEY, type Settings } from '../../lib/settings';
import { insertIntoEditor, snippetText } from './insertSnippet';
import { pageTheme } from '../../components/pageTheme';
import { mountShadowHost, shadowContainer } from '../../components/shadowHost';
import { loadSettings } from '../../components/settingsStorage';

export default defineContentScript({
  matches: DRAFT_PAGE_MATCHES,
  runAt: 'document_idle',
  main(ctx) {
    if (!isDraftPage(location.href)) return;
    void startCoach(ctx).catch((error) => console.warn('ReproLens coach stopped on this page:', error));
  },
});

/**
 * Re-judge once typing pauses this long. Longer than the gap between keys of steady typing (about 200 ms even for a
 * slow typist), so mid-word keystrokes cost the page nothing; short enough that, with the background's answer
 * (about 25 ms), the coach shows the verdict within 300 ms of the last key.
 */
const TYPING_PAUSE_MS = 220;
/** Drafts already asked about before posting (by page path), so the question comes once per draft. */
const ASKED_KEY = 'reprolens:asked-drafts';
const ASKED_FOR_DAYS = 14;

async function startCoach(ctx: ContentScriptContext): Promise<void> {
  let settings = await loadSettings();
  let read: DraftReadResult = { ok: false, reason: 'not read yet' };
  let verdict: Verdict = { state: 'unreadable', reason: 'draft_too_short', why: 'Start writing: ReproLens checks the draft as you type.' };
  let lastSent = '';
  let expanded = !settings.coachStartCollapsed;
  let dismissed = false;
  /** The user opened or closed the coach themselves: placement no longer decides for them. */
  let userToggled = false;
  let host: HTMLElement | null = null;
  let dialog: { missing: ItemId[]; resume: () => void } | null = null;
  let bypassNextAction = false;
  // A posted question's edit page or Staging Ground post is one draft for good; every Ask page load is a new one.
  const draftKey = isAskPage(location.href) ? null : location.pathname;
  let askedThisDraft = draftKey ? await wasAsked(draftKey) : false;
  // Where the user last was in the body, so Insert lands at their caret.
  let lastEditor: DraftEditor | null = null;
  let lastCaret: Range | null = null;
  let caretPlaced = false;

  const enabled = () => coachEnabledOn(settings, location.hostname);

  const paint = () => {
    if (!enabled() || dismissed || !read.ok) {
      if (host) {
        render(null, shadowContainer(host));
        host.remove();
        host = null;
      }
      return;
    }
    if (!host) host = mountShadowHost('reprolens-coach', 'coach-host');
    const placement = coachPlacement(read);
    // Docked in the corner, an expanded coach would cover the editor: it stays one line until the user opens it.
    if (placement['data-docked'] === 'corner' && !userToggled) expanded = false;
    host.dataset.state = verdict.state;
    host.dataset.expanded = String(expanded);
    host.dataset.theme = pageTheme(document, read.ok ? (read.editors[0]?.element ?? null) : null);
    render(
      <>
        <div class="rl-frame" data-reprolens="coach" {...placement}>
          <QuestionPanel
            verdict={verdict}
            expanded={expanded}
            subtitle="Draft check — updates as you type"
            onToggle={() => {
              expanded = !expanded;
              userToggled = true;
              paint();
            }}
            onDismiss={() => {
              dismissed = true;
              paint();
            }}
            hiddenItems={hiddenItemIds(settings)}
            onInsert={insertSuggestion}
          />
        </div>
        {dialog && verdict.state === 'verdict' && (
          <PresubmitDialog report={verdict.report} missing={dialog.missing} onAddIt={addIt} onPostAnyway={postAnyway} />
        )}
      </>,
      shadowContainer(host),
    );
  };

  // --- reading and judging the draft -------------------------------------------------------------------------
  let generation = 0;
  let shownLook = '';
  const judge = draftJudge(ctx);
  const judgeNow = async () => {
    read = readDraftPage(document, location.href, { submitButtons: false });
    if (!read.ok) return paint();
    const draft: DraftFields = { title: read.title, markdown: read.markdown, tags: read.tags, site: siteFromUrl(location.href) };
    const key = JSON.stringify([draft, settings]);
    if (key === lastSent && host) return;
    lastSent = key;
    const mine = ++generation;
    const next = await judge(draft, settings);
    if (mine !== generation) return; // a newer keystroke's verdict is on its way
    const look = verdictLook(next);
    verdict = next;
    // When the draft was judged (tests and the bench time the coach by it, even when nothing needs redrawing).
    if (host) host.dataset.judgedAtMs = performance.now().toFixed(1);
    if (look === shownLook && host) return; // same score, statuses and suggestions: nothing to redraw
    shownLook = look;
    paint();
  };
  // A plain timer (not ctx.setTimeout, which adds an abort listener per call): this runs on every keystroke.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const judgeSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void judgeNow(), TYPING_PAUSE_MS);
  };
  ctx.onInvalidated(() => clearTimeout(timer));

  // Typing in a textarea fires `input`; ProseMirror and tag chips change the DOM; the tag field fires `change`.
  ctx.addEventListener(document, 'input', judgeSoon, { capture: true });
  ctx.addEventListener(window, 'resize', () => host && paint());
  ctx.addEventListener(document, 'change', judgeSoon, { capture: true });
  const observer = new MutationObserver((records) => {
    if (records.every((r) => host?.contains(r.target))) return;
    judgeSoon();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  ctx.onInvalidated(() => observer.disconnect());

  // The caret in the body, for Insert.
  ctx.addEventListener(document, 'selectionchange', () => {
    if (!read.ok) return;
    const active = document.activeElement;
    const editor = read.editors.find((e) => e.element === active || e.element.contains(active));
    if (!editor) return;
    lastEditor = editor;
    caretPlaced = true;
    const selection = document.getSelection();
    if (editor.element instanceof HTMLTextAreaElement || !selection?.rangeCount) return;
    const range = selection.getRangeAt(0);
    if (editor.element.contains(range.startContainer)) lastCaret = range.cloneRange();
  });

  function insertSuggestion(suggestion: Suggestion) {
    if (!read.ok || !read.editors.length) return;
    const editor = lastEditor && read.editors.includes(lastEditor) ? lastEditor : read.editors[read.editors.length - 1];
    const language = suggestion.snippet.trimStart().startsWith('pip ') ? 'none' : 'python';
    insertIntoEditor(editor, snippetText(editor, suggestion.snippet, language), lastCaret, caretPlaced && editor === lastEditor);
    judgeSoon();
  }

  // --- asking once before posting ----------------------------------------------------------------------------
  function addIt() {
    const first = dialog?.missing[0];
    dialog = null;
    expanded = true;
    userToggled = true;
    paint();
    // The snippet's Insert button, else its Copy button, else the item itself (a suggestion without a snippet).
    const root = host?.shadowRoot;
    const target = ['insert', 'copy', 'item']
      .map((kind) => root?.querySelector<HTMLElement>(`[data-reprolens="${kind}-${first}"]`))
      .find((el) => el);
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus();
  }

  function postAnyway(dontAskAgain: boolean) {
    const resume = dialog?.resume;
    dialog = null;
    paint();
    if (dontAskAgain) void saveSettings({ ...settings, askBeforePosting: false });
    bypassNextAction = true;
    try {
      resume?.(); // the original click or submit, as if ReproLens were not there
    } finally {
      bypassNextAction = false;
    }
  }

  /** Holds the action and shows the dialog when something critical is missing; otherwise does nothing at all. */
  const maybeAsk = (event: Event, resume: () => void) => {
    if (document.documentElement.dataset.reprolensTestThrow === 'presubmit') {
      throw new Error('ReproLens test hook: presubmit failure'); // tests prove posting survives this
    }
    if (bypassNextAction || askedThisDraft || dialog || !settings.askBeforePosting || !enabled()) return;
    if (verdict.state !== 'verdict') return;
    const missing = missingBeforePosting(verdict.report, settings.presubmitThreshold);
    if (!missing.length) return;
    dialog = { missing, resume };
    paint(); // if this throws, nothing was held: the action goes on
    if (!host?.shadowRoot?.querySelector('[data-reprolens="presubmit-dialog"]')) {
      dialog = null;
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    askedThisDraft = true;
    if (draftKey) void rememberAsked(draftKey);
  };

  ctx.addEventListener(
    window,
    'click',
    (event) => {
      try {
        const button = submitButtonOf(event.target, read);
        if (button) maybeAsk(event, () => button.click());
      } catch (error) {
        dialog = null;
        console.warn('ReproLens: the check before posting failed; posting goes on.', error);
      }
    },
    { capture: true },
  );
  ctx.addEventListener(
    window,
    'submit',
    (event) => {
      try {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !read.ok || (read.form !== form && !form.contains(read.editors[0]?.element ?? null)))
          return;
        const submitter = (event as SubmitEvent).submitter;
        maybeAsk(event, () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined));
      } catch (error) {
        dialog = null;
        console.warn('ReproLens: the check before posting failed; posting goes on.', error);
      }
    },
    { capture: true },
  );

  // --- settings ----------------------------------------------------------------------------------------------
  browser.storage.onChanged.addListener(onStorageChanged);
  ctx.onInvalidated(() => browser.storage.onChanged.removeListener(onStorageChanged));
  function onStorageChanged(changes: Record<string, { newValue?: unknown }>, area: string) {
    if (area !== 'sync' || !(SETTINGS_KEY in changes)) return;
    settings = readSettings(changes[SETTINGS_KEY].newValue);
    void judgeNow();
  }

  await judgeNow();
}

/** Narrower than this beside the editor, the coach docks in the bottom-right corner instead (it never covers the editor). */
const MIN_COACH_WIDTH = 280;
const MAX_COACH_WIDTH = 360;

/**
 * Beside the editor: to the right of the title and body fields when the window leaves room there, else docked in the
 * viewport's bottom-right corner (collapsible). Fixed to the viewport, so it stays in view while the draft scrolls.
 */
function coachPlacement(read: DraftReadResult): { 'data-docked': string; style?: Record<string, string> } {
  if (!read.ok) return { 'data-docked': 'corner' };
  const fields = [read.titleElement, read.form, ...read.editors.map((e) => e.element)].filter((e): e is HTMLElement => !!e);
  const right = Math.max(...fields.map((e) => e.getBoundingClientRect().right));
  const room = document.documentElement.clientWidth - right - 32;
  if (!Number.isFinite(right) || room < MIN_COACH_WIDTH) return { 'data-docked': 'corner' };
  return {
    'data-docked': 'coach',
    style: { left: `${Math.round(right + 16)}px`, right: 'auto', width: `${Math.min(room, MAX_COACH_WIDTH)}px` },
  };
}

/** The review / post / submit / save button an event's target is (or is inside), if any. */
function submitButtonOf(target: EventTarget | null, read: DraftReadResult): HTMLElement | null {
  if (!read.ok || !(target instanceof Element) || !target.closest('button, input, a, [role="button"]')) return null;
  return findDraftSubmitButtons(document).find((button) => button === target || button.contains(target)) ?? null;
}

/**
 * Judging by the background over one long-lived port: while someone types, a message per pause costs less through
 * an open port than through `runtime.sendMessage`. Falls back to sendMessage when the port cannot be opened or
 * drops (the service worker was stopped); a verdict that never comes is "could not check", never a guess.
 */
function draftJudge(ctx: ContentScriptContext): (draft: DraftFields, settings: Settings) => Promise<Verdict> {
  let port: Browser.runtime.Port | null = null;
  let nextId = 0;
  const waiting = new Map<number, (verdict: Verdict) => void>();
  const failed: Verdict = { state: 'unreadable', reason: 'check_failed', why: 'ReproLens could not check this draft right now.' };
  const open = () => {
    try {
      port = browser.runtime.connect({ name: DRAFT_PORT });
      port.onMessage.addListener((reply: unknown) => {
        const { id, verdict } = reply as { id: number; verdict: Verdict };
        waiting.get(id)?.(verdict && typeof verdict === 'object' && 'state' in verdict ? verdict : failed);
        waiting.delete(id);
      });
      port.onDisconnect.addListener(() => {
        port = null;
        for (const resolve of waiting.values()) resolve(failed);
        waiting.clear();
      });
    } catch {
      port = null;
    }
  };
  ctx.onInvalidated(() => port?.disconnect());
  return async (draft, settings) => {
    if (!port) open();
    if (port) {
      const id = ++nextId;
      const reply = new Promise<Verdict>((resolve) => waiting.set(id, resolve));
      try {
        port.postMessage({ id, draft, settings });
        return await reply;
      } catch {
        waiting.delete(id);
      }
    }
    const message: JudgeDraftMessage = { type: 'reprolens:judge-draft', draft, settings };
    try {
      const verdict = (await browser.runtime.sendMessage(message)) as Verdict | undefined;
      if (verdict && typeof verdict === 'object' && 'state' in verdict) return verdict;
    } catch {
      // fall through
    }
    return failed;
  };
}

/** What the coach shows of a verdict: when this is unchanged after a keystroke, the panel is not redrawn. */
function verdictLook(verdict: Verdict): string {
  if (verdict.state !== 'verdict') return `${verdict.state}:${verdict.why}`;
  const r = verdict.report;
  const items = Object.values(r.items).map((i) => `${i.status}${i.reason}`);
  return JSON.stringify([verdict.score, verdict.grade, r.bug_type, r.framework, items, r.suggestions]);
}

async function saveSettings(next: Settings): Promise<void> {
  try {
    await browser.storage.sync.set({ [SETTINGS_KEY]: next });
  } catch {
    // the option stays as it was; the user can set it on the options page
  }
}

async function wasAsked(path: string): Promise<boolean> {
  try {
    const asked = ((await browser.storage.local.get(ASKED_KEY))[ASKED_KEY] ?? {}) as Record<string, number>;
    return typeof asked[path] === 'number' && Date.now() - asked[path] < ASKED_FOR_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

async function rememberAsked(path: string): Promise<void> {
  try {
    const asked = ((await browser.storage.local.get(ASKED_KEY))[ASKED_KEY] ?? {}) as Record<string, number>;
    const cutoff = Date.now() - ASKED_FOR_DAYS * 86_400_000;
    const kept = Object.fromEntries(Object.entries(asked).filter(([, at]) => at > cutoff));
    await browser.storage.local.set({ [ASKED_KEY]: { ...kept, [path]: Date.now() } });
  } catch {
    // asking again on the next visit is the only cost
  }
}
