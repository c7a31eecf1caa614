// The popup's "Check this page" result: a tab no site reader knows (or one it could not read), read
// through Readability and judged like a question page. Three plain outcomes besides the report: the browser refused
// (a browser page, the store, a PDF), the page has nothing question-like (the reader's reason, never a score), or the
// report — with what was read, so a reader sees which text was judged. Page text is rendered as text only.
import { codeBlocksOf, type PageCheck } from '../lib/messages/pageCheck';
import type { Question } from '../lib/question';
import type { ItemId } from '../lib/checklist';
import { SummaryChevron, TabVerdict } from './PopupView';

export interface PageCheckViewProps {
  check: PageCheck;
  hiddenItems?: ReadonlySet<ItemId>;
  copyText?: (text: string) => Promise<void>;
}

export function PageCheckView({ check, hiddenItems, copyText }: PageCheckViewProps) {
  if (check.kind === 'idle') return null;
  return (
    <section
      class="rl-page-check"
      aria-live="polite"
      aria-label="This page, read with Readability"
      data-reprolens="page-check"
      data-state={check.kind === 'judged' ? check.verdict.state : check.kind}
    >
      {check.kind === 'reading' && <p class="rl-muted">Reading this page…</p>}
      {check.kind === 'refused' && (
        <p role="alert" data-reprolens="page-check-refused">
          {check.why}
        </p>
      )}
      {check.kind === 'none' && (
        <p class="rl-muted" data-reprolens="page-check-none">
          No question found on this page: {check.reason}.
        </p>
      )}
      {check.kind === 'judged' && (
        <>
          <p class="rl-muted rl-popup-small">Read with Readability: the page's main content, as one question.</p>
          <TabVerdict
            status={{ url: check.url, verdict: check.verdict, panelShown: false, offersSkeleton: false }}
            hiddenItems={hiddenItems}
            copyText={copyText}
            actions={null}
          />
          <WhatWasRead question={check.question} />
        </>
      )}
    </section>
  );
}

/** The question as read, its title and code blocks in page order: Readability may pick the wrong part of a page. */
function WhatWasRead({ question }: { question: Question }) {
  const code = codeBlocksOf(question);
  const prose = question.blocks.filter((block) => block.kind === 'prose' || block.kind === 'quote').length;
  return (
    <details class="rl-popup-more" data-reprolens="page-check-read">
      <summary>
        <SummaryChevron />
        What ReproLens read
      </summary>
      {question.title && <p data-reprolens="read-title">{question.title}</p>}
      <p class="rl-muted rl-popup-small" data-reprolens="read-counts" data-code={code.length} data-prose={prose}>
        {prose} text {prose === 1 ? 'block' : 'blocks'}, {code.length} code {code.length === 1 ? 'block' : 'blocks'}
        {question.site ? ` from ${question.site}` : ''}
      </p>
      {code.map((text, i) => (
        <pre key={i} class="rl-read-code" data-reprolens="read-code">
          <code>{text}</code>
        </pre>
      ))}
    </details>
  );
}
