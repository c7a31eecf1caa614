// Judging drafts in the background over one long-lived port: while someone types, a message per pause costs less
// through an open port than through `runtime.sendMessage`. Falls back to sendMessage when the port cannot be opened
// or drops (the service worker was stopped); a verdict that never comes is "could not check", never a guess. The answer
// is the verdict and what the draft still waits for before the coach grades it (lib/messages/draftReadiness.ts).
import { type Browser, browser } from 'wxt/browser';
import type { DraftFields, DraftJudgment } from '../../lib/messages/draftVerdict';
import { DRAFT_PORT, MESSAGES, NOT_AN_ANSWER } from '../../lib/messages/messageTable';
import type { Settings } from '../../lib/settings';
import { ask } from '../../components/ask';

export interface DraftJudge {
  judge(draft: DraftFields, settings: Settings): Promise<DraftJudgment>;
  /** Closes the port (the coach is unmounted). */
  close(): void;
}

/** The port's replies are checked as the message's answers are (the same row of the message table). */
const DRAFT_ROW = MESSAGES['reprolens:judge-draft'];
const FAILED: DraftJudgment = DRAFT_ROW.failure('');

/** The background's answer, or FAILED for anything else (a dropped port's null, a malformed reply). */
function judgmentOf(reply: unknown): DraftJudgment {
  const judgment = DRAFT_ROW.answerOf(reply);
  return judgment === NOT_AN_ANSWER ? FAILED : judgment;
}

export function openDraftJudge(): DraftJudge {
  let port: Browser.runtime.Port | null = null;
  let nextId = 0;
  const waiting = new Map<number, (judgment: DraftJudgment) => void>();
  const open = () => {
    try {
      port = browser.runtime.connect({ name: DRAFT_PORT });
      port.onMessage.addListener((reply: unknown) => {
        const id = (reply as { id?: unknown } | null)?.id;
        if (typeof id !== 'number') return;
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
      return ask('reprolens:judge-draft', { draft, settings });
    },
    close() {
      port?.disconnect();
      port = null;
    },
  };
}
