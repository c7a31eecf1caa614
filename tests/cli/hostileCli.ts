// Runs the CLI in-process on every payload of tests/fixtures/hostile/payloads.jsonl (synthesized, see PROVENANCE.md)
// placed in each place a question or an input can carry text, and lists what reached stdout/stderr raw (hostile
// content, proved on every change; hostile review 2026-12-01 §1 "CLI" and C1–C5). Used by hostileCli.test.ts.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../cli/reprolens';
import { fakeIo } from './fakeIo';

export interface Payload {
  family: string;
  payload: string;
}

export const PAYLOADS: Payload[] = readFileSync(resolve(import.meta.dirname, '../fixtures/hostile/payloads.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Payload);

/**
 * What must never reach a terminal raw: C0 but tab and newline, DEL, C1, U+2028/U+2029, every format character
 * (Unicode's Cf as the engine knows it: bidi controls, U+200B–U+200D, U+2060–U+2064, U+FEFF, U+00AD, …), the whole tag
 * block U+E0000–U+E007F, and the letters drawn blank (U+2800, U+3164, U+115F, U+1160, U+FFA0 …; hostile review 2026-12-04).
 */
export const RAW_CONTROL =
  /[\u034f\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\u{e0000}-\u{e007f}\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0\u{16fe4}\u{1d159}]/u;

/** The same in a `--json` document or a score line (its own newlines aside): JSON.stringify escapes C0, the CLI the rest. */
export const RAW_IN_JSON =
  /[\u034f\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\u{e0000}-\u{e007f}\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0\u{16fe4}\u{1d159}]/u;

export interface Run {
  stdout: string;
  stderr: string;
  code: number;
}

export async function run(argv: string[], stdin: string, tty: boolean): Promise<Run> {
  // NO_COLOR at a "terminal": the TTY paths (defused skeleton, progress bar) without the report's own colours.
  const io = fakeIo({ stdin, stdoutTty: tty, stderrTty: tty, env: tty ? { NO_COLOR: '1' } : {} });
  const code = await main(argv, io.io);
  return { stdout: io.stdout(), stderr: io.stderr(), code };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Python code the skeleton can build on; the payload in a comment when `inCode` (a Trojan Source place). */
function pythonCode(payload: string, inCode: boolean): string {
  return `import torch\nx = torch.zeros(2, 3)${inCode ? `  # ${payload}` : ''}\ny = model(x)\nprint(y.shape)`;
}

/** An API record (as SO renders user text: escaped) with the payload in title, prose, inline code, tags and code. */
export function apiRecord(payload: string, inCode = true): Record<string, unknown> {
  const body = [
    `<p>My loss is nan after one step. ${escapeHtml(payload)}</p>`,
    `<p>I call <code>${escapeHtml(payload)}</code> before training.</p>`,
    `<pre><code>${escapeHtml(pythonCode(payload, inCode))}</code></pre>`,
    '<pre><code>RuntimeError: expected scalar type Float but found Double</code></pre>',
  ].join('\n');
  return { question_id: 61877098, title: payload, body, tags: ['pytorch', payload], link: 'https://stackoverflow.com/q/61877098' };
}

/** A markdown draft with the payload as its `# Title` line, prose, inline code and a code comment. */
export function markdownDraft(payload: string): string {
  return `# ${payload}\n\nMy loss is nan. ${payload}\n\nI call \`${payload}\` first.\n\n\`\`\`python\n${pythonCode(payload, true)}\n\`\`\`\n`;
}

const scratch = mkdtempSync(join(tmpdir(), 'reprolens-hostile-'));
let files = 0;

/** A `.json` file (declared JSON, so not sniffed) holding `text`. */
function jsonFile(text: string): string {
  files += 1;
  const path = join(scratch, `input-${files}.json`);
  writeFileSync(path, text);
  return path;
}

/** Error paths: each input makes the CLI refuse with a message built from input text (hostile review C2). */
export function errorInputs(payload: string): Array<{ place: string; argv: string[]; stdin: string }> {
  const json = (value: unknown) => ({ argv: ['check', '-'], stdin: JSON.stringify(value) });
  return [
    { place: 'API error fields', ...json({ error_id: 400, error_name: payload, error_message: payload }) },
    { place: 'string answer_id', ...json({ answer_id: payload, title: 't', body: '<p>b</p>' }) },
    { place: 'string comment_id', ...json({ comment_id: payload, title: 't', body: '<p>b</p>' }) },
    { place: 'string question_id', ...json({ ...apiRecord('plain'), question_id: payload }) },
    { place: 'bad JSON string', argv: ['check', '-'], stdin: `{"title": "${payload}` },
    // JSON.parse quotes the input after an unexpected first token in its message: the payload right after one.
    { place: 'bad JSON token', argv: ['check', jsonFile(`x${payload}`)], stdin: '' },
    { place: 'file name', argv: ['check', `/nonexistent/${payload}.json`], stdin: '' },
    { place: 'command word', argv: [payload, 'x.json'], stdin: '' },
  ];
}

/** A score batch: per payload a good record, a bad JSON line and a record without a body. */
export function scoreBatch(payloads: Payload[]): string {
  return payloads
    .flatMap(({ payload }) => [JSON.stringify(apiRecord(payload)), `x${payload}`, JSON.stringify({ title: payload, tags: [payload] })])
    .join('\n');
}

export interface Finding {
  family: string;
  payload: string;
  where: string;
}

const RAW_LINE = /\r|\u0085|\u2028|\u2029/u;

/** Every place a payload reached the output raw; `where` names the command, the stream and the placement. */
export async function findings(payloads: Payload[]): Promise<Finding[]> {
  const found: Finding[] = [];
  const flag = (p: Payload, where: string, text: string, pattern: RegExp) => {
    if (pattern.test(text)) found.push({ ...p, where });
  };
  for (const p of payloads) {
    const record = JSON.stringify(apiRecord(p.payload));
    const clean = JSON.stringify(apiRecord(p.payload, false));
    for (const tty of [false, true]) {
      const mode = tty ? 'tty' : 'pipe';
      for (const [name, stdin] of [
        ['json', record],
        ['md', markdownDraft(p.payload)],
      ] as const) {
        const check = await run(['check', '-'], stdin, tty);
        flag(p, `check ${name} ${mode} stdout`, check.stdout, RAW_CONTROL);
        flag(p, `check ${name} ${mode} stderr`, check.stderr, RAW_CONTROL);
        const forged =
          check.stdout.split('\n').filter((l) => l.startsWith('  verdict ')).length !== 1 ||
          !check.stderr.split('\n').every((l) => l === '' || l.startsWith('reprolens: '));
        if (forged) found.push({ ...p, where: `check ${name} ${mode}: forged report line` });
      }
      // Piped, the script is exact by design, so its code-block payload is left out here; the header is not.
      const skeleton = await run(['skeleton', '-'], tty ? record : clean, tty);
      flag(p, `skeleton ${mode} stdout`, skeleton.stdout, RAW_CONTROL);
      flag(p, `skeleton ${mode} stderr`, skeleton.stderr, RAW_CONTROL);
    }
    for (const command of ['check', 'skeleton']) {
      const json = await run([command, '--json', '-'], record, false);
      flag(p, `${command} --json stdout`, json.stdout, RAW_IN_JSON);
    }
    for (const input of errorInputs(p.payload)) {
      const error = await run(input.argv, input.stdin, true);
      flag(p, `error (${input.place}) stderr`, error.stderr, RAW_CONTROL);
      if (!error.stderr.split('\n').every((l) => l === '' || l.startsWith('reprolens: ')))
        found.push({ ...p, where: `error (${input.place}): forged stderr line` });
    }
  }
  const score = await run(['score', '-'], scoreBatch(payloads), false);
  for (const [index, line] of score.stdout.split('\n').entries())
    if (RAW_IN_JSON.test(line)) found.push({ ...payloads[index], where: 'score stdout' });
  for (const line of score.stderr.split('\n')) {
    const at = /line (\d+):/.exec(line);
    const p = at ? payloads[Math.floor((Number(at[1]) - 1) / 3)] : { family: '-', payload: '-' };
    if (RAW_CONTROL.test(line) || RAW_LINE.test(line)) found.push({ ...p, where: 'score stderr' });
  }
  return found;
}
