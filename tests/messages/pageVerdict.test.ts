// The one verdict the overlay, the badge and the popup show, on real pages and real questions: saved pages that
// are not deep learning get the quiet state, a page with no question body the neutral one, DL bug reports the
// engine's report with a score.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/messages/pageVerdict';
import { badgeFor } from '../../lib/messages/badge';
import { verdictSummaryLine } from '../../lib/verdictSummary';
import { FORMAT_CODE_ONLY, NOTHING_TO_ASK } from '../../lib/verdictTexts';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';

// The real skeleton builder, which a test can make throw: the verdict never calls it.
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
    // Quiet by default (README "The overlay"): no badge and not even a title, unless the option brings the note back.
    expect(badgeFor(verdict)).toEqual({ text: '', color: '#6a737c', title: 'ReproLens' });
    expect(badgeFor(verdict, false).title).toBe('ReproLens');
    const shown = badgeFor(verdict, true);
    expect(shown.text).toBe('');
    expect(shown.title).toMatch(/^ReproLens: Not a deep-learning question/);
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
      expect(verdict).toEqual(decide(question, DEFAULT_SETTINGS));
      if (report.is_bug_report) {
        bugs++;
        expect(verdict.state).toBe('verdict');
        if (verdict.state !== 'verdict') continue;
        expect(verdict.report).toEqual(report);
        const badge = badgeFor(verdict);
        expect(badge.text).toBe(String(verdict.score));
        // Missing first, at a glance: the toolbar title is the panel's collapsed line.
        expect(badge.title).toBe(`ReproLens: ${verdictSummaryLine(verdict)}`);
        // Nothing decisive to ask: the question is answerable as it stands (or only its code wants a code block).
        expect(badge.title).toMatch(new RegExp(`^ReproLens: \\d+ · [A-E] — (add: |${NOTHING_TO_ASK}$|${FORMAT_CODE_ONLY}$)`));
      } else {
        howTos++;
        expect(verdict.state).toBe('quiet');
        if (verdict.state === 'quiet') expect(verdict.why).toMatch(/how-to or conceptual/);
        // Quiet by default: a how-to question asks for nothing.
        if (verdict.state === 'quiet') expect(verdict.report.suggestions).toEqual([]);
        expect(badgeFor(verdict).title).toMatch(/how-to or conceptual/);
      }
    }
    expect(bugs).toBeGreaterThan(5);
    expect(howTos).toBeGreaterThan(5);
  });

  it('colours the badge by grade: A/B green, C amber, D/E red-orange', () => {
    const record = records.find((r) => analyzeQuestion(readStackExchangeApiQuestion(r)).is_bug_report)!;
    const verdict = decide(readStackExchangeApiQuestion(record), DEFAULT_SETTINGS);
    if (verdict.state !== 'verdict') throw new Error('expected a score');
    const colour = (grade: 'A' | 'B' | 'C' | 'D' | 'E') => badgeFor({ ...verdict, grade }).color;
    expect(new Set((['A', 'B', 'C', 'D', 'E'] as const).map(colour)).size).toBe(5);
  });
});

describe('judgePage: no reproduction skeleton', () => {
  const bugQuestions = records.map((r) => readStackExchangeApiQuestion(r)).filter((q) => analyzeQuestion(q).is_bug_report);
  afterEach(() => {
    builder.fail = false;
  });

  it('survives the message to the overlay and the popup (plain data: structured clone and JSON)', () => {
    const verdict = judgePage({ ok: true, question: bugQuestions[0] }, DEFAULT_SETTINGS);
    expect(structuredClone(verdict)).toEqual(verdict);
    expect(JSON.parse(JSON.stringify(verdict))).toEqual(verdict);
  });

  it('never builds the skeleton: the same verdict, with none in it, when the builder would throw', () => {
    const question = bugQuestions[0];
    const expected = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
    builder.fail = true; // would throw if it were called
    const verdict = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
    expect(verdict).toEqual(expected);
    expect(verdict.state).toBe('verdict');
    expect('skeleton' in verdict).toBe(false);
    expect(badgeFor(verdict)).toEqual(badgeFor(expected));
  });
});
