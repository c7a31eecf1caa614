// The GitHub issue page's overlay (README, "GitHub issues"): the shared question overlay with GitHub's page adapter, for as
// long as the tab shows an issue of the repositories ReproLens reads — the defaults and the ones added in the
// options. The script stays on the repository's other pages (GitHub navigates softly) and shows nothing there;
// leaving an issue removes the panel and clears the toolbar badge.
import { useLayoutEffect } from 'preact/hooks';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { DEFAULT_DL_REPOSITORIES, isIssueOfRepositories } from '../../lib/site/githubIssuePages';
import { ask } from '../../components/ask';
import { useSettings } from '../../components/hooks/useSettings';
import { QuestionOverlay } from '../../components/overlay/QuestionOverlay';
import { gitHubIssueAdapter } from './gitHubIssueAdapter';
import { useSoftNavigation } from './useSoftNavigation';

export function IssuePageOverlay({ ctx }: { ctx: ContentScriptContext }) {
  const { settings } = useSettings();
  const page = useSoftNavigation(ctx);
  const repositories = [...DEFAULT_DL_REPOSITORIES, ...(settings?.gitHubRepositories ?? [])];
  const onIssue = settings !== null && isIssueOfRepositories(page.url, repositories);
  useLayoutEffect(() => {
    if (page.visit > 0 && !onIssue) void ask('reprolens:left-page', {});
  }, [page.visit, onIssue]);
  if (!onIssue || !page.settled) return null;
  return <QuestionOverlay key={page.visit} ctx={ctx} adapter={gitHubIssueAdapter} />;
}
