// Builds the Chrome MV3 extension once before the real-browser tests, so they load what ships.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function buildExtension(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/wxt/bin/wxt.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
}
