// "Ask for details" comments on real questions (tests/fixtures/items/questions.jsonl, the 10-question corpus sample
// and the assembled pages' records; provenance beside each): offered only for bug reports with something missing,
// polite, in the question's own names, within 600 characters, with Stack Overflow's `[mre]` magic link.
// The voice, after regulars' real comments (tests/comment/askVoice.test.ts quotes them).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { COMMENT_LIMIT, composeDetailsComment, reproducibleExampleUrl } from '../../lib/comment/detailsComment';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { everyAskDecisive } from '../engine/decisiveAsksFixture';

const records = ['items/questions.jsonl', 'so-pytorch-2020-sample.jsonl', 'pages/assembled/records.jsonl'].flatMap((file) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures', file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l)),
);
// The comment's wording, with every ask decisive (derived input); which asks are decisive is
// tests/engine/decisiveAsks.test.ts's.
const reports = records.map((r) => everyAskDecisive(analyzeQuestion(readStackExchangeApiQuestion(r))));

describe('composeDetailsComment', () => {
  it('asks politely, within the comment limit, with the help link, for every bug report with something missing', () => {
    let offered = 0;
    for (const report of reports) {
      const comment = composeDetailsComment(report);
      if (!report.is_bug_report || report.suggestions.length === 0) {
        expect(comment).toBeNull();
        continue;
      }
      offered++;
      expect(comment).not.toBeNull();
      expect(comment!.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      // One sentence (two for the traceback question), the regulars' "Please [edit] the question to …".
      expect(comment!).toMatch(/^(?:Please \[edit\] the question to |Can you \[edit\] the question to add the full traceback)/);
      expect(comment!).toContain('[mre]');
      expect(comment!).not.toContain('https://');
    }
    expect(offered).toBeGreaterThan(5);
  });

  it('uses the question’s own variable names when its data shapes are missing', () => {
    const withPrint = reports.find(
      (r) => r.is_bug_report && r.suggestions.some((s) => s.item === 'data' && /^print\(.+\)$/m.test(s.snippet)),
    )!;
    expect(withPrint).toBeDefined();
    const print = withPrint.suggestions
      .find((s) => s.item === 'data')!
      .snippet.split('\n')
      .find((l) => l.startsWith('print('))!;
    const comment = composeDetailsComment(withPrint)!;
    if (comment.includes('output of')) expect(comment).toContain(`\`${print.trim()}\``);
    else expect(comment.length).toBeGreaterThan(COMMENT_LIMIT - 200); // dropped only to fit the limit
  });

  it('uses the magic links on Stack Exchange sites and the help page’s address elsewhere', () => {
    const env = reports.find((r) => r.is_bug_report && r.suggestions.some((s) => s.item === 'environment') && r.framework === 'pytorch')!;
    expect(composeDetailsComment(env, 'datascience.stackexchange.com')).toContain('[mre]');
    const elsewhere = composeDetailsComment(env, 'example.org')!;
    expect(elsewhere).toContain('[minimal reproducible example](https://example.org/help/minimal-reproducible-example)');
    expect(elsewhere).not.toContain('[edit]');
    expect(reproducibleExampleUrl('"><script>')).toBe('https://stackoverflow.com/help/minimal-reproducible-example');
  });

  it('stays within 600 characters however many items are missing', () => {
    const worst = [...reports].filter((r) => r.is_bug_report).sort((a, b) => b.suggestions.length - a.suggestions.length)[0];
    const comment = composeDetailsComment({ ...worst, suggestions: [...worst.suggestions, ...worst.suggestions, ...worst.suggestions] })!;
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
  });
});

describe('the code ask in the terms of what the post shows instead (a "screenshot" only where there is one)', () => {
  const commentFor = (id: number) => composeDetailsComment(reports.find((r) => r.question_id === id)!)!;

  // 63146892: the code is only a screenshot (codebook `code` partial: "code only as a screenshot").
  it('asks for the code as text, not a screenshot, where the code is a screenshot (63146892)', () => {
    expect(commentFor(63146892)).toContain('the code that fails as text (not a screenshot)');
  });

  // 62453752: only the line a traceback quotes is shown; 62400112: one trivial line. Neither holds a screenshot.
  it('asks for more than the line shown, and says nothing of screenshots, where there is none (62453752, 62400112)', () => {
    expect(commentFor(62453752)).toContain('the code that fails (more than the line the traceback quotes)');
    expect(commentFor(62400112)).toContain('the code that fails (more than the one line shown)');
    for (const id of [62453752, 62400112]) expect(commentFor(id)).not.toContain('screenshot');
  });
});
