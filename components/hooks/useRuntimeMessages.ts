// Answers extension messages (lib/messages/messageTable.ts) for as long as the component is mounted: `answer` returns a
// promise for the reply, or undefined to leave the message to another receiver. Chromium and Firefox deliver a
// promise returned from `onMessage` as the reply (wxt-toolchain.md §4).
import { useLayoutEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { isReproLensMessage, type ReproLensMessage } from '../../lib/messages/messageTable';
import { useLatest } from './useLatest';

export function useRuntimeMessages(answer: (message: ReproLensMessage) => Promise<unknown> | undefined): void {
  const latest = useLatest(answer);
  useLayoutEffect(() => {
    const listener = (message: unknown) => (isReproLensMessage(message) ? latest.current(message) : undefined);
    browser.runtime.onMessage.addListener(listener);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, [latest]);
}
