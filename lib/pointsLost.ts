// Points lost as the surfaces (`reprolens check`, the panel) show them, in a file of its own so that the panel's
// bundle does not take in the score's formula and the checklist items it weighs (lib/scoreDeductions.ts).

/** Whole points as they are, an item's share to one decimal ("−19.6"); points gained with a plus ("+10"). */
export function pointsLostText(points: number): string {
  const size = Math.abs(points);
  return `${points < 0 ? '+' : '−'}${Number.isInteger(size) ? size : size.toFixed(1)}`;
}
