// The writing coach on the Ask, edit and Staging Ground pages as one component: the draft's live verdict in a
// docked panel beside the editor, snippets inserted only on their Insert button, and one question before posting
// when a critical item is missing. The entrypoint (./index.tsx) only mounts it; unmounting it removes every listener
// and observer it added. Whatever goes wrong in here, the user's draft and their post go through untouched.
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import { PostUnavailableNotice, PresubmitDialog } from '../../components/PresubmitDialog';
import { QuestionPanel } from '../../components/QuestionPanel';
import { ShadowPortal } from '../../components/ShadowPortal';
import { HOST_IDS } from '../../components/pageHosts';
import { shadowRootOf } from '../../components/shadowHost';
import { renderNow } from '../../components/hooks/renderNow';
import { useRedraw } from '../../components/hooks/useRedraw';
import { useSettings } from '../../components/hooks/useSettings';
import { pageTheme } from '../../components/pageTheme';
import { saveSettings } from '../../components/settingsStorage';
import type { Suggestion } from '../../lib/checklist';
import { coachEnabledOn, hiddenItemIds, type Settings } from '../../lib/settings';
import { isAskPage } from '../../lib/site/pageKinds';
import { coachPlacement } from './coachPlacement';
import { coachReducer, initialCoach, type PresubmitQuestion } from './coachState';
import { dialogCanBeSeen, windowView } from './dialogVisibility';
import { insertIntoEditor, snippetText } from './insertSnippet';
import { useCaretMemory } from './useCaretMemory';
import { useDraftJudge } from './useDraftJudge';
import { usePresubmitGuard } from './usePresubmitGuard';
import coachCss from './coachStyles.css?inline';

export function WritingCoach() {
  const { settings } = useSettings();
  return settings ? <Coach settings={settings} /> : null;
}

function Coach({ settings }: { settings: Settings }) {
  const host = useRef<HTMLElement | null>(null);
  const [state, dispatch] = useReducer(coachReducer, settings.coachStartCollapsed, initialCoach);
  const redraw = useRedraw();
  const { read, verdict, shown: shownNow, waitsFor, judgeSoon } = useDraftJudge(settings, host);
  const caret = useCaretMemory(read);
  const enabled = coachEnabledOn(settings, location.hostname);

  // Judged from the page now (./dialogVisibility.ts), not from whether the dialog was rendered: the page may have
  // removed the host or moved it out of sight (hostile review 2026-12-04).
  const dialogOnScreen = () => {
    const root = shadowRootOf(host.current);
    const dialog = root?.querySelector('[data-reprolens="presubmit-dialog"]');
    if (!host.current || !root || !dialog) return false;
    const actions = Array.from(dialog.querySelectorAll('[data-reprolens="post-anyway"], [data-reprolens="add-it"]'));
    return dialogCanBeSeen({ page: document, host: host.current, root, dialog, actions }, windowView());
  };
  const guard = usePresubmitGuard(
    {
      read,
      verdict,
      settings,
      enabled,
      showDialog: (question) => {
        renderNow(() => dispatch({ type: 'ask', question }));
        return dialogOnScreen();
      },
      dialogOnScreen,
      dropDialog: () => dispatch({ type: 'close-dialog' }),
    },
    // A posted question's edit page or Staging Ground post is one draft for good; every Ask page load is a new one.
    isAskPage(location.href) ? null : location.pathname,
  );

  // Placed again, once a frame, when the window or what is in it moves: a scroll, a resize, a field taking focus (the
  // wizard shows that field's help card then). Only a new place redraws the coach.
  const drawnPlacement = useRef('');
  useLayoutEffect(() => {
    let frame = 0;
    const placeAgain = () => {
      frame = 0;
      const now = read.current;
      const drawn = drawnPlacement.current;
      if (host.current && now.ok && drawn !== 'null' && JSON.stringify(coachPlacement(now)) !== drawn) redraw();
    };
    const onMove = () => {
      if (!frame) frame = requestAnimationFrame(placeAgain);
    };
    const events = ['resize', 'scroll', 'focusin'] as const;
    for (const type of events) window.addEventListener(type, onMove, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const type of events) window.removeEventListener(type, onMove, { capture: true });
    };
  }, []);

  // Drawn from the latest reading of the draft (useDraftJudge.ts redraws when what the coach shows changes).
  const current = read.current;
  const placement = enabled && !state.dismissed && current.ok ? coachPlacement(current) : null;
  drawnPlacement.current = JSON.stringify(placement);
  // Docked in the corner, an expanded coach would cover the editor: it stays one line until the user opens it.
  const cornered = placement?.['data-docked'] === 'corner' && !state.userToggled;
  useLayoutEffect(() => {
    if (cornered) dispatch({ type: 'docked-in-corner' });
  });
  const shown = shownNow.current;
  // Asked from the verdict itself, also while the coach still shows what the draft waits for: the check before posting
  // advises on the draft as it is posted.
  const judged = verdict.current;
  // The dialog is drawn only over a verdict and a placed coach. If either goes while a post is held (the judge fails
  // after the draft changes: hostile review D3, the post was dropped silently), there is nothing left to ask about,
  // as when the guard would not have asked: the held post goes on, once, untouched.
  // Only a dialog that was on screen counts: one that could not be shown at all is the guard's to undo (it lets the
  // activation through itself), and releasing here too would post twice.
  const dialogDrawn = state.dialog !== null && judged.state === 'verdict' && placement !== null;
  const drawnQuestion = useRef<PresubmitQuestion | null>(null);
  useLayoutEffect(() => {
    if (dialogDrawn) drawnQuestion.current = state.dialog;
    else if (state.dialog && drawnQuestion.current === state.dialog && guard.holding()) {
      dispatch({ type: 'close-dialog' });
      guard.postHeld();
    }
  });
  if (!current.ok || !placement) return null;
  const expanded = state.expanded && !cornered;

  function insertSuggestion(suggestion: Suggestion) {
    const now = read.current;
    if (!now.ok || !now.editors.length) return;
    const { editor: last, caret: range, placed } = caret.current;
    const editor = last && now.editors.includes(last) ? last : now.editors[now.editors.length - 1];
    const language = suggestion.snippet.trimStart().startsWith('pip ') ? 'none' : 'python';
    insertIntoEditor(editor, snippetText(editor, suggestion.snippet, language), range, placed && editor === last);
    judgeSoon();
  }

  /** "Add it": back to the draft; the held post is dropped and the next attempt is checked again (D2). */
  function addIt(dontAskAgain: boolean) {
    const first = state.dialog?.missing[0];
    guard.dropHeld();
    renderNow(() => dispatch({ type: 'add-it' }));
    saveDontAskAgain(dontAskAgain);
    // The snippet's Insert button, else its Copy button, else the item itself (a suggestion without a snippet).
    const root = shadowRootOf(host.current);
    const target = ['insert', 'copy', 'item']
      .map((kind) => root?.querySelector<HTMLElement>(`[data-reprolens="${kind}-${first}"]`))
      .find((el) => el);
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus();
  }

  /** "Post anyway": the held post goes on through the page's post button as it is now, or the user is told it cannot. */
  function postAnyway(dontAskAgain: boolean) {
    renderNow(() => dispatch({ type: 'close-dialog' }));
    saveDontAskAgain(dontAskAgain);
    if (guard.postHeld() === 'nothing-to-submit') renderNow(() => dispatch({ type: 'post-unavailable' }));
  }

  function saveDontAskAgain(dontAskAgain: boolean) {
    // If saving fails the option stays as it was; the user can set it on the options page.
    if (dontAskAgain) void saveSettings({ ...settings, askBeforePosting: false }).catch(() => undefined);
  }

  return (
    <ShadowPortal
      testId={HOST_IDS.coach}
      hostRef={host}
      // The coach's own sheet, last: its solid frame and its suggestions' button rows.
      siteCss={coachCss}
      dataset={{
        state: shown.state,
        // What the draft waits for before a grade ("code_or_error title words" on an empty draft; empty once graded).
        waiting: waitsFor.current.join(' '),
        expanded: String(expanded),
        theme: pageTheme(document, current.editors[0]?.element ?? null),
      }}
    >
      {() => (
        <>
          <div class="rl-frame" data-reprolens="coach" {...placement}>
            <QuestionPanel
              verdict={shown}
              expanded={expanded}
              subtitle="Draft check — updates as you type"
              onToggle={() => dispatch({ type: 'toggle' })}
              onDismiss={() => dispatch({ type: 'dismiss' })}
              hiddenItems={hiddenItemIds(settings)}
              onInsert={insertSuggestion}
            />
          </div>
          {dialogDrawn && judged.state === 'verdict' && (
            <PresubmitDialog report={judged.report} missing={state.dialog!.missing} onAddIt={addIt} onPostAnyway={postAnyway} />
          )}
          {state.postUnavailable && <PostUnavailableNotice onClose={() => dispatch({ type: 'close-notice' })} />}
        </>
      )}
    </ShadowPortal>
  );
}
