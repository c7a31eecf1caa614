// Where the background has skeletons built: never on its own thread, which serves every tab's verdict
// (no tab's work may hold up another tab's verdict by more than 250 ms; docs/performance.md, "One tab's work and
// another tab's verdict"). Firefox's background page starts the worker itself; Chrome's service worker cannot, so
// an offscreen document hosts it (entrypoints/skeleton-offscreen/). Where neither is available the build runs
// here, as before, rather than not at all.
import { browser } from 'wxt/browser';
import type { Question } from '../../lib/question';
import type { Report } from '../../lib/report';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { OFFSCREEN_SKELETON, type OffscreenSkeletonMessage } from '../../lib/messages/skeletonJobs';
import { inWorker, type Build } from './skeletonWorker';

interface ChromeOffscreen {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
}
interface ChromeRuntimeContexts {
  getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]>;
}

const OFFSCREEN_URL = 'skeleton-offscreen.html';

/** The skeleton builder for this background: a worker, through an offscreen document in Chrome, else in-thread. */
export function skeletonBuilder(): Build {
  if (typeof Worker === 'function') return inWorker();
  const chrome = (globalThis as { chrome?: { offscreen?: ChromeOffscreen; runtime?: ChromeRuntimeContexts } }).chrome;
  if (chrome?.offscreen) return inOffscreenDocument(chrome.offscreen, chrome.runtime ?? {});
  return async (question, report) => inThread(question, report);
}

function inThread(question: Question, report: Report): Skeleton | null {
  try {
    return buildSkeleton(question, report);
  } catch {
    return null; // the skeleton is an extra: a builder that throws costs the reader the script, never the panel
  }
}

function inOffscreenDocument(offscreen: ChromeOffscreen, runtime: ChromeRuntimeContexts): Build {
  let ready: Promise<void> | null = null;
  // One offscreen document per extension: look for it first (it outlives a restarted service worker).
  const ensure = async () => {
    const open = (await runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] })) ?? [];
    if (open.length) return;
    await offscreen.createDocument({
      url: OFFSCREEN_URL,
      reasons: ['WORKERS'],
      justification: 'Builds reproduction skeletons in a worker, so that no tab waits for another tab’s skeleton.',
    });
  };
  return async (question, report) => {
    try {
      ready ??= ensure().finally(() => {
        ready = null;
      });
      await ready;
      const message: OffscreenSkeletonMessage = { type: OFFSCREEN_SKELETON, question, report };
      return ((await browser.runtime.sendMessage(message)) as Skeleton | null) ?? null;
    } catch {
      return inThread(question, report);
    }
  };
}
