// A Vite plugin for the extension build: Preact's one `innerHTML` assignment (its `dangerouslySetInnerHTML` branch)
// becomes a thrown error. Why: `web-ext lint` flagged it as UNSAFE_VAR_ASSIGNMENT in every bundle that carries Preact
// (hostile review §3: 3 warnings, 4 with the issue script), an AMO reviewer reads each one, and no ReproLens
// component uses the prop — Biome's recommended `security/noDangerouslySetInnerHtml` fails `npx biome check` on any
// use, and question text is rendered as text only (README, "What a hostile page can still do"). So the branch is dead
// code; if one ever ran, it now fails loudly instead of parsing HTML. Provably only that branch: the rewrite must
// match exactly once in Preact's bundle, or the build fails (a Preact update that moves the code is caught here, not
// shipped half-patched).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Preact's ESM bundle as the extension imports it (package.json exports "." → dist/preact.mjs). */
export const PREACT_BUNDLE = resolve(import.meta.dirname, '../../node_modules/preact/dist/preact.mjs');

/** `dom.innerHTML = newHtml.__html` in Preact's minified diff (src/diff/index.js: `dom.innerHTML = newHtml.__html;`). */
const ASSIGNMENT = /\b([A-Za-z_$][\w$]*)\.innerHTML=([A-Za-z_$][\w$]*)\.__html\b/g;

export const REFUSAL = 'ReproLens renders no HTML strings: dangerouslySetInnerHTML is not supported';

/** Preact's source with its one innerHTML assignment replaced by a throw; an error when there is not exactly one. */
export function withoutInnerHtmlAssignment(source: string): string {
  const found = source.match(ASSIGNMENT) ?? [];
  if (found.length !== 1) {
    throw new Error(`noPreactInnerHtml: expected 1 innerHTML assignment in Preact, found ${found.length} (Preact changed?)`);
  }
  return source.replace(ASSIGNMENT, () => `(()=>{throw new Error(${JSON.stringify(REFUSAL)})})()`);
}

/** The number of `.innerHTML=` assignments left in `code` (reads such as `x==t.innerHTML` do not count). */
export function innerHtmlAssignments(code: string): number {
  return code.match(/\.innerHTML\s*=(?!=)/g)?.length ?? 0;
}

export function noPreactInnerHtml() {
  return {
    name: 'reprolens:no-preact-inner-html',
    enforce: 'pre' as const,
    // Checked at the start of every build, so a build that would not patch Preact fails before it bundles anything.
    buildStart(): void {
      withoutInnerHtmlAssignment(readFileSync(PREACT_BUNDLE, 'utf8'));
    },
    transform(code: string, id: string): string | null {
      if (id.split('?')[0] !== PREACT_BUNDLE) return null;
      return withoutInnerHtmlAssignment(code);
    },
  };
}
