// One verdict for every surface: each question of every corpus file (../shared/corpus/stackoverflow/*.jsonl, beside the
// repository; not copied: 2,696 questions) gets the same verdict on the CLI path — the line `reprolens score` prints
// (cli/score/jsonLines.ts scoreLine) — and on the extension path — what the background answers a content script's "judge this
// page" message (lib/messages/pageVerdict.ts judgePage), with the settings of a fresh install, after the message's
// structured clone. First each question goes, cold, through what `reprolens check` and `reprolens skeleton` run for it
// in-process (cli/inputs.ts questionFromInput, the engine, the text report, the skeleton; each within 1 s through the
// CLI, README "Accuracy and performance", which tools/bench/cliWall.ts times): every question gets its report, and the
// slowest are printed (a hint where the engine's time goes on real posts; the bench measures speed, nothing here
// asserts a time). One pass over the corpus for both (the suite's time). The sweep skips, saying so, where the corpus
// is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCheckReport, paletteFor } from '../../cli/checkReport';
import { questionFromInput } from '../../cli/inputs';
import { scoreLine } from '../../cli/score/jsonLines';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import type { JudgePageMessage } from '../../lib/messages/messageTable';
import { completePageRead, judgePage } from '../../lib/messages/pageVerdict';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS } from '../../lib/checklist';
import { DEFAULT_SETTINGS, readSettings } from '../../lib/settings';
import { buildSkeleton } from '../../lib/skeleton/build';
import { decide, type Verdict } from '../../lib/verdict';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/stackoverflow');
const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.jsonl')) : [];
if (!files.length) console.warn('One-verdict sweep skipped: ../shared/corpus/stackoverflow/*.jsonl is not beside the repository.');
const SLOWEST = 15;

/** `check` and `skeleton` on one question, cold (no block analysed yet), as the CLI meets it. */
function checkAndSkeleton(file: string, line: string): { id: number | null; chars: number; ms: number } {
  clearCodeBlockCache();
  const t0 = performance.now();
  const { question } = questionFromInput({ name: file, text: line, declared: 'json' });
  const verdict = decide(question, DEFAULT_SETTINGS);
  const text = formatCheckReport(verdict, paletteFor(false, { NO_COLOR: '1' }));
  buildSkeleton(question, verdict.report);
  const ms = performance.now() - t0;
  expect(verdict.report.question_id).toBe(question.id);
  expect(text.length).toBeGreaterThan(0);
  return { id: question.id, chars: question.text.length, ms };
}

/** What both paths must agree on. */
interface Shown {
  state: 'verdict' | 'quiet';
  score: number | null;
  grade: string | null;
  items: Record<string, string>;
  suggestions: Array<{ item: string; text: string; snippet: string }>;
}

function fromScoreLine(line: string): Shown {
  const parsed = JSON.parse(line) as {
    score: number | null;
    grade: string | null;
    items: Record<string, { status: string }>;
    suggestions: Shown['suggestions'];
  };
  return {
    state: parsed.score === null ? 'quiet' : 'verdict',
    score: parsed.score,
    grade: parsed.grade,
    items: Object.fromEntries(Object.entries(parsed.items).map(([id, j]) => [id, j.status])),
    suggestions: parsed.suggestions,
  };
}

function fromPageVerdict(verdict: Verdict): Shown | string {
  if (verdict.state === 'unreadable') return `unreadable: ${verdict.why}`;
  const { report } = verdict;
  return {
    state: verdict.state,
    score: verdict.state === 'verdict' ? verdict.score : null,
    grade: verdict.state === 'verdict' ? verdict.grade : null,
    items: Object.fromEntries(ITEM_IDS.map((id) => [id, report.items[id].status])),
    suggestions: report.suggestions.map(({ item, text, snippet, decisive }) => ({ item, text, snippet, decisive })),
  };
}

describe.skipIf(!files.length)('the corpus through `check`, `skeleton` and both verdict paths', () => {
  const timings: Array<{ file: string; id: number | null; chars: number; ms: number }> = [];

  it.each(files)(
    '%s: every question',
    (file) => {
      const lines = readFileSync(resolve(CORPUS, file), 'utf8')
        .split('\n')
        .filter((l) => l.trim());
      // The settings a content script sends before the user changed any (nothing stored yet).
      const settings = readSettings(undefined);
      const differ: string[] = [];
      let scored = 0;
      for (const line of lines) {
        timings.push({ file, ...checkAndSkeleton(file, line) });
        const cli = scoreLine(line);
        if (cli.kind !== 'scored') throw new Error(`${file}: ${cli.message}`);
        const message: JudgePageMessage = {
          type: 'reprolens:judge',
          read: { ok: true, question: readStackExchangeApiQuestion(JSON.parse(line)) },
          settings,
        };
        const answer = structuredClone(judgePage(completePageRead(structuredClone(message).read), structuredClone(message).settings));
        const expected = fromScoreLine(cli.output);
        if (JSON.stringify(fromPageVerdict(answer)) !== JSON.stringify(expected)) differ.push(String(JSON.parse(line).question_id));
        if (expected.state === 'verdict') scored++;
      }
      expect(differ, `questions whose verdicts differ in ${file}`).toEqual([]);
      expect(scored).toBeGreaterThan(0);
      // Bounded by the corpus file's size (a thousand questions, each through four paths), not a timing assertion.
    },
    600_000,
  );
  it('went through the whole corpus, and prints the slowest questions', () => {
    expect(timings.length).toBeGreaterThan(2000);
  });

  afterAll(() => {
    const sorted = [...timings].sort((a, b) => b.ms - a.ms);
    const total = timings.reduce((sum, t) => sum + t.ms, 0);
    const rows = sorted
      .slice(0, SLOWEST)
      .map((t) => `${t.ms.toFixed(1).padStart(8)} ms  ${String(t.chars).padStart(6)} chars  ${t.file} ${t.id}`);
    console.log(
      `${timings.length} questions from ${files.length} files in ${total.toFixed(0)} ms (check and skeleton, cold); the ${SLOWEST} slowest:\n${rows.join('\n')}`,
    );
  });
});
