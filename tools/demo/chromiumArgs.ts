// Chromium's command-line flags for every launch with the built extension — tests, demo and bench alike
// (recipe: docs/reference/wxt-toolchain.md §6). Quiet (no background traffic), and the extension loaded:
// `--load-extension` works only together with `--disable-extensions-except`, which lifts Playwright's default
// `--disable-extensions`.
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The flags for a launch with the extension in `extensionDir` loaded (or none, for a control browser). */
export function chromiumArgs(extensionDir: string | null): string[] {
  return [
    ...QUIET_CHROMIUM_ARGS,
    ...(extensionDir ? [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`] : []),
  ];
}
