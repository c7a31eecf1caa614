// @vitest-environment happy-dom
// Property tests: whatever a reader makes of arbitrary input — HTML-ish bodies, markdown drafts, API records,
// Python-ish code with tracebacks and notebook magics, random unicode — the engine never throws and always
// returns a valid Report (tests/engine/reportInvariants.ts), deterministically and without touching its input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeQuestion, MAX_ANALYSED_CHARS } from '../../lib/engine';
import type { Question } from '../../lib/question';
import { ReaderError } from '../../lib/readers/readerError';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import { verdictProblems } from './reportInvariants';
import { parseHTML } from 'linkedom';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { readWithReadability } from '../../lib/readers/readabilityPage';
import { escapeHtml, htmlBody, synthGitHubIssuePageHtml } from '../../tools/fuzz/htmlArbitraries';
import { mdBody } from '../../tools/fuzz/markdownArbitraries';
import { pyCode } from '../../tools/fuzz/pythonArbitraries';
import { noise, tags, title } from '../../tools/fuzz/textArbitraries';

// Fixed seed and 200 runs keep CI fast and reproducible; REPROLENS_FC_SEED / REPROLENS_FC_RUNS fuzz deeper locally.
const SEED = Number(process.env.REPROLENS_FC_SEED ?? 20_240_103);
const RUNS = Number(process.env.REPROLENS_FC_RUNS ?? 200);
const params = { seed: SEED, numRuns: RUNS };

// ---------------------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------------------

function analyseAndCheck(question: Question): void {
  const problems = verdictProblems(decide(question, DEFAULT_SETTINGS), question);
  expect(problems, JSON.stringify({ title: question.title, blocks: question.blocks.map((b) => [b.kind, b.text.slice(0, 80)]) })).toEqual(
    [],
  );
}

describe('analyzeQuestion on arbitrary input', () => {
  it('HTML-ish bodies through readStackOverflowBodyHtml give a valid report', () => {
    fc.assert(
      fc.property(htmlBody, title, tags, (html, t, tg) => analyseAndCheck(readStackOverflowBodyHtml(html, { title: t, tags: tg, id: 1 }))),
      params,
    );
  });

  it('markdown drafts through readStackOverflowMarkdown give a valid report', () => {
    fc.assert(
      fc.property(mdBody, title, tags, (md, t, tg) => analyseAndCheck(readStackOverflowMarkdown(md, { title: t, tags: tg }))),
      params,
    );
  });

  it('Python-ish code alone, fenced or in <pre><code>, gives a valid report', () => {
    fc.assert(
      fc.property(pyCode, fc.boolean(), title, (code, asHtml, t) =>
        analyseAndCheck(
          asHtml
            ? readStackOverflowBodyHtml(`<pre><code>${escapeHtml(code)}</code></pre>`, { title: t })
            : readStackOverflowMarkdown(`\`\`\`\n${code}\n\`\`\``, { title: t }),
        ),
      ),
      params,
    );
  });

  it('random unicode strings read as HTML and as markdown give a valid report', () => {
    fc.assert(
      fc.property(noise(400), noise(100), (body, t) => {
        analyseAndCheck(readStackOverflowBodyHtml(body, { title: t }));
        analyseAndCheck(readStackOverflowMarkdown(body, { title: t }));
      }),
      params,
    );
  });

  it('Stack Exchange API records either are refused with a ReaderError or give a valid report', () => {
    const record = fc.record(
      {
        question_id: fc.oneof(fc.nat(), fc.constantFrom('62420902', '-1', 'abc', 1e20, null)),
        title: fc.oneof(title, title.map(escapeHtml), fc.constant('&quot;x&quot; &#39;y&#39; &lt;z&gt;')),
        tags: fc.oneof(tags, fc.constant('pytorch' as unknown as string[])),
        link: fc.constantFrom('https://stackoverflow.com/questions/1/x', 'https://ai.stackexchange.com/q/2', 'not a url'),
        body: htmlBody,
        body_markdown: mdBody.map(escapeHtml),
        answer_id: fc.constant(5),
      },
      { requiredKeys: ['title'] },
    );
    fc.assert(
      fc.property(record, fc.boolean(), (rec, asText) => {
        let question: Question;
        try {
          question = readStackExchangeApiQuestion(asText ? JSON.stringify(rec) : rec);
        } catch (error) {
          expect(error).toBeInstanceOf(ReaderError);
          return;
        }
        analyseAndCheck(question);
      }),
      params,
    );
  });

  it('is deterministic and leaves its input untouched', () => {
    const question = fc.oneof(
      fc.tuple(htmlBody, title, tags).map(([h, t, tg]) => readStackOverflowBodyHtml(h, { title: t, tags: tg })),
      fc.tuple(mdBody, title, tags).map(([m, t, tg]) => readStackOverflowMarkdown(m, { title: t, tags: tg })),
    );
    fc.assert(
      fc.property(question, (q) => {
        const before = structuredClone(q);
        const first = analyzeQuestion(q);
        expect(q).toEqual(before);
        expect(analyzeQuestion(q)).toEqual(first);
        expect(analyzeQuestion(structuredClone(q))).toEqual(first);
      }),
      params,
    );
  });
});

// The GitHub readers (API record, rendered page) and Readability on arbitrary input, like the others.
describe('GitHub issues and any page through Readability, on arbitrary input', () => {
  const label = fc.oneof(title, fc.record({ name: title }), fc.constant(7 as unknown as string));
  const gitHubRecord = fc.record(
    {
      number: fc.oneof(fc.nat(), fc.constantFrom('12', -1, null, 1e20)),
      html_url: fc.constantFrom(
        'https://github.com/tensorflow/tensorflow/issues/123',
        'https://github.com/pytorch/pytorch/issues/9',
        'https://github.com/a/b/pull/1',
        'not a url',
      ),
      title,
      labels: fc.oneof(fc.array(label, { maxLength: 4 }), fc.constant('bug' as unknown as string[])),
      body: fc.oneof(
        mdBody,
        fc.constant(null as unknown as string),
        mdBody.map((md) => `### Versions\n\n\`\`\`\n${md}\n\`\`\`\n\n### Expected behavior\n\n_No response_`),
      ),
    },
    { requiredKeys: [] },
  );
  it('GitHub issue records either are refused with a ReaderError or give a valid report', () => {
    fc.assert(
      fc.property(gitHubRecord, (record) => {
        let question: Question;
        try {
          question = readGitHubIssueRecord(record);
        } catch (error) {
          expect(error).toBeInstanceOf(ReaderError);
          return;
        }
        analyseAndCheck(question);
      }),
      params,
    );
  });

  const issuePage = (body: string, t: string) => parseHTML(synthGitHubIssuePageHtml(body, t)).document as unknown as Document;
  it('GitHub issue pages with an arbitrary rendered body give a valid report (or a ReaderError)', () => {
    fc.assert(
      fc.property(htmlBody, title, (html, t) => {
        let question: Question;
        try {
          question = readGitHubIssuePage(issuePage(html, t));
        } catch (error) {
          expect(error).toBeInstanceOf(ReaderError);
          return;
        }
        analyseAndCheck(question);
      }),
      params,
    );
  });

  it('any page through Readability gives a question with a valid report, or a plain reason, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(htmlBody, noise(400)), title, (html, t) => {
        const doc = parseHTML(
          `<!doctype html><html><head><title>${escapeHtml(t)}</title></head><body><article>${html}</article></body></html>`,
        ).document as unknown as Document;
        const read = readWithReadability(doc, 'https://example.org/post');
        if ('question' in read) analyseAndCheck(read.question);
        else expect(typeof read.none).toBe('string');
      }),
      { ...params, numRuns: Math.min(RUNS, 100) },
    );
  });
});

describe('the generators are not vacuous', () => {
  it('reach bug reports and non-bug questions, every status of every item, evidence and suggestions', () => {
    const questions = [
      ...fc
        .sample(fc.tuple(htmlBody, title, tags), { seed: SEED, numRuns: 150 })
        .map(([h, t, tg]) => readStackOverflowBodyHtml(h, { title: t, tags: tg })),
      ...fc
        .sample(fc.tuple(mdBody, title, tags), { seed: SEED, numRuns: 150 })
        .map(([m, t, tg]) => readStackOverflowMarkdown(m, { title: t, tags: tg })),
    ];
    const reports = questions.map((q) => analyzeQuestion(q));
    const seen = new Set<string>();
    for (const r of reports) {
      seen.add(`bug:${r.is_bug_report}`);
      seen.add(`framework:${r.framework}`);
      if (r.apiEra) seen.add(`era:${r.apiEra}`);
      if (r.suggestions.length) seen.add('suggestions');
      for (const [id, item] of Object.entries(r.items)) {
        seen.add(`${id}:${item.status}`);
        if (item.evidence.some((e) => e.block >= 0)) seen.add('evidence');
        if (item.evidence.some((e) => e.excerpt.endsWith('…'))) seen.add('long excerpt');
      }
    }
    const wanted = [
      'bug:true',
      'bug:false',
      'framework:pytorch',
      'framework:tensorflow',
      'framework:keras',
      'era:tf1',
      'suggestions',
      'evidence',
      'long excerpt',
    ];
    for (const id of ['code', 'data', 'model', 'hyperparameters', 'logs', 'environment', 'expected_vs_actual'])
      wanted.push(`${id}:present`, `${id}:absent`);
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  });
});

describe('analyzeQuestion on oversized input', () => {
  it('bounds a body beyond MAX_ANALYSED_CHARS, says so, and still gives a valid report', () => {
    const block = [
      'I get an error when training:',
      '```python',
      'import torch',
      'x = torch.randn(64, 784)',
      'model = torch.nn.Linear(784, 10)',
      'out = model(x)',
      '```',
      '```',
      'Traceback (most recent call last):',
      '  File "train.py", line 3, in <module>',
      'RuntimeError: size mismatch, m1: [64 x 784], m2: [512 x 10]',
      '```',
    ].join('\n');
    const md = Array.from({ length: Math.ceil((MAX_ANALYSED_CHARS * 1.2) / block.length) }, () => block).join('\n\n');
    const question = readStackOverflowMarkdown(md, { title: 'size mismatch' });
    expect(question.text.length).toBeGreaterThan(MAX_ANALYSED_CHARS);
    const verdict = decide(question, DEFAULT_SETTINGS);
    expect(verdictProblems(verdict, question)).toEqual([]);
    expect(verdict.report.notes.join(' ')).toMatch(/only the first/);
  });
});
