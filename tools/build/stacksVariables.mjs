// Stacks' own theme variables, light and dark, as the panel's sheets read them (hostile review 2026-12-04, point 6:
// variables inherited from the page decided the panel's colours, so a page could set them to transparent). Taken
// from the pinned @stackoverflow/stacks dist/css/stacks.css by tools/build/stacksSubset.mjs, which writes
// components/stacksVariables.css; the panel declares them on its own root, so no value comes from the page.
// Also the custom-property parsing the meta-test (tests/components/panelCustomProperties.test.ts) shares.

/** Stacks' selectors for the light and dark theme blocks (2.8.4), and the global ones (`body`, `html, body`). */
export const THEME_SELECTORS = {
  light: 'body:not(.theme-highcontrast):not(.theme-dark)',
  dark: 'body:not(.theme-highcontrast).theme-dark',
};
const GLOBAL_SELECTORS = new Set(['html', 'body']);

/** The top-level rules of `css` outside any @-block: `{ selectors, body }`, in order. */
export function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  let head = '';
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{' && depth++ === 0) {
      head = css
        .slice(start, i)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim();
      start = i + 1;
    } else if (css[i] === '}' && --depth === 0) {
      if (!head.startsWith('@'))
        rules.push({ selectors: head.split(',').map((s) => s.trim().replace(/\s+/g, ' ')), body: css.slice(start, i) });
      start = i + 1;
    }
  }
  return rules;
}

/** The custom properties a rule body declares, in order: [name, value]. */
export function declaredProperties(body) {
  return [...body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[;{\s])(--[\w-]+)\s*:\s*([^;]*?)\s*(?:!important\s*)?(?:;|$)/g)].map(
    (m) => [m[1], m[2].trim()],
  );
}

/** The `var()` references in `value`, outermost first: { name, fallback } (fallback: the text after the comma, or null). */
export function varReads(value) {
  const reads = [];
  const re = /var\(\s*(--[\w-]+)\s*(,)?/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const close = closingParen(value, m.index + 3);
    reads.push({ name: m[1], fallback: m[2] ? value.slice(m.index + m[0].length, close).trim() : null, start: m.index, end: close + 1 });
  }
  return reads;
}

function closingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length - 1;
}

/** Each theme's variables as Stacks declares them: global rules first, then the theme's blocks, later ones winning. */
export function themeTables(stacksCss) {
  const tables = { light: new Map(), dark: new Map() };
  for (const { selectors, body } of topLevelRules(stacksCss)) {
    const global = selectors.every((s) => GLOBAL_SELECTORS.has(s));
    for (const theme of ['light', 'dark']) {
      if (global || selectors.includes(THEME_SELECTORS[theme])) {
        for (const [name, value] of declaredProperties(body)) tables[theme].set(name, value);
      }
    }
  }
  return tables;
}

/**
 * `value` with every `var()` of a name the table cannot resolve replaced by its fallback (what the browser would use:
 * Stacks' site hooks such as `--theme-secondary-custom-400` are built from variables Stacks leaves to the site), and
 * the fallbacks of resolvable names dropped (never used). Null when a name without fallback cannot be resolved.
 */
function resolvedValue(value, table, resolvable) {
  let out = '';
  let at = 0;
  for (const read of varReads(value)) {
    if (read.start < at) continue; // inside a fallback already handled
    let replacement;
    if (resolvable(read.name)) replacement = `var(${read.name})`;
    else if (read.fallback !== null) replacement = resolvedValue(read.fallback, table, resolvable);
    else return null;
    if (replacement === null) return null;
    out += value.slice(at, read.start) + replacement;
    at = read.end;
  }
  return out + value.slice(at);
}

/** The variables (name → value) of one theme that the names in `wanted` need, transitively. */
export function neededVariables(table, wanted) {
  const memo = new Map();
  const resolvable = (name) => {
    if (!table.has(name)) return false;
    if (!memo.has(name)) {
      memo.set(name, false); // a cycle resolves to nothing
      memo.set(name, resolvedValue(table.get(name), table, resolvable) !== null);
    }
    return memo.get(name);
  };
  const out = new Map();
  const queue = [...wanted];
  while (queue.length > 0) {
    const name = queue.shift();
    if (out.has(name) || !resolvable(name)) continue;
    const value = resolvedValue(table.get(name), table, resolvable);
    out.set(name, value);
    for (const read of varReads(value)) queue.push(read.name);
  }
  return out;
}

/** Every custom property name `css` reads with `var()`. */
export function readNames(css) {
  return [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
}

const declarations = (entries) => entries.map(([name, value]) => `  ${name}: ${value};`).join('\n');

/** The generated sheet: the light values on the panel's root, and where dark differs, the dark ones. */
export function variablesFile(stacksCss, version, panelCss) {
  const tables = themeTables(stacksCss);
  const wanted = [...new Set(readNames(panelCss))].sort();
  const light = neededVariables(tables.light, wanted);
  const dark = neededVariables(tables.dark, wanted);
  const byName = ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0);
  const darkOnly = [...dark].filter(([name, value]) => light.get(name) !== value).sort(byName);
  return `/* GENERATED by tools/build/stacksSubset.mjs from @stackoverflow/stacks ${version} dist/css/stacks.css (MIT,
   Copyright 2017-2024 Stack Exchange Inc.; public/THIRD_PARTY_NOTICES.txt): the theme variables the panel's sheets
   read, light and dark, declared on the panel's own root (hostile review 2026-12-04: none comes from the page).
   Do not edit: run the script. */
.rl-root {
${declarations([...light].sort(byName))}
}
:host([data-theme="dark"]) .rl-root {
${declarations(darkOnly)}
}
`;
}
