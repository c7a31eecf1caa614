// The "ask for details" comment (lib/comment/detailsComment.ts): the whole comment in an editable box — a reader
// reads every word they would post, and can change it — then copied or put in the page's comment box as edited.
// ReproLens never posts it. Shown only where the engine asks for something decisive (the comment is null otherwise).
import { useState } from 'preact/hooks';
import { COMMENT_LIMIT } from '../lib/comment/detailsComment';
import { commentBoxMessage, type CommentBoxOutcome } from '../lib/comment/pageCommentBoxFill';
import { ACTION_CLASS, TOGGLE_CLASS } from './ChecklistItem';
import { useCopy } from './useCopy';

export interface DetailsCommentProps {
  comment: string;
  copyText?: (text: string) => Promise<void>;
  /** Given (overlay only): a "Put in comment box" button next to Copy. */
  onPlaceComment?: (comment: string) => Promise<CommentBoxOutcome>;
}

/** About how many characters a line of the box holds in the 300 px sidebar: the box is as tall as the comment. */
const CHARACTERS_PER_ROW = 42;

/**
 * The comment, editable; `key` it by the composed comment where it is rendered, so a new verdict's comment replaces
 * what was typed over the old one.
 */
export function DetailsComment({ comment, copyText, onPlaceComment }: DetailsCommentProps) {
  const [text, setText] = useState(comment);
  const [state, copy] = useCopy(text, copyText);
  const [placing, setPlacing] = useState<'idle' | 'busy' | CommentBoxOutcome>('idle');
  const place = async () => {
    if (!onPlaceComment || placing === 'busy') return;
    setPlacing('busy');
    try {
      setPlacing(await onPlaceComment(text));
    } catch {
      setPlacing({ kind: 'no-box', copied: false });
    }
  };
  const placeStatus = placing === 'idle' ? '' : placing === 'busy' ? 'Opening the comment box…' : commentBoxMessage(placing);
  const edited = text !== comment;
  // Stack Overflow refuses a comment over its limit: say so before the reader pastes it.
  const over = text.length > COMMENT_LIMIT;
  return (
    <section class="rl-ask" aria-label="Ask for details" data-reprolens="details-comment">
      <h3 class="rl-ask-title" id="rl-ask-title">
        Ask for details
      </h3>
      <textarea
        class="s-textarea rl-ask-text"
        data-reprolens="details-comment-text"
        aria-labelledby="rl-ask-title"
        aria-describedby="rl-ask-count"
        rows={Math.min(10, Math.ceil(text.length / CHARACTERS_PER_ROW) + 1)}
        spellcheck
        value={text}
        onInput={(event) => setText((event.currentTarget as HTMLTextAreaElement).value)}
      />
      <p class={over ? 'rl-ask-count rl-ask-over' : 'rl-ask-count'} id="rl-ask-count" data-reprolens="details-comment-count">
        {over ? `${text.length} characters: Stack Overflow takes at most ${COMMENT_LIMIT}` : `${text.length} / ${COMMENT_LIMIT}`}
      </p>
      <div class="rl-ask-actions">
        <button type="button" class="s-btn s-btn__filled s-btn__sm rl-btn" data-reprolens="copy-details-comment" onClick={copy}>
          {state === 'copied' ? 'Copied' : 'Copy comment'}
        </button>
        {onPlaceComment && (
          <button
            type="button"
            class={ACTION_CLASS}
            data-reprolens="place-details-comment"
            title="Open the comment box under the question and put this comment in it; you post it yourself"
            aria-disabled={placing === 'busy' ? 'true' : undefined}
            onClick={place}
          >
            Put in comment box
          </button>
        )}
        {edited && (
          <button type="button" class={TOGGLE_CLASS} data-reprolens="reset-details-comment" onClick={() => setText(comment)}>
            Undo my edits
          </button>
        )}
      </div>
      <p class="rl-copy-status" role="status">
        {state === 'failed'
          ? 'Could not copy: select the text and copy it by hand.'
          : 'You post it yourself; ReproLens never posts anything.'}
      </p>
      {onPlaceComment && (
        <p
          class="rl-place-status"
          role="status"
          data-reprolens="place-comment-status"
          data-outcome={typeof placing === 'object' ? placing.kind : placing}
        >
          {placeStatus}
        </p>
      )}
    </section>
  );
}
