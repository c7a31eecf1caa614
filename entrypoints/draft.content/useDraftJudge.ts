// Reads the draft as the user types and has the background judge it: after each pause in typing, on every settings
// change, and once at the start. Keystrokes only restart a timer; an unchanged draft is not sent again, and a
// verdict that changes nothing the coach shows does not redraw it (the typing cost the bench measures). Until the
// draft has a title, a few words and code or an error, the coach shows what it waits for, never a grade
// (lib/messages/draftReadiness.ts); the check before posting still asks from the verdict itself.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { DraftFields, DraftJudgment } from '../../lib/messages/draftVerdict';
import { type DraftWait, shownVerdict } from '../../lib/messages/draftWaiting';
import type { Verdict } from '../../lib/verdict';
import { siteFromUrl } from '../../lib/readers/stackExchangeSite';
import { readDraftPage, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import type { Settings } from '../../lib/settings';
import { useLatest } from '../../components/hooks/useLatest';
import { useRedraw } from '../../components/hooks/useRedraw';
import { openDraftJudge } from './draftJudge';

/**
 * Re-judge once typing pauses this long. Longer than the gap between keys of steady typing (about 200 ms even for a
 * slow typist), so mid-word keystrokes cost the page nothing; short enough that, with the background's answer
 * (about 25 ms), the coach shows the verdict within 300 ms of the last key.
 */
const TYPING_PAUSE_MS = 220;

/** Before the first answer: an empty draft waits for everything (the line an empty Ask page shows). */
const NOT_STARTED: DraftJudgment = {
  verdict: { state: 'unreadable', reason: 'draft_too_short', why: '' },
  waitsFor: ['code_or_error', 'title', 'words'],
};

export interface DraftJudging {
  /** The page's draft fields as last read. Reading alone does not redraw: the coach draws from here when it redraws. */
  read: { readonly current: DraftReadResult };
  /** The latest verdict, drawn or not (only what the coach shows decides a redraw); the check before posting reads it. */
  verdict: { readonly current: Verdict };
  /** What the coach shows of it: the waiting line while the draft lacks what a grade needs, else the verdict. */
  shown: { readonly current: Verdict };
  /** What the draft still lacks before a grade (lib/messages/draftReadiness.ts); empty once it is graded. */
  waitsFor: { readonly current: readonly DraftWait[] };
  /** Read and judge again after the next pause (an inserted snippet). */
  judgeSoon: () => void;
}

export function useDraftJudge(settings: Settings, hostRef: RefObject<HTMLElement | null>): DraftJudging {
  const read = useRef<DraftReadResult>({ ok: false, reason: 'not read yet' });
  const judgment = useRef<DraftJudgment>(NOT_STARTED);
  const redraw = useRedraw();
  const [judge] = useState(openDraftJudge);
  const progress = useRef({ lastSent: '', shownLook: '', generation: 0 });
  const latestSettings = useLatest(settings);

  const judgeNow = async () => {
    const current = readDraftPage(document, location.href, { submitButtons: false });
    read.current = current;
    if (!current.ok) return redraw();
    const draft: DraftFields = { title: current.title, markdown: current.markdown, tags: current.tags, site: siteFromUrl(location.href) };
    const key = JSON.stringify([draft, latestSettings.current]);
    const p = progress.current;
    if (key === p.lastSent && hostRef.current) return;
    p.lastSent = key;
    const mine = ++p.generation;
    const next = await judge.judge(draft, latestSettings.current);
    if (mine !== p.generation) return; // a newer keystroke's verdict is on its way
    judgment.current = next;
    // While the draft waits, the verdict behind the line may change too: the dialog before posting is drawn from it.
    const look = `${verdictLook(shownVerdict(next))}\n${verdictLook(next.verdict)}\n${next.waitsFor.join(' ')}`;
    if (look === p.shownLook && hostRef.current) return; // same score, statuses and suggestions: nothing to redraw
    p.shownLook = look;
    redraw();
  };
  const latestJudgeNow = useLatest(judgeNow);
  // A plain timer, restarted on every keystroke.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const judgeSoon = useLatest(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latestJudgeNow.current(), TYPING_PAUSE_MS);
  });

  useLayoutEffect(() => {
    // Typing in a textarea fires `input`; ProseMirror and tag chips change the DOM; the tag field fires `change`.
    const onEdit = () => judgeSoon.current();
    const observer = new MutationObserver((records) => {
      if (records.every((r) => hostRef.current?.contains(r.target))) return; // the coach's own changes
      onEdit();
    });
    document.addEventListener('input', onEdit, { capture: true });
    document.addEventListener('change', onEdit, { capture: true });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      document.removeEventListener('input', onEdit, { capture: true });
      document.removeEventListener('change', onEdit, { capture: true });
      observer.disconnect();
      clearTimeout(timer.current);
      progress.current.generation++; // no verdict lands after unmount
      judge.close();
    };
  }, [hostRef, judge, judgeSoon]);
  // The first verdict, and a new one on every settings change (the key includes them).
  useLayoutEffect(() => {
    void latestJudgeNow.current();
  }, [settings, latestJudgeNow]);

  return {
    read,
    verdict: {
      get current() {
        return judgment.current.verdict;
      },
    },
    shown: {
      get current() {
        return shownVerdict(judgment.current);
      },
    },
    waitsFor: {
      get current() {
        return judgment.current.waitsFor;
      },
    },
    judgeSoon: () => judgeSoon.current(),
  };
}

/** What the coach shows of a verdict: when this is unchanged after a keystroke, the coach is not redrawn. */
export function verdictLook(verdict: Verdict): string {
  if (verdict.state !== 'verdict') return `${verdict.state}:${verdict.why}`;
  const r = verdict.report;
  const items = Object.values(r.items).map((i) => `${i.status}${i.reason}`);
  return JSON.stringify([verdict.score, verdict.grade, r.bug_type, r.framework, items, r.suggestions]);
}
