// Hostile inputs (hostile review 2026-12-01, E1/E3/E4/E5 and the fuzz table's worst classes), synthesized at Stack
// Overflow's 30,000-character limit (the raw-HTML ones at the 65 KB the review used), timed on the engine's two
// paths: the page path (body reader + engine + verdict, no skeleton) and the coach path (markdown reader + engine +
// verdict, what the writing coach runs after a pause in typing). Each input is also timed through the bare lezer
// parses of the same text: the floor no engine that reads the text with lezer can go below.
import { parser as markdownParser } from '@lezer/markdown';
import { parser as pythonParser } from '@lezer/python';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { judgeDraft } from '../../lib/messages/draftVerdict';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { median } from './nodeFigures';
import type { CliInput } from './cliWall';

/** Where the text sits: a code block, a paragraph, the raw body HTML, or the first line of a pasted `.md` draft. */
export type HostilePlace = 'code' | 'prose' | 'html' | 'draftFile';

export interface HostileInput {
  /** `synth-…`: every one is synthesized. */
  name: string;
  place: HostilePlace;
  text: string;
  /** What the hostile review measured for this shape (main at 1e5d2cd), for the table. */
  review: string;
}

export const HOSTILE_CHARS = 30_000;

/** The code block after the review's markdown runs (its shape: `>` repeated, then a fenced code block). */
const REVIEW_CODE = '\n```python\nimport torch\nx = torch.zeros(3)\nprint(x)\n```\n';

/** `prefix`, then `unit` repeated, then `suffix`: `chars` characters in all. */
export function hostileRun(prefix: string, unit: string, suffix = '', chars = HOSTILE_CHARS): string {
  const room = Math.max(0, chars - prefix.length - suffix.length);
  return prefix + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + suffix;
}

/** The review's inputs, rebuilt from its descriptions (its probe scripts were not shipped). */
export function hostileInputs(chars = HOSTILE_CHARS): HostileInput[] {
  const html = Math.round((chars * 65) / 30);
  return [
    { name: 'synth-title-spaces', place: 'draftFile', text: hostileRun('# t', ' ', 'x', chars), review: 'E1: 43 s at 4,000 spaces' },
    { name: 'synth-code-blank-lines', place: 'code', text: hostileRun('x = 1\n', '\n', 'y = 2', chars), review: 'E3: 5.5 s; fuzz 7.5 s' },
    { name: 'synth-code-file-quote-run', place: 'code', text: hostileRun('', 'File "', '', chars), review: 'E3: 4.6 s; fuzz 6.3 s' },
    { name: 'synth-code-assign-spaces', place: 'code', text: hostileRun('x = 1', ' ', 'x', chars), review: 'E3: 4.1 s' },
    { name: 'synth-code-space-newline-lines', place: 'code', text: hostileRun('x = 1\n', ' \n', 'x', chars), review: 'E3: 3.0 s' },
    { name: 'synth-code-shift-run', place: 'code', text: hostileRun('a = 1', '<', '', chars), review: 'E3: 2.3 s' },
    { name: 'synth-code-print-prompt-run', place: 'code', text: hostileRun('', 'print(>>> ', '', chars), review: 'fuzz: 7.1 s' },
    {
      name: 'synth-code-def-run',
      place: 'code',
      text: hostileRun('', 'def f(', '', chars),
      review: 'bench: 475 ms, the slowest hostile input',
    },
    {
      name: 'synth-prose-blank-lines',
      place: 'prose',
      text: hostileRun('My model fails.\n', '\n', 'It fails.', chars),
      review: 'E4: 2.9 s (coach)',
    },
    { name: 'synth-prose-dash-run', place: 'prose', text: hostileRun('', '- ', ')', chars), review: 'E4: 3.1 s (coach); fuzz 8.6 s' },
    {
      name: 'synth-prose-paren-spaces',
      place: 'prose',
      text: hostileRun('My model fails (', ' ', ')', chars),
      review: 'E4: 2.1 s (coach)',
    },
    {
      name: 'synth-prose-four-space-runs',
      place: 'prose',
      text: hostileRun('loss', '    ', 'x', chars),
      review: 'fuzz: 9.3 s (SO markdown)',
    },
    { name: 'synth-prose-ideographic-spaces', place: 'prose', text: hostileRun('loss', '\u3000', 'x', chars), review: 'fuzz: 8.3 s' },
    { name: 'synth-prose-size-run', place: 'prose', text: hostileRun('', 'torch.Size([', '', chars), review: 'found beyond the review' },
    { name: 'synth-prose-star-run', place: 'prose', text: hostileRun('', '1*', '', chars), review: 'found beyond the review' },
    {
      name: 'synth-code-string-list',
      place: 'code',
      text: hostileRun('["",', '""  ', '}', 69),
      review: 'found beyond the review: 69 chars, 4 s',
    },
    // Hostile review 2026-12-04: markdown nestings and runs, in the coach's markdown (the page path reads them as text).
    {
      name: 'synth-prose-quote-run-then-code',
      place: 'prose',
      text: hostileRun('', '>', REVIEW_CODE, chars),
      review: "2026-12-04: 2.96 s in Chromium's background (coach); 2.36 s on the edit page",
    },
    {
      name: 'synth-prose-quote-space-run-then-code',
      place: 'prose',
      text: hostileRun('', '> ', REVIEW_CODE, chars),
      review: '2026-12-04: `>` runs',
    },
    { name: 'synth-prose-dash-run-bare', place: 'prose', text: hostileRun('', '- ', '', chars), review: '2026-12-04: 3.17 s (coach)' },
    { name: 'synth-prose-prompt-run', place: 'prose', text: hostileRun('', '>>> ', '', chars), review: '2026-12-04: 2.35 s (CLI)' },
    {
      name: 'synth-prose-star-ladder',
      place: 'prose',
      text: hostileRun('', '* ', 'x', chars),
      review: '2026-12-04: one-line nested lists',
    },
    {
      name: 'synth-prose-ordered-ladder',
      place: 'prose',
      text: hostileRun('', '1. ', 'x', chars),
      review: '2026-12-04: one-line nested lists',
    },
    {
      name: 'synth-prose-quote-dash-ladder',
      place: 'prose',
      text: hostileRun('', '> - ', 'x', chars),
      review: '2026-12-04: nested lists, up to 4.06 s (CLI)',
    },
    {
      name: 'synth-prose-ordered-dash-ladder-then-code',
      place: 'prose',
      text: hostileRun('', '1. - ', REVIEW_CODE, chars),
      review: 'beyond the review: 4.9 s (API record)',
    },
    { name: 'synth-prose-dash-tab-ladder', place: 'prose', text: hostileRun('', '-\t', 'x', chars), review: 'beyond the review: 0.8 s' },
    { name: 'synth-html-unclosed-name', place: 'html', text: hostileRun('<', 'a', '', html), review: 'E5: 7.2–9.1 s at 46–65 KB' },
    { name: 'synth-html-unclosed-dotted', place: 'html', text: hostileRun('<a', '.b', '', html), review: 'E5' },
    { name: 'synth-html-unclosed-tf', place: 'html', text: hostileRun('<tf', '.a', '', html), review: 'E5' },
    { name: 'synth-html-unclosed-comma', place: 'html', text: hostileRun('<a', ',', '', html), review: 'E5' },
    {
      name: 'synth-code-call-open-lines',
      place: 'code',
      text: hostileRun('', 'x = f(\n', '', chars),
      review: '2026-12-04 point 5: skeleton 7.78 s at 29 KB (CLI); stack overflow in Chromium',
    },
    { name: 'synth-code-list-open-lines', place: 'code', text: hostileRun('', 'a = [\n', '', chars), review: '2026-12-04 point 5' },
    {
      name: 'synth-code-open-call-lines',
      place: 'code',
      text: hostileRun('x = ', 'f(\n', '', chars),
      review: '2026-12-04 point 5: the shape that overflowed Chromium in tests/browser/deepCode',
    },
    {
      name: 'synth-code-file-quote-run-after-code',
      place: 'code',
      text: hostileRun('x = 1\n', 'File "', '', chars),
      review: '2026-12-04 point 7: 2.5 s (CLI)',
    },
    { name: 'synth-code-colon-run', place: 'code', text: hostileRun('x = 1\n', ':', '', chars), review: '2026-12-04 point 7: 1.1 s (CLI)' },
    {
      name: 'synth-code-if-headers',
      place: 'code',
      text: hostileRun('', 'if x:\n', '', chars),
      review: '2026-12-04 point 7: 1.15 s (CLI skeleton)',
    },
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const TITLE = 'Loss is nan after the first epoch in pytorch';
const LEAD = 'My pytorch model fails with this:';

/** The page path: the body reader (as for the API's `body_html`), the engine and the verdict, no skeleton. */
export function runPagePath(input: HostileInput): void {
  const title = input.place === 'draftFile' ? input.text : TITLE;
  const body =
    input.place === 'code'
      ? `<p>${LEAD}</p><pre><code>${escapeHtml(input.text)}</code></pre>`
      : input.place === 'html'
        ? input.text
        : input.place === 'prose'
          ? `<p>${escapeHtml(input.text)}</p>`
          : `<p>${LEAD}</p>`;
  const question = readStackOverflowBodyHtml(body, { site: 'stackoverflow', id: null, title, tags: ['pytorch'] });
  judgePage({ ok: true, question }, DEFAULT_SETTINGS);
}

/**
 * Each input as files for the CLI (`check` and `skeleton`, a new process per call: benchCliWall.ts): the page path's
 * body as a Stack Exchange API record, and the coach's markdown as a `.md` draft.
 */
export function hostileCliInputs(inputs = hostileInputs()): CliInput[] {
  return inputs.flatMap((input) => {
    const body =
      input.place === 'code'
        ? `<p>${LEAD}</p><pre><code>${escapeHtml(input.text)}</code></pre>`
        : input.place === 'html'
          ? input.text
          : `<p>${escapeHtml(input.place === 'prose' ? input.text : LEAD)}</p>`;
    const title = input.place === 'draftFile' ? input.text : TITLE;
    const markdown = input.place === 'draftFile' ? input.text : `# ${TITLE}\n\n${coachMarkdown(input)}`;
    return [
      { name: `${input.name} (record)`, record: JSON.stringify({ title, tags: ['pytorch'], body_html: body }) },
      { name: `${input.name} (.md)`, record: markdown, ext: 'md' as const },
    ];
  });
}

/** The markdown the coach reads for this input (a draft file's text is read by `readMarkdownDraft` instead). */
export function coachMarkdown(input: HostileInput): string {
  if (input.place === 'code') return `${LEAD}\n\n\`\`\`python\n${input.text}\n\`\`\`\n`;
  if (input.place === 'draftFile') return input.text;
  return `${LEAD}\n\n${input.text}\n`;
}

/** The coach path: the markdown reader, the engine and the verdict; a draft file goes through `readMarkdownDraft` (popup, CLI). */
export function runCoachPath(input: HostileInput): void {
  const markdown = coachMarkdown(input);
  if (input.place === 'draftFile') {
    judgePage({ ok: true, question: readMarkdownDraft(markdown, ['pytorch']).question }, DEFAULT_SETTINGS);
    return;
  }
  judgeDraft({ title: TITLE, markdown, tags: ['pytorch'], site: 'stackoverflow' }, DEFAULT_SETTINGS);
}

/** The bare lezer parses of the same text: the code as Python, the coach's markdown as markdown. */
export function runFloor(input: HostileInput): void {
  if (input.place === 'code') pythonParser.parse(input.text);
  markdownParser.parse(coachMarkdown(input));
}

export interface HostileTiming {
  name: string;
  place: HostilePlace;
  chars: number;
  review: string;
  pageMs: number;
  coachMs: number;
  floorMs: number;
}

function timeOnce(run: () => void): number {
  clearCodeBlockCache(); // cold: the coach's cache would otherwise serve the second run
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

/** Each input on both paths and the floor, the median of `runs` runs after one warm-up. */
export function runHostileBench(runs = 3, inputs = hostileInputs()): HostileTiming[] {
  return inputs.map((input) => {
    const time = (run: () => void) => {
      timeOnce(run);
      return median(Array.from({ length: runs }, () => timeOnce(run)));
    };
    return {
      name: input.name,
      place: input.place,
      chars: input.text.length,
      review: input.review,
      pageMs: time(() => runPagePath(input)),
      coachMs: time(() => runCoachPath(input)),
      floorMs: time(() => runFloor(input)),
    };
  });
}
