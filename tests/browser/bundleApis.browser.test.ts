import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILDS = ['.output/chrome-mv3', '.output/firefox-mv2'];

const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  ['fetch', /\bfetch\s*\(/],
  ['XMLHttpRequest', /\bXMLHttpRequest\b/],
  ['WebSocket', /\bWebSocket\b/],
  ['EventSource', /\bEventSource\b/],
  ['sendBeacon', /\bsendBeacon\b/],
  ['eval', /(?<![\w.$])eval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['importScripts', /\bimportScripts\s*\(/],
];

/** `<file>: <api>` pairs that are allowed, each with its reason. Empty: none is needed. */
const ALLOWED: Readonly<Record<string, string>> = {};

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

describe('the built extensions', () => {
  // The suite's global setup (helpers/buildExtension.ts) builds both Chrome and Firefox.
  it('use no network API and run no code from strings, outside the explained allow-list', () => {
    const found: string[] = [];
    for (const build of BUILDS) {
      const files = jsFiles(resolve(ROOT, build));
      expect(files.length, build).toBeGreaterThan(5);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (const [api, pattern] of FORBIDDEN) {
          const key = `${relative(ROOT, file)}: ${api}`;
          if (pattern.test(text) && !ALLOWED[key]) found.push(key);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('keep the default strict CSP, load no remote script and are reachable by no other extension or site', () => {
    for (const build of BUILDS) {
      const manifest = JSON.parse(readFileSync(resolve(ROOT, build, 'manifest.json'), 'utf8'));
      const csp = JSON.stringify(manifest.content_security_policy ?? '');
      expect(csp, build).not.toMatch(/unsafe-eval|unsafe-inline|https?:|wasm-unsafe/);
      expect(manifest.externally_connectable, build).toBeUndefined();
      expect(JSON.stringify(manifest.web_accessible_resources ?? []), build).not.toMatch(/<all_urls>|\*:\/\/\*/);
      for (const script of manifest.content_scripts ?? []) for (const js of script.js ?? []) expect(js, build).not.toMatch(/^https?:/);
    }
  });
});
