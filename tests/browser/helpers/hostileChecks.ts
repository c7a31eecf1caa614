// What the hostile-content suites check inside a page ("no element or attribute created by a payload appears
// inside or outside the shadow root, the host page's DOM outside ReproLens' own host is byte-identical"), written as
// expressions both drivers evaluate the same way (Playwright in Chromium, puppeteer over BiDi in Firefox): a
// function's source with its arguments as JSON, so no driver-specific argument passing and no closure over Node.

/**
 * What a payload would leave in ReproLens' DOM if it were parsed as HTML. ReproLens' own inputs and textareas carry
 * `data-reprolens` (the dialog's "don't ask again", the popup's draft box); its icons are `svg.rl-icon`
 * (components/StacksIcon.tsx).
 */
export const FOREIGN =
  'script, iframe, frame, object, embed, math, svg:not(.rl-icon), form, input:not([data-reprolens]), textarea:not([data-reprolens]), button[formaction], base, meta, link, img, video, audio, marquee, template, noscript, plaintext, xmp';

interface ForeignArgs {
  /** The host whose open shadow root is searched; or, without it, `root` in the document (an extension page). */
  host?: string;
  root?: string;
  /** How many style elements ReproLens' own markup has there (one stylesheet in a shadow root); unset: not counted. */
  styles?: number;
  selector: string;
}

// Runs in the page: elements a payload would create, `on*` handlers, script URLs in any attribute, links to anything
// but the web, and style elements beyond ReproLens' own.
function foreignIn({ host, root, selector, styles }: ForeignArgs): string[] {
  const scope: ParentNode | null | undefined = host ? document.querySelector(host)?.shadowRoot : document.querySelector(root ?? 'body');
  if (!scope) return [`no ${host ? `shadow root of ${host}` : root}`];
  const found = Array.from(scope.querySelectorAll(selector), (el) => el.tagName.toLowerCase());
  for (const el of scope.querySelectorAll('*'))
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      const url = /^(href|src|action|formaction|xlink:href|srcdoc|background|poster)$/i.test(attr);
      if (
        /^on/i.test(attr) ||
        /^\s*(javascript|vbscript|data):/i.test(value) ||
        (url && /^\s*[a-z][\w+.-]*:/i.test(value) && !/^(https?|mailto):/i.test(value))
      )
        found.push(`${el.tagName.toLowerCase()}[${attr}=${value.slice(0, 40)}]`);
    }
  const styleCount = scope.querySelectorAll('style').length;
  if (styles !== undefined && styleCount !== styles) found.push(`${styleCount} style elements`);
  return found;
}

/** An expression: the foreign elements and attributes in `args`' scope (empty when none). */
export const foreignExpression = (args: Omit<ForeignArgs, 'selector'>, selector = FOREIGN) =>
  `(${foreignIn.toString()})(${JSON.stringify({ ...args, selector })})`;

// Runs in the page: the document's markup without ReproLens' own elements — its hosts and the empty slot that holds
// the panel's room in the sidebar (components/pageHosts.ts) — and any `also` (a textarea it filled).
function outsideHosts(also: string[]): string {
  const clone = document.documentElement.cloneNode(true) as HTMLElement;
  for (const n of clone.querySelectorAll(
    ['[data-reprolens="panel"]', '[data-reprolens="coach-host"]', '[data-reprolens="sidebar-slot"]', ...also].join(', '),
  ))
    n.remove();
  return clone.outerHTML;
}

/** An expression: the page's DOM outside ReproLens' hosts, serialized, to compare with the page's control. */
export const outsideExpression = (also: string[] = []) => `(${outsideHosts.toString()})(${JSON.stringify(also)})`;

// Runs in the page before its own markup: the canary the payloads call (`__x('XSS')`) records, nothing else.
function installCanary(): void {
  const w = window as unknown as { __x?: (v: unknown) => void; __calls?: string[] };
  w.__calls = [];
  w.__x = (v: unknown) => w.__calls!.push(String(v));
}

/** A script for the head of a served page: the canary, as the page's own global (the same in page and control). */
export const CANARY_SCRIPT = `<script>(${installCanary.toString()})()</script>`;
/** An expression: the canary's calls so far. */
export const CANARY_CALLS = '(window.__calls || ["no canary"])';

/** `html` with the canary installed first thing in its head. */
export const withCanary = (html: string) => html.replace(/<head\b[^>]*>/i, (head) => `${head}${CANARY_SCRIPT}`);
