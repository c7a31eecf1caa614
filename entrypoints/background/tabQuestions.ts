// The question each tab was last judged with, kept for its reproduction skeleton: the overlay asks for the skeleton
// by its tab alone, so neither the question nor its report travels back. Chrome stops an idle service worker and its
// memory goes with it: each question is also kept in the session's storage area (cleared when the browser closes,
// never readable by a page), where a started-again worker finds it.
import type { Question } from '../../lib/question';
import type { Report } from '../../lib/report';

/** A question the skeleton can be built from, with the verdict's report. */
export interface KeptQuestion {
  question: Question;
  report: Report;
}

/** The part of `storage.session` used here (absent: memory only). */
export interface SessionArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

const keyOf = (tabId: number) => `tab-question:${tabId}`;

export class TabQuestions {
  private received = 0;
  /** Each tab's latest judgment by the order it was received: only that one's question is kept. */
  private readonly latest = new Map<number, number>();
  private readonly kept = new Map<number, KeptQuestion | null>();

  constructor(private readonly session: SessionArea | undefined) {}

  /** A judgment of the tab arrived; returns its turn, for `keep`. */
  judging(tabId: number): number {
    this.latest.set(tabId, ++this.received);
    return this.received;
  }

  /** Keeps the tab's question, or null where the verdict offers no skeleton; a judgment overtaken by a later one keeps nothing. */
  keep(tabId: number, turn: number, kept: KeptQuestion | null): void {
    if (this.latest.get(tabId) !== turn) return;
    this.kept.set(tabId, kept);
    const stored = kept ? this.session?.set({ [keyOf(tabId)]: kept }) : this.session?.remove(keyOf(tabId));
    void stored?.catch(() => undefined);
  }

  async get(tabId: number): Promise<KeptQuestion | null> {
    if (this.kept.has(tabId)) return this.kept.get(tabId) ?? null;
    const stored = await this.session?.get(keyOf(tabId)).catch(() => undefined);
    return (stored?.[keyOf(tabId)] as KeptQuestion | undefined) ?? null;
  }

  /** The tab closed, or left the page it was judged on. */
  forget(tabId: number): void {
    this.latest.delete(tabId);
    this.kept.delete(tabId);
    void this.session?.remove(keyOf(tabId)).catch(() => undefined);
  }
}
