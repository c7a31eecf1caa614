// The question page's content script: once the page has loaded and is idle, mounts the overlay
// (components/overlay/QuestionOverlay.tsx) with Stack Overflow's page adapter (./stackOverflowAdapter.ts),
// which reads and judges the question, shows the panel beside it, tells the background the verdict for the toolbar
// badge, and answers the popup. All work is local; the page's own DOM is only read, except on a "Put in comment box"
// click, which opens and fills the question's comment box (./pageCommentBox.ts).
import { render } from 'preact';
import { isQuestionPage, QUESTION_PAGE_EXCLUDES, QUESTION_PAGE_MATCHES } from '../../lib/site/pageKinds';
import { StopOnError } from '../../components/StopOnError';
import { pageLoadedAndIdle } from '../../components/overlay/pageLoadedAndIdle';
import { QuestionOverlay } from '../../components/overlay/QuestionOverlay';
import { stackOverflowAdapter } from './stackOverflowAdapter';

export default defineContentScript({
  matches: QUESTION_PAGE_MATCHES,
  excludeMatches: QUESTION_PAGE_EXCLUDES,
  runAt: 'document_idle',
  async main(ctx) {
    if (!isQuestionPage(location.href)) return; // match patterns are coarse (wxt-toolchain.md §4)
    await pageLoadedAndIdle(ctx);
    if (!ctx.isValid) return;
    // The component's state lives in this detached root; the panel itself goes into a shadow root on the page.
    const root = document.createElement('div');
    render(
      <StopOnError warning="ReproLens stopped on this page:">
        <QuestionOverlay ctx={ctx} adapter={stackOverflowAdapter} />
      </StopOnError>,
      root,
    );
    ctx.onInvalidated(() => render(null, root));
  },
});
