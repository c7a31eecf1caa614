// The writing coach's content script on the Ask, edit and Staging Ground pages: mounts the coach
// (./WritingCoach.tsx), which reads the draft as the user types, has the background judge it, and shows what to add.
import { render } from 'preact';
import { StopOnError } from '../../components/StopOnError';
import { DRAFT_PAGE_MATCHES, isDraftPage } from '../../lib/site/pageKinds';
import { WritingCoach } from './WritingCoach';

export default defineContentScript({
  matches: DRAFT_PAGE_MATCHES,
  runAt: 'document_idle',
  main(ctx) {
    if (!isDraftPage(location.href)) return;
    // The component's state lives in this detached root; the coach itself goes into a shadow root on the page.
    const root = document.createElement('div');
    render(
      <StopOnError warning="ReproLens coach stopped on this page:">
        <WritingCoach />
      </StopOnError>,
      root,
    );
    ctx.onInvalidated(() => render(null, root));
  },
});
