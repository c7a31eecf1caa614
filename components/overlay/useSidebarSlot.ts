// The docked panel as one of the sidebar's widgets: an empty box first in the sidebar holds its place, as tall as the
// panel (plus Stacks' 16 px widget gap), so the sidebar's own widgets — The Overflow Blog, Linked, Related, Hot
// Network Questions — move down below it instead of under it, as Stack Overflow's own widgets push each other down.
// The panel itself stays in its shadow root (first in body, early in the tab order); the box only takes its room.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { HOST_TAG, SIDEBAR_SLOT_ID } from '../pageHosts';

/** Stacks' gap between sidebar widgets (`.s-sidebarwidget + .s-sidebarwidget`, mb16 on Stack Overflow's sidebar). */
export const WIDGET_GAP_PX = 16;

/**
 * Keeps the slot first in `parent` while `parent` is given, its height the frame's; returns it (null without one).
 * The slot's box is pinned with `!important` inline declarations, which no page rule overrides.
 */
export function useSidebarSlot(frameRef: RefObject<HTMLElement | null>, parent: Element | null): RefObject<HTMLElement | null> {
  const slot = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!parent || !frame) return;
    const box = parent.ownerDocument.createElement(HOST_TAG);
    box.setAttribute('data-reprolens', SIDEBAR_SLOT_ID);
    box.setAttribute('aria-hidden', 'true');
    for (const [name, value] of SLOT_BOX) box.style.setProperty(name, value, 'important');
    const fitFrame = () => box.style.setProperty('height', `${Math.ceil(frame.getBoundingClientRect().height)}px`, 'important');
    fitFrame();
    parent.prepend(box);
    slot.current = box;
    // The frame is out of the page's flow: its size changes (folding, a section opened) reach the slot only this way.
    const resized = new ResizeObserver(fitFrame);
    resized.observe(frame);
    return () => {
      resized.disconnect();
      box.remove();
      if (slot.current === box) slot.current = null;
    };
  }, [frameRef, parent]);
  return slot;
}

const SLOT_BOX: ReadonlyArray<readonly [string, string]> = [
  ['display', 'block'],
  ['box-sizing', 'content-box'],
  ['margin', `0 0 ${WIDGET_GAP_PX}px 0`],
  ['padding', '0'],
  ['border', '0'],
  ['float', 'none'],
  ['position', 'static'],
  ['visibility', 'hidden'],
];
