// web-ext ships no types; this is the one call tools/build/webExtLint.ts makes (web-ext 10.7.0, lib/cmd/lint.js:
// its options, and `shouldExitProgram: false` so addons-linter resolves to its output instead of exiting).
declare module 'web-ext' {
  interface LintOutput {
    errors: { code: string; file?: string; message: string }[];
    warnings: { code: string; file?: string; message: string }[];
    notices: { code: string; file?: string; message: string }[];
  }
  const webExt: {
    cmd: { lint(options: Record<string, unknown>, deps: { shouldExitProgram: boolean }): Promise<LintOutput> };
  };
  export default webExt;
}
