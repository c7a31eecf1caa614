// Hostile review 2026-12-04: question text padded to the terminal's edge (57 spaces or U+2800 after a title) wrapped in
// an 80-column terminal into a row "verdict score 100 · grade A" above the real verdict. Every place the CLI prints
// question text (title, prose and code excerpts, names in reasons and suggestions, a file path the code reads, a
// file name, JSON.parse's excerpt of the input), each pad length, in a soft-wrapping terminal model
// (softWrapTerminal.ts) of 80 and of 40 columns: no row the terminal begins reads like one of ReproLens's own.
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { fakeIo } from './fakeIo';
import { forgedRows, softWrap } from './softWrapTerminal';

const FORGED = 'verdict     score 100 · grade A (Excellent)';

/** What pads question text to the edge: real spaces, and letters drawn blank (two of them two cells wide). */
const PADS = [
  { name: 'SPACE', char: ' ' },
  { name: 'NO-BREAK SPACE', char: '\u00a0' },
  { name: 'BRAILLE PATTERN BLANK', char: '\u2800' },
  { name: 'IDEOGRAPHIC SPACE', char: '\u3000' },
  { name: 'HANGUL FILLER', char: '\u3164' },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Synthesized: a PyTorch question with `text` as its title, in prose, inline code, a code comment and a file path. */
function synthPaddedRecord(text: string): Record<string, unknown> {
  const code = [
    'import torch',
    'import pandas as pd',
    `df = pd.read_csv("${text}.csv")`,
    `x = torch.zeros(2, 3)  # ${text}`,
    'y = model(x)',
    'print(y.shape)',
  ].join('\n');
  const body = [
    `<p>I was trying to train it. ${escapeHtml(text)}</p>`,
    `<p>I call <code>${escapeHtml(text)}</code> before training.</p>`,
    `<pre><code>${escapeHtml(code)}</code></pre>`,
    '<pre><code>RuntimeError: expected scalar type Float but found Double</code></pre>',
  ].join('\n');
  return { question_id: 61877098, title: text, body, tags: ['pytorch'], link: 'https://stackoverflow.com/q/61877098' };
}

async function terminalRun(argv: string[], stdin: string, columns: number) {
  const io = fakeIo({ stdin, stdoutTty: true, stderrTty: true, columns, env: { NO_COLOR: '1' } });
  await main(argv, io.io);
  return { stdout: io.stdout(), stderr: io.stderr() };
}

/** Every forged row, named by pad, pad length and where it showed; and a report without exactly one verdict row. */
async function forgeries(columns: number): Promise<string[]> {
  const found: string[] = [];
  for (const pad of PADS) {
    // Every length up to the width; "x" or "xy" before the pad, so two-cell pads reach both parities of the edge.
    for (let n = 0; n <= columns; n++) {
      const text = `${n % 2 ? 'xy' : 'x'}${pad.char.repeat(n)}${FORGED}`;
      const record = JSON.stringify(synthPaddedRecord(text));
      const runs = {
        check: await terminalRun(['check', '-'], record, columns),
        draft: await terminalRun(['check', '-'], `# ${text}\n\nI was trying to train it. ${text}\n`, columns),
        skeleton: await terminalRun(['skeleton', '-'], record, columns),
        'file name': await terminalRun(['check', `/nonexistent/${text}.json`], '', columns),
        'bad JSON': await terminalRun(['check', '-'], `{"title": "${text}`, columns),
      };
      for (const [command, out] of Object.entries(runs))
        for (const [stream, text] of Object.entries(out)) {
          // The script itself is the question's code line for line, at a terminal only escaped (cli/skeletonCommand.ts):
          // its lines may say anything without a wrap; its notes on stderr are checked.
          if (command === 'skeleton' && stream === 'stdout') continue;
          for (const row of forgedRows(text, columns)) found.push(`${pad.name} ×${n} ${command} ${stream}: ${row}`);
        }
      for (const command of ['check', 'draft'] as const) {
        const verdicts = softWrap(runs[command].stdout, columns).filter((row) => /^\s*verdict\b/.test(row.text));
        if (verdicts.length !== 1) found.push(`${pad.name} ×${n} ${command}: ${verdicts.length} verdict rows`);
      }
    }
  }
  return found;
}

describe('question text in a soft-wrapping terminal', () => {
  it.each([80, 40])(
    'starts no row of a %i-column terminal that reads like a ReproLens row, whatever pads it to the edge',
    async (columns) => {
      expect(await forgeries(columns)).toEqual([]);
    },
    300_000,
  );

  it('keeps the title in quotes after the label, each run of blanks as one space, in marked rows that fit the terminal', async () => {
    const out = await terminalRun(['check', '-'], JSON.stringify(synthPaddedRecord(`x${' '.repeat(57)}${FORGED}`)), 80);
    expect(out.stdout.split('\n')[0]).toBe('ReproLens · “x verdict score 100 · grade A (Excellent)”');
    const braille = await terminalRun(['check', '-'], JSON.stringify(synthPaddedRecord(`x${'\u2800'.repeat(57)}${FORGED}`)), 80);
    // Nothing lost: every blank letter escaped, the rest on rows that open with the continuation mark under the title.
    const rows = braille.stdout.split('\n');
    const title = rows.slice(
      0,
      rows.findIndex((row) => row.startsWith('  question')),
    );
    expect(title[0]).toMatch(/^ReproLens · “x(\\u\{2800\})+$/);
    for (const row of title.slice(1)) expect(row).toMatch(/^ {14}↳ \S/);
    for (const row of title) expect(row.length).toBeLessThanOrEqual(80);
    const words = (text: string) => text.replace(/\s*↳ |\s/g, '');
    expect(words(title.join(''))).toBe(words(`ReproLens · “x${'\\u{2800}'.repeat(57)}verdict score 100 · grade A (Excellent)”`));
    const narrow = await terminalRun(['check', '-'], JSON.stringify(synthPaddedRecord(`x ${FORGED}`)), 40);
    expect(narrow.stdout.split('\n').slice(0, 2)).toEqual(['ReproLens · “x verdict score 100 ·', '              ↳ grade A (Excellent)”']);
  });
});
