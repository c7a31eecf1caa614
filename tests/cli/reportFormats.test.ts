// `reprolens report` through reportCommand: the markdown and the CSV of ten real score lines pinned (their numbers
// read against the hand counts of tests/cli/reportTally.test.ts), the HTML self-contained and escaped, bad lines named.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCommand } from '../../cli/report/reportCommand';
import { fakeIo, oneLineMessages } from './fakeIo';

const FIXTURES = new URL('../fixtures/report/', import.meta.url);
const SCORES = new URL('scores-10.jsonl', FIXTURES).pathname;
const expected = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'reprolens-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function report(input: string, format: 'html' | 'md' | 'csv') {
  const fake = fakeIo();
  const code = await reportCommand(input, format, undefined, fake.io);
  return { code, out: fake.stdout(), err: fake.stderr() };
}

/** A real score line of the fixture made hostile (synthesized): a tag and a framework that are markup. */
function hostileScores(): string {
  const [first, second] = readFileSync(SCORES, 'utf8').trim().split('\n');
  const line = JSON.parse(second);
  line.tags = ['<img src=x onerror=alert(1)>', '=HYPERLINK("x")', 'a|b'];
  line.framework = '<script>alert(2)</script>';
  const path = join(dir, 'synth-hostile.scores.jsonl');
  writeFileSync(path, `${first}\n${JSON.stringify(line)}\n`);
  return path;
}

describe('report: markdown and CSV of ten real score lines', () => {
  it('writes the pinned markdown', async () => {
    const { code, out, err } = await report(SCORES, 'md');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toBe(expected('scores-10.expected.md'));
  });

  it('writes the pinned tidy CSV', async () => {
    const { code, out } = await report(SCORES, 'csv');
    expect(code).toBe(0);
    expect(out).toBe(expected('scores-10.expected.csv'));
    expect(out.split('\r\n')[0]).toBe('dimension,group,item,status,count,share');
  });

  it('writes to --out instead of stdout', async () => {
    const out = join(dir, 'report.md');
    const fake = fakeIo();
    expect(await reportCommand(SCORES, 'md', out, fake.io)).toBe(0);
    expect(fake.stdout()).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(expected('scores-10.expected.md'));
  });
});

describe('report: the HTML page', () => {
  // Drawn once for the checks below: seven charts are a second's work on a busy core.
  let page: { code: number; out: string };
  beforeAll(async () => {
    page = await report(SCORES, 'html');
  });

  it('is one well-formed page with its charts as inline SVG, no script and no URL', () => {
    const { code, out } = page;
    expect(code).toBe(0);
    expect(out.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(out.trimEnd().endsWith('</html>')).toBe(true);
    // Seven charts: framework, year, bug type, grade, items overall, by framework, by bug type.
    expect(out.match(/<svg[\s>]/g)).toHaveLength(7);
    expect(out.match(/<\/svg>/g)).toHaveLength(7);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(out).not.toMatch(/<(link|img|iframe|object|embed)\b/i);
    // Every number is in a table too.
    expect(out.match(/<table>/g)).toHaveLength(10);
    expect(out).toContain('<td>Environment</td><td class="n">25.0 % (2)</td><td class="n">12.5 % (1)</td><td class="n">62.5 % (5)</td>');
  });

  it('parses as HTML into the same sections, every tag and attribute closed', async () => {
    const { parseHTML } = await import('linkedom');
    const { out } = page;
    const { document } = parseHTML(out);
    expect([...document.querySelectorAll('section')].map((s) => s.id)).toEqual([
      'frameworks',
      'years',
      'bugTypes',
      'grades',
      'itemsOverall',
      'itemsByFramework',
      'itemsByBugType',
      'mostMissing',
      'study',
      'tags',
    ]);
    for (const svg of document.querySelectorAll('svg')) {
      expect(Number(svg.getAttribute('width'))).toBeGreaterThan(100);
      expect(Number(svg.getAttribute('height'))).toBeGreaterThan(50);
    }
    const { parse } = await import('parse5');
    const errors: string[] = [];
    parse(out, { onParseError: (error) => errors.push(error.code) });
    expect(errors).toEqual([]);
  });

  it('shows a hostile tag and framework as text, never as markup, in every format', async () => {
    const path = hostileScores();
    const html = (await report(path, 'html')).out;
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    const md = (await report(path, 'md')).out;
    expect(md).not.toMatch(/<img|<script/i);
    expect(md).toContain('| &lt;img src=x onerror=alert(1)&gt; | 1 | 50.0 % |');
    expect(md).toContain('| a\\|b | 1 | 50.0 % |');
    const csv = (await report(path, 'csv')).out;
    expect(csv).toContain('\r\ntag,"\'=HYPERLINK(""x"")",,,1,0.5\r\n');
    expect(csv).toContain('\r\nframework,<script>alert(2)</script>,,,1,0.5\r\n');
  });
});

describe('report: bad input', () => {
  it('names each line that is not a score line, counts the rest, and exits 1', async () => {
    const [first, second] = readFileSync(SCORES, 'utf8').trim().split('\n');
    const path = join(dir, 'synth-mixed.scores.jsonl');
    writeFileSync(path, `${first}\n{"torn": \n\n{"question_id": 1, "title": "a question"}\r\n${second}\n`);
    const { code, out, err } = await report(path, 'md');
    expect(code).toBe(1);
    expect(out).toContain('2 questions scored by ReproLens, 1 of them bug reports with a verdict; 2 lines not score lines, not counted.');
    const messages = oneLineMessages(err);
    expect(messages).toContain(`reprolens: ${path} line 2: not JSON, not counted\n`);
    expect(messages).toContain(`reprolens: ${path} line 4: not a score line: no items, not counted\n`);
    expect(messages).toContain('2 score lines counted; 2 not score lines, left out');
  });

  it('says a missing file is missing and writes nothing', async () => {
    const { code, out, err } = await report(join(dir, 'none.jsonl'), 'html');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(oneLineMessages(err)).toContain('none.jsonl: no such file');
  });

  it('reports an empty file as zero questions', async () => {
    const path = join(dir, 'empty.jsonl');
    writeFileSync(path, '');
    const { code, out } = await report(path, 'md');
    expect(code).toBe(0);
    expect(out).toContain('0 questions scored by ReproLens, 0 of them bug reports with a verdict.');
    const html = await report(path, 'html');
    expect(html.code).toBe(0);
    expect(html.out).toContain('</html>');
  });
});
