// prefers-reduced-motion turns off the panel's animations, written once for both suites: with the
// preference set, nothing in the panel's shadow root animates or transitions (components/panelStyles.css) and an
// evidence click jumps to the post instead of scrolling smoothly (showEvidence.ts); without it (the control), the
// evidence mark fades and the scroll is smooth — so the test can tell the two apart.
import { expect } from 'vitest';
import { PANEL } from './keyboardPath';
import { type KeyPage, shadowCount, tabTo, tabbableIn } from './keyboardProbes';

export interface Motion {
  /** Elements (and pseudo-elements) of the shadow root whose computed animation or transition lasts longer than 0 s. */
  moving: string[];
  /** `shadowRoot.getAnimations()`: running CSS animations and transitions. */
  animations: number;
  /** Distinct scroll positions the page went through after the evidence click (1: a jump; more: a smooth scroll). */
  positions: number;
}

/** Runs in the page: what in the host's shadow root has a non-zero animation or transition, and what runs. */
export function motionIn(host: string): Omit<Motion, 'positions'> {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) return { moving: ['no shadow root'], animations: -1 };
  const lasts = (list: string) => list.split(',').some((d) => Number.parseFloat(d) > 0);
  const moving: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const pseudo of [null, '::before', '::after']) {
      const s = getComputedStyle(el, pseudo);
      const name = `${el.getAttribute('data-reprolens') ?? el.className}${pseudo ?? ''}`;
      if (s.animationName !== 'none' && lasts(s.animationDuration))
        moving.push(`${name}: animation ${s.animationName} ${s.animationDuration}`);
      if (s.transitionProperty !== 'none' && lasts(s.transitionDuration)) moving.push(`${name}: transition ${s.transitionDuration}`);
    }
  }
  return { moving, animations: root.getAnimations().length };
}

type ScrollLog = { __rlScrolls?: number[] };

/** Runs in the page: resolves once scrollY has stayed the same for five animation frames (the scroll has ended). */
function scrollEnded(): Promise<boolean> {
  return new Promise((resolve) => {
    let last = window.scrollY;
    let still = 0;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 5) resolve(true);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * By keyboard: expand the panel, go to the first piece of evidence, scroll the page to its bottom (instantly), press
 * Enter; then read the motion in the shadow root while the mark is shown, and the scroll positions the page went through.
 */
export async function evidenceMotion(kp: KeyPage): Promise<Motion> {
  await tabTo(kp, 'panel', 'toggle', 10);
  await kp.press('Enter');
  await expect.poll(() => kp.run(([h, n]) => document.querySelector(h)?.getAttribute(n), [PANEL, 'data-expanded'])).toBe('true');
  const evidence = (await kp.run(tabbableIn, PANEL)).find((k) => k.startsWith('evidence-'))!;
  await tabTo(kp, 'panel', evidence);
  // Far from the evidence, so the scroll back to it is long enough to see whether it is smooth.
  await kp.run(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }), undefined);
  await kp.run(scrollEnded, undefined);
  await kp.run(() => {
    const log = window as unknown as ScrollLog;
    log.__rlScrolls = [];
    addEventListener('scroll', () => log.__rlScrolls!.push(window.scrollY));
  }, undefined);
  await kp.press('Enter');
  await expect.poll(() => kp.run(shadowCount, [PANEL, '[data-reprolens="evidence-mark"]'])).toBeGreaterThan(0);
  const motion = await kp.run(motionIn, PANEL);
  await kp.run(scrollEnded, undefined);
  const scrolls = await kp.run(() => (window as unknown as ScrollLog).__rlScrolls ?? [], undefined);
  expect(scrolls.length, 'the evidence click scrolled the page').toBeGreaterThan(0);
  return { ...motion, positions: new Set(scrolls).size };
}
