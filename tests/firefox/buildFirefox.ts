// Builds the Firefox MV2 extension once before the Firefox tests, so they load what ships (wxt build -b firefox).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function buildFirefox(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/wxt/bin/wxt.mjs'), 'build', '-b', 'firefox'], {
    cwd: root,
    stdio: 'inherit',
  });
}
