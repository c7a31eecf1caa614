// Points lost as the surfaces (`reprolens check`, the panel) show them, in a file of its own so that the panel's
// bundle does not take in the score's formula and the checklist items it weighs (lib/scoreDeductions.ts).

/** Points lost as "−16" (the engine deducts whole points, lib/scoreDeductions.ts; any fraction keeps one decimal); points gained with a plus ("+10"). */
export function pointsLostText(points: number): string {
  const size = Math.abs(points);
  return `${points < 0 ? '+' : '−'}${Number.isInteger(size) ? size : size.toFixed(1)}`;
}
