// Reads a GitHub issue page (a live Document in the extension, linkedom's in Node) into the one Question model, by
// the same steps as the API record reader (githubIssueApi.ts): the page's text (./githubIssuePageText.ts: the
// rendered body turned back into markdown), the TF template's own words taken out (githubIssueTemplate.ts), and the
// markdown reader makes the blocks; labels go where tags go.

import type { Question } from '../question';
import { withoutTemplateText } from './githubIssueTemplate';
import { type GitHubIssuePageText, readGitHubIssuePageText } from './githubIssuePageText';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';
import { repositoryTopicTags } from '../site/githubIssuePages';

export { gitHubIssueMarkup, type GitHubIssueMarkup, type GitHubIssuePageText } from './githubIssuePageText';

/** Reads the issue `url` shows from `doc`; throws ReaderError when it is not an issue page or nothing is found. */
export function readGitHubIssuePage(doc: Document, url?: string): Question {
  return gitHubIssueQuestion(readGitHubIssuePageText(doc, url));
}

/** The page's issue as a Question: the TF template's own words taken out, then the markdown reader. */
export function gitHubIssueQuestion(page: GitHubIssuePageText): Question {
  const question = readStackOverflowMarkdown(withoutTemplateText(page.markdown), {
    site: 'github',
    id: page.number,
    title: page.title,
    tags: [...page.labels, ...repositoryTopicTags(page.url)],
    source: 'page',
  });
  return { ...question, url: page.url };
}
