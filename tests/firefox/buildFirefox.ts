// Builds the Firefox MV2 extension once before the Firefox tests: what ships (wxt build -b firefox: the bundle and
// manifest tests read it) and the test build the suite loads (components/buildMode.ts: open shadow roots).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { BROWSER_TEST_MODE } from '../../components/buildMode';

export default function buildFirefox(): void {
  const root = resolve(import.meta.dirname, '../..');
  const wxt = resolve(root, 'node_modules/wxt/bin/wxt.mjs');
  for (const mode of [[], ['--mode', BROWSER_TEST_MODE]])
    execFileSync(process.execPath, [wxt, 'build', '-b', 'firefox', ...mode], { cwd: root, stdio: 'inherit' });
}
