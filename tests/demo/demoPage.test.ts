// Issue 13: `npm run demo -- --question <id>` opens any corpus question in the saved question page the assembled
// fixtures use, `--page <file>` any saved page, at 1366×768 by default.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from '../../tools/demo/demoOptions';
import { demoPage, DemoPageError } from '../../tools/demo/demoPage';

const root = resolve(import.meta.dirname, '../..');
const corpus = resolve(root, '../shared/corpus/stackoverflow');
const noDisplay = {} as NodeJS.ProcessEnv;

describe('demo options', () => {
  it('default to question 61877098 in a 1366×768 window, headless without a display', () => {
    expect(parseOptions([], noDisplay)).toMatchObject({ headless: true, page: { kind: 'default' }, window: { width: 1366, height: 768 } });
  });

  it('take --question, --page and --window', () => {
    expect(parseOptions(['--question', '72441758'], noDisplay)).toMatchObject({ page: { kind: 'question', id: '72441758' } });
    expect(parseOptions(['--page=tests/fixtures/pages/so-2023-10_stackoverflow_ask.html'], noDisplay)).toMatchObject({
      page: { kind: 'page', file: 'tests/fixtures/pages/so-2023-10_stackoverflow_ask.html' },
    });
    expect(parseOptions(['--window', '1920x1080'], noDisplay)).toMatchObject({ window: { width: 1920, height: 1080 } });
    expect(() => parseOptions(['--window', 'big'], noDisplay)).toThrow(UsageError);
    expect(() => parseOptions(['--question'], noDisplay)).toThrow(UsageError);
  });
});

describe('demo page', () => {
  it('the default is the committed assembled page of 61877098, at its real URL', () => {
    const page = demoPage(root, { kind: 'default' }, {});
    expect(page.source).toMatch(/assembled.*61877098\.html$/);
    expect(page.url).toMatch(/^https:\/\/stackoverflow\.com\/questions\/61877098\//);
  });

  it('--page serves a saved page at its canonical URL, the saved Ask page at /questions/ask', () => {
    const ask = demoPage(root, { kind: 'page', file: resolve(root, 'tests/fixtures/pages/so-2023-10_stackoverflow_ask.html') }, {});
    expect(ask.url).toBe('https://stackoverflow.com/questions/ask');
    const question = demoPage(
      root,
      { kind: 'page', file: resolve(root, 'tests/fixtures/pages/so-2022-12_stackoverflow_9688200.html') },
      {},
    );
    expect(question.url).toMatch(/^https:\/\/stackoverflow\.com\/questions\/9688200\//);
    expect(() => demoPage(root, { kind: 'page', file: '/nonexistent.html' }, {})).toThrow(DemoPageError);
  });

  it.skipIf(!existsSync(corpus))('--question finds a question in any corpus file and builds its page from the record', () => {
    // 72441758 is in tf-keras-2015-2023.jsonl, a file without asker fields.
    const line = readFileSync(resolve(corpus, 'tf-keras-2015-2023.jsonl'), 'utf8')
      .split('\n')
      .find((l) => l.includes('"question_id": 72441758,'))!;
    const record = JSON.parse(line) as { title: string; link: string };
    const page = demoPage(root, { kind: 'question', id: '72441758' }, {});
    expect(page.source).toContain('tf-keras-2015-2023.jsonl');
    expect(page.url).toBe(record.link);
    expect(page.html).toContain('data-questionid="72441758"');
    expect(page.html).toContain('Descriptors cannot not be created directly');
    expect(() => demoPage(root, { kind: 'question', id: '1' }, {})).toThrow(DemoPageError);
    expect(() => demoPage(root, { kind: 'question', id: 'abc' }, {})).toThrow(DemoPageError);
  });
});
