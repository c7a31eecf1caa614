// Whether the user can see the before-posting dialog and press its buttons now, judged from the page as it is at the
// moment of the activation, never from what was rendered (hostile review 2026-12-04: after the page removed the
// coach's host, or moved it out of sight, the dialog still "rendered" into the detached root and every post was
// absorbed). The host's own position is pinned inline, but removal, a transform or zoom on html, a hidden or clipping
// ancestor, or a cover all act from outside it; so: connected, not hidden by CSS (checkVisibility, where the browser
// has it), the dialog's middle and each action's middle hit by the browser's own hit test (the document's, which
// must find our host, and the shadow root's, which must find the element: Firefox 153's ShadowRoot.elementFromPoint
// looks only inside the shadow tree and sees no page element over it), each action wholly in the viewport and at
// least a minimum target in size. What no hit test sees: a page element that covers the dialog but lets clicks
// through (pointer-events: none), or a page filter over it; then the dialog holds the post as if seen.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface View {
  width: number;
  height: number;
}

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum): 24 × 24 CSS px; html zoomed to 5% leaves the buttons 2 px tall. */
export const MIN_TARGET = 24;

/** An action can be pressed: wholly inside the viewport, and at least the minimum target in both directions. */
export function actionInView(box: Box, view: View): boolean {
  const inside = box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
  return inside && box.right - box.left >= MIN_TARGET && box.bottom - box.top >= MIN_TARGET;
}

/** The middle of the part of `box` inside the viewport, or null when none of it is. */
export function visibleMiddle(box: Box, view: View): { x: number; y: number } | null {
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, view.width);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, view.height);
  return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
}

/** What the judgment reads of the DOM: the page, the host, the shadow root the dialog is in, the dialog and its actions. */
export interface DialogParts {
  page: DocumentOrShadowRoot;
  host: Element;
  root: DocumentOrShadowRoot;
  dialog: Element;
  actions: readonly Element[];
}

/** checkVisibility's option names: the current ones and the first ones Chromium shipped (105–120). */
const HIDDEN_BY_CSS = { opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true };

export function dialogCanBeSeen({ page, host, root, dialog, actions }: DialogParts, view: View): boolean {
  if (!host.isConnected || !dialog.isConnected || actions.length === 0) return false;
  const check = (dialog as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (check && !check.call(dialog, HIDDEN_BY_CSS)) return false;
  const hits = (element: Element, x: number, y: number) => {
    if (page.elementFromPoint(x, y) !== host) return false;
    const top = root.elementFromPoint(x, y);
    return top !== null && (top === element || element.contains(top));
  };
  const middle = visibleMiddle(dialog.getBoundingClientRect(), view);
  if (!middle || !hits(dialog, middle.x, middle.y)) return false;
  return actions.every((action) => {
    const box = action.getBoundingClientRect();
    return actionInView(box, view) && hits(action, (box.left + box.right) / 2, (box.top + box.bottom) / 2);
  });
}

/** The viewport in CSS px: the window's, which page CSS cannot change (the root element's box it can). */
export function windowView(): View {
  return { width: window.innerWidth, height: window.innerHeight };
}
