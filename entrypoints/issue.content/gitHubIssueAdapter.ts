// The overlay's GitHub issue page adapter (the shared overlay is components/overlay/QuestionOverlay.tsx, the shape
// components/overlay/pageAdapter.ts): the page reader, what the verdict depends on, the sidebar-column
// placement, Primer's look and theme, and a triage comment in the repository's template words.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { composeGitHubIssueComment } from '../../lib/comment/gitHubIssueComment';
import type { PageRead } from '../../lib/messages/pageVerdict';
import { readGitHubIssuePageText } from '../../lib/readers/githubIssuePageText';
import { githubIssueSelectors as sel } from '../../lib/site/githubIssueSelectors';
import { queryAllFirst, queryFirst } from '../../lib/site/selectors';
import { gitHubTheme } from '../../components/pageTheme';
import githubCss from '../../components/githubLook.css?inline';
import type { PageAdapter } from '../../components/overlay/pageAdapter';
import { verdictInputsSignature } from '../../components/overlay/pageSignature';
import { fillIssueCommentBox } from './gitHubPageCommentBox';
import { placeGitHubFrame } from './gitHubPlacement';

export const gitHubIssueAdapter: PageAdapter = {
  name: 'github',
  read: readIssue,
  signature: issueSignature,
  placeFrame: placeGitHubFrame,
  readabilityFallback: false,
  followedColumn: (doc) => queryFirst(doc, sel.issueColumn),
  // Docked in the corner of the sidebar's column: it takes no room in the page.
  slotParent: () => null,
  watchedRoot: (doc) => queryFirst(doc, sel.issueColumn),
  evidenceTargets: (doc) => ({ body: queryFirst(doc, sel.body), title: queryFirst(doc, sel.title) }),
  theme: (doc) => gitHubTheme(doc),
  css: githubCss,
  composeDetailsComment: composeGitHubIssueComment,
  fillPageCommentBox: (_ctx: ContentScriptContext, comment: string) => fillIssueCommentBox(comment),
};

function readIssue(doc: Document, url: string): PageRead {
  try {
    return { ok: 'text', gitHubIssue: readGitHubIssuePageText(doc, url) };
  } catch (error) {
    // The DOM is GitHub's, not ours: whatever it does, the extension must not break (and never guesses a score).
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Title, labels, the body's text and its image count: equal after a DOM change, the issue itself did not change. */
export function issueSignature(doc: Document): string {
  return verdictInputsSignature(queryFirst(doc, sel.title), queryAllFirst(doc, sel.labels), queryFirst(doc, sel.body));
}
