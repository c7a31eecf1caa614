// Where the repository is and which engine build a generated document describes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding the repository's package.json: tools/<area>/*.ts sit two levels below it, their bundles dist/*.mjs one. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** "reprolens 0.1.0, commit 00bc367 (with uncommitted changes)". */
export function engineVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  const commit = git(root, ['rev-parse', '--short', 'HEAD']);
  if (!commit) return `reprolens ${version} (no git commit available)`;
  const dirty = git(root, ['status', '--porcelain', '--', 'lib']) ? ' (with uncommitted changes in lib/)' : '';
  return `reprolens ${version}, commit ${commit}${dirty}`;
}

/** "06aeb95": the last commit that changed the engine (lib/), " (with uncommitted changes in lib/)" when it has some. */
export function engineCommit(root: string): string {
  const commit = git(root, ['log', '-1', '--format=%h', '--', 'lib']);
  if (!commit) return 'no git commit available';
  return git(root, ['status', '--porcelain', '--', 'lib']) ? `${commit} (with uncommitted changes in lib/)` : commit;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Reads `--name value` flags; anything else is an error the caller reports. */
export function readFlags(argv: readonly string[], known: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, '');
    if (!argv[i].startsWith('--') || !known.includes(name) || argv[i + 1] === undefined)
      throw new Error(`unknown or incomplete option "${argv[i]}"; known: ${known.map((k) => `--${k} <path>`).join(', ')}`);
    flags[name] = argv[i + 1];
    i += 1;
  }
  return flags;
}
