// `reprolens check` / `score` through `main(argv, io)` on real Stack Overflow questions (tests/fixtures/cli).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowPageHtml } from '../../cli/savedPage';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import type { Question } from '../../lib/question';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { reproductionScriptStatus } from '../../lib/skeleton/status';
import { parseHTML } from 'linkedom';
import { analyzeQuestion } from '../../lib/engine';
import { ITEM_IDS } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreRecord } from '../../lib/verdict';
import { fakeIo, oneLineMessages, STACK_FRAME } from './fakeIo';
import { tensorflowIssue } from '../fixtures/tf/tensorflowIssues';

const fixtures = resolve(import.meta.dirname, '../fixtures/cli');
// Real saved pages, shared with the reader tests (provenance: tests/fixtures/pages/PROVENANCE.md).
const pages = resolve(import.meta.dirname, '../fixtures/pages');
const questionFile = join(fixtures, 'so-62136244-optimizer-state-device.json');
const scoreFile = join(fixtures, 'synth-score-with-bad-line.jsonl');
const realRecord = JSON.parse(readFileSync(questionFile, 'utf8')) as Record<string, unknown>;
const ANSI = /\x1b\[/;
// Real: a JavaScript question (2022-04) the engine reads as an api bug report (../fixtures/pages/PROVENANCE.md).
const javascriptPage = join(pages, 'so-2022-04_stackoverflow_58211880.html');

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'reprolens-cli-')), name);
  writeFileSync(path, content);
  return path;
}

describe('reprolens check', () => {
  it('prints a linter-style report for a real question', async () => {
    const run = fakeIo();
    const code = await main(['check', questionFile], run.io);
    const out = run.stdout();
    expect(code).toBe(0);
    // The title in quotes, in marked rows that fit the 80 columns of an unknown terminal, none of it lost (hostile
    // review 2026-12-04).
    expect(out).toContain('ReproLens · “Pytorch / device problem(cpu, gpu) when load state dict for\n              ↳ optimizer”\n');
    for (const line of out.split('\n').filter((l) => !l.startsWith('     why: '))) expect(line.length).toBeLessThanOrEqual(80);
    expect(out).toContain('question    62136244');
    expect(out).toMatch(/^ {2}bug report {2}(yes — [a-zA-Z ]+ \(\w+\)|no)$/m);
    expect(out).toMatch(/^ {2}verdict {5}(score |no verdict — )/m);
    // One line per checklist item, each with a status symbol.
    expect(out.match(/^ {2}[✔◐✘–] \S/gm)).toHaveLength(ITEM_IDS.length);
    expect(out).not.toMatch(ANSI);
  });

  it('gives a question outside deep learning a plain no-score line instead of the verdict', async () => {
    const run = fakeIo();
    expect(await main(['check', javascriptPage], run.io)).toBe(0);
    const out = run.stdout();
    expect(out).toContain(
      '  framework   other\n  bug report  yes — problem with a library call (api)\n  verdict     no score: not a deep-learning question\n',
    );
    expect(out).not.toMatch(/score \d+|grade [A-E]/);
    expect(out.match(/^ {2}[✔◐✘–] \S/gm)).toHaveLength(ITEM_IDS.length); // the checklist is kept
    const json = fakeIo();
    expect(await main(['check', '--json', javascriptPage], json.io)).toBe(0);
    expect(JSON.parse(json.stdout())).toMatchObject({ verdict: 'quiet', no_score: 'not_deep_learning', score: null, grade: null });
  });

  it('reads a whole saved question page', async () => {
    const run = fakeIo();
    expect(await main(['check', join(pages, 'so-2020-06_stackoverflow_59855666.html')], run.io)).toBe(0);
    expect(run.stdout()).toContain('ReproLens · “The last dimension of the extracted Mel spectrum is 4”\n');
    expect(run.stdout()).toContain('question    59855666');
  });

  it('prints the whole report as JSON with --json', async () => {
    const run = fakeIo();
    expect(await main(['check', '--json', questionFile], run.io)).toBe(0);
    const report = JSON.parse(run.stdout()) as Record<string, unknown>;
    expect(report.question_id).toBe(62136244);
    expect(Object.keys(report.items as object).sort()).toEqual([...ITEM_IDS].sort());
    const verdict = decide(readStackExchangeApiQuestion(realRecord), DEFAULT_SETTINGS);
    if (verdict.state !== 'verdict') throw new Error('expected a score');
    expect(report).toMatchObject({ verdict: 'verdict', score: verdict.score, grade: verdict.grade, grade_name: verdict.gradeName });
  });

  it('colours only a terminal, and never with NO_COLOR set', async () => {
    const tty = fakeIo({ stdoutTty: true });
    await main(['check', questionFile], tty.io);
    expect(tty.stdout()).toMatch(ANSI);

    const optedOut = fakeIo({ stdoutTty: true, env: { NO_COLOR: '1' } });
    await main(['check', questionFile], optedOut.io);
    expect(optedOut.stdout()).not.toMatch(ANSI);
  });

  it('reads stdin, sniffing JSON, HTML and markdown', async () => {
    const json = fakeIo({ stdin: readFileSync(questionFile, 'utf8') });
    expect(await main(['check', '-', '--json'], json.io)).toBe(0);
    expect(JSON.parse(json.stdout()).question_id).toBe(62136244);

    // Synthesized inputs: a body fragment (no <html>/<body>) and a markdown draft.
    const html = fakeIo({ stdin: '<p>My model fails:</p>\n<pre><code>import torch\nx = torch.zeros(2).cuda()\n</code></pre>' });
    expect(await main(['check', '-'], html.io)).toBe(0);
    expect(html.stderr()).toContain('read as a post body fragment');

    const markdown = fakeIo({ stdin: '# Loss is NaN after one epoch\n\nMy loss becomes nan.\n\n```python\nimport torch\n```\n' });
    expect(await main(['check', '-'], markdown.io)).toBe(0);
    expect(markdown.stdout()).toContain('ReproLens · “Loss is NaN after one epoch”\n');
  });

  it('refuses a missing file with exit 2 and one line', async () => {
    const run = fakeIo();
    expect(await main(['check', join(fixtures, 'no-such-question.json')], run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toMatch(/^reprolens: .*no-such-question\.json: no such file\n$/);
    expect(run.stdout()).toBe('');
  });

  it('refuses a page that is not a question page', async () => {
    // The real Stack Overflow home page of 2018 (a question list, not a question).
    const run = fakeIo();
    expect(await main(['check', join(pages, 'so-2018-10_stackoverflow_home-list.html')], run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toMatch(/^reprolens: .*home-list\.html: not a (Stack Overflow )?question page\b.*\n$/);
  });

  it('refuses empty input and an empty body with exit 2', async () => {
    const empty = fakeIo();
    expect(await main(['check', tempFile('empty.md', '  \n')], empty.io)).toBe(2);
    expect(oneLineMessages(empty.stderr())).toMatch(/empty — nothing to check\n$/);

    const emptyBody = fakeIo();
    expect(await main(['check', tempFile('empty-body.json', JSON.stringify({ ...realRecord, body_html: '' }))], emptyBody.io)).toBe(2);
    expect(oneLineMessages(emptyBody.stderr())).toMatch(/^reprolens: .*empty-body\.json: .+\n$/);
    expect(emptyBody.stderr()).not.toMatch(STACK_FRAME);
  });

  it('refuses broken JSON with one line', async () => {
    const run = fakeIo();
    expect(await main(['check', tempFile('broken.json', '{"title": ')], run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toMatch(/^reprolens: .*broken\.json: not valid JSON \(.+\)\n$/);
  });

  it('completes on a 5 MB body with a note and no stack trace', async () => {
    // Synthesized: the real question's body repeated to 5 MB.
    const body = String(realRecord.body_html);
    const huge = { ...realRecord, body_html: body.repeat(Math.ceil((5 * 1024 * 1024) / body.length)) };
    const run = fakeIo();
    const code = await main(['check', tempFile('huge.json', JSON.stringify(huge))], run.io);
    expect(code).toBe(0);
    expect(oneLineMessages(run.stderr())).toMatch(
      /^reprolens: note: input is 5\.\d MB, far beyond Stack Overflow's 30,000-character body limit/m,
    );
    expect(run.stderr() + run.stdout()).not.toMatch(STACK_FRAME);
  });

  it('prints hostile HTML in a title as literal text, and defuses terminal escapes', async () => {
    // Synthesized title; the API escapes HTML in titles, so the reader decodes it back to these characters.
    const title = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; \u001b[2J\u001b]0;owned\u0007 why NaN?';
    const run = fakeIo();
    expect(await main(['check', tempFile('hostile.json', JSON.stringify({ ...realRecord, title }))], run.io)).toBe(0);
    const out = run.stdout();
    expect(out).toContain('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/[\u001b\u0007]/);
  });
});

// The skeleton builder is another engineer's and changes: every expectation is what buildSkeleton returns for the
// same question read through the same lib readers, never a fixed script text.
const skeletonOf = (question: Question): Skeleton | null => buildSkeleton(question, analyzeQuestion(question));
const noCodeFile = join(fixtures, 'so-61703503-no-code-block.json');
// Real: the assembled page of question 61877098 (tests/fixtures/pages/assembled/PROVENANCE.md).
const assembledPage = join(pages, 'assembled/assembled_so-2022-12-host_pytorch-2020-61877098.html');
// Real: tensorflow/tensorflow#32476 as a markdown draft, as the popup test reads it (tests/fixtures/tf/PROVENANCE.md).
const tfIssue = tensorflowIssue(32476);

describe('reprolens skeleton', () => {
  it('writes exactly the skeleton script to stdout, and its status, missing and assumptions as notes on stderr', async () => {
    const expected = skeletonOf(readStackExchangeApiQuestion(realRecord))!;
    expect(expected).not.toBeNull();
    const run = fakeIo();
    expect(await main(['skeleton', questionFile], run.io)).toBe(0);
    expect(run.stdout()).toBe(expected.script);
    const notes = oneLineMessages(run.stderr()).split('\n').filter(Boolean);
    for (const line of notes) expect(line).toMatch(/^reprolens: note: /);
    expect(notes[0]).toBe(`reprolens: note: ${reproductionScriptStatus(expected)}`);
    expect(notes.filter((n) => n.startsWith('reprolens: note: missing: '))).toHaveLength(expected.missing.length);
    expect(notes.filter((n) => n.startsWith('reprolens: note: assumed: '))).toHaveLength(expected.assumptions.length);
  });

  it('reads the record shape tools/repro_run.py writes: {question_id, title, tags, body, body_html}', async () => {
    const { question_id, title, tags, body_html } = realRecord;
    const written = { question_id, title, tags, body: body_html, body_html };
    const run = fakeIo();
    expect(await main(['skeleton', tempFile('q.json', JSON.stringify(written))], run.io)).toBe(0);
    const question = readStackExchangeApiQuestion(written);
    expect(question).toMatchObject({ id: 62136244, title, tags });
    expect(question.blocks).toEqual(readStackExchangeApiQuestion(realRecord).blocks);
    expect(run.stdout()).toBe(skeletonOf(question)!.script);
  });

  it('reads a saved question page, a body fragment on stdin and a markdown draft', async () => {
    const pageHtml = readFileSync(assembledPage, 'utf8');
    const page = readStackOverflowPageHtml(pageHtml);
    if (!page.ok) throw new Error(page.reason);
    const fromPage = fakeIo();
    expect(await main(['skeleton', assembledPage], fromPage.io)).toBe(0);
    expect(fromPage.stdout()).toBe(skeletonOf(page.question)!.script);

    const body = String(realRecord.body_html);
    const fromStdin = fakeIo({ stdin: body });
    expect(await main(['skeleton', '-'], fromStdin.io)).toBe(0);
    expect(fromStdin.stdout()).toBe(skeletonOf(readStackOverflowBodyHtml(body, { title: '', tags: [], id: null, site: '' }))!.script);
    expect(fromStdin.stderr()).toContain('reprolens: note: read as a post body fragment');

    const draft = `# ${tfIssue.title}\n\n${tfIssue.body}`;
    const expected = skeletonOf(readMarkdownDraft(draft).question);
    expect(expected).not.toBeNull();
    const fromMarkdown = fakeIo();
    expect(await main(['skeleton', tempFile('draft.md', draft)], fromMarkdown.io)).toBe(0);
    expect(fromMarkdown.stdout()).toBe(expected!.script);
  });

  it('prints the Skeleton object as JSON with --json', async () => {
    const run = fakeIo();
    expect(await main(['skeleton', '--json', questionFile], run.io)).toBe(0);
    expect(JSON.parse(run.stdout())).toEqual(skeletonOf(readStackExchangeApiQuestion(realRecord)));
    expect(run.stderr()).toBe('');
  });

  it('refuses a question without Python code with one line on stderr, nothing on stdout and exit 2', async () => {
    expect(skeletonOf(readStackExchangeApiQuestion(JSON.parse(readFileSync(noCodeFile, 'utf8'))))).toBeNull();
    for (const argv of [
      ['skeleton', noCodeFile],
      ['skeleton', '--json', noCodeFile],
    ]) {
      const run = fakeIo();
      expect(await main(argv, run.io)).toBe(2);
      expect(oneLineMessages(run.stderr())).toMatch(
        /^reprolens: .*so-61703503-no-code-block\.json: the question has no Python code — nothing to build a reproduction skeleton from\n$/,
      );
      expect(run.stdout()).toBe('');
    }
  });

  it('refuses what check refuses: a missing file, a page that is not a question', async () => {
    const missing = fakeIo();
    expect(await main(['skeleton', join(fixtures, 'no-such-question.json')], missing.io)).toBe(2);
    expect(oneLineMessages(missing.stderr())).toMatch(/no such file\n$/);
    const list = fakeIo();
    expect(await main(['skeleton', join(pages, 'so-2018-10_stackoverflow_home-list.html')], list.io)).toBe(2);
    expect(list.stdout()).toBe('');
  });

  it('defuses terminal escapes from question text in the notes', async () => {
    // Synthesized: the real question's title with escape sequences added.
    const hostile = { ...realRecord, title: `\u001b]0;owned\u0007${String(realRecord.title)}` };
    const run = fakeIo();
    expect(await main(['skeleton', tempFile('hostile.json', JSON.stringify(hostile))], run.io)).toBe(0);
    expect(run.stderr()).not.toMatch(/[\u001b\u0007]/);
  });
});

describe('reprolens score', () => {
  it('scores the real lines, reports the malformed line 4, exits 1', async () => {
    const run = fakeIo();
    const code = await main(['score', scoreFile], run.io);
    expect(code).toBe(1);
    const lines = run.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const records = readFileSync(scoreFile, 'utf8')
      .split('\n')
      .slice(0, 3)
      .map((l) => JSON.parse(l) as unknown);
    lines.forEach((line, i) => {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual([
        'question_id',
        'framework',
        'is_bug_report',
        'bug_type',
        'score',
        'grade',
        'items',
        'suggestions',
        'deductions',
        'created',
        'tags',
      ]);
      expect(Object.keys(parsed.items as object)).toEqual([...ITEM_IDS]);
      for (const judgment of Object.values(parsed.items as Record<string, object>))
        expect(Object.keys(judgment)).toEqual(['status', 'evidence']);
      for (const suggestion of parsed.suggestions as object[])
        expect(Object.keys(suggestion)).toEqual(['item', 'text', 'snippet', 'decisive']);
      // The verdict's fields, then what a dataset's report groups by: the creation date and the tags.
      const question = readStackExchangeApiQuestion(records[i]);
      // These corpus lines give `creation_date` as an ISO string (the API gives seconds).
      const created = new Date((records[i] as { creation_date: string }).creation_date).toISOString();
      expect(line).toBe(JSON.stringify({ ...toScoreRecord(decide(question, DEFAULT_SETTINGS)), created, tags: question.tags }));
    });
    expect(oneLineMessages(run.stderr())).toMatch(/synth-score-with-bad-line\.jsonl line 4: not JSON/);
    expect(run.stderr()).not.toMatch(/line [123]\b/);
  });

  it('gives a question outside deep learning score null, grade null and no suggestions, and keeps its items', async () => {
    // A record built in the test from the real saved JavaScript page: its title, tags and body HTML.
    const { document } = parseHTML(readFileSync(javascriptPage, 'utf8'));
    const record = {
      question_id: 58211880,
      title: document.querySelector('#question-header h1')!.textContent!.trim(),
      tags: [...document.querySelectorAll('.question .post-tag')].map((t) => t.textContent!.trim()),
      body_html: document.querySelector('.question .js-post-body')!.innerHTML,
    };
    const run = fakeIo({ stdin: `${JSON.stringify(record)}\n` });
    expect(await main(['score', '-'], run.io)).toBe(0);
    const line = JSON.parse(run.stdout()) as Record<string, unknown>;
    expect(line).toMatchObject({ question_id: 58211880, framework: 'other', is_bug_report: true, score: null, grade: null });
    // Quiet by default: the engine would ask for things, the score line asks for none.
    const report = analyzeQuestion(readStackExchangeApiQuestion(record));
    expect(report.suggestions.length).toBeGreaterThan(0);
    expect(line.suggestions).toEqual([]);
    expect(Object.keys(line.items as object)).toEqual([...ITEM_IDS]);
  });

  it('skips blank lines silently and names lines without title or body', async () => {
    const first = readFileSync(scoreFile, 'utf8').split('\n')[0];
    const run = fakeIo({ stdin: `\n${first}\n\n{"question_id": 5, "title": "no body here"}\n` });
    expect(await main(['score', '-'], run.io)).toBe(1);
    expect(run.stdout().trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr()).toMatch(/^reprolens: stdin line 4: not a question: no body$/m);
  });

  it('redraws its progress line in place on a terminal, and writes plain lines every 5 s in a log', async () => {
    // A clock that moves 3 s each time it is read: four rows look like a long run, so progress shows in both places.
    const ticking = () => {
      let ms = 0;
      return () => (ms += 3000);
    };
    const tty = fakeIo({ stderrTty: true, now: ticking() });
    await main(['score', '--jobs=1', scoreFile], tty.io);
    expect(tty.stderr()).toMatch(/\rreprolens: \d+ questions?, \d+ % of \d+(\.\d)? kB/);
    const piped = fakeIo({ now: ticking() });
    await main(['score', '--jobs=1', scoreFile], piped.io);
    expect(piped.stderr()).toMatch(/^reprolens: \d+ questions?, \d+ % of/m);
    expect(piped.stderr()).not.toContain('\r');
    const still = fakeIo();
    await main(['score', scoreFile], still.io);
    expect(still.stderr()).not.toMatch(/questions?, \d+ %/);
  });
});

describe('reprolens usage', () => {
  it('prints help and version', async () => {
    const help = fakeIo();
    expect(await main(['--help'], help.io)).toBe(0);
    expect(help.stdout()).toMatch(/^Usage:/);
    const version = fakeIo();
    expect(await main(['--version'], version.io)).toBe(0);
    const { version: expected } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(version.stdout()).toBe(`reprolens ${expected}\n`);
  });

  it('lists the skeleton command in the help', async () => {
    const help = fakeIo();
    await main(['--help'], help.io);
    expect(help.stdout()).toMatch(/^ {2}reprolens skeleton <file\|->$/m);
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['check']],
    [['check', '--fast', 'x.json']],
    [['skeleton']],
    [['skeleton', '--fast', 'x.json']],
    [['skeleton', 'a', 'b']],
    [['score', 'a', 'b']],
  ])('rejects %j with exit 2', async (argv) => {
    const run = fakeIo();
    expect(await main(argv, run.io)).toBe(2);
    expect(run.stderr()).toMatch(/^reprolens: .+\n$/);
  });
});
