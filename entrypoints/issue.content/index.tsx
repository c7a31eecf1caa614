// The GitHub issue page's content script (README, "GitHub issues"). It runs on every page of the default
// deep-learning repositories (lib/site/githubIssuePages.ts), not only on issue pages: GitHub navigates softly, so a
// script started on a repository's issue list must be there when the reader opens an issue. It waits for the page's
// load and idle, then mounts ./IssuePageOverlay.tsx, which shows the panel only on an issue page. Repositories added
// in the options get the same script registered at runtime (entrypoints/background/).
import { render } from 'preact';
import { gitHubRepositoryMatches } from '../../lib/site/githubIssuePages';
import { StopOnError } from '../../components/StopOnError';
import { pageLoadedAndIdle } from '../../components/overlay/pageLoadedAndIdle';
import { IssuePageOverlay } from './IssuePageOverlay';

export default defineContentScript({
  matches: gitHubRepositoryMatches(),
  runAt: 'document_idle',
  async main(ctx) {
    await pageLoadedAndIdle(ctx);
    if (!ctx.isValid) return;
    const root = document.createElement('div');
    render(
      <StopOnError warning="ReproLens stopped on this page:">
        <IssuePageOverlay ctx={ctx} />
      </StopOnError>,
      root,
    );
    ctx.onInvalidated(() => render(null, root));
  },
});
