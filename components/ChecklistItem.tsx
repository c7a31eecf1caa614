// One checklist item, rendered: its status, its reason, its evidence quoted as code (line breaks kept, each excerpt
// once, to read at a glance), and — when missing or partial — the suggestion with a copyable snippet and the
// study's figure behind a "Why?" disclosure. Question text is untrusted: it is only ever rendered as text nodes.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Evidence } from '../lib/question';
import type { ItemId, ItemStatus, Suggestion } from '../lib/checklist';
import { distinctEvidence } from '../lib/items/shared/evidence';
import type { Report } from '../lib/report';
import { InlineMarkdown } from './InlineMarkdown';
import { StacksIcon, type StacksIconName } from './StacksIcon';
import { useCopy } from './useCopy';

/** Stacks' button for an action (copy, show, insert) and for a disclosure (why?, a folded group): 12 px, never 11. */
export const ACTION_CLASS = 's-btn s-btn__outlined s-btn__sm rl-btn';
export const TOGGLE_CLASS = 's-btn s-btn__muted s-btn__sm rl-toggle';

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
  /** Folded away with the present items (missing first, at a glance): kept in the DOM, not shown. */
  folded?: boolean;
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  copyText?: (text: string) => Promise<void>;
  onInsert?: (suggestion: Suggestion) => void;
}

export function ChecklistItemRow({ id, title, statusLabel, report, suggestion, folded, onShowEvidence, copyText, onInsert }: ItemRowProps) {
  const judged = report.items[id];
  // An item with a suggestion quotes one piece: its reason and suggestion say the rest.
  const evidence = distinctEvidence(judged.evidence).slice(0, suggestion ? 1 : MAX_EVIDENCE);
  // A missing or partial item with a suggestion is one paragraph, "⊗ Data missing — Say what goes into the model…":
  // its head line and its reason only restated the suggestion, which names what is given and what is not; the
  // reason stays on hover, so the expanded panel fits a 1366×768 window.
  const merged = (judged.status === 'absent' || judged.status === 'partial') && suggestion !== undefined;
  const head = (
    <>
      <StacksIcon name={STATUS_ICON[judged.status]} class="rl-symbol" />
      <span class="rl-item-title">{title}</span> <span class="rl-status">{statusLabel}</span>
    </>
  );
  const evidenceList = evidence.length > 0 && onShowEvidence && (
    <ul class="rl-evidence" aria-label={`Evidence for ${title}`}>
      {evidence.map((e) => (
        <li key={`${e.block}:${e.start}`}>
          <button
            type="button"
            class="s-btn s-btn__unset rl-quote"
            data-reprolens={`evidence-${id}`}
            title="Scroll to it in the post"
            onClick={() => onShowEvidence(id, e)}
          >
            {e.note && <span class="rl-quote-note">{e.note}</span>}
            {/* "import missing: nn" already quotes its excerpt "nn": no second copy. */}
            {!noteQuotes(e) && (
              <>
                {' '}
                <code class={quoteText(e.excerpt).includes('\n') ? 'rl-quote-code rl-quote-lines' : 'rl-quote-code'}>
                  {quoteText(e.excerpt)}
                </code>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    // tabIndex -1: the coach can move focus to an item ("Add it") without putting every item in the tab order.
    <li class={`rl-item rl-${judged.status}`} data-reprolens={`item-${id}`} data-status={judged.status} tabIndex={-1} hidden={folded}>
      {!merged && (
        <div class="rl-item-head" title={judged.reason}>
          {head}
        </div>
      )}
      <div class="rl-reason" hidden={merged}>
        <InlineMarkdown text={judged.reason} />
      </div>
      {!merged && evidenceList}
      {suggestion && (
        <SuggestionBlock
          suggestion={suggestion}
          copyText={copyText}
          onInsert={onInsert}
          lead={
            merged ? (
              <span class="rl-lead" title={judged.reason}>
                {head}
                {' — '}
              </span>
            ) : undefined
          }
        />
      )}
      {/* A one-paragraph item quotes its evidence after the paragraph that names it. */}
      {merged && evidenceList}
    </li>
  );
}

function SuggestionBlock({
  suggestion,
  copyText,
  onInsert,
  lead,
}: {
  suggestion: Suggestion;
  /** The item's head, when the suggestion is the item's only paragraph. */
  lead?: ComponentChildren;
  copyText?: (text: string) => Promise<void>;
  onInsert?: (suggestion: Suggestion) => void;
}) {
  const [copied, copy] = useCopy(suggestion.snippet, copyText);
  const [whyOpen, setWhyOpen] = useState(false);
  // The snippet is shown on request: one open snippet per missing item would not fit a 1366×768 window;
  // copying it needs no look at it.
  const [snippetOpen, setSnippetOpen] = useState(false);
  const whyId = `rl-why-${suggestion.item}`;
  const snippetId = `rl-snippet-${suggestion.item}`;
  return (
    <div class={lead ? 'rl-suggestion rl-merged' : 'rl-suggestion'} data-reprolens={`suggestion-${suggestion.item}`}>
      {/* The actions follow the text on its last line: why?, the snippet shown or copied, the coach's insert. Stacks
          buttons at 12 px (the 2026 trial: 11 px link-like text); Snippet and Copy are one unit that never wraps apart. */}
      <p class="rl-suggestion-text">
        {lead}
        <InlineMarkdown text={suggestion.text} />{' '}
        <span class="rl-actions">
          <button
            type="button"
            class={TOGGLE_CLASS}
            data-reprolens={`why-${suggestion.item}`}
            aria-expanded={whyOpen ? 'true' : 'false'}
            aria-controls={whyId}
            onClick={() => setWhyOpen(!whyOpen)}
          >
            why?
          </button>
          {suggestion.snippet && (
            <>
              <span class="rl-action-pair">
                <button
                  type="button"
                  class={ACTION_CLASS}
                  data-reprolens={`show-snippet-${suggestion.item}`}
                  aria-expanded={snippetOpen ? 'true' : 'false'}
                  aria-controls={snippetId}
                  onClick={() => setSnippetOpen(!snippetOpen)}
                >
                  {snippetOpen ? 'Hide snippet' : `Snippet (${lineCount(suggestion.snippet)})`}
                </button>
                <button type="button" class={ACTION_CLASS} data-reprolens={`copy-${suggestion.item}`} onClick={copy}>
                  {copied === 'copied' ? 'Copied' : 'Copy'}
                </button>
              </span>
              {onInsert && (
                <button
                  type="button"
                  class={ACTION_CLASS}
                  data-reprolens={`insert-${suggestion.item}`}
                  title="Put the snippet into your question where the cursor is (one undo takes it out)"
                  onClick={() => onInsert(suggestion)}
                >
                  Insert into question
                </button>
              )}
            </>
          )}
        </span>
      </p>
      <span class="rl-copy-status" role="status">
        {copied === 'failed' ? 'Could not copy: select the snippet and copy it by hand.' : ''}
      </span>
      <p class="rl-why" id={whyId} hidden={!whyOpen}>
        <InlineMarkdown text={suggestion.why} />
      </p>
      {suggestion.snippet && (
        <pre class="rl-snippet" id={snippetId} hidden={!snippetOpen}>
          {suggestion.snippet}
        </pre>
      )}
    </div>
  );
}

function noteQuotes(e: Evidence): boolean {
  const excerpt = e.excerpt.trim();
  return excerpt.length > 0 && excerpt.length <= 40 && !excerpt.includes('\n') && e.note.includes(excerpt);
}

function lineCount(text: string): string {
  const n = text.split('\n').length;
  return n === 1 ? '1 line' : `${n} lines`;
}

/** The excerpt as quoted code: its own line breaks kept, cut to a few lines. */
export function quoteText(excerpt: string): string {
  const lines = excerpt.replace(/\r\n?/g, '\n').trim().split('\n');
  let text = lines.slice(0, QUOTE_LINES).join('\n');
  if (text.length > QUOTE_CHARS) text = `${text.slice(0, QUOTE_CHARS - 1)}…`;
  else if (lines.length > QUOTE_LINES) text += '\n…';
  return text;
}
