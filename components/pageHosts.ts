// The elements ReproLens adds to a page, and how tests, the demo and the benches find them: one home.
//
// A plain `div`, not a custom element (hostile review 2026-12-04, H1): any valid custom-element name can be defined by
// the page before the content script runs, and then the content script's `createElement` runs the page's constructor,
// whose `attachInternals()` hands it the closed shadow root. A built-in element never runs page code when created
// (a customized built-in needs `is`, which we never pass), and `attachInternals()` throws on it.
export const HOST_TAG = 'div';

/** The `data-reprolens` value of each host (components/ShadowPortal.tsx `testId`). */
export const HOST_IDS = { panel: 'panel', coach: 'coach-host' } as const;

/**
 * The empty box first in Stack Overflow's sidebar that holds the docked panel's place, so the sidebar's own widgets
 * (Linked, Related, …) move down below the panel instead of under it (components/overlay/useSidebarSlot.ts).
 * It holds nothing: the panel itself stays in its shadow root.
 */
export const SIDEBAR_SLOT_ID = 'sidebar-slot';
export const SIDEBAR_SLOT = `${HOST_TAG}[data-reprolens="${SIDEBAR_SLOT_ID}"]`;

/** The question or issue panel's host: a child of body (it goes first in body). */
export const PANEL_HOST = `body > ${HOST_TAG}[data-reprolens="${HOST_IDS.panel}"]`;
/** The writing coach's host: a child of body (it goes last in body). */
export const COACH_HOST = `body > ${HOST_TAG}[data-reprolens="${HOST_IDS.coach}"]`;
