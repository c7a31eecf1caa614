// Which URLs are GitHub issue pages, in the style of ./pageKinds.ts and refined-github/github-url-detection:
// the detector is followed by URLs it must match and URLs it must not (tests/site/githubIssuePages.test.ts checks
// both). Plus the deep-learning repositories the issue page reader runs on by default (the options add more).
//
// A pure function on a string: never throws. Only https github.com, no port or credentials: GitHub Enterprise hosts
// serve the same markup, but a content script cannot know them in advance (a user adds them in the options).
import { plainHttpsUrl } from './plainHttpsUrl';

/** The default set of deep-learning repositories, `owner/repo` as GitHub spells them. */
export const DEFAULT_DL_REPOSITORIES: readonly string[] = [
  'tensorflow/tensorflow',
  'keras-team/keras',
  'pytorch/pytorch',
  'pytorch/vision',
  'huggingface/transformers',
  'jax-ml/jax',
];

// The study's GitHub bugs come from these frameworks' own trackers: an issue filed there is about that framework, as a
// Stack Overflow question tagged with it is (the framework and deep-learning gates read tags, lib/classify/).
const REPOSITORY_TOPIC_TAGS: Readonly<Record<string, string>> = {
  'tensorflow/tensorflow': 'tensorflow',
  'keras-team/keras': 'keras',
  'pytorch/pytorch': 'pytorch',
  'pytorch/vision': 'torchvision',
  'huggingface/transformers': 'huggingface-transformers',
  'jax-ml/jax': 'jax',
};

/** The framework tag an issue of a default repository carries (none for other repositories). */
export function repositoryTopicTags(url: string): string[] {
  const ref = gitHubIssueRef(url);
  const tag = ref ? REPOSITORY_TOPIC_TAGS[`${ref.owner}/${ref.repo}`.toLowerCase()] : undefined;
  return tag ? [tag] : [];
}

// `/{owner}/{repo}/issues/{number}` and an optional slash. Owners are letters, digits and inner hyphens (≤ 39);
// repositories add `.` and `_`. A query (`?notification_referrer_id=…`, `?q=…` from a list) and a fragment
// (`#issuecomment-…`, `#event-…`) still show the issue, so both are allowed (unlike the API record check, which
// wants the bare html_url). `/issues/new`, `/issues/5/…` sub-pages and lists are not issues.
const ISSUE_PAGE_PATH = /^\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})\/issues\/([1-9]\d{0,9})\/?$/;

export interface GitHubIssueRef {
  owner: string;
  repo: string;
  number: number;
}

/** The issue a URL shows (owner, repository, number), or null when it is not a github.com issue page. */
export function gitHubIssueRef(url: string): GitHubIssueRef | null {
  const parsed = plainHttpsUrl(url);
  if (parsed === null || (parsed.hostname !== 'github.com' && parsed.hostname !== 'www.github.com')) return null;
  const match = ISSUE_PAGE_PATH.exec(parsed.pathname);
  if (!match) return null;
  return { owner: match[1], repo: match[2], number: Number(match[3]) };
}

export function isGitHubIssuePage(url: string): boolean {
  return gitHubIssueRef(url) !== null;
}

const REPOSITORY_NAME = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/**
 * `owner/repo` spelled as in what a user typed in the options — the name itself, or a github.com URL of the
 * repository or of one of its pages — or null when it names no repository (`.` and `..` are not names). The spelling
 * matters for match patterns, which are case-sensitive (lib/site/addedRepositories.ts addedIssueMatches).
 */
export function gitHubRepositoryPath(typed: string): string | null {
  let text = typed.trim();
  const url = plainHttpsUrl(text);
  if (url) {
    if (url.hostname !== 'github.com' && url.hostname !== 'www.github.com') return null;
    text = url.pathname.split('/').slice(1, 3).join('/');
  }
  const match = REPOSITORY_NAME.exec(text.replace(/\.git$/, ''));
  if (!match || match[2] === '.' || match[2] === '..') return null;
  return `${match[1]}/${match[2]}`;
}

/** `owner/repo` in lower case (GitHub names are case-insensitive) from what a user typed, or null (gitHubRepositoryPath). */
export function gitHubRepositoryName(typed: string): string | null {
  return gitHubRepositoryPath(typed)?.toLowerCase() ?? null;
}

/** Whether the issue's repository is in `repositories` (GitHub names are case-insensitive). */
export function isIssueOfRepositories(url: string, repositories: readonly string[] = DEFAULT_DL_REPOSITORIES): boolean {
  const ref = gitHubIssueRef(url);
  if (!ref) return false;
  const name = `${ref.owner}/${ref.repo}`.toLowerCase();
  return repositories.some((repository) => repository.toLowerCase() === name);
}

// Real issues: the TF records of tests/fixtures/tf/tensorflow-silent-bugs.jsonl and the saved pages' own URLs.
export const gitHubIssuePageExamples: readonly string[] = [
  'https://github.com/tensorflow/tensorflow/issues/32476',
  'https://github.com/tensorflow/tensorflow/issues/32476/',
  'https://github.com/tensorflow/tensorflow/issues/32476#issuecomment-531000000',
  'https://github.com/tensorflow/tensorflow/issues/32476?notification_referrer_id=NT_abc',
  'https://github.com/kepano/defuddle/issues/56',
  'https://github.com/antlr/antlr4/issues/4848',
  'https://github.com/rollup/plugins/issues/1772',
  'https://github.com/OctoLinker/testrepo/issues/2',
  'https://github.com/pytorch/pytorch.github.io/issues/12',
  'https://www.github.com/keras-team/keras/issues/1',
];

export const notGitHubIssuePageExamples: readonly string[] = [
  'https://github.com/tensorflow/tensorflow/pull/32476',
  'https://github.com/tensorflow/tensorflow/pull/32476/files',
  'https://github.com/tensorflow/tensorflow/issues',
  'https://github.com/tensorflow/tensorflow/issues/',
  'https://github.com/tensorflow/tensorflow/issues?q=is%3Aopen+label%3Atype%3Abug',
  'https://github.com/tensorflow/tensorflow/issues/new',
  'https://github.com/tensorflow/tensorflow/issues/new/choose',
  'https://github.com/tensorflow/tensorflow/issues/32476/comments',
  'https://github.com/tensorflow/tensorflow/issues/0',
  'https://github.com/tensorflow/tensorflow/discussions/32476',
  'https://github.com/orgs/tensorflow/discussions/1',
  'https://github.com/issues',
  'https://gist.github.com/LukeBolly/0efeca3db275dee97c5f0fbf1f400b5a',
  'https://api.github.com/repos/tensorflow/tensorflow/issues/32476',
  'https://github.example.com/tensorflow/tensorflow/issues/32476',
  'https://github.com.evil.example/tensorflow/tensorflow/issues/32476',
  'http://github.com/tensorflow/tensorflow/issues/32476',
  'https://github.com:8443/tensorflow/tensorflow/issues/32476',
  'https://stackoverflow.com/questions/32476/title',
  'not a url',
];

/**
 * Manifest match patterns for every page of the repositories: GitHub navigates softly from a repository's other pages
 * to its issues, so the content script must already be there; it shows the panel only where isIssueOfRepositories.
 */
export function gitHubRepositoryMatches(repositories: readonly string[] = DEFAULT_DL_REPOSITORIES): string[] {
  return repositories.map((repository) => `https://github.com/${repository}/*`);
}
