// Points lost as the surfaces (`reprolens check`, the panel) show them, in a file of its own so that the panel's
// bundle does not take in the score's formula and the checklist items it weighs (lib/scoreDeductions.ts).

/**
 * Points lost as "−16", gained as "+10", a note that costs nothing as "0": always whole (the engine deducts whole
 * points; a fraction, which it never gives, is rounded rather than shown as a precision the weights do not have).
 */
export function pointsLostText(points: number): string {
  const size = Math.abs(Math.round(points));
  return size === 0 ? '0' : `${points < 0 ? '+' : '−'}${size}`;
}
