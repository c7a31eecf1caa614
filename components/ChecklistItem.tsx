// One checklist item, rendered: its status, its reason, its evidence quoted as code (line breaks kept, each excerpt
// once — issue 13 point 4), and — when missing or partial — the suggestion with a copyable snippet and the study's
// figure behind a "Why?" disclosure. Question text is untrusted: it is only ever rendered as text nodes.
import { useState } from 'preact/hooks';
import type { Evidence } from '../lib/question';
import type { ItemId, ItemStatus, Report, Suggestion } from '../lib/report';
import { InlineMarkdown } from './InlineMarkdown';
import { StacksIcon, type StacksIconName } from './StacksIcon';
import { useCopy } from './useCopy';

const STATUS_ICON: Record<ItemStatus, StacksIconName> = { present: 'check', partial: 'alert', absent: 'crossCircle', na: 'help' };

/** Evidence shown per item: enough to find it, not a wall of quotes. */
const MAX_EVIDENCE = 2;
/** A quote shows at most this many lines and characters of its excerpt (the post has the rest). */
const QUOTE_LINES = 3;
const QUOTE_CHARS = 160;

export interface ItemRowProps {
  id: ItemId;
  title: string;
  /** The status in words (ChecklistReport's STATUS_LABEL). */
  statusLabel: string;
  report: Report;
  suggestion: Suggestion | undefined;
  /** Folded away with the present items (issue 13 point 4): kept in the DOM, not shown. */
  folded?: boolean;
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  copyText?: (text: string) => Promise<void>;
  onInsert?: (suggestion: Suggestion) => void;
}

export function ChecklistItemRow({ id, title, statusLabel, report, suggestion, folded, onShowEvidence, copyText, onInsert }: ItemRowProps) {
  const judged = report.items[id];
  const evidence = distinctEvidence(judged.evidence).slice(0, MAX_EVIDENCE);
  return (
    // tabIndex -1: the coach can move focus to an item ("Add it") without putting every item in the tab order.
    <li class={`rl-item rl-${judged.status}`} data-reprolens={`item-${id}`} data-status={judged.status} tabIndex={-1} hidden={folded}>
      <div class="rl-item-head">
        <StacksIcon name={STATUS_ICON[judged.status]} class="rl-symbol" />
        <span class="rl-item-title">{title}</span> <span class="rl-status">{statusLabel}</span>
      </div>
      <div class="rl-reason">
        <InlineMarkdown text={judged.reason} />
      </div>
      {evidence.length > 0 && onShowEvidence && (
        <ul class="rl-evidence" aria-label={`Evidence for ${title}`}>
          {evidence.map((e) => (
            <li key={`${e.block}:${e.start}`}>
              <button
                type="button"
                class="rl-quote"
                data-reprolens={`evidence-${id}`}
                title="Scroll to it in the post"
                onClick={() => onShowEvidence(id, e)}
              >
                {e.note && <span class="rl-quote-note">{e.note}</span>}
                <code class="rl-quote-code">{quoteText(e.excerpt)}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestion && <SuggestionBlock suggestion={suggestion} copyText={copyText} onInsert={onInsert} />}
    </li>
  );
}

function SuggestionBlock({
  suggestion,
  copyText,
  onInsert,
}: {
  suggestion: Suggestion;
  copyText?: (text: string) => Promise<void>;
  onInsert?: (suggestion: Suggestion) => void;
}) {
  const [copied, copy] = useCopy(suggestion.snippet, copyText);
  const [whyOpen, setWhyOpen] = useState(false);
  const whyId = `rl-why-${suggestion.item}`;
  return (
    <div class="rl-suggestion" data-reprolens={`suggestion-${suggestion.item}`}>
      <p class="rl-suggestion-text">
        <InlineMarkdown text={suggestion.text} />{' '}
        <button
          type="button"
          class="rl-why-toggle"
          data-reprolens={`why-${suggestion.item}`}
          aria-expanded={whyOpen ? 'true' : 'false'}
          aria-controls={whyId}
          onClick={() => setWhyOpen(!whyOpen)}
        >
          why?
        </button>
      </p>
      <p class="rl-why" id={whyId} hidden={!whyOpen}>
        <InlineMarkdown text={suggestion.why} />
      </p>
      {suggestion.snippet && (
        <div class="rl-snippet-box">
          <pre class="rl-snippet">{suggestion.snippet}</pre>
          <button type="button" class="s-btn s-btn__xs rl-btn" data-reprolens={`copy-${suggestion.item}`} onClick={copy}>
            {copied === 'copied' ? 'Copied' : 'Copy snippet'}
          </button>
          {onInsert && (
            <>
              {' '}
              <button
                type="button"
                class="s-btn s-btn__xs rl-btn"
                data-reprolens={`insert-${suggestion.item}`}
                title="Put the snippet into your question where the cursor is (one undo takes it out)"
                onClick={() => onInsert(suggestion)}
              >
                Insert into question
              </button>
            </>
          )}
          <span class="rl-copy-status" role="status">
            {copied === 'failed' ? 'Could not copy: select the snippet and copy it by hand.' : ''}
          </span>
        </div>
      )}
    </div>
  );
}

/** Each excerpt once: a train and a test line cut alike, or one line found by two rules, is one quote. */
export function distinctEvidence(evidence: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence.filter((e) => {
    const key = e.excerpt.replace(/\s+/g, ' ').trim();
    if (e.end <= e.start || !key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The excerpt as quoted code: its own line breaks kept, cut to a few lines. */
export function quoteText(excerpt: string): string {
  const lines = excerpt.replace(/\r\n?/g, '\n').trim().split('\n');
  let text = lines.slice(0, QUOTE_LINES).join('\n');
  if (text.length > QUOTE_CHARS) text = `${text.slice(0, QUOTE_CHARS - 1)}…`;
  else if (lines.length > QUOTE_LINES) text += '\n…';
  return text;
}
