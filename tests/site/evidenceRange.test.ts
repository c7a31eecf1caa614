// @vitest-environment happy-dom
// Evidence found in the live post: for every judgment's evidence on real questions (41 real bodies from the
// corpus, tests/fixtures/*.PROVENANCE.md), the DOM range the overlay marks holds exactly the evidenced text.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { locateEvidence } from '../../lib/site/evidenceRange';
import { readStackOverflowBodyElement } from '../../lib/readers/stackOverflowHtml';
import { ITEM_IDS } from '../../lib/checklist';
import { TITLE_BLOCK } from '../../lib/question';

const records = ['so-pytorch-2020-sample.jsonl', 'items/questions.jsonl'].flatMap((file) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures', file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { question_id: number; title: string; tags: string[]; body_html: string }),
);

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

function mountBody(html: string): Element {
  document.body.innerHTML = '<div id="question"><div class="s-prose js-post-body" itemprop="text"></div></div>';
  const body = document.querySelector('.js-post-body')!;
  body.innerHTML = html;
  return body;
}

describe('locateEvidence on real question bodies', () => {
  it('finds every piece of evidence, and the range holds the evidenced text', () => {
    let checked = 0;
    let codeChecked = 0;
    const misses: string[] = [];
    for (const record of records) {
      const body = mountBody(record.body_html);
      const question = readStackOverflowBodyElement(body, { id: record.question_id, title: record.title, tags: record.tags });
      const report = analyzeQuestion(question);
      for (const id of ITEM_IDS) {
        for (const evidence of report.items[id].evidence) {
          if (evidence.end <= evidence.start || evidence.block === TITLE_BLOCK) continue;
          const block = question.blocks[evidence.block];
          const range = locateEvidence({ body, title: null }, question, evidence);
          checked++;
          if (!range) {
            misses.push(`${record.question_id} ${id} block ${evidence.block} (${block.kind})`);
            continue;
          }
          const expected = block.text.slice(evidence.start, evidence.end);
          if (block.kind === 'code') {
            codeChecked++;
            expect(range.toString()).toBe(expected);
          } else if (block.kind !== 'image') {
            expect(flat(range.toString())).toBe(flat(expected));
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(codeChecked).toBeGreaterThan(30);
    expect(misses).toEqual([]);
  });

  it('returns null, not a wrong range, when the post no longer holds the evidence', () => {
    const record = records.find((r) => r.body_html.includes('<pre'))!;
    const body = mountBody(record.body_html);
    const question = readStackOverflowBodyElement(body, { id: record.question_id, title: record.title, tags: record.tags });
    const report = analyzeQuestion(question);
    const evidence = ITEM_IDS.flatMap((id) => report.items[id].evidence).find((e) => e.end > e.start)!;
    expect(evidence).toBeDefined();
    body.innerHTML = '<p>The question was edited.</p>';
    expect(locateEvidence({ body, title: null }, question, evidence)).toBeNull();
    expect(locateEvidence({ body, title: null }, question, { ...evidence, block: 999 })).toBeNull();
  });
});
