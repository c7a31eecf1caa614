// One browser shared by a suite's files (the suite's time: a start and its imports per file added up). The
// suite's config runs its files one at a time in one worker (`isolate: false`), so this module, and the browser, outlive
// a file: a file's `close()` puts the browser back as a fresh install would be instead of closing it.

/** A started browser that can be put back to a fresh install's state between files. */
export interface Resettable {
  close(): Promise<void>;
  /** Back to a fresh install's state, the browser kept: the next file's start. */
  reset(): Promise<void>;
}

/**
 * Starts the browser on first use, and again if the last one closed or failed to start; each caller gets it with
 * `close` meaning reset. Chromium's (tests/browser/helpers/launchExtension.ts) and Firefox's (tests/firefox/launchFirefox.ts).
 */
export function sharedBrowser<T extends Resettable>(start: () => Promise<T>, isOpen: (browser: T) => boolean): () => Promise<T> {
  let shared: Promise<T> | null = null;
  return async () => {
    const running = shared && (await shared.catch(() => null));
    if (!running || !isOpen(running)) {
      shared = start();
      shared.catch(() => {
        shared = null; // the next file tries a new start
      });
    }
    const launched = await shared!;
    return { ...launched, close: launched.reset };
  };
}
