// A real saved Stack Overflow page (the demo question in the saved 2022-12 page, tools/fixtures/assembleQuestionPage.ts)
// whose body ends with a code block of 29,000 characters, `x = f(` then `f(` lines (synthesized: hostile review
// 2026-12-04, point 5). Each line opens a bracket: 9,666 levels, which overflowed Chromium's stack in @lezer/common's
// `takeNode`, so the panel said "could not check this question" (the review's `x = f(` lines, 4,143 levels in 29 KB,
// did not overflow the Chromium of this test; these lines do, on the code before the fix). Shared by the Chromium
// and Firefox suites.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assembleQuestionPage, type CorpusQuestionRecord } from '../../../tools/fixtures/assembleQuestionPage';
import { escapeHtml } from './hostileCorpus';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

export const DEEP_CODE = `x = ${'f(\n'.repeat(9666)}`;

export function deepCodePage(): { url: string; html: string } {
  const record = JSON.parse(read('tests/fixtures/demo/so-61877098-resnet50-cifar10.json')) as CorpusQuestionRecord;
  const id = 990100000;
  const url = `https://stackoverflow.com/questions/${id}/synth-deep-code`;
  const html = assembleQuestionPage(read('tests/fixtures/pages/so-2022-12_stackoverflow_9688200.html'), {
    ...record,
    question_id: id,
    link: url,
    body_html: `${record.body_html}\n<pre><code>${escapeHtml(DEEP_CODE)}</code></pre>`,
  });
  return { url, html };
}
