// The pure parts of the repositories a user adds in the options: what the field accepts, which origin each
// asks for and gives back, which patterns the background registers, and when that registration changes.
import { describe, expect, it } from 'vitest';
import {
  addedIssueMatches,
  addedRepositoriesChanged,
  checkRepositoryToAdd,
  GITHUB_OPTIONAL_ORIGIN,
  isDefaultRepository,
  originsToRelease,
  type RepositoryRegistrar,
  repositoriesToRegister,
  repositoryOrigin,
  samePatterns,
  syncAddedRepositories,
} from '../../lib/site/addedRepositories';
import { DEFAULT_DL_REPOSITORIES, gitHubIssueRef } from '../../lib/site/githubIssuePages';
import { MAX_ADDED_REPOSITORIES } from '../../lib/settings';

describe('checkRepositoryToAdd', () => {
  it('takes owner/repo or a github.com address, spelled as typed or pasted', () => {
    expect(checkRepositoryToAdd('microsoft/DeepSpeed', [])).toEqual({ ok: true, repository: 'microsoft/DeepSpeed' });
    expect(checkRepositoryToAdd('  https://github.com/NVIDIA/apex/issues/1770  ', [])).toEqual({
      ok: true,
      repository: 'NVIDIA/apex',
    });
    expect(checkRepositoryToAdd('https://github.com/Lightning-AI/pytorch-lightning.git', [])).toEqual({
      ok: true,
      repository: 'Lightning-AI/pytorch-lightning',
    });
  });

  it('says why not: empty, not a repository, a default one, already added, list full', () => {
    const problem = (typed: string, added: string[] = []) => {
      const check = checkRepositoryToAdd(typed, added);
      return check.ok ? null : check.problem;
    };
    expect(problem('   ')).toBe('empty');
    expect(problem('deepspeed')).toBe('invalid');
    expect(problem('https://gitlab.com/a/b')).toBe('invalid');
    expect(problem('a/b/c')).toBe('invalid');
    expect(problem('owner/..')).toBe('invalid');
    expect(problem('PyTorch/PyTorch')).toBe('default');
    expect(problem('https://github.com/jax-ml/jax')).toBe('default');
    expect(problem('NVIDIA/apex', ['nvidia/apex'])).toBe('duplicate');
    const full = Array.from({ length: MAX_ADDED_REPOSITORIES }, (_, i) => `owner/repo${i}`);
    expect(problem('nvidia/apex', full)).toBe('full');
  });

  it('puts the name in its message as text, and the typed text only quoted', () => {
    const check = checkRepositoryToAdd('<img src=x>', []);
    expect(check).toMatchObject({ ok: false, problem: 'invalid' });
    if (!check.ok) expect(check.message).toContain('“<img src=x>”');
    const dup = checkRepositoryToAdd('nvidia/apex', ['NVIDIA/apex']);
    if (!dup.ok) expect(dup.message).toBe('NVIDIA/apex is already in your list.'); // the list's own spelling
  });
});

describe('origins', () => {
  it('asks for the repository’s own path on github.com, under the manifest’s optional origin', () => {
    expect(repositoryOrigin('nvidia/apex')).toBe('https://github.com/nvidia/apex/*');
    expect(repositoryOrigin('nvidia/apex').startsWith(GITHUB_OPTIONAL_ORIGIN.slice(0, -1))).toBe(true);
  });

  it('gives github.com back only with the last added repository (the browser holds it per host)', () => {
    expect(originsToRelease('nvidia/apex', ['microsoft/deepspeed'])).toEqual([]);
    expect(originsToRelease('nvidia/apex', [])).toEqual(['https://github.com/nvidia/apex/*', 'https://github.com/*']);
  });
});

describe('what the background registers', () => {
  it('only added repositories that hold their permission, never a default one, each once, as spelled', () => {
    const added = ['NVIDIA/apex', 'microsoft/deepspeed', 'PyTorch/pytorch', 'nvidia/apex'];
    const granted = new Set(['nvidia/apex', 'pytorch/pytorch']);
    expect(repositoriesToRegister(added, granted)).toEqual(['NVIDIA/apex']);
    expect(repositoriesToRegister([], granted)).toEqual([]);
    for (const name of DEFAULT_DL_REPOSITORIES) expect(isDefaultRepository(name.toUpperCase())).toBe(true);
  });

  it('issue-page patterns like the manifest script’s, as spelled and in lower case (patterns are case-sensitive)', () => {
    expect(addedIssueMatches(['NVIDIA/apex', 'openai/whisper'])).toEqual([
      'https://github.com/NVIDIA/apex/*',
      'https://github.com/nvidia/apex/*',
      'https://github.com/openai/whisper/*',
    ]);
    // What the pattern admits is an issue page of the repository (the script still checks the page kind).
    expect(gitHubIssueRef('https://github.com/nvidia/apex/issues/1770')).toEqual({ owner: 'nvidia', repo: 'apex', number: 1770 });
  });

  it('compares pattern lists as sets, and stored values by their repositories only', () => {
    expect(samePatterns(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(samePatterns(['a'], ['a', 'b'])).toBe(false);
    expect(samePatterns([], [])).toBe(true);
    expect(addedRepositoriesChanged({ gitHubRepositories: ['a/b'] }, { gitHubRepositories: ['a/b'], hideQuiet: true })).toBe(false);
    expect(addedRepositoriesChanged(undefined, { gitHubRepositories: ['a/b'] })).toBe(true);
    expect(addedRepositoriesChanged({ gitHubRepositories: ['a/b', 'c/d'] }, { gitHubRepositories: ['c/d'] })).toBe(true);
    // Garbage reads as no repositories (lib/settings.ts readSettings).
    expect(addedRepositoriesChanged({ gitHubRepositories: 'a/b' }, undefined)).toBe(false);
  });
});

describe('syncAddedRepositories', () => {
  const fakeRegistrar = (initial: string[] = []) => {
    const calls: string[][] = [];
    let now = initial;
    const registrar: RepositoryRegistrar = {
      current: async () => now,
      replace: async (matches) => {
        calls.push(matches);
        now = matches;
      },
    };
    return { registrar, calls };
  };
  const holding =
    (...origins: string[]) =>
    async (origin: string) =>
      origins.includes(origin);

  it('registers the granted added repositories, and leaves an unchanged registration alone', async () => {
    const { registrar, calls } = fakeRegistrar();
    const deps = {
      loadAdded: async () => ['nvidia/apex', 'microsoft/deepspeed'],
      holds: holding(repositoryOrigin('nvidia/apex')),
      registrar,
    };
    expect(await syncAddedRepositories(deps)).toEqual({ changed: true, matches: ['https://github.com/nvidia/apex/*'] });
    expect(await syncAddedRepositories(deps)).toEqual({ changed: false, matches: ['https://github.com/nvidia/apex/*'] });
    expect(calls).toEqual([['https://github.com/nvidia/apex/*']]);
  });

  it('removes the registration when nothing is left or the permission was taken back', async () => {
    const { registrar, calls } = fakeRegistrar(['https://github.com/nvidia/apex/*']);
    await syncAddedRepositories({ loadAdded: async () => ['nvidia/apex'], holds: holding(), registrar });
    expect(calls).toEqual([[]]);
  });
});
