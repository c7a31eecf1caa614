// @vitest-environment happy-dom
// ctx.onInvalidated unmounts each page UI (the extension was updated or disabled): everything it added to the page
// must go with it — every event listener, MutationObserver, extension listener and its shadow host. Mounted here in
// happy-dom on a real saved question page (tests/fixtures/pages/assembled/PROVENANCE.md) and a synthesized Ask page
// (tests/fixtures/pages/drafts/PROVENANCE.md), with the background stood in for by the engine itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { QuestionOverlay } from '../../components/overlay/QuestionOverlay';
import { stackOverflowAdapter } from '../../entrypoints/question.content/stackOverflowAdapter';
import { IssuePageOverlay } from '../../entrypoints/issue.content/IssuePageOverlay';
import { WritingCoach } from '../../entrypoints/draft.content/WritingCoach';
import { judgeDraftWithWaits } from '../../lib/messages/draftVerdict';
import { isReproLensMessage } from '../../lib/messages/messageTable';
import { completePageRead, judgePage } from '../../lib/messages/pageVerdict';

/** happy-dom's own window API: the page's URL, as the content scripts read it from `location`. */
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const page = (file: string) => readFileSync(resolve(import.meta.dirname, '../fixtures/pages', file), 'utf8');

/**
 * Listeners and observers added from now on that are still active, on the window, the document, the page's own
 * nodes and media queries. Listeners Preact puts on the UI's own elements (in its shadow root) go with the host.
 */
function watchPageHooks() {
  const active = new Map<string, EventTarget | null>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const id = (o: object) => {
    if (!ids.has(o)) ids.set(o, ++next);
    return ids.get(o)!;
  };
  const key = (target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) =>
    `${target.constructor.name} ${id(target)} ${type} ${id(listener)} ${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  // The prototype's methods, and the window's own (the test environment binds them onto the global object).
  for (const holder of [EventTarget.prototype, window] as EventTarget[]) {
    const add = holder.addEventListener;
    const remove = holder.removeEventListener;
    vi.spyOn(holder, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
      if (listener) active.set(key(this ?? window, type, listener, options), this ?? window);
      return add.call(this ?? window, type, listener, options);
    });
    vi.spyOn(holder, 'removeEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
      if (listener) active.delete(key(this ?? window, type, listener, options));
      return remove.call(this ?? window, type, listener, options);
    });
  }
  const observe = MutationObserver.prototype.observe;
  const disconnect = MutationObserver.prototype.disconnect;
  vi.spyOn(MutationObserver.prototype, 'observe').mockImplementation(function (this: MutationObserver, target, options) {
    active.set(`MutationObserver ${id(this)}`, null);
    return observe.call(this, target, options);
  });
  vi.spyOn(MutationObserver.prototype, 'disconnect').mockImplementation(function (this: MutationObserver) {
    active.delete(`MutationObserver ${id(this)}`);
    return disconnect.call(this);
  });
  const onPage = (target: EventTarget | null) => !(target instanceof Node) || target.getRootNode() === document;
  return { active: () => [...active].filter(([, target]) => onPage(target)).map(([entry]) => entry) };
}

/** The saved page's markup without its scripts, frames and styles (happy-dom would try to load them). */
function showPage(html: string): void {
  document.documentElement.innerHTML = html
    .replace(/^[\s\S]*?<html[^>]*>/i, '')
    .replace(/<\/html>\s*$/i, '')
    .replace(/<(script|iframe|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
}

/** The background, stood in for by the engine: answers the judge messages as entrypoints/background.ts does. */
function standInBackground() {
  fakeBrowser.runtime.onMessage.addListener((message: unknown, _sender: unknown, reply: (answer: unknown) => void) => {
    if (!isReproLensMessage(message)) return undefined;
    if (message.type === 'reprolens:judge') {
      const read = completePageRead(message.read);
      reply({ verdict: judgePage(read, message.settings), offersSkeleton: false, ...(message.read.ok === 'text' ? { read } : {}) });
    } else if (message.type === 'reprolens:judge-draft') reply(judgeDraftWithWaits(message.draft, message.settings));
    else return undefined;
    return true;
  });
}

describe('unmounting a page UI removes everything it added', () => {
  let root: HTMLElement;
  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the question overlay', async () => {
    const html = page('assembled/assembled_so-2022-12-host_pytorch-2020-61877098.html');
    setUrl('https://stackoverflow.com/questions/61877098/');
    showPage(html);
    standInBackground();
    const hooks = watchPageHooks();
    render(<QuestionOverlay ctx={{} as ContentScriptContext} adapter={stackOverflowAdapter} />, root);
    await vi.waitFor(() => expect(document.querySelector('[data-reprolens="panel"]')?.getAttribute('data-state')).toBe('verdict'));
    // A change in the question's column starts the re-read timer; unmounting must stop it too.
    document.querySelector('#question .js-post-body')!.append(document.createTextNode(' edited'));
    expect(hooks.active().length).toBeGreaterThan(0);
    expect(fakeBrowser.storage.onChanged.hasListeners()).toBe(true);
    render(null, root);
    expect(hooks.active()).toEqual([]);
    expect(document.querySelector('[data-reprolens="panel"]')).toBeNull();
    expect(fakeBrowser.storage.onChanged.hasListeners()).toBe(false);
  });

  it('the GitHub issue overlay, after soft navigations (every observer and listener goes with it)', async () => {
    const html = page('assembled_github-2026-03-host_tf-32476.html');
    setUrl('https://github.com/tensorflow/tensorflow/issues/32476');
    showPage(html);
    standInBackground();
    const hooks = watchPageHooks();
    // WXT's context ties `wxt:locationchange` to itself (removed when it is invalidated): not the overlay's to remove.
    const ctx = { addEventListener: () => undefined } as unknown as ContentScriptContext;
    render(<IssuePageOverlay ctx={ctx} />, root);
    await vi.waitFor(() => expect(document.querySelector('[data-reprolens="panel"]')?.getAttribute('data-state')).toBe('verdict'));
    for (let i = 0; i < 20; i++) {
      // A soft navigation to another issue and back (Turbo fires turbo:load after pushing the address).
      setUrl(`https://github.com/tensorflow/tensorflow/issues/${i % 2 ? 32476 : 1}`);
      document.dispatchEvent(new Event('turbo:load'));
    }
    expect(hooks.active().length).toBeGreaterThan(0);
    render(null, root);
    expect(hooks.active()).toEqual([]);
    expect(document.querySelector('[data-reprolens="panel"]')).toBeNull();
    expect(fakeBrowser.storage.onChanged.hasListeners()).toBe(false);
  });

  it('the writing coach', async () => {
    setUrl('https://stackoverflow.com/questions/ask');
    showPage(page('drafts/synth-ask-classic.html'));
    standInBackground();
    const hooks = watchPageHooks();
    render(<WritingCoach />, root);
    const title = document.querySelector<HTMLInputElement>('#title')!;
    title.value = 'Keras model.fit raises ValueError: Shapes (None, 1) and (None, 10) are incompatible';
    title.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(document.querySelector('[data-reprolens="coach-host"]')).not.toBeNull(), { timeout: 5000 });
    expect(hooks.active().length).toBeGreaterThan(0);
    render(null, root);
    expect(hooks.active()).toEqual([]);
    expect(document.querySelector('[data-reprolens="coach-host"]')).toBeNull();
    expect(fakeBrowser.storage.onChanged.hasListeners()).toBe(false);
  });
});
