// Preact renders state changes on a microtask. A few event handlers must act on the rendered DOM before they
// return: the coach holds a post only once its dialog is really on screen, and a popup request scrolls to and
// focuses the panel it just showed. `renderNow` applies the updates made in `update` and renders them at once
// (what preact/compat's flushSync does, without loading compat).
import { options } from 'preact';

export function renderNow(update: () => void): void {
  const scheduled = options.debounceRendering;
  let flush: (() => void) | undefined;
  options.debounceRendering = (callback) => {
    flush = callback;
  };
  try {
    update();
    flush?.();
  } finally {
    options.debounceRendering = scheduled;
  }
}
