import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SIZES } from '../../tools/icons/iconMark';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';

const root = resolve(import.meta.dirname, '../..');
const CHROME = resolve(root, '.output/chrome-mv3');
const FIREFOX = resolve(root, '.output/firefox-mv2');

interface IconManifest {
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string> };
  browser_action?: { default_icon?: Record<string, string>; theme_icons?: Array<{ size: number; light: string; dark: string }> };
}

const manifestOf = (dir: string): IconManifest => JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8'));

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectIconSet(dir: string, set: Record<string, string> | undefined): void {
  expect(Object.keys(set ?? {}).map(Number)).toEqual([...ICON_SIZES]);
  for (const [size, file] of Object.entries(set ?? {})) {
    expect(existsSync(resolve(dir, file)), `${dir}/${file}`).toBe(true);
    expect(pngSize(resolve(dir, file))).toEqual({ width: Number(size), height: Number(size) });
  }
}

describe('extension icon in both manifests', () => {
  // The suite's global setup (helpers/buildExtension.ts) builds both: Chrome and `wxt build -b firefox`.
  it('Chrome: icons and action.default_icon at 16/32/48/128, files present and of that size', () => {
    const manifest = manifestOf(CHROME);
    expectIconSet(CHROME, manifest.icons);
    expectIconSet(CHROME, manifest.action?.default_icon);
  });

  it('Firefox: icons, browser_action.default_icon and theme_icons for light and dark toolbars', () => {
    const manifest = manifestOf(FIREFOX);
    expectIconSet(FIREFOX, manifest.icons);
    expectIconSet(FIREFOX, manifest.browser_action?.default_icon);
    const themed = manifest.browser_action?.theme_icons ?? [];
    expect(themed.map((t) => t.size)).toEqual([...ICON_SIZES]);
    for (const { size, light, dark } of themed) {
      expect(light).not.toBe(dark);
      expect(pngSize(resolve(FIREFOX, light))).toEqual({ width: size, height: size });
      expect(pngSize(resolve(FIREFOX, dark))).toEqual({ width: size, height: size });
    }
  });
});

describe.skipIf(chromiumMissing)('extension icon in Chromium', () => {
  let launched: LaunchedExtension;
  beforeAll(async () => {
    launched = await launchExtension();
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('loads every listed icon as an image of its size, with a visible (non-transparent) mark', async () => {
    const page = await launched.context.newPage();
    await page.goto(`chrome-extension://${launched.extensionId}/popup.html`);
    const icons = manifestOf(CHROME).icons ?? {};
    for (const [size, file] of Object.entries(icons)) {
      const drawn = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const alpha = g.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, i) => i % 4 === 3);
        return { width: img.naturalWidth, opaque: alpha.filter((a) => a > 128).length / alpha.length };
      }, `/${file}`);
      expect(drawn.width, file).toBe(Number(size));
      // The lens and check cover part of the square, not none of it and not all of it (transparent around the mark).
      expect(drawn.opaque, file).toBeGreaterThan(0.1);
      expect(drawn.opaque, file).toBeLessThan(0.8);
    }
    await page.close();
  });
});
