// Measures the writing coach against what it must never cover, in the page itself, so the Chromium suite (Playwright)
// and the Firefox suite (puppeteer) run the same functions: its box against Stack Overflow's help cards, the top bar,
// the draft's fields and the page's main content (px² of overlap), its background, and its suggestions' button rows.
// Self-contained functions: they are sent to the page as source.

import { expect } from 'vitest';

export interface CoachMeasure {
  docked: string;
  box: { x: number; y: number; width: number; height: number };
  /** px² of overlap of the coach's box with every visible box of each kind, summed. */
  overlap: { helpCards: number; topBar: number; fields: number; mainContent: number };
  /** The frame's computed background colour, and its alpha (1: solid). */
  background: string;
  backgroundAlpha: number;
  /** Each Snippet / Copy / Insert row that is drawn: its buttons' classes, and what collides. */
  actionRows: Array<{ classes: string[]; collisions: number; wrappedInside: number; outsideFrame: number }>;
}

/** Resolves once the coach's frame and the scroll position are unchanged over three animation frames. */
export function coachSettled(): Promise<void> {
  return new Promise((resolve) => {
    const frameOf = () => document.querySelector('[data-reprolens="coach-host"]')?.shadowRoot?.querySelector('.rl-frame');
    const look = () => {
      const r = frameOf()?.getBoundingClientRect();
      return r ? `${r.x},${r.y},${r.width},${r.height},${window.scrollY}` : 'none';
    };
    let last = look();
    let still = 0;
    const tick = () => {
      const now = look();
      still = now === last && now !== 'none' ? still + 1 : 0;
      last = now;
      if (still >= 3) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function measureCoach(): CoachMeasure {
  // Any Stacks card on the page is one of Stack Overflow's help cards (ask 2023-10: one per wizard step).
  const HELP_CARDS = '.s-card';
  const TOP_BAR = 'header.s-topbar';
  const FIELDS = 'input#title, textarea, [contenteditable="true"]';
  const MAIN_CONTENT = '#content h1, .s-notice, #post-title, .js-problem-details-overlay, #post-problem-results, #tag-editor';
  const frame = document.querySelector('[data-reprolens="coach-host"]')!.shadowRoot!.querySelector<HTMLElement>('.rl-frame')!;
  const box = frame.getBoundingClientRect();
  const area = (a: DOMRect, b: DOMRect) => {
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return w > 0 && h > 0 ? w * h : 0;
  };
  const overlapWith = (selector: string) =>
    [...document.querySelectorAll(selector)]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .reduce((sum, r) => sum + area(box, r), 0);
  const background = getComputedStyle(frame).backgroundColor;
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background);
  const actionRows = [...frame.querySelectorAll<HTMLElement>('.rl-actions')]
    .filter((row) => row.getClientRects().length > 0)
    .map((row) => {
      const buttons = [
        ...row.querySelectorAll<HTMLElement>('[data-reprolens^="show-snippet-"], [data-reprolens^="copy-"], [data-reprolens^="insert-"]'),
      ];
      const boxes = buttons.map((b) => b.getBoundingClientRect());
      // The suggestion's own words, outside the row: no button may sit on them.
      const paragraph = row.closest('p');
      const words: DOMRect[] = [];
      const walker = paragraph ? document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT) : null;
      for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
        if (row.contains(node) || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        words.push(...range.getClientRects());
      }
      let collisions = 0;
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) collisions += area(a, b);
        for (const w of words) collisions += area(a, w);
      });
      const wrappedInside = buttons.filter((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }).length;
      const frameBox = frame.getBoundingClientRect();
      const outsideFrame = boxes.filter((b) => b.left < frameBox.left || b.right > frameBox.right).length;
      return { classes: buttons.map((b) => b.className), collisions, wrappedInside, outsideFrame };
    });
  return {
    docked: frame.getAttribute('data-docked') ?? '',
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    overlap: {
      helpCards: overlapWith(HELP_CARDS),
      topBar: overlapWith(TOP_BAR),
      fields: overlapWith(FIELDS),
      mainContent: overlapWith(MAIN_CONTENT),
    },
    background,
    backgroundAlpha: alpha ? Number(alpha[1]) : background === 'transparent' ? 0 : 1,
    actionRows,
  };
}

/**
 * Shows one of the saved 2023 wizard's help cards, as its own script does when that step's field takes focus (the
 * saved page's scripts do not run in the tests), then focuses the field so the coach places itself again.
 */
export function showHelpCard(column: string): void {
  for (const toggler of document.querySelectorAll('.js-sidebar-toggler')) toggler.classList.toggle('d-none', !toggler.matches(column));
  document.querySelector<HTMLElement>('#title')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** The saved 2023 wizard's help columns, one card each. */
export const HELP_COLUMNS = [
  '.js-title-sidebar',
  '.js-problem-results-sidebar',
  '.js-body-sidebar',
  '.js-tag-sidebar',
  '.js-similar-questions-sidebar',
] as const;

/**
 * What must hold wherever the coach is (both drivers assert it the same way): no pixel over the help cards, the top
 * bar, the fields or the main content; a solid frame; Stacks buttons whose rows neither collide, wrap inside a button
 * nor leave the frame.
 */
export function expectCoachClear(m: CoachMeasure, stage: string): void {
  expect(m.overlap, `${stage} (${m.docked} ${JSON.stringify(m.box)})`).toEqual({ helpCards: 0, topBar: 0, fields: 0, mainContent: 0 });
  expect(m.backgroundAlpha, `${stage}: ${m.background}`).toBe(1);
  for (const row of m.actionRows) {
    for (const classes of row.classes) expect(classes.split(' ')).toContain('s-btn');
    expect(row, stage).toMatchObject({ collisions: 0, wrappedInside: 0, outsideFrame: 0 });
  }
}
