// One report, rendered: the verdict line and the checklist, each item with its status, its reason, links to its
// evidence in the post, and — when missing or partial — the suggestion with a copyable snippet and a "why" line.
// Shared by the page overlay and the popup. Question text is untrusted: everything here is rendered as text
// (Preact escapes it), never as HTML.
import { useState } from 'preact/hooks';
import type { Evidence } from '../lib/question';
import { ITEM_IDS, type ItemId, type ItemStatus, type Report, type Suggestion } from '../lib/report';
import { pointsLostText } from '../lib/pointsLost';
import { ITEM_TEXTS, STATUS_NAMES } from '../lib/items/texts';
import { BUG_TYPE_NAMES } from '../lib/bugTypeNames';
import { FRAMEWORK_NAMES } from '../lib/frameworkNames';
import { gradeExplanation } from '../lib/verdictSummary';
import type { JudgedVerdict } from '../lib/verdict';

const STATUS_LABEL: Readonly<Record<ItemStatus, string>> = STATUS_NAMES;
const STATUS_SYMBOL: Record<ItemStatus, string> = { present: '✔', partial: '◐', absent: '✘', na: '–' };

/** Evidence shown per item: enough to find it, not a wall of links. */
const MAX_EVIDENCE_LINKS = 3;

export interface ChecklistReportProps {
  verdict: JudgedVerdict;
  /** Items the user switched off in the options: not shown. */
  hiddenItems?: ReadonlySet<ItemId>;
  /** Scroll to and mark the evidence in the post; when absent (popup of another tab), evidence is listed as text. */
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  /** Puts text on the clipboard; defaults to the Clipboard API. */
  copyText?: (text: string) => Promise<void>;
  /** The verdict line above the checklist; the overlay shows it in its summary line instead. */
  showVerdict?: boolean;
  /** The writing coach: put a suggestion's snippet into the draft (only ever on this button's click). */
  onInsert?: (suggestion: Suggestion) => void;
}

export function ReportVerdict({ verdict }: { verdict: JudgedVerdict }) {
  if (verdict.state === 'quiet') {
    return (
      <p class="rl-verdict rl-quiet" data-reprolens="score" data-score="">
        {verdict.why}
      </p>
    );
  }
  const { report } = verdict;
  return (
    <p class="rl-verdict" data-reprolens="score" data-score={String(verdict.score)}>
      <strong class={`rl-grade rl-grade-${verdict.grade}`} title={gradeExplanation(verdict)}>
        {verdict.score} · {verdict.grade}
      </strong>{' '}
      {verdict.gradeName} — {BUG_TYPE_NAMES[report.bug_type]}, {FRAMEWORK_NAMES[report.framework]}
    </p>
  );
}

/** Every point the score lost, with its reason, under the verdict. */
export function ScoreDeductions({ verdict }: { verdict: JudgedVerdict }) {
  if (verdict.state !== 'verdict' || !verdict.deductions.length) return null;
  return (
    <ul class="rl-deductions" data-reprolens="deductions" aria-label="Points lost">
      {verdict.deductions.map((d) => (
        <li key={`${d.reason.kind}:${d.text}`} data-deduction={d.reason.kind}>
          {`${pointsLostText(d.points)} ${d.text}`}
        </li>
      ))}
    </ul>
  );
}

export function ChecklistReport({ verdict, hiddenItems, onShowEvidence, copyText, showVerdict = true, onInsert }: ChecklistReportProps) {
  const { report } = verdict;
  const suggestions = new Map<ItemId, Suggestion>(report.suggestions.map((s) => [s.item, s]));
  return (
    <section class="rl-report" aria-label="Reproducibility checklist">
      {showVerdict && <ReportVerdict verdict={verdict} />}
      {showVerdict && <ScoreDeductions verdict={verdict} />}
      <ul class="rl-items">
        {ITEM_IDS.filter((id) => !hiddenItems?.has(id)).map((id) => (
          <ChecklistItemRow
            key={id}
            id={id}
            title={ITEM_TEXTS[id].title}
            report={report}
            suggestion={suggestions.get(id)}
            onShowEvidence={onShowEvidence}
            copyText={copyText}
            onInsert={onInsert}
          />
        ))}
      </ul>
    </section>
  );
}

interface ItemRowProps {
  id: ItemId;
  title: string;
  report: Report;
  suggestion: Suggestion | undefined;
  onShowEvidence?: (item: ItemId, evidence: Evidence) => void;
  copyText?: (text: string) => Promise<void>;
  onInsert?: (suggestion: Suggestion) => void;
}

function ChecklistItemRow({ id, title, report, suggestion, onShowEvidence, copyText, onInsert }: ItemRowProps) {
  const judged = report.items[id];
  const evidence = judged.evidence.filter((e) => e.end > e.start).slice(0, MAX_EVIDENCE_LINKS);
  const labels = evidenceLabels(evidence);
  return (
    // tabIndex -1: the coach can move focus to an item ("Add it") without putting every item in the tab order.
    <li class={`rl-item rl-${judged.status}`} data-reprolens={`item-${id}`} data-status={judged.status} tabIndex={-1}>
      <div class="rl-item-head">
        <span class="rl-symbol" aria-hidden="true">
          {STATUS_SYMBOL[judged.status]}
        </span>{' '}
        <span class="rl-item-title">{title}</span> <span class="rl-status">{STATUS_LABEL[judged.status]}</span>
      </div>
      <div class="rl-reason">{judged.reason}</div>
      {evidence.length > 0 && onShowEvidence && (
        <ul class="rl-evidence" aria-label={`Evidence for ${title}`}>
          {evidence.map((e, i) => (
            <li key={i}>
              <button
                type="button"
                class="rl-link"
                data-reprolens={`evidence-${id}`}
                title="Scroll to it in the post"
                onClick={() => onShowEvidence(id, e)}
              >
                {labels[i]}
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
  return (
    <div class="rl-suggestion" data-reprolens={`suggestion-${suggestion.item}`}>
      <p class="rl-suggestion-text">{suggestion.text}</p>
      {suggestion.snippet && (
        <div class="rl-snippet-box">
          <pre class="rl-snippet">{suggestion.snippet}</pre>
          <button type="button" class="rl-btn" data-reprolens={`copy-${suggestion.item}`} onClick={copy}>
            {copied === 'copied' ? 'Copied' : 'Copy snippet'}
          </button>
          {onInsert && (
            <>
              {' '}
              <button
                type="button"
                class="rl-btn"
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
      <p class="rl-why">
        <span class="rl-why-label">Why: </span>
        {suggestion.why}
      </p>
    </div>
  );
}

export type CopyState = 'idle' | 'copied' | 'failed';

/** A copy button's state and action: the Clipboard API unless `copyText` is given; a refusal is shown, not thrown. */
export function useCopy(text: string, copyText?: (text: string) => Promise<void>): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await (copyText ?? ((t: string) => navigator.clipboard.writeText(t)))(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}

/** "note: “excerpt”" per evidence; two that read the same (a train and a test line cut alike) get "(2)", "(3)". */
function evidenceLabels(evidence: Evidence[]): string[] {
  const seen = new Map<string, number>();
  return evidence.map((e) => {
    const label = `${e.note || 'show in post'}: “${shorten(e.excerpt, 60)}”`;
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count > 1 ? `${label} (${count})` : label;
  });
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
