// The page's CSS against the panel's look (hostile review 2026-12-04, point 6), shared by the Chromium and Firefox
// suites (tests/browser/pageSafety.browser.test.ts, tests/firefox/pageSafety.firefox.test.ts). Each attack is a
// stylesheet the page adds, aimed at the host alone (`[data-reprolens]`, as a page that found it by its tag name would
// aim it), so the page's own layout, which the panel follows by design, stays where it was. What the panel shows is
// measured inside the test build's open shadow root and compared with the same measurement before the attack.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const HOST = '[data-reprolens]';
const COMPONENTS = resolve(import.meta.dirname, '../../../components');

/** Each rule aims at the host by its tag name, !important, as a hostile page would (the review's XSS179/XSS180). */
export const HIDING_RULES = [
  'display: none',
  'visibility: hidden',
  'opacity: 0',
  'transform: scale(0)',
  'translate: -99999px',
  'scale: 0',
  'zoom: 0.01',
  'clip: rect(0 0 0 0); position: absolute',
  'clip-path: inset(50%)',
  'mask: linear-gradient(transparent, transparent)',
  'filter: opacity(0)',
  'position: fixed; top: -99999px',
  'content-visibility: hidden',
  'z-index: -1',
  'pointer-events: none',
];

/** `declarations` on the host, each made !important. */
const onHost = (declarations: string) => `${HOST} { ${declarations.replace(/;?\s*$/, ';').replace(/;/g, ' !important;')} }`;

/**
 * Every custom property the panel's sheets have ever read by the page's names (Stacks', Primer's, ReproLens' own
 * `--rl-*`): today's components/*.css and the names of the look before the hostile review of 2026-12-04.
 */
export function namedCustomProperties(): string[] {
  const names = new Set(['--rl-font', '--rl-mono', '--ff-sans', '--ff-mono', '--fontStack-system', '--fontStack-monospace']);
  for (const file of readdirSync(COMPONENTS).filter((f) => f.endsWith('.css'))) {
    for (const m of readFileSync(resolve(COMPONENTS, file), 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)) names.add(m[1]);
  }
  return [...names].sort();
}

/** The font families the panel's stacks named before the review (Stack Overflow's and GitHub's), and the generics. */
const FAMILIES = [
  '-apple-system',
  'BlinkMacSystemFont',
  'Segoe UI Adjusted',
  'Segoe UI',
  'Liberation Sans',
  'Noto Sans',
  'Helvetica',
  'Arial',
  'ui-monospace',
  'Cascadia Mono',
  'Segoe UI Mono',
  'Liberation Mono',
  'SFMono-Regular',
  'SF Mono',
  'Menlo',
  'Monaco',
  'Consolas',
  'sans-serif',
  'system-ui',
  'ui-sans-serif',
  'monospace',
  'serif',
];
/** A face of a different installed font (Debian's DejaVu Serif): any change of the panel's glyphs shows. */
const OTHER_FONT = 'src: local("DejaVu Serif"), local("DejaVuSerif");';
const face = (family: string, range = '') => `@font-face { font-family: "${family}"; ${OTHER_FONT} ${range} }`;

export interface LookAttack {
  name: string;
  css: string;
}

export function lookAttacks(): LookAttack[] {
  const names = namedCustomProperties();
  return [
    { name: 'border-left: 100000px solid transparent', css: onHost('border-left: 100000px solid transparent') },
    { name: 'padding: 100000px', css: onHost('padding: 100000px') },
    { name: 'offset-path', css: onHost('offset-path: path("M -99999 -99999 L -99998 -99999")') },
    { name: '-webkit-mask-box-image', css: onHost('-webkit-mask-box-image: linear-gradient(transparent, transparent)') },
    {
      name: 'a fixed ::after cover that takes the clicks',
      css: `${HOST}::after { content: "" !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; background: #fff !important; pointer-events: auto !important; }`,
    },
    {
      name: 'a ::before that writes a score',
      css: `${HOST}::before { content: "100 · A" !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; }`,
    },
    { name: '::marker', css: `${onHost('display: list-item')} ${HOST}::marker { content: "100 · A" !important; }` },
    {
      name: '::first-line and ::first-letter',
      css: `${HOST}::first-line { color: transparent !important; } ${HOST}::first-letter { font-size: 0 !important; }`,
    },
    {
      name: '::selection and ::target-text on the host (highlights inherit down the tree)',
      css: `${HOST}::selection, ${HOST} ::selection { color: transparent !important; background: transparent !important; } ${HOST}::target-text { color: transparent !important; }`,
    },
    { name: '-webkit-text-fill-color: transparent', css: onHost('-webkit-text-fill-color: transparent') },
    { name: 'text-indent: -99999px', css: onHost('text-indent: -99999px') },
    { name: 'interactivity: inert', css: onHost('interactivity: inert') },
    { name: 'inherited text properties', css: onHost('color: transparent; font-size: 1px; letter-spacing: -20px; line-height: 0') },
    { name: 'direction: rtl; unicode-bidi: bidi-override', css: onHost('direction: rtl; unicode-bidi: bidi-override') },
    { name: 'writing-mode: vertical-rl', css: onHost('writing-mode: vertical-rl') },
    { name: 'outline: 100000px solid #fff', css: onHost('outline: 100000px solid #fff') },
    { name: 'mix-blend-mode: difference', css: onHost('mix-blend-mode: difference') },
    { name: 'the root font size', css: 'html { font-size: 1px !important; }' },
    {
      name: 'the custom properties the panel read, transparent on html, body and the host',
      css: `html, body, ${HOST} { ${names.map((n) => `${n}: transparent !important;`).join(' ')} }`,
    },
    {
      // A registration reaches every tree of the document, shadow trees included (measured 2026-12-05 in Chromium 156
      // and Firefox 153: a registered name's value in a shadow tree became the page's initial value).
      name: '@property: the custom properties the panel read, registered by the page',
      css: names.map((n) => `@property ${n} { syntax: "transparent"; inherits: false; initial-value: transparent; }`).join('\n'),
    },
    {
      name: '@font-face named like each family the panel named, and the fonts through its variables',
      css: `${FAMILIES.map((f) => face(f)).join('\n')}\n@font-face { font-family: sans-serif; ${OTHER_FONT} }\n@font-face { font-family: system-ui; ${OTHER_FONT} }\n${face('RL page font')}\nhtml, body, ${HOST} { ${names
        .filter((n) => /font|ff-|fontStack|mono/i.test(n))
        .map((n) => `${n}: "RL page font" !important;`)
        .join(' ')} }`,
    },
    {
      name: '@font-face that redraws digits only, under each family name',
      css: FAMILIES.map((f) => face(f, 'unicode-range: U+0030-0039;')).join('\n'),
    },
  ];
}

/** What the panel shows, measured inside its shadow root; boxes relative to the host (the page may scroll). */
export interface PanelLook {
  /** Every computed property of the host, custom properties aside. */
  host: Record<string, string>;
  /** The host's pseudo-elements: what they draw. */
  pseudo: Record<string, string>;
  score: Record<string, string>;
  /**
   * Each character of the score: its left edge in the score's box, width and height, to 0.1 px (a different font or
   * order changes them). Not its top: Firefox snaps text to a page-dependent fraction of a pixel (0.9 against 1.0).
   */
  glyphs: string[];
  boxes: Record<string, string>;
  /** Hit-testing at the toggle's centre: the page sees the host, the root sees the toggle; and it takes focus. */
  reach: { hitsHost: boolean; hitsToggle: boolean; focusable: boolean };
}

/**
 * Runs in the page (Playwright's and puppeteer's `evaluate`): self-contained. `selector` finds the host; null until
 * its score is shown.
 */
export async function measurePanelLook(selector: string): Promise<PanelLook | null> {
  const host = document.querySelector<HTMLElement>(selector);
  const root = host?.shadowRoot;
  const score = root?.querySelector<HTMLElement>('[data-reprolens="score"]');
  const toggle = root?.querySelector<HTMLElement>('[data-reprolens="toggle"]');
  const body = root?.querySelector<HTMLElement>('[data-reprolens="panel-body"]');
  if (!host || !root || !score || !toggle || !body) return null;
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  toggle.scrollIntoView({ block: 'center' });
  // Boxes relative to the panel's frame: where the frame sits follows the page's own layout (it is the sidebar's first
  // widget, in its flow), so a page font that re-lays out the page above the sidebar moves it; what the panel draws
  // inside it must not change. Whether it can still be reached is the `reach` check below.
  const origin = (root.querySelector('.rl-frame') ?? host).getBoundingClientRect();
  const at = (r: DOMRect, o: { left: number; top: number }) =>
    [r.left - o.left, r.top - o.top, r.width, r.height].map((n) => n.toFixed(1)).join(' ');
  const hostStyle = getComputedStyle(host);
  const hostValues: Record<string, string> = {};
  for (const name of Array.from(hostStyle)) if (!name.startsWith('--')) hostValues[name] = hostStyle.getPropertyValue(name);
  const pseudo: Record<string, string> = {};
  for (const p of ['::before', '::after', '::marker']) {
    const s = getComputedStyle(host, p);
    pseudo[p] = `${s.content} ${s.display}`;
  }
  for (const p of ['::first-line', '::first-letter']) {
    const s = getComputedStyle(host, p);
    pseudo[p] = `${s.color} ${s.fontSize}`;
  }
  const s = getComputedStyle(score);
  const selected = getComputedStyle(score, '::selection');
  const scoreBox = score.getBoundingClientRect();
  const glyphs: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(score, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.nodeValue ?? '').length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const g = range.getBoundingClientRect();
      glyphs.push(`${node.nodeValue![i]} ${[g.left - scoreBox.left, g.width, g.height].map((n) => n.toFixed(1)).join(' ')}`);
    }
  }
  const t = toggle.getBoundingClientRect();
  const x = t.left + t.width / 2;
  const y = t.top + t.height / 2;
  const inRoot = root.elementFromPoint(x, y);
  toggle.focus();
  const focusable = root.activeElement === toggle;
  toggle.blur();
  return {
    host: hostValues,
    pseudo,
    score: {
      text: score.textContent ?? '',
      color: s.color,
      fill: s.getPropertyValue('-webkit-text-fill-color'),
      background: s.backgroundColor,
      font: `${s.fontFamily} ${s.fontSize} ${s.fontWeight}`,
      direction: `${s.direction} ${s.unicodeBidi}`,
      visibility: s.visibility,
      selection: `${selected.color} ${selected.backgroundColor}`,
    },
    glyphs,
    boxes: {
      score: at(scoreBox, origin),
      toggle: at(t, origin),
      panel: at(body.getBoundingClientRect(), origin),
      host: at(origin, origin),
    },
    reach: { hitsHost: document.elementFromPoint(x, y) === host, hitsToggle: inRoot !== null && toggle.contains(inRoot), focusable },
  };
}

/** Where `now` differs from `control`, one line per value ("score.color: rgb(…) → transparent"). */
export function lookDifferences(control: PanelLook, now: PanelLook): string[] {
  const out: string[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (a !== null && typeof a === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys((b ?? {}) as object)]);
      for (const k of keys) walk(`${path}.${k}`, (a as Record<string, unknown>)[k], ((b ?? {}) as Record<string, unknown>)[k]);
    } else if (a !== b) out.push(`${path.slice(1)}: ${String(a)} → ${String(b)}`);
  };
  walk('', control, now);
  return out;
}

/**
 * Runs in the page: the value of the panel's custom property `name` on `el`, whatever private name this mount gave
 * it (components/privateProperties.ts: `--rl-<token>-` before the name's own); '' when none.
 */
export function privateCustomProperty(el: Element, name: string): string {
  const style = getComputedStyle(el);
  const suffix = `-${name.slice(2)}`;
  const own = Array.from(style).find((n) => n.startsWith('--rl-') && n.endsWith(suffix));
  return own ? style.getPropertyValue(own).trim() : '';
}
