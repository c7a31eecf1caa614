// The assembled deep-learning question pages (tests/fixtures/pages/assembled/PROVENANCE.md): real corpus records
// placed into real saved pages by tools/fixtures/assembleQuestionPage.ts. Reading such a page must give what reading the
// record gives, and the engine must judge both alike: the page path and the API path are one judgment.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { checkJson, type CheckJson } from '../../cli/checkReport';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import type { Question } from '../../lib/question';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowPageHtml } from '../../cli/savedPage';
import { ITEM_IDS } from '../../lib/checklist';
import { queryFirst, selectors } from '../../lib/site/selectors';
import {
  ASSEMBLED_PAGES,
  assembledFileName,
  assembleQuestionPage,
  type CorpusQuestionRecord,
} from '../../tools/fixtures/assembleQuestionPage';
import { fakeIo } from '../cli/fakeIo';
import { expectConsistentOffsets, readFixture } from './fixtures';

const records = new Map(
  readFixture('pages/assembled/records.jsonl')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CorpusQuestionRecord)
    .map((record) => [record.question_id, record]),
);

const PAGES = ASSEMBLED_PAGES.map((plan) => ({ ...plan, file: assembledFileName(plan) }));

// What each question was picked to show (ReproLens engine on its record when picked); see the PROVENANCE table.
// `decisive`: the item the page was picked to ask for first (the real-browser tests of the comment, the decisive
// snippet and the keyboard path need a question that asks; tests/fixtures/decisive/PROVENANCE.md).
const PICKED_FOR: Record<number, { isBugReport: boolean; grades: Array<string | null>; decisive?: string }> = {
  61877098: { isBugReport: true, grades: ['A', 'B', 'C', 'D', 'E'] },
  61808965: { isBugReport: true, grades: ['A', 'B'] },
  62455254: { isBugReport: true, grades: ['D', 'E'] },
  61980943: { isBugReport: false, grades: [null] },
  62084245: { isBugReport: true, grades: ['A', 'B', 'C', 'D', 'E'] },
  62081155: { isBugReport: true, grades: ['B', 'C', 'D', 'E'], decisive: 'data' },
  62421575: { isBugReport: true, grades: ['C', 'D', 'E'], decisive: 'model' },
};

function pageQuestion(html: string): Question {
  const result = readStackOverflowPageHtml(html);
  if (!result.ok) throw new Error(`expected a question, got: ${result.reason}`);
  return result.question;
}

/** `reprolens check --json` on the record, saved as the JSON file a user would pass. */
async function checkRecordWithCli(record: CorpusQuestionRecord): Promise<CheckJson> {
  const path = join(mkdtempSync(join(tmpdir(), 'reprolens-assembled-')), `${record.question_id}.json`);
  writeFileSync(path, JSON.stringify(record));
  const run = fakeIo();
  expect(await main(['check', '--json', path], run.io)).toBe(0);
  expect(run.stderr()).toBe('');
  return JSON.parse(run.stdout()) as CheckJson;
}

function verdict(report: CheckJson) {
  return {
    question_id: report.question_id,
    is_bug_report: report.is_bug_report,
    bug_type: report.bug_type,
    framework: report.framework,
    score: report.score,
    grade: report.grade,
    items: Object.fromEntries(ITEM_IDS.map((id) => [id, report.items[id].status])),
  };
}

it('has one record per assembled page, and a page per record', () => {
  expect([...records.keys()]).toEqual(PAGES.map((page) => page.questionId));
});

describe.each(PAGES)('$file', (page) => {
  const html = readFixture(`pages/assembled/${page.file}`);
  const record = records.get(page.questionId)!;

  it('is exactly what assembleQuestionPage makes of its host page and record', () => {
    const commentFormPage = page.commentFormFrom ? readFixture(`pages/${page.commentFormFrom}`) : undefined;
    expect(assembleQuestionPage(readFixture(`pages/${page.host}`), record, commentFormPage) === html).toBe(true);
  });

  it('has the logged-in comment box under the question where its plan says so, else the host page’s markup', () => {
    const assembled = parseHTML(html).document as unknown as Document;
    const link = queryFirst(assembled, selectors.questionAddCommentLink);
    const form = queryFirst(assembled, selectors.questionCommentForm);
    expect(link).not.toBeNull();
    if (!page.commentFormFrom) {
      expect(form).toBeNull();
      expect(link!.parentElement!.id).toBe(`comments-link-${/_(\d+)\.html$/.exec(page.host)![1]}`);
      return;
    }
    expect(link!.textContent).toBe('Add a comment');
    expect(link!.parentElement!.id).toBe(`comments-link-${page.questionId}`);
    expect(form!.id).toBe(`add-comment-${page.questionId}`);
    expect(form!.children).toHaveLength(0); // empty until Stack Overflow's script fills it
    expect(form!.parentElement!.className).toBe('comment-form');
    expect(queryFirst(form!, selectors.questionCommentTextarea)).toBeNull();
    // Only the question has one: the answers were removed, and the sidebar has no comment forms.
    expect(assembled.querySelectorAll('form[id^="add-comment-"]')).toHaveLength(1);
  });

  it('reads as the record reads: id, title, tags and the same blocks', () => {
    const fromPage = pageQuestion(html);
    const fromRecord = readStackExchangeApiQuestion(record);
    expect(fromPage).toMatchObject({
      site: 'stackoverflow',
      id: record.question_id,
      title: fromRecord.title,
      tags: record.tags,
      source: 'page',
    });
    expect(fromPage.blocks).toEqual(fromRecord.blocks);
    expect(fromPage.text).toBe(fromRecord.text);
    expectConsistentOffsets(fromPage);
  });

  it('gets the verdict `reprolens check` gives the record', async () => {
    const fromPage = checkJson(decide(pageQuestion(html), DEFAULT_SETTINGS));
    expect(verdict(fromPage)).toEqual(verdict(await checkRecordWithCli(record)));
  });

  it('still shows what it was picked for', () => {
    const report = checkJson(decide(pageQuestion(html), DEFAULT_SETTINGS));
    expect(report.is_bug_report).toBe(PICKED_FOR[page.questionId].isBugReport);
    expect(PICKED_FOR[page.questionId].grades).toContain(report.grade);
    const { decisive } = PICKED_FOR[page.questionId];
    if (decisive) expect(report.suggestions.find((s) => s.decisive)?.item).toBe(decisive);
  });

  it('keeps the host page around the question, without its comments and answers', () => {
    const skeleton = parseHTML(readFixture(`pages/${page.host}`)).document as unknown as Document;
    const assembled = parseHTML(html).document as unknown as Document;
    expect(queryFirst(assembled, selectors.sidebar)!.outerHTML).toBe(queryFirst(skeleton, selectors.sidebar)!.outerHTML);
    expect(assembled.querySelectorAll('script').length).toBe(skeleton.querySelectorAll('script').length);
    expect(queryFirst(assembled, selectors.questionPostCell)).not.toBeNull();
    expect(assembled.querySelectorAll('#question .comment, #answers .answer').length).toBe(0);
    // The owner signature names the record's asker, not the skeleton's.
    expect(assembled.querySelector('#question .post-signature.owner .user-details a')?.textContent).toBe(record.owner_display_name);
  });
});
