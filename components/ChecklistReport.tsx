// One report, rendered: the verdict line, the checklist with each item's status and reason, and the
// suggestions with their snippets. Shared by the popup now and the page overlay later. Question text is
// untrusted: everything here is rendered as text (Preact escapes it), never as HTML.
import type { ItemStatus, Report } from '../lib/report';
import { checklistItems } from '../lib/items/registry';

const STATUS_LABEL: Record<ItemStatus, string> = { present: 'present', partial: 'partial', absent: 'missing', na: 'n/a' };
const STATUS_SYMBOL: Record<ItemStatus, string> = { present: '✔', partial: '◐', absent: '✘', na: '–' };
const BUG_TYPE_NAMES: Record<Report['bug_type'], string> = {
  training: 'training',
  model: 'model',
  tensor_input: 'tensor / input',
  api: 'API',
  gpu: 'GPU',
  not_a_bug: 'not a bug report',
};

export function ReportVerdict({ report }: { report: Report }) {
  if (!report.is_bug_report) {
    return (
      <p class="rl-verdict rl-quiet" data-reprolens="score" data-score="">
        No reproducibility verdict: this reads as a how-to or conceptual question, not a bug report.
      </p>
    );
  }
  return (
    <p class="rl-verdict" data-reprolens="score" data-score={String(report.score)}>
      <strong class={`rl-grade rl-grade-${report.grade}`}>
        {report.score} · {report.grade}
      </strong>{' '}
      {report.grade_name} — {BUG_TYPE_NAMES[report.bug_type]} bug, {report.framework}
    </p>
  );
}

export function ChecklistReport({ report }: { report: Report }) {
  return (
    <section class="rl-report" aria-label="Reproducibility checklist">
      <ReportVerdict report={report} />
      <ul class="rl-items">
        {checklistItems.map((item) => {
          const judged = report.items[item.id];
          return (
            <li key={item.id} class={`rl-item rl-${judged.status}`} data-reprolens={`item-${item.id}`} data-status={judged.status}>
              <span class="rl-symbol" aria-hidden="true">
                {STATUS_SYMBOL[judged.status]}
              </span>{' '}
              <span class="rl-item-title">{item.title}</span> <span class="rl-status">{STATUS_LABEL[judged.status]}</span>
              <div class="rl-reason">{judged.reason}</div>
            </li>
          );
        })}
      </ul>
      {report.suggestions.length > 0 && (
        <ol class="rl-suggestions" aria-label="What to add">
          {report.suggestions.map((s) => (
            <li key={s.item} data-reprolens={`suggestion-${s.item}`}>
              <p class="rl-suggestion-text">{s.text}</p>
              {s.snippet && <pre class="rl-snippet">{s.snippet}</pre>}
              <p class="rl-why">{s.why}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
