// "Ask for details" that a regular would post, on real questions (tests/fixtures/asks/questions.jsonl,
// provenance in tests/fixtures/asks/PROVENANCE.md).
//
// Style reference. The corpus question records (/work/shared/corpus/stackoverflow/*.jsonl) carry no `comments`
// field; the saved Stack Exchange pages (/work/shared/corpus/pages/, see its README) do. Regulars' real requests for
// details there are short, direct, one question or imperative each:
//   "please specify what format you need it in."  (so-2020-06_stackoverflow_14152759.html, comment 19602753)
//   "you really should supply a sample value for $timestamp in order to avoid guesswork --2. Please specify if you
//    are using BSD …"  (so-2020-06_stackoverflow_16036763.html, comment 27454837)
//   "Could you show how you use data.js inside script.js? The script.js contains no import statements?"
//    (so-2022-04_stackoverflow_58211880.html, comment 126072460)
//   "Which version of last supports -p?"  (unix-2022-01_unix_92560.html, comment 918319)
// and Stack Overflow's own comment magic links `[edit]` and `[mre]` (expanded by the site into links to the edit page
// and the help page "How to create a Minimal, Reproducible Example").
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { composeDetailsComment, detailsCommentItems, MAX_ASKS } from '../../lib/comment/detailsComment';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { Report } from '../../lib/report';
import { everyAskDecisive } from '../engine/decisiveAsksFixture';

const reports = new Map<number, Report>(
  readFileSync(resolve(import.meta.dirname, '../fixtures/asks/questions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    // The comment's voice, with every ask decisive (derived input); which asks are decisive is
    // tests/engine/decisiveAsks.test.ts's.
    .map((l) => everyAskDecisive(analyzeQuestion(readStackExchangeApiQuestion(JSON.parse(l)))))
    .map((r) => [r.question_id!, r]),
);
const comment = (id: number) => composeDetailsComment(reports.get(id)!);

describe('ask for details, as a regular would', () => {
  it('is one sentence with at most two asks, never for an item the question has, with the [mre] magic link', () => {
    let offered = 0;
    for (const [id, report] of reports) {
      const text = composeDetailsComment(report);
      if (!text) continue;
      offered++;
      const items = detailsCommentItems(report);
      expect(items.length, String(id)).toBeLessThanOrEqual(MAX_ASKS);
      for (const item of items) {
        const suggestion = report.suggestions.find((s) => s.item === item)!;
        // Only the format fix may ask about a present item: it asks to format, not to add, the code.
        if (report.items[item].status === 'present') expect(suggestion.kind, `${id} ${item}`).toBe('format_code_block');
      }
      expect(text, String(id)).toMatch(
        /^Please \[edit\] the question to .+ — see \[mre\]\.$|^Can you \[edit\] the question to add the full traceback, as text\? See \[mre\]\.$|^Please \[edit\] the question to include a \[mre\]: .+\.$/,
      );
      expect(text).not.toContain('https://');
    }
    expect(offered).toBeGreaterThan(8);
  });

  it('asks for a [mre] alone when runnable code is the only gap (74949556: versions, command and output all posted)', () => {
    expect(comment(74949556)).toBe(
      'Please [edit] the question to include a [mre]: code others can run as posted, with its imports and small stand-in data.',
    );
  });

  it('names the variables that reach the model (61893786) and the libraries the question imports (61969783)', () => {
    expect(comment(61893786)).toBe(
      'Please [edit] the question to format the code as a code block (select it and press Ctrl+K) and include the output of `print(value.shape, value.dtype)` — see [mre].',
    );
    expect(comment(61969783)).toBe(
      'Please [edit] the question to include your PyTorch, `transformers` and `sklearn` versions — see [mre].',
    );
  });

  it('asks an import failure for its pip report, not for a version an import would print (72177210)', () => {
    expect(comment(72177210)).toBe(
      'Please [edit] the question to include the code that fails and the output of `python -m pip show tensorflow` — see [mre].',
    );
  });

  it('asks for the code and the traceback first on a training bug without them (63045229, checklist §2 order)', () => {
    expect(detailsCommentItems(reports.get(63045229)!)).toEqual(['code', 'logs']);
  });

  it('offers nothing for a question that is not a bug report (62475859)', () => {
    expect(reports.get(62475859)!.is_bug_report).toBe(false);
    expect(comment(62475859)).toBeNull();
  });
});
