// Points lost as the surfaces (`reprolens check`, the panel) show them, in a file of its own so that the panel's
// bundle does not take in the score's formula and the checklist items it weighs (lib/scoreDeductions.ts).

/** Whole points as they are, an item's share to one decimal ("−19.6"). */
export function pointsLostText(points: number): string {
  return `−${Number.isInteger(points) ? points : points.toFixed(1)}`;
}
