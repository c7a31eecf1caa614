// The browser bench's figures for typing in the writing coach: the coach's latency per key and after the last one,
// main-thread time per keystroke with and without the extension, per page, editor and typing speed.
import { type Stats, ratio, stats } from './pageLoadFigures';
import type { TypingBurst, TypingFigures } from './browserReport';
import { median } from './nodeFigures';

/**
 * The coach's update latency from the page's keydown times and the times its host or shadow root changed (same
 * clock): per key, the first update after it and before the next key (null when none came in between: the next key
 * cut it short, or nothing changed); after the last key, the first update after it.
 */
export function coachLatencies(keys: number[], updates: number[]): { perKey: Array<number | null>; afterLast: number | null } {
  const sortedUpdates = [...updates].sort((a, b) => a - b);
  const perKey = keys.map((key, i) => {
    const next = i + 1 < keys.length ? keys[i + 1] : Infinity;
    const update = sortedUpdates.find((u) => u > key && u <= next);
    return update === undefined ? null : update - key;
  });
  return { perKey, afterLast: keys.length ? perKey[perKey.length - 1] : null };
}

/** Main-thread ms per keystroke of one burst. */
export function perKeystroke(b: TypingBurst, metric: 'taskMs' | 'scriptMs' | 'layoutStyle' = 'taskMs'): number {
  const value = metric === 'layoutStyle' ? b.layoutMs + b.styleMs : b[metric];
  return b.keys > 0 ? value / b.keys : NaN;
}

export interface TypingCombo {
  page: string;
  editor: 'textarea' | 'contenteditable';
  speed: 'fast' | 'slow';
  delayMs: number;
  keys: number;
  /** Median over the bursts of each side of main-thread (TaskDuration) ms per keystroke, and of script ms. */
  with: Stats;
  without: Stats;
  scriptWith: number;
  scriptWithout: number;
  /** Median ms per keystroke of `LayoutDuration` + `RecalcStyleDuration`. */
  layoutStyleWith: number;
  layoutStyleWithout: number;
  ratio: number;
  /** With the extension: latency after each burst's last key, and per key (slow typing), and how many keys got none. */
  afterLast: Stats;
  perKey: Stats;
  perKeyMissing: number;
  perKeyTotal: number;
}

export function typingCombos(t: TypingFigures): TypingCombo[] {
  const combos: TypingCombo[] = [];
  for (const page of [...new Set(t.bursts.map((b) => b.page))]) {
    for (const speed of ['fast', 'slow'] as const) {
      const of = (side: 'with' | 'without') => t.bursts.filter((b) => b.page === page && b.speed === speed && b.side === side);
      const w = of('with');
      const wo = of('without');
      if (!w.length || !wo.length) continue;
      const withStats = stats(w.map((b) => perKeystroke(b)));
      const withoutStats = stats(wo.map((b) => perKeystroke(b)));
      const perKey = w.flatMap((b) => b.perKey);
      combos.push({
        page,
        editor: w[0].editor,
        speed,
        delayMs: w[0].delayMs,
        keys: w[0].keys,
        with: withStats,
        without: withoutStats,
        scriptWith: median(w.map((b) => perKeystroke(b, 'scriptMs'))),
        scriptWithout: median(wo.map((b) => perKeystroke(b, 'scriptMs'))),
        layoutStyleWith: median(w.map((b) => perKeystroke(b, 'layoutStyle'))),
        layoutStyleWithout: median(wo.map((b) => perKeystroke(b, 'layoutStyle'))),
        ratio: ratio(withStats.median, withoutStats.median),
        afterLast: stats(w.map((b) => b.afterLast).filter((v): v is number => v !== null)),
        perKey: stats(perKey.filter((v): v is number => v !== null)),
        perKeyMissing: perKey.filter((v) => v === null).length,
        perKeyTotal: perKey.length,
      });
    }
  }
  return combos;
}

/** The headline: slow typing (the coach judging after every key) in the plain textarea. */
export function keystrokeHeadline(t: TypingFigures): TypingCombo | null {
  return typingCombos(t).find((c) => c.editor === 'textarea' && c.speed === 'slow') ?? null;
}

/** The coach's latency after the last keystroke of every burst with the extension, all pages and speeds pooled. */
export function latencyAfterLastKey(t: TypingFigures): Stats & { missing: number } {
  const w = t.bursts.filter((b) => b.side === 'with');
  return {
    ...stats(w.map((b) => b.afterLast).filter((v): v is number => v !== null)),
    missing: w.filter((b) => b.afterLast === null).length,
  };
}
