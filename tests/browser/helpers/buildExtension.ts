// Builds the Chrome MV3 extension once before the real-browser tests, so they load what ships; and the test build
// (components/buildMode.ts: the same extension with a host permission standing in for the toolbar click's
// activeTab grant) for the "Check this page" test.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { BROWSER_TEST_MODE } from '../../../components/buildMode';

export default function buildExtension(): void {
  const root = resolve(import.meta.dirname, '../../..');
  const wxt = resolve(root, 'node_modules/wxt/bin/wxt.mjs');
  execFileSync(process.execPath, [wxt, 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [wxt, 'build', '--mode', BROWSER_TEST_MODE], { cwd: root, stdio: 'inherit' });
}
