// A Vite plugin for the extension build: WXT's content-script wrapper constructs `ContentScriptContext` from
// 'wxt/utils/content-script-context'; this points that import at components/quietContentScriptContext.ts (which
// announces nothing to the page, hostile review 2026-12-01 S1–S2). That file's own import of the same module is left
// alone, so it extends WXT's real class.
import { resolve } from 'node:path';

const WXT_CONTEXT = 'wxt/utils/content-script-context';
export const QUIET_CONTEXT_FILE = resolve(import.meta.dirname, '../../components/quietContentScriptContext.ts');

/** WXT's wrapper imports `{ ContentScriptContext }`; the name is given here, not exported from components/ (WXT auto-imports those). */
const VIRTUAL = '\0reprolens:quiet-content-script-context';

export function quietContentScriptContext() {
  return {
    name: 'reprolens:quiet-content-script-context',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined): string | null {
      if (source !== WXT_CONTEXT || importer === QUIET_CONTEXT_FILE || importer === VIRTUAL) return null;
      return VIRTUAL;
    },
    load(id: string): string | null {
      if (id !== VIRTUAL) return null;
      return `export { QuietContentScriptContext as ContentScriptContext } from ${JSON.stringify(QUIET_CONTEXT_FILE)};`;
    },
  };
}
