// "Reproduction skeleton": the script ReproLens builds from the question's own code (lib/skeleton/build.ts), for
// a reader to paste and run. Collapsed to its status line by default: the script is long and most readers only
// want the checklist. Shown as text (the question's code is untrusted), copied exactly as built.
import { useId, useState } from 'preact/hooks';
import type { Skeleton } from '../lib/skeleton/build';
import { reproductionScriptStatus } from '../lib/skeleton/status';
import { useCopy } from './ChecklistReport';

export interface ReproductionSkeletonProps {
  skeleton: Skeleton;
  copyText?: (text: string) => Promise<void>;
}

export function ReproductionSkeleton({ skeleton, copyText }: ReproductionSkeletonProps) {
  const [open, setOpen] = useState(false);
  const [copied, copy] = useCopy(skeleton.script, copyText);
  const bodyId = useId();
  return (
    <section class="rl-skeleton" aria-label="Reproduction skeleton" data-reprolens="skeleton">
      <h3 class="rl-skeleton-title">
        <button
          type="button"
          class="rl-disclosure"
          data-reprolens="skeleton-toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span class="rl-disclosure-mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          Reproduction skeleton
        </button>
      </h3>
      <p class={`rl-skeleton-status rl-skeleton-${skeleton.status}`} data-reprolens="skeleton-status" data-status={skeleton.status}>
        {reproductionScriptStatus(skeleton)}
      </p>
      {open && (
        <div id={bodyId} class="rl-skeleton-body">
          {skeleton.missing.length > 0 && (
            <ul class="rl-skeleton-missing" aria-label="What the question does not say" data-reprolens="skeleton-missing">
              {skeleton.missing.map((what, i) => (
                <li key={i}>{what}</li>
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
          <button type="button" class="rl-btn" data-reprolens="copy-skeleton" onClick={copy}>
            {copied === 'copied' ? 'Copied' : 'Copy skeleton'}
          </button>
          <span class="rl-copy-status" role="status">
            {copied === 'failed' ? 'Could not copy: select the script and copy it by hand.' : copyHint(skeleton)}
          </span>
        </div>
      )}
    </section>
  );
}

function copyHint(skeleton: Skeleton): string {
  return skeleton.status === 'runnable' ? ' Paste it into a file and run it.' : ' Fill in its “TODO (ReproLens)” lines, then run it.';
}
