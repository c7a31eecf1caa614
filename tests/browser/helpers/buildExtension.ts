// Builds the Chrome MV3 extension once before the real-browser tests, so they load what ships; the test build
// (components/buildMode.ts: the same extension with a host permission standing in for the toolbar click's
// activeTab grant) for the "Check this page" test; and Firefox's production build, which three files read (icons,
// bundle APIs, test hooks): built here once, not once per file (each build is seconds of CI's 15 minutes).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { BROWSER_TEST_MODE } from '../../../components/buildMode';

export default function buildExtension(): void {
  const root = resolve(import.meta.dirname, '../../..');
  const wxt = resolve(root, 'node_modules/wxt/bin/wxt.mjs');
  execFileSync(process.execPath, [wxt, 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [wxt, 'build', '--mode', BROWSER_TEST_MODE], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [wxt, 'build', '-b', 'firefox'], { cwd: root, stdio: 'inherit' });
}
