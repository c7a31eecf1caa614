// The way into ReproLens' shadow root on the production build, where it is closed (components/shadowHost.ts; hostile
// review 2026-12-01 S3): Playwright's locators and `host.shadowRoot` see nothing there, but the DevTools protocol
// describes every node, closed roots included (`DOM.describeNode` with `pierce`), and can call a function on it in
// the page's main world. Chromium only. Used by the demo, the browser bench and
// tests/browser/closedShadowRoot.browser.test.ts.
import type { CDPSession, Page } from 'playwright-core';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Detaches `page`'s DevTools session before the page closes: in Chromium 156, `page.close()` after a POST's navigation
 * with the session still attached hung for the whole 60 s test timeout in 2 of 3 runs beside a CPU hog
 * (tests/browser/closedShadowRoot.browser.test.ts, measured with the step it was stuck at).
 */
export async function releaseShadowRootSession(page: Page): Promise<void> {
  const session = sessions.get(page);
  sessions.delete(page);
  if (session) await (await session).detach().catch(() => undefined);
}

interface RemoteObject {
  objectId?: string;
  value?: unknown;
}

/**
 * Runs `fn(root, arg)` on the shadow root (open or closed) of the first element matching `hostSelector`, in the page's
 * main world, and returns its JSON-serialisable result; `undefined` when there is no such element or it has no root.
 */
export async function evaluateInShadowRoot<R, A = undefined>(
  page: Page,
  hostSelector: string,
  fn: (root: ShadowRoot, arg: A) => R | Promise<R>,
  arg?: A,
): Promise<R | undefined> {
  const cdp = await sessionOf(page);
  // The host is found by the DevTools protocol's own DOM.querySelector, not by `document.querySelector` in the page's
  // world: a page can clobber that with `<img name=querySelector>` (Document is [LegacyOverrideBuiltIns]; hostile
  // review 2026-12-04, point 9), and the demo then said the panel never appeared.
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: hostSelector })) as { nodeId: number };
  if (!nodeId) return undefined;
  const found = (await cdp.send('DOM.resolveNode', { nodeId })) as { object: RemoteObject };
  const hostId = found.object.objectId;
  if (!hostId) return undefined;
  try {
    const described = (await cdp.send('DOM.describeNode', { objectId: hostId, depth: 1, pierce: true })) as {
      node: { shadowRoots?: Array<{ backendNodeId: number }> };
    };
    const backendNodeId = described.node.shadowRoots?.[0]?.backendNodeId;
    if (backendNodeId === undefined) return undefined;
    const resolved = (await cdp.send('DOM.resolveNode', { backendNodeId })) as { object: RemoteObject };
    const rootId = resolved.object.objectId!;
    try {
      const called = (await cdp.send('Runtime.callFunctionOn', {
        objectId: rootId,
        functionDeclaration: `function (arg) { return (${fn.toString()})(this, arg); }`,
        arguments: [{ value: arg ?? null }],
        returnByValue: true,
        awaitPromise: true,
      })) as { result: RemoteObject; exceptionDetails?: { exception?: { description?: string }; text: string } };
      if (called.exceptionDetails)
        throw new Error(`in the shadow root: ${called.exceptionDetails.exception?.description ?? called.exceptionDetails.text}`);
      return called.result.value as R;
    } finally {
      await cdp.send('Runtime.releaseObject', { objectId: rootId });
    }
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: hostId });
  }
}

/** Polls `evaluateInShadowRoot` until `fn` returns a truthy value (that value), or `undefined` after `timeoutMs`. */
export async function waitInShadowRoot<R, A = undefined>(
  page: Page,
  hostSelector: string,
  fn: (root: ShadowRoot, arg: A) => R | Promise<R>,
  timeoutMs: number,
  arg?: A,
): Promise<R | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await evaluateInShadowRoot(page, hostSelector, fn, arg);
    if (value) return value;
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A real mouse click at the centre of the element matching `selector` in the host's shadow root; false if none. */
export async function clickInShadowRoot(page: Page, hostSelector: string, selector: string): Promise<boolean> {
  const centre = await evaluateInShadowRoot(
    page,
    hostSelector,
    (root, sel) => {
      const target = root.querySelector(sel);
      if (!target) return null;
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      const { x, y, width, height } = target.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    },
    selector,
  );
  if (!centre) return false;
  await page.mouse.click(centre.x, centre.y);
  return true;
}
