// `npm run demo -- --question <id>` opens any corpus question in the saved question page the assembled
// fixtures use, `--page <file>` any saved page, at 1366×768 by default.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from '../../../tools/demo/demoOptions';
import { demoPage, DemoPageError } from '../../../tools/demo/demoPage';
import { README_IMAGES, tourFileName } from '../../../tools/demo/demoTour';
import { relativeAge, shortCount } from '../../../tools/demo/questionStats';

const root = resolve(import.meta.dirname, '../../..');
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

// `--tour`: the panel clicked through headless, one screenshot per step; `--readme-images`: in both themes, the
// README's images written from it.
describe('demo options: the tour', () => {
  const display = { DISPLAY: ':0' } as NodeJS.ProcessEnv;

  it('--tour is headless even with a display, into reprolens-tour/ in the chosen theme', () => {
    expect(parseOptions(['--tour'], display)).toMatchObject({
      headless: true,
      out: null,
      tour: { outDir: 'reprolens-tour', themes: ['light'], readmeImages: false },
    });
    expect(parseOptions(['--tour', '--out-dir', '/tmp/shots', '--theme', 'dark', '--question', '62081155'], noDisplay)).toMatchObject({
      tour: { outDir: '/tmp/shots', themes: ['dark'], readmeImages: false },
      page: { kind: 'question', id: '62081155' },
    });
    expect(parseOptions(['--out-dir=shots', '--tour'], noDisplay)).toMatchObject({ tour: { outDir: 'shots' } });
    expect(parseOptions([], noDisplay)).toMatchObject({ tour: null, out: 'reprolens-demo.png' });
  });

  it('--readme-images tours both themes; --out-dir without --tour, or --out with it, is a usage error', () => {
    expect(parseOptions(['--readme-images'], noDisplay)).toMatchObject({ tour: { themes: ['light', 'dark'], readmeImages: true } });
    expect(() => parseOptions(['--out-dir', 'shots'], noDisplay)).toThrow(UsageError);
    expect(() => parseOptions(['--tour', '--out', 'a.png'], noDisplay)).toThrow(UsageError);
    expect(() => parseOptions(['--tour', '--out-dir'], noDisplay)).toThrow(UsageError);
  });

  it('names each step’s screenshot, and the README’s images after the tour’s', () => {
    expect(tourFileName('folded')).toBe('tour-1-folded.png');
    expect(tourFileName('comment', '-dark')).toBe('tour-5-comment-dark.png');
    expect(README_IMAGES.map(([image]) => image).sort()).toEqual([
      'docs/overlay-dark.png',
      'docs/overlay-expanded.png',
      'docs/overlay-folded-dark.png',
      'docs/overlay-folded.png',
    ]);
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

// The trial of the panel (point 7): every assembled page showed the host page's 352 votes, its 2012/2022 dates,
// "Viewed 212,320 times" and "5 Answers" beside another question. The page now shows the record's own numbers and
// leaves out what the record lacks.
describe('demo page: the question’s own numbers', () => {
  const now = new Date('2026-12-05T00:00:00Z');
  const HOST_NUMBERS = ['data-value="352"', 'data-score="352"', '212,320', '2012-03-13', '2022-02-20', 'data-answercount="5"', '5 Answers'];
  const parse = (html: string) => parseHTML(html).document as unknown as Document;
  const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
  const statLabels = (doc: Document) =>
    Array.from(doc.querySelectorAll('#question-header + div .fc-light')).map((e) => e.textContent?.trim());

  it('the default page (61877098: score 0, asked 2020-05-18, no views, activity or answer count in its record)', () => {
    const page = demoPage(root, { kind: 'default' }, {}, now);
    const doc = parse(page.html);
    expect(text(doc, '.js-vote-count')).toBe('0');
    expect(doc.querySelector('.js-vote-count')?.getAttribute('data-value')).toBe('0');
    expect(doc.querySelector('#question')?.getAttribute('data-score')).toBe('0');
    expect(doc.querySelector('time[itemprop="dateCreated"]')?.getAttribute('datetime')).toBe('2020-05-18T19:03:09');
    expect(text(doc, '#question-header + div')).toBe('Asked 6 years, 6 months ago');
    expect(statLabels(doc)).toEqual(['Asked']);
    expect(text(doc, '.post-signature.owner .user-action-time')).toBe('asked May 18, 2020 at 19:03');
    // No record says how many answers it has: no header rather than the host's "5 Answers".
    expect(doc.querySelector('#answers-header')).toBeNull();
    for (const host of HOST_NUMBERS) expect(page.html, host).not.toContain(host);
    // Nor the host question's editor, its asker's avatar and reputation.
    expect(page.html).not.toContain('nixalott');
    expect(doc.querySelector('.post-signature.owner .-flair, .post-signature.owner .user-gravatar32')).toBeNull();
  });

  it.skipIf(!existsSync(corpus))('--question 72441758 (165 votes, 207,861 views, modified 2023-06-25, 12 answers)', () => {
    const page = demoPage(root, { kind: 'question', id: '72441758' }, {}, now);
    const doc = parse(page.html);
    expect(text(doc, '.js-vote-count')).toBe('165');
    expect(statLabels(doc)).toEqual(['Asked', 'Modified', 'Viewed']);
    expect(text(doc, '#question-header + div')).toBe('Asked 4 years, 6 months ago Modified 3 years, 5 months ago Viewed 207k times');
    expect(doc.querySelector('[title="Viewed 207,861 times"]')).not.toBeNull();
    expect(doc.querySelector('a[title="2023-06-25 17:42:08Z"]')).not.toBeNull();
    expect(doc.querySelector('#answers-header h2')?.getAttribute('data-answercount')).toBe('12');
    expect(text(doc, '#answers-header h2')).toBe('12 Answers 12');
    expect(text(doc, '[data-demo="answers-not-shown"]')).toBe(
      'This demo page shows the question only: its 12 answers are on Stack Overflow.',
    );
    expect(doc.querySelectorAll('#answers .answer')).toHaveLength(0);
    for (const host of HOST_NUMBERS) expect(page.html, host).not.toContain(host);
  });

  it('formats ages and view counts as Stack Overflow does', () => {
    expect(relativeAge(new Date('2012-03-13T16:37:53Z'), new Date('2022-12-24T00:00:00Z'))).toBe('10 years, 9 months ago');
    expect(relativeAge(new Date('2022-02-20T04:39:42Z'), new Date('2022-12-24T00:00:00Z'))).toBe('10 months ago');
    expect(relativeAge(new Date('2022-12-20T00:00:00Z'), new Date('2022-12-24T00:00:00Z'))).toBe('4 days ago');
    expect(shortCount(212_320)).toBe('212k');
    expect(shortCount(532)).toBe('532');
    expect(shortCount(1_234_567)).toBe('1.2m');
  });
});
