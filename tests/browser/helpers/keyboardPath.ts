// The full keyboard path, in both browsers, and prefers-reduced-motion turning off the panel's animations: each
// scenario written once, run by the Chromium suite (tests/browser/keyboardPath.browser.test.ts) and the Firefox suite
// (tests/firefox/keyboardPath.firefox.test.ts) through their own KeyPage. Only keys move the focus and press the
// controls; the page is read through the probes of ./keyboardProbes.ts.
import { parseHTML } from 'linkedom';
import { expect } from 'vitest';
import { composeDetailsComment } from '../../../lib/comment/detailsComment';
import { analyzeQuestion } from '../../../lib/engine';
import { readStackOverflowPage } from '../../../lib/readers/stackOverflowPage';
import { buildSkeleton } from '../../../lib/skeleton/build';
import type { QuestionPage } from './questionPages';
import {
  type KeyPage,
  focusedControl,
  focusedKey,
  shadowAttr,
  shadowCount,
  shadowText,
  tabTo,
  tabbableIn,
  walkOut,
} from './keyboardProbes';

export const PANEL = '[data-reprolens="panel"]';
export const COACH = '[data-reprolens="coach-host"]';

const hostAttr = ([host, name]: [string, string]) => document.querySelector(host)?.getAttribute(name) ?? null;
const expanded = (kp: KeyPage) => kp.run(hostAttr, [PANEL, 'data-expanded']);
const readClipboard = () => navigator.clipboard.readText();

/** What the panel's page is expected to show, from the engine in Node. */
export interface PanelExpectations {
  comment: string;
  skeletonScript: string;
}

/** The first assembled page with everything the path goes through: evidence, a details comment, a skeleton. */
export function keyboardPage(pages: QuestionPage[]): { page: QuestionPage; want: PanelExpectations } {
  for (const p of pages) {
    if (p.verdict.state !== 'verdict') continue;
    const comment = composeDetailsComment(p.verdict.report);
    const read = readStackOverflowPage(parseHTML(p.html).document as unknown as Document, p.url);
    const skeleton = read.ok ? buildSkeleton(read.question, analyzeQuestion(read.question)) : null;
    const evidence = Object.values(p.verdict.report.items).some((i) => i.evidence.some((e) => e.block >= 0 && e.end > e.start));
    if (comment && skeleton && evidence) return { page: p, want: { comment, skeletonScript: skeleton.script } };
  }
  throw new Error('no assembled page has evidence, a details comment and a skeleton');
}

/** Back to the start of the expanded panel by keyboard: Escape (focus returns to the toggle), then Enter. */
async function restart(kp: KeyPage): Promise<void> {
  await kp.press('Escape');
  await expect.poll(() => expanded(kp)).toBe('false');
  expect(await focusedKey(kp, 'panel')).toBe('toggle#0');
  await kp.press('Enter');
  await expect.poll(() => expanded(kp)).toBe('true');
}

/**
 * The panel from page load to dismissal, by keyboard only (the keyboard command, Escape, a few Tab presses). Returns
 * the Tab presses from the top of the page to the toggle, and the stops Tab made in the panel that are not controls
 * (scrollable regions).
 */
export async function panelKeyboardPath(
  kp: KeyPage,
  want: PanelExpectations,
): Promise<{ presses: number; before: string[]; controls: string[]; extraStops: string[] }> {
  const before: string[] = [];
  const presses = await tabTo(kp, 'panel', 'toggle', 10, before);
  expect(await kp.run(focusedControl, undefined)).toMatchObject({ visible: true, ring: true });
  // Enter and Space both work the disclosure; the focus stays on it.
  expect(await expanded(kp)).toBe('false');
  await kp.press('Enter');
  await expect.poll(() => expanded(kp)).toBe('true');
  await kp.press('Space');
  await expect.poll(() => expanded(kp)).toBe('false');
  await kp.press('Space');
  await expect.poll(() => expanded(kp)).toBe('true');
  expect(await kp.run(shadowAttr, [PANEL, '[data-reprolens="toggle"]', 'aria-expanded'])).toBe('true');
  expect(await focusedKey(kp, 'panel')).toBe('toggle#0');

  // Tab reaches every control of the expanded panel, in order, each with a focus ring, and then leaves it (no trap).
  const controls = await kp.run(tabbableIn, PANEL);
  expect(controls.length).toBeGreaterThan(5);
  const visited = await walkOut(kp, 'panel');
  expect(visited.filter((k) => controls.includes(k))).toEqual(controls.slice(1));
  const extraStops = visited.filter((k) => !controls.includes(k));
  // Shift+Tab comes back in, on the last control.
  await kp.press('Shift+Tab');
  expect(await focusedKey(kp, 'panel')).toBe(visited.at(-1));
  await restart(kp);

  // Enter unfolds: the folded present items, and an item's "why?".
  if (controls.includes('present-fold#0')) {
    const shownPresent = () => kp.run(shadowCount, [PANEL, 'li[data-status="present"]:not([hidden])']);
    expect(await shownPresent()).toBe(0);
    await tabTo(kp, 'panel', 'present-fold');
    await kp.press('Enter');
    await expect.poll(shownPresent).toBeGreaterThan(0);
    await restart(kp);
  }
  // And the asks that would not change the diagnosis, folded under "Could also add".
  if (controls.includes('also-fold#0')) {
    const shownAsks = () => kp.run(shadowCount, [PANEL, 'li:is([data-status="absent"], [data-status="partial"]):not([hidden])']);
    const decisiveOnly = await shownAsks();
    await tabTo(kp, 'panel', 'also-fold');
    await kp.press('Enter');
    await expect.poll(shownAsks).toBeGreaterThan(decisiveOnly);
    await restart(kp);
  }
  const why = controls.find((k) => k.startsWith('why-'))!;
  const whyOpen = () => kp.run(shadowAttr, [PANEL, `[data-reprolens="${why.split('#')[0]}"]`, 'aria-expanded']);
  await tabTo(kp, 'panel', why);
  await kp.press('Enter');
  await expect.poll(whyOpen).toBe('true');
  await restart(kp);

  // A piece of evidence: Enter scrolls the post to it and marks it; the focus stays on the button.
  const evidence = controls.find((k) => k.startsWith('evidence-'))!;
  await tabTo(kp, 'panel', evidence);
  await kp.press('Enter');
  await expect.poll(() => kp.run(shadowCount, [PANEL, '[data-reprolens="evidence-mark"]'])).toBeGreaterThan(0);
  await expect.poll(() => kp.run(shadowText, [PANEL, '.rl-evidence-status'])).toMatch(/Marked in the post/);
  await expect
    .poll(() =>
      kp.run((host) => {
        const box = document.querySelector(host)!.shadowRoot!.querySelector('[data-reprolens="evidence-mark"]')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }, PANEL),
    )
    .toBe(true);
  expect(await focusedKey(kp, 'panel')).toBe(evidence);
  await restart(kp);

  // "Ask for details": Copy comment by Enter copies exactly the comment.
  await tabTo(kp, 'panel', 'copy-details-comment');
  await kp.press('Enter');
  await expect.poll(() => kp.run(shadowText, [PANEL, '[data-reprolens="copy-details-comment"]'])).toBe('Copied');
  expect(await kp.run(readClipboard, undefined)).toBe(want.comment);
  await restart(kp);

  // The skeleton: opened by Enter, copied by Enter, widened by Enter; Escape closes the wide view only, the focus back
  // on "Open wide".
  await tabTo(kp, 'panel', 'skeleton-toggle');
  await kp.press('Enter');
  await expect.poll(() => kp.run(shadowText, [PANEL, '[data-reprolens="skeleton-script"]'])).toBe(want.skeletonScript);
  await tabTo(kp, 'panel', 'copy-skeleton');
  await kp.press('Enter');
  await expect.poll(() => kp.run(shadowText, [PANEL, '[data-reprolens="copy-skeleton"]'])).toBe('Copied');
  expect(await kp.run(readClipboard, undefined)).toBe(want.skeletonScript);
  await tabTo(kp, 'panel', 'widen-skeleton');
  await kp.press('Enter');
  const wideOpen = () =>
    kp.run((host) => (document.querySelector(host)?.shadowRoot?.querySelector('dialog') as HTMLDialogElement | null)?.open ?? false, PANEL);
  await expect.poll(wideOpen).toBe(true);
  expect(await focusedKey(kp, 'panel')).toMatch(/^skeleton-wide/);
  await kp.press('Escape');
  await expect.poll(wideOpen).toBe(false);
  expect(await expanded(kp)).toBe('true');
  await expect.poll(() => focusedKey(kp, 'panel')).toBe('widen-skeleton#0');

  // Escape folds the panel back to its line, the focus on the toggle; the next Tab is the ×, and Enter on it hides it.
  await kp.press('Escape');
  await expect.poll(() => expanded(kp)).toBe('false');
  expect(await focusedKey(kp, 'panel')).toBe('toggle#0');
  await kp.press('Tab');
  expect(await kp.run(focusedControl, undefined)).toMatchObject({ host: 'panel', key: 'dismiss#0', visible: true, ring: true });
  await kp.press('Enter');
  await expect.poll(() => kp.run((host) => document.querySelectorAll(host).length, PANEL)).toBe(0);
  return { presses, before, controls, extraStops };
}

/**
 * The writing coach and the before-posting dialog by keyboard, on a draft that misses `firstMissing` (typed, focus in
 * the body textarea). Returns the Tab presses from the textarea to the coach's toggle.
 */
export async function coachKeyboardPath(
  kp: KeyPage,
  firstMissing: string,
): Promise<{ presses: number; before: string[]; controls: string[]; cycle: string[] }> {
  const coachExpanded = () => kp.run(hostAttr, [COACH, 'data-expanded']);
  const before: string[] = [];
  const presses = await tabTo(kp, 'coach-host', 'toggle', 60, before);
  if ((await coachExpanded()) !== 'true') {
    await kp.press('Enter');
    await expect.poll(coachExpanded).toBe('true');
  }
  // The coach's host is the page's last element: Tab past it leaves the document for the browser's own toolbar, from
  // which Firefox does not let WebDriver keys back in (measured). A button after it, added for the test, keeps the
  // walk in the page.
  await kp.run(() => document.body.append(Object.assign(document.createElement('button'), { textContent: 'after the coach' })), undefined);
  const controls = await kp.run(tabbableIn, COACH);
  const visited = await walkOut(kp, 'coach-host');
  expect(await kp.run(focusedControl, undefined)).toMatchObject({ host: null, key: expect.stringMatching(/^button#/) });
  expect(visited.filter((k) => controls.includes(k))).toEqual(controls.slice(1));
  await kp.press('Shift+Tab');
  expect(await focusedKey(kp, 'coach-host')).toBe(visited.at(-1));
  await kp.press('Escape');
  await expect.poll(coachExpanded).toBe('false');
  expect(await focusedKey(kp, 'coach-host')).toBe('toggle#0');
  await kp.press('Enter');
  await expect.poll(coachExpanded).toBe('true');

  // Posting by Enter on the post button: the dialog takes the focus (on itself, hostile review D2); Tab and Shift+Tab
  // cycle its actions (a modal dialog: the one place the focus is held, until Escape); Escape is "Add it", the focus
  // back in the coach on the first missing item's suggestion.
  await kp.run(() => (document.querySelector('#submit-button') as HTMLElement).focus(), undefined);
  await kp.press('Enter');
  await expect.poll(() => focusedKey(kp, 'coach-host')).toBe('presubmit-dialog#0');
  const actions = await kp.run(
    (host) =>
      Array.from(
        document
          .querySelector(host)!
          .shadowRoot!.querySelectorAll('[data-reprolens="presubmit-dialog"] button, [data-reprolens="presubmit-dialog"] input'),
      ).map((e) => `${e.getAttribute('data-reprolens')}#0`),
    COACH,
  );
  expect(actions.length).toBeGreaterThanOrEqual(2);
  const cycle: string[] = [];
  for (let i = 0; i <= actions.length; i++) {
    await kp.press('Tab');
    const now = await kp.run(focusedControl, undefined);
    expect(now, `Tab ${i + 1} in the dialog`).toMatchObject({ host: 'coach-host', visible: true, ring: true });
    cycle.push(now.key ?? '');
  }
  expect(cycle.slice(0, actions.length).sort()).toEqual([...actions].sort());
  expect(cycle.at(-1)).toBe(cycle[0]); // wraps around
  await kp.press('Shift+Tab');
  expect(await focusedKey(kp, 'coach-host')).toBe(cycle.at(-2));
  await kp.press('Escape');
  await expect.poll(() => kp.run(shadowCount, [COACH, '[data-reprolens="presubmit-dialog"]'])).toBe(0);
  await expect.poll(() => focusedKey(kp, 'coach-host')).toMatch(new RegExp(`^(insert|copy|item)-${firstMissing}#`));
  return { presses, before, controls, cycle };
}
