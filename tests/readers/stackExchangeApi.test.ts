import { describe, expect, it } from 'vitest';
import { ReaderError } from '../../lib/readers/readerError';
import { readStackExchangeApiQuestion, readStackExchangeApiResponse } from '../../lib/readers/stackExchangeApi';
import { siteFromHost } from '../../lib/readers/stackExchangeSite';
import { codeBlocks, expectConsistentOffsets, kinds, readFixture, sampleRecord } from './fixtures';

/** What the API's `body_markdown` looks like: the markdown with `& < > " '` HTML-encoded (stack-overflow-dom.md §9). */
const encodeLikeTheApi = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('readStackExchangeApiQuestion: corpus JSONL records (body_html)', () => {
  it('reads id, title, tags, site and source of a real record', () => {
    const question = readStackExchangeApiQuestion(sampleRecord(61703398));
    expect(question).toMatchObject({
      site: 'stackoverflow',
      id: 61703398,
      title: "'Net' object has no attribute 'parameters'",
      tags: ['deep-learning', 'neural-network', 'pytorch', 'conv-neural-network'],
      source: 'api',
    });
    expect(kinds(question)).toBe('prose code prose code prose code prose code');
    expectConsistentOffsets(question);
  });

  it('accepts the raw JSONL line text too', () => {
    const line = readFixture('so-pytorch-2020-sample.jsonl').split('\n')[0];
    expect(readStackExchangeApiQuestion(line).id).toBe(61703398);
  });

  it('keeps a title that is already plain text (the corpus export decoded titles)', () => {
    const record = sampleRecord(62907815);
    expect(readStackExchangeApiQuestion(record).title).toBe(
      'PyTorch: What is the difference between tensor.cuda() and tensor.to(torch.device("cuda:0"))?',
    );
  });
});

describe('readStackExchangeApiQuestion: API items and responses', () => {
  it('decodes HTML-encoded titles of a real /2.3/questions response (&#39; &quot; &#215;)', () => {
    const questions = readStackExchangeApiResponse(readFixture('api-questions-tagged-python-2023-01-sample.json'));
    expect(questions.map((question) => question.title)).toEqual([
      'Flamenco rendering farm',
      "Can't get the src attribute of an img using BeautifulSoup4",
      'Building tensorflow-text=2.11.0 from source fails with "rev: command not found" on Windows',
      'File "/storage/emulated/0/IT PROJECT /newfile.py", line 95 ^ IndentationError: expected an indented block',
      'Error while installing NumPy using pip. × Getting requirements to build wheel did not run successfully',
    ]);
    expect(questions[1]).toMatchObject({
      id: 75048159,
      site: 'stackoverflow',
      tags: ['python', 'web-scraping', 'beautifulsoup'],
      blocks: [],
    });
  });

  it('takes items[0] of a response wrapper; a title-only item (default filter) has no blocks', () => {
    const question = readStackExchangeApiQuestion(JSON.parse(readFixture('api-question-2016.json')));
    expect(question).toMatchObject({
      site: 'stackoverflow',
      id: 17992553,
      title: 'Concept behind these four lines of tricky C code',
      tags: ['c', 'deobfuscation'],
      blocks: [],
      text: '',
      source: 'api',
    });
  });

  it('reads an item with HTML `body` (withbody filter) like the HTML reader', () => {
    const record = sampleRecord(62503769);
    const item = {
      question_id: record.question_id,
      title: 'RuntimeError: _th_exp_out not supported on CUDAType for Long',
      tags: record.tags,
      link: record.link,
      body: record.body_html,
    };
    const question = readStackExchangeApiQuestion({ items: [item], has_more: false, quota_max: 300, quota_remaining: 299 });
    expect(kinds(question)).toBe('prose prose quote prose prose code');
    expect(codeBlocks(question)[0].lang).toBe('py');
  });

  it('decodes `body_markdown` once before reading it, so code gets `<` and a typed `&lt;` stays `&lt;`', () => {
    const markdown = "Error in `a < b`:\n\n```python\nif x < 1 and y > 2: print(\"it's\")\nhtml = '&lt;p&gt;'\n```\n";
    const question = readStackExchangeApiQuestion({
      question_id: 1,
      title: 'Why does x &lt; 1 fail?',
      link: 'https://datascience.stackexchange.com/questions/1/why',
      tags: ['python'],
      body_markdown: encodeLikeTheApi(markdown),
    });
    expect(question).toMatchObject({ site: 'datascience', id: 1, title: 'Why does x < 1 fail?', source: 'api' });
    expect(question.blocks[0]).toMatchObject({ kind: 'prose', text: 'Error in a < b:' });
    expect(codeBlocks(question)[0]).toMatchObject({ lang: 'python', text: "if x < 1 and y > 2: print(\"it's\")\nhtml = '&lt;p&gt;'" });
  });

  it('prefers body HTML over body_markdown when both are there', () => {
    const question = readStackExchangeApiQuestion({ question_id: 2, title: 't', body: '<p>from html</p>', body_markdown: 'from markdown' });
    expect(question.blocks.map((block) => block.text)).toEqual(['from html']);
  });

  it('keeps a hostile title as literal text after decoding', () => {
    const question = readStackExchangeApiQuestion({ question_id: 3, title: '&lt;img src=x onerror=alert(1)&gt;', body: '<p>x</p>' });
    expect(question.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('throws ReaderError, with a message, for records that are not questions', () => {
    const notQuestions: unknown[] = [
      JSON.parse(readFixture('api-answer-2016.json')), // a real /answers response: answer_id, no question_id
      { question_id: 4, tags: ['x'] }, // neither title nor body
      { items: [] },
      { error_id: 502, error_name: 'throttle_violation', error_message: 'too many requests from this IP' },
      null,
      42,
      'not json',
    ];
    for (const record of notQuestions) {
      expect(() => readStackExchangeApiQuestion(record)).toThrow(ReaderError);
    }
    expect(() => readStackExchangeApiQuestion(notQuestions[0])).toThrow('API item 17992906 is an answer, not a question');
    expect(() => readStackExchangeApiQuestion(notQuestions[3])).toThrow('error 502 (throttle_violation): too many requests from this IP');
  });
});

describe('siteFromHost', () => {
  it('maps hosts to API site names', () => {
    expect(
      [
        'stackoverflow.com',
        'math.stackexchange.com',
        'www.stackoverflow.com',
        'meta.stackoverflow.com',
        'serverfault.com',
        'mathoverflow.net',
      ].map(siteFromHost),
    ).toEqual(['stackoverflow', 'math', 'stackoverflow', 'meta.stackoverflow', 'serverfault', 'mathoverflow.net']);
  });
});
