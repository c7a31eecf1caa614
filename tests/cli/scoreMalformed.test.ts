// Malformed rows in every input format: each reported on stderr with its line or row number and skipped, the run going
// on, exit 1; a document broken past some point reported where, with what was scored before it kept. Each malformed
// input is made here from a real slice (tests/fixtures/dump/PROVENANCE.md) and named as synthesized.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages } from './fakeIo';

const dump = resolve(import.meta.dirname, '../fixtures/dump');
const csvSample = readFileSync(join(dump, 'sede-pytorch-sample.csv'), 'utf8');
const xmlSample = readFileSync(join(dump, 'datascience-meta-posts-sample.xml'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'reprolens-malformed-'));

function synthFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function score(argv: string[], stdin?: string) {
  const run = fakeIo({ stdin });
  const code = await main(['score', ...argv], run.io);
  const ids = run
    .stdout()
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { question_id: number }).question_id);
  return { code, ids, stderr: oneLineMessages(run.stderr()) };
}

describe('malformed SEDE CSV rows', () => {
  it('reads the real slice whole: 3 questions, rows numbered without the header', async () => {
    const run = await score([join(dump, 'sede-pytorch-sample.csv')]);
    expect(run.code).toBe(0);
    expect(run.ids).toEqual([63582590, 66091226, 68166721]);
  });

  it("a truncated copy (synthesized: cut inside row 3's body) keeps rows 1-2 and names row 3 and its first line", async () => {
    const cut = csvSample.indexOf('68166721');
    const firstLineOfRow3 = csvSample.slice(0, cut).split('\n').length;
    const run = await score([synthFile('synth-truncated.csv', csvSample.slice(0, cut + 400))]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([63582590, 66091226]);
    expect(run.stderr).toContain(
      `synth-truncated.csv row 3 (line ${firstLineOfRow3}): a quoted field is never closed: the file ends inside it`,
    );
    expect(run.stderr).toContain('scored 2 of 3 records; 1 skipped');
  });

  it('a row with the wrong field count (synthesized: row 2 cut after its 5th field) is skipped; rows after it are read', async () => {
    const start = csvSample.indexOf('66091226');
    const end = csvSample.indexOf('68166721');
    const row2 = csvSample.slice(start, end);
    const fiveFields = `${row2.split(',').slice(0, 5).join(',')}\n`;
    const lineOfRow2 = csvSample.slice(0, start).split('\n').length;
    const run = await score([synthFile('synth-short-row.csv', csvSample.replace(row2, fiveFields))]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([63582590, 68166721]);
    expect(run.stderr).toContain(`synth-short-row.csv row 2 (line ${lineOfRow2}): 5 fields where the header has 23`);
  });

  it('a question with an empty Body (synthesized from row 3) is named by its row and the line it starts on', async () => {
    const start = csvSample.indexOf('68166721');
    const row3 = csvSample.slice(start);
    const bodyStart = row3.indexOf(',"<p>');
    const bodyEnd = row3.indexOf('</p>\n",') + '</p>\n"'.length;
    const emptied = `${row3.slice(0, bodyStart)},${row3.slice(bodyEnd)}`;
    const run = await score([synthFile('synth-empty-body.csv', csvSample.replace(row3, emptied))]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([63582590, 66091226]);
    const line = csvSample.slice(0, start).split('\n').length;
    expect(line).toBeGreaterThan(4); // the bodies before it span lines: the row and line numbers differ
    expect(run.stderr).toContain(`synth-empty-body.csv row 3 (line ${line}): not a question: no body`);
  });

  it('a file without the Posts columns is refused at its header, not row by row', async () => {
    const run = await score(['--format', 'sede-csv', '-'], 'name,value\nx,1\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('stdin line 1: the header row has no Id or Body column: not a SEDE export of the Posts table');
  });
});

describe('malformed Posts.xml rows', () => {
  it('reads the real slice: 4 questions, the answers and the tag excerpt passed over', async () => {
    const run = await score([join(dump, 'datascience-meta-posts-sample.xml')]);
    expect(run.code).toBe(0);
    expect(run.ids).toEqual([6, 13, 17, 79]);
    expect(run.stderr).toContain('scored 4 of 4 records; 0 skipped, 0 filtered out, 3 answers and other posts passed over');
  });

  it('a question row without Body (synthesized from row 2) is reported by its row number and skipped', async () => {
    const withoutBody = xmlSample.replace(/(<row Id="13" [^\n]*?) Body="[^"]*"/, '$1');
    expect(withoutBody).not.toBe(xmlSample);
    const run = await score([synthFile('synth-no-body.xml', withoutBody)]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([6, 17, 79]);
    expect(run.stderr).toContain('synth-no-body.xml row 2: no Body');
  });

  it('a document cut mid-row (synthesized) is reported where it breaks; the rows before it stay scored', async () => {
    const cut = xmlSample.indexOf('<row Id="17"') + 60;
    const run = await score([synthFile('synth-cut.xml', xmlSample.slice(0, cut))]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([6, 13]);
    expect(run.stderr).toMatch(
      /synth-cut\.xml line 5, column \d+: the input ends inside the document \(cut short\?\): not well-formed XML \(.+\); reading stopped here/,
    );
    expect(run.stderr).toContain('reading stopped at a fault');
  });

  it('stops at the first fault inside the document (synthesized: a stray "<" in row 2), keeping row 1', async () => {
    const broken = xmlSample.replace('<row Id="13" ', '<row Id="13" < ');
    const run = await score([synthFile('synth-stray.xml', broken)]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([6]);
    expect(run.stderr).toMatch(/synth-stray\.xml line 4, column \d+: not well-formed XML \(.+\); reading stopped here/);
  });

  it("refuses another file of the dump (synthesized: the slice's rows inside <comments>) at its root, not row by row", async () => {
    const comments = xmlSample.replace('<posts>', '<comments>').replace('</posts>', '</comments>');
    const run = await score(['--format', 'posts-xml', synthFile('synth-comments.xml', comments)]);
    expect(run.code).toBe(1);
    expect(run.ids).toEqual([]);
    expect(run.stderr).toMatch(
      /^reprolens: .+synth-comments\.xml line 2, column \d+: the document is <comments>, not <posts>: not a dump's Posts\.xml\n/,
    );
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(2); // that, and the summary
  });

  it('reads tags in the syntax of dumps before 2024 (<a><b>, entity-escaped) as in the new one', async () => {
    const run = fakeIo();
    expect(await main(['score', join(dump, 'synth-posts-old-tag-syntax.xml')], run.io)).toBe(0);
    expect(JSON.parse(run.stdout())).toMatchObject({ question_id: 6, tags: ['feature-request', 'status-completed'] });
  });
});

describe('malformed JSON lines', () => {
  it('a broken JSON line (synthesized: a real line cut short) is named by its line number; the lines after it are read', async () => {
    const [first, second] = readFileSync(resolve(import.meta.dirname, '../fixtures/so-pytorch-2020-sample.jsonl'), 'utf8').split('\n');
    const run = await score(['-'], `${first}\n${second.slice(0, 200)}\n\n${first}\n`);
    expect(run.code).toBe(1);
    expect(run.ids).toHaveLength(2);
    expect(run.stderr).toMatch(/^reprolens: stdin line 2: not JSON \(/m);
    expect(run.stderr).toContain('scored 2 of 3 records; 1 skipped, 0 filtered out (stdin, in');
  });
});
