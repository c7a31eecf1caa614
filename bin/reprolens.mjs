#!/usr/bin/env node
// Launcher for `npx reprolens`: the CLI itself is bundled into dist/ by `npm run build:node`
// (postinstall runs it), so a missing bundle means the build step was skipped.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/reprolens.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('reprolens: dist/reprolens.mjs is missing — run `npm run build:node` first\n');
  process.exit(2);
}
const { runFromProcess } = await import(bundle.href);
await runFromProcess();
