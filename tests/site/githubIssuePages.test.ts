// The GitHub issue page detector (lib/site/githubIssuePages.ts), github-url-detection style: it matches every URL
// it must and none it must not; the default repositories and their match patterns.
import { describe, expect, it } from 'vitest';
import { MatchPattern } from 'wxt/utils/match-patterns';
import {
  DEFAULT_DL_REPOSITORIES,
  gitHubRepositoryMatches,
  gitHubIssuePageExamples,
  gitHubIssueRef,
  gitHubRepositoryName,
  isGitHubIssuePage,
  isIssueOfRepositories,
  notGitHubIssuePageExamples,
} from '../../lib/site/githubIssuePages';
import { pageKindOf } from '../../lib/site/pageKinds';

describe('isGitHubIssuePage', () => {
  it.each(gitHubIssuePageExamples)('matches %s', (url) => expect(isGitHubIssuePage(url)).toBe(true));
  it.each(notGitHubIssuePageExamples)('does not match %s', (url) => expect(isGitHubIssuePage(url)).toBe(false));
  it('is no Stack Overflow page kind, and no SO example is an issue page', () => {
    for (const url of gitHubIssuePageExamples) expect(pageKindOf(url)).toBeNull();
  });
  it('gives owner, repository and number, with a query or fragment too', () => {
    expect(gitHubIssueRef('https://github.com/pytorch/pytorch.github.io/issues/12?x=1#issuecomment-2')).toEqual({
      owner: 'pytorch',
      repo: 'pytorch.github.io',
      number: 12,
    });
  });
});

describe('default repositories', () => {
  it('are the six', () => {
    expect(DEFAULT_DL_REPOSITORIES).toEqual([
      'tensorflow/tensorflow',
      'keras-team/keras',
      'pytorch/pytorch',
      'pytorch/vision',
      'huggingface/transformers',
      'jax-ml/jax',
    ]);
  });
  it('take an issue of theirs (any case) and no other repository', () => {
    expect(isIssueOfRepositories('https://github.com/TensorFlow/tensorflow/issues/32476')).toBe(true);
    expect(isIssueOfRepositories('https://github.com/pytorch/vision/issues/1')).toBe(true);
    expect(isIssueOfRepositories('https://github.com/kepano/defuddle/issues/56')).toBe(false);
    expect(isIssueOfRepositories('https://github.com/tensorflow/tensorflow/pull/1')).toBe(false);
    expect(isIssueOfRepositories('https://github.com/kepano/defuddle/issues/56', ['kepano/defuddle'])).toBe(true);
  });
  it('give match patterns for every page of the repositories (soft navigation reaches issues from them; the script narrows with the detector)', () => {
    const patterns = gitHubRepositoryMatches().map((p) => new MatchPattern(p));
    const matched = (url: string) => patterns.some((p) => p.includes(url));
    expect(matched('https://github.com/tensorflow/tensorflow/issues/32476')).toBe(true);
    expect(matched('https://github.com/jax-ml/jax/issues/5')).toBe(true);
    expect(matched('https://github.com/pytorch/pytorch/pulls')).toBe(true);
    expect(matched('https://github.com/kepano/defuddle/issues/56')).toBe(false);
    expect(matched('https://github.com/tensorflow/tensorflow-addons/issues/1')).toBe(false);
  });
});

describe('gitHubRepositoryName (the options repository field)', () => {
  it.each([
    ['tensorflow/tensorflow', 'tensorflow/tensorflow'],
    ['  Lightning-AI/pytorch-lightning ', 'lightning-ai/pytorch-lightning'],
    ['https://github.com/huggingface/diffusers', 'huggingface/diffusers'],
    ['https://github.com/huggingface/diffusers/issues/123', 'huggingface/diffusers'],
    ['https://github.com/google/flax.git', 'google/flax'],
    ['openai/whisper.git', 'openai/whisper'],
  ])('%s → %s', (typed, name) => {
    expect(gitHubRepositoryName(typed)).toBe(name);
  });
  it.each(['', 'tensorflow', 'a/b/c', '-x/y', 'x/..', 'x/.', 'http://github.com/a/b', 'https://gitlab.com/a/b', 'a b/c', 'a/<script>'])(
    'rejects %j',
    (typed) => {
      expect(gitHubRepositoryName(typed)).toBeNull();
    },
  );
});
