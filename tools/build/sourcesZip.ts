// What the sources zip (`wxt zip -b firefox`, for the Firefox add-on review) holds: the files git tracks and a
// rebuild needs — never what `.gitignore` keeps out (node_modules, .output, dist, .env, logs, screenshots) nor an
// untracked file lying in the tree. Hostile review 2026-12-01 P1: WXT's default (`**/*` minus a few globs) packed
// gitignored `scratch.log`, `reprolens-demo.png` and `tmp/local.txt`.
import { execFileSync } from 'node:child_process';

/** Tracked, but not needed to rebuild the extension or the CLI: the test suite and its 12 MB of fixtures. */
export const NOT_FOR_REBUILD = ['tests/'];

/** The files of `tracked` (paths from `git ls-files`) the sources zip holds. */
export function sourcesForRebuild(tracked: readonly string[]): string[] {
  return tracked.filter((file) => file !== '' && !NOT_FOR_REBUILD.some((dir) => file.startsWith(dir)));
}

/** A path as a glob matching only itself (WXT hands includeSources to tinyglobby/picomatch). */
export function literalGlob(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@]/g, (ch) => `\\${ch}`);
}

/** The repository's tracked files, or null outside a git checkout (a rebuild from the sources zip itself). */
export function trackedFiles(root: string): string[] | null {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\0');
  } catch {
    return null;
  }
}

/**
 * WXT's zip options for the sources: exactly the tracked files needed to rebuild (dot files included, as git tracks
 * `.gitignore` and `.ci/run`). Outside a checkout, nothing to add: WXT's defaults apply there.
 */
export function sourcesZipOptions(root: string): { includeSources?: string[]; dotSources?: boolean } {
  const tracked = trackedFiles(root);
  return tracked ? { includeSources: sourcesForRebuild(tracked).map(literalGlob), dotSources: true } : {};
}
