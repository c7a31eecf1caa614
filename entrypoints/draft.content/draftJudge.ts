// Judging drafts in the background over one long-lived port: while someone types, a message per pause costs less
// through an open port than through `runtime.sendMessage`. Falls back to sendMessage when the port cannot be opened
// or drops (the service worker was stopped); a verdict that never comes is "could not check", never a guess. The answer
// is the verdict and what the draft still waits for before the coach grades it (lib/page/draftReadiness.ts).
import { type Browser, browser } from 'wxt/browser';
import type { DraftFields, DraftJudgment } from '../../lib/page/draftVerdict';
import { DRAFT_PORT, type JudgeDraftMessage } from '../../lib/page/messages';
import type { Verdict } from '../../lib/verdict';
import type { Settings } from '../../lib/settings';

export interface DraftJudge {
  judge(draft: DraftFields, settings: Settings): Promise<DraftJudgment>;
  /** Closes the port (the coach is unmounted). */
  close(): void;
}

const FAILED: DraftJudgment = {
  verdict: { state: 'unreadable', reason: 'check_failed', why: 'ReproLens could not check this draft right now.' },
  waitsFor: [],
};

/** The background's answer, or FAILED for anything else (a dropped port's null, a malformed reply). */
function judgmentOf(reply: unknown): DraftJudgment {
  const { verdict, waitsFor } = (reply ?? {}) as Partial<DraftJudgment>;
  const isVerdict = (v: unknown): v is Verdict => !!v && typeof v === 'object' && 'state' in v;
  return isVerdict(verdict) && Array.isArray(waitsFor) ? { verdict, waitsFor } : FAILED;
}

export function openDraftJudge(): DraftJudge {
  let port: Browser.runtime.Port | null = null;
  let nextId = 0;
  const waiting = new Map<number, (judgment: DraftJudgment) => void>();
  const open = () => {
    try {
      port = browser.runtime.connect({ name: DRAFT_PORT });
      port.onMessage.addListener((reply: unknown) => {
        const { id } = reply as { id: number };
        waiting.get(id)?.(judgmentOf(reply));
        waiting.delete(id);
      });
      port.onDisconnect.addListener(() => {
        port = null;
        for (const resolve of waiting.values()) resolve(FAILED);
        waiting.clear();
      });
    } catch {
      port = null;
    }
  };
  return {
    async judge(draft, settings) {
      if (!port) open();
      if (port) {
        const id = ++nextId;
        const reply = new Promise<DraftJudgment>((resolve) => waiting.set(id, resolve));
        try {
          port.postMessage({ id, draft, settings });
          return await reply;
        } catch {
          waiting.delete(id);
        }
      }
      const message: JudgeDraftMessage = { type: 'reprolens:judge-draft', draft, settings };
      try {
        return judgmentOf(await browser.runtime.sendMessage(message));
      } catch {
        return FAILED;
      }
    },
    close() {
      port?.disconnect();
      port = null;
    },
  };
}
