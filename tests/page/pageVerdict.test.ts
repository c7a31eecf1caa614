// The one verdict the overlay, the badge and the popup show, on real pages and real questions: saved pages that
// are not deep learning get the quiet state, a page with no question body the neutral one, DL bug reports a score
// equal to the engine's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/page/pageVerdict';
import { badgeFor } from '../../lib/page/badge';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { buildSkeleton } from '../../lib/skeleton/build';

// The real skeleton builder, which a test can make throw: the verdict must survive a broken builder.
const builder = vi.hoisted(() => ({ fail: false }));
vi.mock('../../lib/skeleton/build', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/skeleton/build')>();
  return {
    ...actual,
    buildSkeleton: (...args: Parameters<typeof actual.buildSkeleton>) => {
      if (builder.fail) throw new Error('builder broke');
      return actual.buildSkeleton(...args);
    },
  };
});

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const page = (name: string) => parseHTML(fixture(`pages/${name}`)).document as unknown as Document;
const records = fixture('items/questions.jsonl')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));

describe('judgePage', () => {
  it('gives a real non-DL question page (C, 2022-12) the quiet state with a reason, never a score', () => {
    const verdict = judgePage(readStackOverflowPage(page('so-2022-12_stackoverflow_9688200.html')), DEFAULT_SETTINGS);
    expect(verdict.state).toBe('quiet');
    if (verdict.state === 'quiet') expect(verdict.why).toMatch(/not a deep-learning question/i);
    expect(badgeFor(verdict).text).toBe('');
  });

  it('gives a page it cannot read (the Ask page, a list) the neutral state, never a score', () => {
    for (const name of ['so-2023-10_stackoverflow_ask.html', 'so-2018-10_stackoverflow_home-list.html']) {
      const verdict = judgePage(readStackOverflowPage(page(name)), DEFAULT_SETTINGS);
      expect(verdict.state).toBe('unreadable');
      expect(badgeFor(verdict).text).toBe('');
    }
  });

  it('scores real DL bug reports exactly as the engine does, and quietens how-to questions', () => {
    let bugs = 0;
    let howTos = 0;
    for (const record of records) {
      const question = readStackExchangeApiQuestion(record);
      const report = analyzeQuestion(question);
      const verdict = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
      if (report.is_bug_report) {
        bugs++;
        expect(verdict.state).toBe('verdict');
        if (verdict.state === 'verdict') expect(verdict.report).toEqual(report);
        const badge = badgeFor(verdict);
        expect(badge.text).toBe(String(report.score));
        expect(badge.title).toContain(report.grade!);
      } else {
        howTos++;
        expect(verdict.state).toBe('quiet');
        if (verdict.state === 'quiet') expect(verdict.why).toMatch(/how-to or conceptual/);
      }
    }
    expect(bugs).toBeGreaterThan(5);
    expect(howTos).toBeGreaterThan(5);
  });

  it('colours the badge by grade: A/B green, C amber, D/E red-orange', () => {
    const record = records.find((r) => analyzeQuestion(readStackExchangeApiQuestion(r)).is_bug_report)!;
    const report = analyzeQuestion(readStackExchangeApiQuestion(record));
    const colour = (grade: string) => badgeFor({ state: 'verdict', report: { ...report, grade }, skeleton: null }).color;
    expect(new Set(['A', 'B', 'C', 'D', 'E'].map(colour)).size).toBe(5);
  });
});

describe('judgePage: the reproduction skeleton', () => {
  const bugQuestions = records.map((r) => readStackExchangeApiQuestion(r)).filter((q) => analyzeQuestion(q).is_bug_report);
  afterEach(() => {
    builder.fail = false;
  });

  it('carries what buildSkeleton gives for the question and its report with every verdict', () => {
    let withSkeleton = 0;
    for (const question of bugQuestions) {
      const verdict = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
      expect(verdict.state).toBe('verdict');
      if (verdict.state !== 'verdict') continue;
      expect(verdict.skeleton).toEqual(buildSkeleton(question, verdict.report));
      if (verdict.skeleton) withSkeleton++;
    }
    expect(withSkeleton).toBeGreaterThan(3);
  });

  it('survives the message to the overlay and the popup (plain data: structured clone and JSON)', () => {
    const verdict = judgePage({ ok: true, question: bugQuestions[0] }, DEFAULT_SETTINGS);
    expect(structuredClone(verdict)).toEqual(verdict);
    expect(JSON.parse(JSON.stringify(verdict))).toEqual(verdict);
  });

  it('gives skeleton null, and the same verdict otherwise, when the builder throws', () => {
    const question = bugQuestions[0];
    const expected = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
    builder.fail = true;
    const verdict = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
    expect(verdict).toEqual({ ...expected, skeleton: null });
    expect(badgeFor(verdict)).toEqual(badgeFor(expected));
  });

  it('builds none when asked not to (the writing coach)', () => {
    builder.fail = true; // would throw if it were called
    const verdict = judgePage({ ok: true, question: bugQuestions[0] }, DEFAULT_SETTINGS, { withSkeleton: false });
    expect(verdict.state === 'verdict' && verdict.skeleton).toBeNull();
  });
});
