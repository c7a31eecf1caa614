// The cross-tab figures of the browser bench (tools/bench/benchCrossTab.ts measures them): one background serves every
// tab, so a tab's heavy question can hold up another tab's verdict. Pure: the rounds in, statistics, the target
// check and the section's text out.
import { median, type TargetCheck } from './benchFigures';
import { markdownTable } from '../docs/markdownTable';

/** Target: no tab's work holds up another tab's verdict for more than this. */
export const CROSS_TAB_LIMIT_MS = 250;

/** One round: the normal tab timed alone, beside the heavy tab, and (page cases) beside the heavy page where the extension does not run. */
export interface CrossTabRound {
  /** The normal tab's panel (its host in the DOM), ms from its navigation start, opened alone. */
  aloneMs: number | null;
  /** The same, opened at the same moment as the heavy tab (or as the heavy tab's skeleton section is opened). */
  togetherMs: number | null;
  /** The same, opened with the heavy page at a URL the content script does not run on: the page's own cost. */
  controlMs: number | null;
  /** The heavy tab's own panel (page cases) or its skeleton (skeleton case), ms from its navigation start or the click. */
  heavyMs: number | null;
  /** The service worker's longest task while both were at work: the longest gap of its heartbeat, less one beat. */
  backgroundTaskMs: number | null;
}

export interface CrossTabCase {
  /** `synth-…` for a synthesized input. */
  name: string;
  description: string;
  /** "page": the heavy tab is opened at the same moment; "skeleton": its skeleton section is opened at that moment. */
  trigger: 'page' | 'skeleton';
  bytes: number;
  rounds: CrossTabRound[];
}

export interface CrossTabFigures {
  /** The normal tab's page (fixture file). */
  normalPage: string;
  heartbeatMs: number;
  cases: CrossTabCase[];
  warnings: string[];
}

export interface Spread {
  n: number;
  median: number;
  worst: number;
}

function spread(values: Array<number | null>): Spread {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x));
  return { n: v.length, median: median(v), worst: v.length ? Math.max(...v) : NaN };
}

/** Per round, how much later the normal tab's panel came than alone in the same round (with the heavy tab, or the control). */
export function delays(c: CrossTabCase, side: 'togetherMs' | 'controlMs'): Spread {
  return spread(c.rounds.map((r) => (r[side] !== null && r.aloneMs !== null ? r[side]! - r.aloneMs : null)));
}

export function crossTabTargets(f: CrossTabFigures, prefix: string): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const trigger of ['page', 'skeleton'] as const) {
    const cases = f.cases.filter((c) => c.trigger === trigger && delays(c, 'togetherMs').n > 0);
    if (!cases.length) continue;
    const worst = cases.reduce((a, b) => (delays(b, 'togetherMs').worst > delays(a, 'togetherMs').worst ? b : a));
    const d = delays(worst, 'togetherMs');
    const control = delays(worst, 'controlMs');
    const task = spread(worst.rounds.map((r) => r.backgroundTaskMs));
    const what = trigger === 'page' ? "another tab's heavy question" : 'another tab building its skeleton';
    checks.push({
      target: `${prefix}a normal tab's panel held up by ${what} ≤ ${CROSS_TAB_LIMIT_MS} ms (worst round)`,
      measured:
        `${ms(d.worst)} ms later than alone (\`${worst.name}\`, median ${ms(d.median)} ms over ${d.n} rounds` +
        `${control.n ? `; control ${ms(control.worst)} ms` : ''}; the background's longest task ${ms(task.worst)} ms)`,
      pass: d.worst <= CROSS_TAB_LIMIT_MS,
    });
  }
  return checks;
}

const ms = (x: number) => (!Number.isFinite(x) ? '—' : x < 10 ? x.toFixed(1) : x.toFixed(0));
const pair = (s: Spread) => (s.n ? `${ms(s.median)} / ${ms(s.worst)} ms` : '—');

export function renderCrossTabSection(f: CrossTabFigures): string[] {
  return [
    "### One tab's work and another tab's verdict",
    '',
    "One background service worker judges every tab's question, one message at a time: while it works on one tab, every",
    `other tab's verdict waits. Target: no tab's work holds up another tab's verdict more than ${CROSS_TAB_LIMIT_MS} ms.`,
    `The normal tab is \`${f.normalPage}\`; each heavy tab is a question page assembled in memory with`,
    '`tools/fixtures/assembleQuestionPage.ts` from the saved `so-2022-12_stackoverflow_9688200.html` (tests/fixtures/bench/PROVENANCE.md).',
    "A round, in the bench's extension context, with fresh tabs for each run (alone and control swap places every round):",
    '',
    '- **alone**: the normal tab is opened by itself;',
    '- **together**: the heavy tab and the normal tab are navigated at the same moment (`Promise.all` of both `goto`s);',
    '  in the skeleton case the heavy tab is already open with its panel expanded, and the click on its "Reproduction',
    '  skeleton" section and the normal tab\'s navigation start at the same moment;',
    '- **control** (page cases): as together, but the heavy page is served at a URL the content script does not run on',
    "  (`/questions/tagged/…`): what loading the heavy page costs the normal tab on this machine's cores, without the extension's work.",
    '',
    "The normal tab's panel time is its host in the DOM (the page-world MutationObserver of the page-load rounds), from its",
    'own navigation start. **Delay** = that run − alone of the same round, median / worst over the rounds; the target',
    `row takes the worst round. **Background's longest task**: a ${f.heartbeatMs} ms \`setInterval\` heartbeat the bench`,
    'installs in the service worker (`worker.evaluate`) for the together run; its longest gap less one beat is the longest',
    "time any message waited there: whatever order the two tabs' messages happen to arrive in (at the same moment the",
    "normal tab's often comes first, and then waits for nothing), no verdict can wait longer than that for another tab.",
    '',
    markdownTable(
      [
        'heavy tab',
        'at the same moment',
        'rounds',
        'normal tab alone (median)',
        'delay with the heavy tab (median / worst)',
        'control delay (median / worst)',
        "heavy tab's own panel or skeleton (median)",
        "background's longest task (median / worst)",
      ],
      f.cases.map((c) => [
        `\`${c.name}\`: ${c.description} (${(c.bytes / 1000).toFixed(0)} kB page)`,
        c.trigger === 'page' ? 'heavy tab opened' : 'its skeleton section opened',
        String(c.rounds.length),
        `${ms(spread(c.rounds.map((r) => r.aloneMs)).median)} ms`,
        pair(delays(c, 'togetherMs')),
        c.trigger === 'page' ? pair(delays(c, 'controlMs')) : '—',
        `${ms(spread(c.rounds.map((r) => r.heavyMs)).median)} ms`,
        pair(spread(c.rounds.map((r) => r.backgroundTaskMs))),
      ]),
    ),
    '',
    ...(f.warnings.length ? [`Warnings: ${f.warnings.join('; ')}.`, ''] : []),
  ];
}
