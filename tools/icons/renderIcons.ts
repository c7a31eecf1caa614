// Renders the icon PNGs committed in public/icons/ from ./iconMark.ts, with the installed Chromium (headless, a
// transparent screenshot of the SVG at each size; no network). Run after changing the mark:
//   npx esbuild tools/icons/renderIcons.ts --bundle --platform=node --format=esm --packages=external \
//     --outfile=dist/renderIcons.mjs && node dist/renderIcons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../browserBinaries';
import { ICON_SIZES, iconPath, iconSvg, type IconVariant } from './iconMark';

const VARIANTS: IconVariant[] = ['color', 'dark', 'light'];

async function main(): Promise<void> {
  const root = process.cwd();
  const browser = await chromium.launch({ executablePath: process.env.REPROLENS_CHROMIUM || CHROMIUM, headless: true });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await page.route(/^(?!data:|about:).*/, (route) => route.abort());
    for (const variant of VARIANTS) {
      for (const size of ICON_SIZES) {
        await page.setViewportSize({ width: size, height: size });
        await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${iconSvg(variant, size)}`);
        const file = path.join(root, 'public', iconPath(variant, size));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
        console.log(`wrote public/${iconPath(variant, size)}`);
      }
    }
    writeFileSync(path.join(root, 'public/icons/reprolens.svg'), `${iconSvg('color', 128)}\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
