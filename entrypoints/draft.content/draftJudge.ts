// Judging drafts in the background over one long-lived port: while someone types, a message per pause costs less
// through an open port than through `runtime.sendMessage`. Falls back to sendMessage when the port cannot be opened
// or drops (the service worker was stopped); a verdict that never comes is "could not check", never a guess.
import { type Browser, browser } from 'wxt/browser';
import type { DraftFields } from '../../lib/page/draftVerdict';
import { DRAFT_PORT, type JudgeDraftMessage } from '../../lib/page/messages';
import type { Verdict } from '../../lib/verdict';
import type { Settings } from '../../lib/settings';

export interface DraftJudge {
  judge(draft: DraftFields, settings: Settings): Promise<Verdict>;
  /** Closes the port (the coach is unmounted). */
  close(): void;
}

const FAILED: Verdict = { state: 'unreadable', reason: 'check_failed', why: 'ReproLens could not check this draft right now.' };

export function openDraftJudge(): DraftJudge {
  let port: Browser.runtime.Port | null = null;
  let nextId = 0;
  const waiting = new Map<number, (verdict: Verdict) => void>();
  const open = () => {
    try {
      port = browser.runtime.connect({ name: DRAFT_PORT });
      port.onMessage.addListener((reply: unknown) => {
        const { id, verdict } = reply as { id: number; verdict: Verdict };
        waiting.get(id)?.(verdict && typeof verdict === 'object' && 'state' in verdict ? verdict : FAILED);
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
      return FAILED;
    },
    close() {
      port?.disconnect();
      port = null;
    },
  };
}
