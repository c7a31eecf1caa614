// The repositories a user adds in the options ("a user can add any repository (optional host permission,
// requested when added)"): what the options field accepts, which permission each one asks for, which match patterns
// the background registers the issue content script for, and when that registration must change. Pure: the options
// page (entrypoints/options/) and the background (entrypoints/background/addedRepositoryScripts.ts) make the browser calls.
import { MAX_ADDED_REPOSITORIES, readSettings } from '../settings';
import { DEFAULT_DL_REPOSITORIES, gitHubRepositoryMatches, gitHubRepositoryPath } from './githubIssuePages';

/** The id of the one runtime registration (MV3 `scripting.registerContentScripts`) covering every added repository. */
export const ADDED_REPOSITORIES_SCRIPT_ID = 'reprolens-added-repositories';

/** What the registration injects: the issue page content script as WXT builds it (entrypoints/issue.content/). */
export const ISSUE_SCRIPT_FILES: readonly string[] = ['content-scripts/issue.js'];

/**
 * The optional host permission in the manifest (wxt.config.ts) that every added repository's origin falls under.
 * Chrome keeps host permissions per host: asked for `https://github.com/a/b/*`, it grants and stores
 * `https://github.com/*` (measured in Chromium 156: `permissions.getAll()` after the grant).
 */
export const GITHUB_OPTIONAL_ORIGIN = 'https://github.com/*';

/** The origin the options page asks for when a repository is added (the prompt names github.com). */
export function repositoryOrigin(repository: string): string {
  return `https://github.com/${repository}/*`;
}

const DEFAULTS_LOWER = new Set(DEFAULT_DL_REPOSITORIES.map((name) => name.toLowerCase()));

export function isDefaultRepository(repository: string): boolean {
  return DEFAULTS_LOWER.has(repository.toLowerCase());
}

/** GitHub owner and repository names are case-insensitive. */
export function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export type AddProblem = 'empty' | 'invalid' | 'default' | 'duplicate' | 'full';

export type AddCheck = { ok: true; repository: string } | { ok: false; problem: AddProblem; message: string };

/**
 * Whether what the user typed can be added to `added`: the `owner/repo` name spelled as typed (a pasted URL carries
 * GitHub's own spelling), or why not, in words for the field. Defaults and duplicates are compared ignoring case.
 */
export function checkRepositoryToAdd(typed: string, added: readonly string[]): AddCheck {
  if (typed.trim() === '') return refuse('empty', 'Type a repository as owner/repo, or paste its github.com address.');
  const repository = gitHubRepositoryPath(typed);
  if (repository === null)
    return refuse('invalid', `“${typed.trim()}” is not a GitHub repository. Type it as owner/repo, or paste its github.com address.`);
  if (isDefaultRepository(repository))
    return refuse('default', `${repository} is one of the default repositories: its issue pages already get the panel.`);
  const existing = added.find((name) => sameRepository(name, repository));
  if (existing !== undefined) return refuse('duplicate', `${existing} is already in your list.`);
  if (added.length >= MAX_ADDED_REPOSITORIES)
    return refuse('full', `You can add up to ${MAX_ADDED_REPOSITORIES} repositories; remove one first.`);
  return { ok: true, repository };
}

function refuse(problem: AddProblem, message: string): AddCheck {
  return { ok: false, problem, message };
}

/**
 * The origins to give back when `removed` leaves the list. None while other added repositories remain: the browser
 * holds github.com as one host permission (see GITHUB_OPTIONAL_ORIGIN), so removing one repository's origin would
 * take the others' access away too. The last one gives back its own origin and the host-wide one.
 */
export function originsToRelease(removed: string, remaining: readonly string[]): string[] {
  return remaining.length > 0 ? [] : [repositoryOrigin(removed), GITHUB_OPTIONAL_ORIGIN];
}

/**
 * The repositories the runtime registration covers: added ones the browser holds a permission for (`granted` holds
 * their names in lower case), never a default one (the manifest's content script already runs there, and two would
 * show two panels), each once, as spelled in the list.
 */
export function repositoriesToRegister(added: readonly string[], granted: ReadonlySet<string>): string[] {
  const kept = new Map<string, string>();
  for (const name of added) {
    const key = name.toLowerCase();
    if (!isDefaultRepository(name) && granted.has(key) && !kept.has(key)) kept.set(key, name);
  }
  return [...kept.values()];
}

/**
 * The registration's match patterns: the repository-wide patterns the manifest script has for the defaults (GitHub
 * navigates softly from a repository's other pages to its issues), for each repository as spelled and in lower case. Match patterns are case-sensitive in the path (measured in Chromium 156:
 * `…/nvidia/apex/issues/*` does not run on `/NVIDIA/apex/issues/1`) while GitHub is not: its own links use the
 * repository's spelling, which a pasted URL carries, and the lower-case form covers typed links.
 */
export function addedIssueMatches(repositories: readonly string[]): string[] {
  const spellings = repositories.flatMap((name) => [name, name.toLowerCase()]);
  return gitHubRepositoryMatches([...new Set(spellings)]);
}

/** Whether two pattern lists match the same pages (order and repeats do not matter). */
export function samePatterns(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((pattern) => right.has(pattern));
}

/** Whether a `storage.onChanged` change of the settings value changed the added repositories. */
export function addedRepositoriesChanged(oldValue: unknown, newValue: unknown): boolean {
  return !samePatterns(readSettings(oldValue).gitHubRepositories, readSettings(newValue).gitHubRepositories);
}

/** The browser side of the registration, one implementation per browser (entrypoints/background/addedRepositoryScripts.ts). */
export interface RepositoryRegistrar {
  /** The patterns registered now, [] when nothing is. */
  current(): Promise<string[]>;
  /** Replaces the registration with one for `matches`; [] removes it. */
  replace(matches: string[]): Promise<void>;
}

export interface SyncDeps {
  /** The stored added repositories (settings.gitHubRepositories). */
  loadAdded(): Promise<string[]>;
  /** Whether the browser holds the origin (`permissions.contains`). */
  holds(origin: string): Promise<boolean>;
  registrar: RepositoryRegistrar;
}

export interface SyncResult {
  /** Whether the registration was replaced. */
  changed: boolean;
  matches: string[];
}

/**
 * Brings the registration in line with the stored list and the granted permissions: registers, changes or removes it
 * only when the patterns differ (a service worker runs this on every start).
 */
export async function syncAddedRepositories(deps: SyncDeps): Promise<SyncResult> {
  const added = await deps.loadAdded();
  const checks = await Promise.all(added.map(async (name) => [name, await deps.holds(repositoryOrigin(name))] as const));
  const granted = new Set(checks.filter(([, held]) => held).map(([name]) => name.toLowerCase()));
  const matches = addedIssueMatches(repositoriesToRegister(added, granted));
  if (samePatterns(await deps.registrar.current(), matches)) return { changed: false, matches };
  await deps.registrar.replace(matches);
  return { changed: true, matches };
}
