// The extension's bundles per entrypoint: which .js and .css files each entrypoint of a built extension loads (from its
// manifest and HTML pages, following imports), and their sizes. Pure (file reading is passed in).
import type { BundleGroup } from './browserReport';
export function bundleTotals(g: BundleGroup): { raw: number; gzip: number } {
  return g.files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

export function contentScriptGroups(bundles: BundleGroup[]): BundleGroup[] {
  return bundles.filter((g) => g.entrypoint.startsWith('content script'));
}

interface ManifestLike {
  background?: { service_worker?: string; scripts?: string[]; page?: string };
  content_scripts?: Array<{ js?: string[]; css?: string[] }>;
  action?: { default_popup?: string };
  browser_action?: { default_popup?: string };
  options_ui?: { page?: string };
  options_page?: string;
}

const clean = (p: string) => p.replace(/^\/+/, '').replace(/[?#].*$/, '');

function joinPath(fromFile: string, spec: string): string {
  if (spec.startsWith('/')) return clean(spec);
  const parts = fromFile.split('/').slice(0, -1);
  for (const seg of clean(spec).split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** Scripts and styles an HTML page loads: `<script src>`, and `<link href>` for stylesheets and module preloads. */
export function htmlAssets(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) found.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel=["']([^"']+)["']/i.exec(m[0])?.[1] ?? '';
    const href = /\bhref=["']([^"']+)["']/i.exec(m[0])?.[1];
    if (href && /stylesheet|modulepreload/i.test(rel)) found.push(href);
  }
  return found.filter((s) => !/^[a-z][\w+.-]*:/i.test(s)); // the extension's own files only
}

/** Relative module specifiers in a built JS file: static `from"./x.js"`, side-effect `import"./x.js"`, `import("./x.js")`. */
export function jsImports(js: string): string[] {
  const found = new Set<string>();
  for (const m of js.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) found.add(m[1]);
  return [...found];
}

/**
 * The .js and .css files each entrypoint of a built extension loads, from its manifest: content scripts, the
 * background, the popup and the options page (HTML pages with everything their scripts import, transitively).
 * A chunk shared by two entrypoints counts in both. Files no entrypoint loads are listed under "other".
 */
export function groupBundles(
  manifest: ManifestLike,
  allFiles: string[],
  readText: (path: string) => string | null,
): Array<{ entrypoint: string; paths: string[] }> {
  const isAsset = (p: string) => /\.(?:m?js|css)$/.test(p);
  const closure = (roots: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      if (!/\.m?js$/.test(path)) return;
      const text = readText(path);
      if (text) for (const spec of jsImports(text)) visit(joinPath(path, spec));
    };
    roots.map(clean).forEach(visit);
    return [...seen].filter(isAsset).sort();
  };
  const page = (label: string, html: string | undefined) => {
    if (!html) return null;
    const text = readText(clean(html));
    return { entrypoint: `${label} ${clean(html)}`, paths: closure(text ? htmlAssets(text).map((a) => joinPath(clean(html), a)) : []) };
  };

  const groups: Array<{ entrypoint: string; paths: string[] }> = [];
  for (const cs of manifest.content_scripts ?? []) {
    const files = [...(cs.js ?? []), ...(cs.css ?? [])];
    if (files.length) groups.push({ entrypoint: `content script ${files.map(clean).join(' + ')}`, paths: closure(files) });
  }
  const bg = manifest.background;
  if (bg?.service_worker) groups.push({ entrypoint: `background ${clean(bg.service_worker)}`, paths: closure([bg.service_worker]) });
  else if (bg?.scripts?.length) groups.push({ entrypoint: `background ${bg.scripts.map(clean).join(' + ')}`, paths: closure(bg.scripts) });
  else if (bg?.page) groups.push(page('background', bg.page)!);
  const popup = page('popup', manifest.action?.default_popup ?? manifest.browser_action?.default_popup);
  if (popup) groups.push(popup);
  const options = page('options', manifest.options_ui?.page ?? manifest.options_page);
  if (options) groups.push(options);

  const claimed = new Set(groups.flatMap((g) => g.paths));
  const other = allFiles.filter((f) => isAsset(f) && !claimed.has(f)).sort();
  if (other.length) groups.push({ entrypoint: 'other (loaded by no entrypoint)', paths: other });
  return groups;
}
