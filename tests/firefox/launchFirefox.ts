// Launches Debian's Firefox ESR with the built MV2 extension, driven by puppeteer-core over WebDriver BiDi (README
// "Real-browser tests in Firefox"; recipe: docs/reference/wxt-toolchain.md §6 "Real Firefox tests"). A fresh profile
// per browser, a fixed extension UUID (so moz-extension:// URLs are known), every request that is not the extension's
// own or a served page refused.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { BROWSER_TEST_MODE } from '../../components/buildMode';
import { FIREFOX } from '../../tools/browserBinaries';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import { type Resettable, sharedBrowser } from '../browser/helpers/sharedBrowser';

export const firefoxMissing = !existsSync(FIREFOX);
export const GECKO_ID = 'reprolens@reprolens.dev'; // wxt.config.ts browser_specific_settings
const EXTENSION_UUID = '5d0c1c3e-7a59-4d3b-9a4e-3f2f6b0c1a11';
export const EXTENSION_ORIGIN = `${BROWSERS.firefox.scheme}://${EXTENSION_UUID}`;
/**
 * The test build (default; components/buildMode.ts): its shadow roots are open, so puppeteer's `>>>` reaches
 * the panel. The production build's are closed (tests/firefox/closedShadowRoot.firefox.test.ts).
 */
const extensionFolder = (build: 'production' | 'browser-test') =>
  path.resolve(
    import.meta.dirname,
    '../../.output',
    build === 'production' ? BROWSERS.firefox.outputFolder : `${BROWSERS.firefox.outputFolder}-${BROWSER_TEST_MODE}`,
  );

export interface Served {
  contentType: string;
  body: string;
}
export interface Post {
  url: string;
  body: string;
}

export interface LaunchedFirefox {
  browser: Browser;
  /** Serves `response` for every GET whose URL equals `url` (or passes the test). */
  serve(url: string | ((u: URL) => boolean), response: Served): void;
  /** Answers (and records) POSTs whose URL passes the test with a plain page. */
  recordPosts(test: (u: URL) => boolean): Post[];
  /**
   * A new tab with the interception on, at `url`, after its load event; sized to `viewport` and given to `prepare`
   * (listeners that must see the load: dialogs, console) before it navigates.
   */
  open(url: string, viewport?: { width: number; height: number }, prepare?: (page: Page) => void): Promise<Page>;
  /** An extension page (popup.html?tab=2, options.html) opened by `browser.tabs.create`, once it has loaded. */
  extensionPage(file: string): Promise<Page>;
  /** Runs `fn` in an extension page, where the WebExtension APIs are (BrowserDifferences.extensionRealm). */
  inExtension<A, R>(fn: (api: ExtensionApi, arg: A) => Promise<R> | R, arg: A): Promise<R>;
  /** The tab id of the open tab at `url`. */
  tabIdOf(url: string): Promise<number>;
  close(): Promise<void>;
}

type Route = { test: (u: URL) => boolean; response: Served };

/**
 * Sizes the tab's viewport with BiDi's `browsingContext.setViewport` alone. Puppeteer's `page.setViewport` also sends
 * `emulation.setScreenOrientationOverride`, which Firefox ESR 140 does not know (Debian bookworm's firefox-esr was
 * 140.12 on 2026-12-03, 153 a day earlier: "unknown command", and the whole call fails); no test needs an orientation.
 */
export async function setViewportSize(page: Page, size: { width: number; height: number }): Promise<void> {
  await (page.mainFrame() as unknown as BidiFrameContext).browsingContext.setViewport({ viewport: size, devicePixelRatio: null });
}
/** The part of puppeteer's BidiFrame that setViewportSize uses (its type is not exported from the package's root). */
interface BidiFrameContext {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number } | null; devicePixelRatio: number | null }): Promise<void>;
  };
}

export interface FirefoxOptions {
  /** The test build (default: open shadow roots) or the production build (closed). */
  build?: 'production' | 'browser-test';
  /** More profile prefs for this launch (BrowserDifferences.reducedMotionPrefs: media emulation needs CDP). */
  prefs?: Record<string, string | number | boolean>;
}

export async function launchFirefox(options: FirefoxOptions = {}): Promise<LaunchedFirefox> {
  return options.build || options.prefs ? startFirefox(options) : sharedDefault();
}

/**
 * The default browser (the test build, no extra prefs), shared by the files that need no other
 * (../browser/sharedBrowser.ts): a Firefox start costs 4–6 s on this machine's 2 cores, and 11 of the 15 files need no
 * other. Between files it is put back as a fresh install would be: every tab but the control closed, no routes, empty
 * extension storage.
 */
const sharedDefault = sharedBrowser(
  () => startFirefox({}),
  (launched) => launched.browser.connected,
);

interface StartedFirefox extends LaunchedFirefox, Resettable {}

async function startFirefox(options: FirefoxOptions): Promise<StartedFirefox> {
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox 153.8 ESR refuses a BiDi navigation to a moz-extension: URL outright ("Navigation to … is not allowed in
    // this context", measured 2026-12-02; 153 ESR before it navigated without telling puppeteer). The remote agent's
    // system access lifts that refusal and nothing else the suite relies on: the extension and pages run as before.
    args: ['-remote-allow-system-access'],
    extraPrefsFirefox: {
      'xpinstall.signatures.required': false, // an unsigned local build
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // Nothing leaves the machine, not even from pages the interception does not see (Firefox's own services):
      // a proxy that does not exist. Intercepted responses are answered before any connection is made.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 9,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 9,
      // The loopback (the POST recorder below) is not proxied.
      'network.proxy.allow_hijacking_localhost': false,
      ...options.prefs,
    },
  });
  await firefox.installExtension(extensionFolder(options.build ?? 'browser-test'));
  const routes: Route[] = [];
  const postRoutes: Array<{ test: (u: URL) => boolean; posts: Post[] }> = [];
  const recorder = await startPostRecorder((to, body) => postRoutes.find((r) => r.test(new URL(to)))?.posts.push({ url: to, body }));

  function handle(request: HTTPRequest): void {
    if (request.isInterceptResolutionHandled()) return;
    const url = new URL(request.url());
    // respond/abort can race a request Firefox already dropped ("no such request"): ignore that.
    const ignore = () => {};
    const sink = request.method() === 'POST' ? postRoutes.find((r) => r.test(url)) : undefined;
    if (sink) {
      // Firefox 140 ESR has no BiDi network.getData (measured: "unknown command"), so puppeteer cannot read a request
      // body there: the POST goes on, unchanged, to the recorder on the loopback, which keeps what Firefox sent.
      request.continue({ url: recorder.urlFor(url.href) }).catch(ignore);
      return;
    }
    const route = request.method() === 'GET' ? routes.find((r) => r.test(url)) : undefined;
    if (route) request.respond({ status: 200, ...route.response }).catch(ignore);
    else if (url.protocol === `${BROWSERS.firefox.scheme}:`) request.continue().catch(ignore);
    else request.abort().catch(ignore);
  }

  async function newPage(): Promise<Page> {
    const page = await firefox.newPage();
    await page.setRequestInterception(true);
    page.on('request', handle);
    return page;
  }

  // The extension page the suite runs WebExtension calls in. `page.goto` of a moz-extension: URL navigates, but
  // puppeteer never sees the navigation (it times out after 30 s): start it, then wait on the document itself.
  const control = await newPage();
  // The query string keeps it apart from the options pages the tests open (they are found by address).
  const controlUrl = `${EXTENSION_ORIGIN}/options.html?control`;
  control.goto(controlUrl).catch(() => {});
  await until(control, (u) => location.href === u && document.readyState === 'complete', controlUrl);

  const launched: StartedFirefox = {
    browser: firefox,
    serve(url, response) {
      routes.push({ test: typeof url === 'string' ? (u) => u.href === url : url, response });
    },
    recordPosts(test) {
      const posts: Post[] = [];
      postRoutes.push({ test, posts });
      return posts;
    },
    async open(url, viewport, prepare) {
      const page = await newPage();
      if (viewport) await setViewportSize(page, viewport);
      prepare?.(page);
      await page.goto(url);
      return page;
    },
    async extensionPage(file) {
      const url = `${EXTENSION_ORIGIN}/${file}`;
      await launched.inExtension((api, u) => api.tabs.create({ url: u }).then(() => undefined), url);
      // Puppeteer reports such a tab as about:blank (it sees no navigation): find it by its document's address.
      const loaded = (page: Page) =>
        page.evaluate((u) => location.href === u && document.readyState === 'complete', url).catch(() => false);
      return poll(url, async () => {
        for (const page of await firefox.pages()) if (await loaded(page)) return page;
        return null;
      });
    },
    // The function's source runs with the page's `browser` global (a serialized function cannot close over Node's).
    inExtension: (fn, arg) => control.evaluate(`(${fn.toString()})(globalThis.browser, ${JSON.stringify(arg)})`) as never,
    tabIdOf: (url) =>
      launched.inExtension(async (api, u) => {
        const tab = (await api.tabs.query({})).find((t) => t.url === u);
        if (tab?.id === undefined) throw new Error(`no tab at ${u}`);
        return tab.id;
      }, url),
    async close() {
      await firefox.close();
      await recorder.close();
    },
    async reset() {
      routes.length = 0;
      postRoutes.length = 0;
      for (const page of await firefox.pages()) if (page !== control) await page.close().catch(() => {});
      await launched.inExtension((api) => Promise.all([api.storage.sync.clear(), api.storage.local.clear()]).then(() => undefined), null);
    },
  };
  return launched;
}

/** The WebExtension APIs the suite calls, as seen from inside an extension page (the function runs there). */
export interface ExtensionApi {
  tabs: { create(o: { url: string }): Promise<unknown>; query(q: object): Promise<Array<{ id?: number; url?: string }>> };
  browserAction: { getBadgeText(d: { tabId: number }): Promise<string>; getTitle(d: { tabId: number }): Promise<string> };
  storage: {
    sync: { set(v: object): Promise<void>; get(k: string | null): Promise<Record<string, unknown>>; clear(): Promise<void> };
    local: { clear(): Promise<void> };
  };
}

/**
 * Waits until `test` holds in the page. Puppeteer's waitForFunction/waitForSelector compile the predicate with
 * `Function()` in the page, which an extension page's CSP refuses; `evaluate` is not subject to it.
 */
export async function until<A>(page: Page, test: (arg: A) => boolean, arg: A): Promise<void> {
  await poll(`${test} (${JSON.stringify(arg)})`, () => page.evaluate(test as (a: unknown) => boolean, arg as unknown).catch(() => false));
}

/**
 * Asks `get` every 100 ms until it gives something truthy. The 45 s bound is not a timing assertion (states are
 * waited on): it only turns a state that never comes into a failure that says what was awaited, inside the test's 60 s.
 */
export async function poll<T>(what: string, get: () => Promise<T | null | false | undefined>): Promise<T> {
  const end = Date.now() + 45_000;
  for (;;) {
    const value = await get();
    if (value) return value;
    if (Date.now() > end) throw new Error(`never came: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A loopback HTTP server that records each POST's body, byte for byte, and answers with a plain "posted" page. */
async function startPostRecorder(
  record: (to: string, body: string) => void,
): Promise<{ urlFor(to: string): string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      record(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('to') ?? '', Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>posted</p>');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    urlFor: (to) => `http://127.0.0.1:${port}/post?to=${encodeURIComponent(to)}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
