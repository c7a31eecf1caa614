// "Reproduction skeleton": the script ReproLens builds from the question's own code (lib/skeleton/build.ts), for
// a reader to paste and run. Collapsed by default: the script is long and most readers only want the checklist.
// It is built only when the section is first opened (`request`, answered by the background), with "Building…" in
// the meantime; a page view that never opens it costs nothing. Shown as text (the question's code is untrusted),
// copied exactly as built. The panel's box is narrow, so the script also opens in a wide view (a modal
// <dialog>, full window width, lines unwrapped) and downloads as repro.py.
import type { RefObject } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Skeleton } from '../lib/skeleton/build';
import { reproductionScriptStatus } from '../lib/skeleton/status';
import { ACTION_CLASS } from './ChecklistItem';
import { useCopy } from './useCopy';
import { InlineMarkdown } from './InlineMarkdown';
import { StacksIcon } from './StacksIcon';

/** Asks for the question's skeleton: null when it has no Python code to build one from. */
export type SkeletonRequest = () => Promise<Skeleton | null>;

export interface ReproductionSkeletonProps {
  request: SkeletonRequest;
  copyText?: (text: string) => Promise<void>;
}

type Outcome = { kind: 'built'; skeleton: Skeleton } | { kind: 'none' } | { kind: 'failed'; why: string };

export function ReproductionSkeleton({ request, copyText }: ReproductionSkeletonProps) {
  const [open, setOpen] = useState(false);
  // The outcome belongs to the request it answered: after the page is read again, the next opening builds anew.
  const [answer, setAnswer] = useState<{ request: SkeletonRequest; outcome: Outcome } | null>(null);
  const outcome = answer?.request === request ? answer.outcome : null;
  const asked = useRef<SkeletonRequest | null>(null);
  const mounted = useRef(true);
  const bodyId = useId();

  const ask = (current: SkeletonRequest) => {
    if (asked.current === current) return;
    asked.current = current;
    const settle = (outcome: Outcome) => {
      if (!mounted.current) return;
      if (outcome.kind === 'failed') asked.current = null; // opening it again tries again
      setAnswer({ request: current, outcome });
    };
    current().then(
      (skeleton) => settle(skeleton ? { kind: 'built', skeleton } : { kind: 'none' }),
      (error: unknown) => settle({ kind: 'failed', why: error instanceof Error ? error.message : String(error) }),
    );
  };
  // Asked on the click itself (not after the next frame), and again when the page is read anew while it is open.
  const toggle = () => {
    if (!open && outcome?.kind !== 'built' && outcome?.kind !== 'none') {
      setAnswer(null);
      ask(request);
    }
    setOpen(!open);
  };
  useEffect(() => {
    if (open && !outcome) ask(request);
  });
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const skeleton = outcome?.kind === 'built' ? outcome.skeleton : null;
  return (
    <section class="rl-skeleton" aria-label="Reproduction skeleton" data-reprolens="skeleton">
      <h3 class="rl-skeleton-title">
        <button
          type="button"
          class="s-btn s-btn__muted rl-toggle rl-disclosure"
          data-reprolens="skeleton-toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <StacksIcon name={open ? 'chevronDown' : 'chevronRight'} class="rl-disclosure-mark" />
          Reproduction skeleton
        </button>
      </h3>
      {skeleton ? (
        <p class={`rl-skeleton-status rl-skeleton-${skeleton.status}`} data-reprolens="skeleton-status" data-status={skeleton.status}>
          {reproductionScriptStatus(skeleton)}
        </p>
      ) : (
        <p
          class="rl-skeleton-status"
          data-reprolens="skeleton-note"
          data-state={open ? (outcome?.kind ?? 'building') : 'not-built'}
          role="status"
        >
          {skeletonNote(open, outcome)}
        </p>
      )}
      {open && skeleton && <SkeletonScript id={bodyId} skeleton={skeleton} copyText={copyText} />}
    </section>
  );
}

function skeletonNote(open: boolean, outcome: Outcome | null): string {
  if (outcome?.kind === 'none') return "No script: none of the question's code is Python to build one from.";
  if (outcome?.kind === 'failed') return `Could not build the script (${outcome.why}).`;
  return open ? 'Building…' : 'A script from the question’s own code, built when you open this.';
}

function SkeletonScript({ id, skeleton, copyText }: { id: string; skeleton: Skeleton; copyText?: (text: string) => Promise<void> }) {
  const [copied, copy] = useCopy(skeleton.script, copyText);
  const wide = useRef<HTMLDialogElement>(null);
  return (
    <div id={id} class="rl-skeleton-body">
      {skeleton.missing.length > 0 && (
        <ul class="rl-skeleton-missing" aria-label="What the question does not say" data-reprolens="skeleton-missing">
          {skeleton.missing.map((what, i) => (
            <li key={i}>
              <InlineMarkdown text={what} />
            </li>
          ))}
        </ul>
      )}
      {/* A focusable region so the keyboard can scroll it (axe scrollable-region-focusable); a labelled <pre> needs the role. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the script must stay a <pre>; the role only carries the label */}
      <pre
        class="rl-snippet rl-skeleton-script"
        role="region"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Reproduction script (Python)"
        data-reprolens="skeleton-script"
      >
        {skeleton.script}
      </pre>
      <p class="rl-skeleton-actions">
        <button type="button" class={ACTION_CLASS} data-reprolens="copy-skeleton" onClick={copy}>
          {copied === 'copied' ? 'Copied' : 'Copy skeleton'}
        </button>{' '}
        <button
          type="button"
          class={ACTION_CLASS}
          data-reprolens="download-skeleton"
          onClick={(e) => downloadScript(skeleton.script, e.currentTarget.parentElement!)}
        >
          Download {SCRIPT_FILE_NAME}
        </button>{' '}
        <button type="button" class={ACTION_CLASS} data-reprolens="widen-skeleton" onClick={() => wide.current?.showModal()}>
          Open wide
        </button>
      </p>
      <span class="rl-copy-status" role="status">
        {copied === 'failed' ? 'Could not copy: select the script and copy it by hand.' : copyHint(skeleton)}
      </span>
      <WideScript dialogRef={wide} script={skeleton.script} />
    </div>
  );
}

/** The file name the skeleton downloads as, and its button's words ("Download repro.py"). */
export const SCRIPT_FILE_NAME = 'repro.py';

/**
 * Saves the script as repro.py: a Blob behind an object URL, clicked as a download link placed in `where` (inside our
 * own UI, never the page's DOM), then released.
 */
export function downloadScript(script: string, where: Element): void {
  const url = URL.createObjectURL(new Blob([script], { type: 'text/x-python;charset=utf-8' }));
  const link = where.ownerDocument.createElement('a');
  link.href = url;
  link.download = SCRIPT_FILE_NAME;
  link.hidden = true;
  where.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Released after the click has handed the file to the browser's download (the next task, not at once).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The script at the window's width in a modal dialog (top layer: never clipped by the panel), closed by Escape or Close. */
function WideScript({ dialogRef, script }: { dialogRef: RefObject<HTMLDialogElement | null>; script: string }) {
  const titleId = useId();
  return (
    <dialog ref={dialogRef} class="rl-skeleton-wide" aria-labelledby={titleId} data-reprolens="skeleton-wide">
      <div class="rl-skeleton-wide-head">
        <h2 id={titleId}>Reproduction skeleton ({SCRIPT_FILE_NAME})</h2>
        <button type="button" class={ACTION_CLASS} data-reprolens="skeleton-wide-close" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre class="rl-snippet rl-skeleton-wide-script" tabIndex={0} data-reprolens="skeleton-wide-script">
        {script}
      </pre>
    </dialog>
  );
}

function copyHint(skeleton: Skeleton): string {
  return skeleton.status === 'runnable' ? ' Paste it into a file and run it.' : ' Fill in its “TODO (ReproLens)” lines, then run it.';
}
