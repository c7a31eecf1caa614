// One verdict for every surface: each question of every corpus file (../shared/corpus/stackoverflow/*.jsonl, beside
// the repository; not copied: 2,696 questions) gets the same verdict on the CLI path — the line `reprolens score`
// prints (cli/score.ts scoreLine) — and on the extension path — what the background answers a content script's
// "judge this page" message (lib/page/pageVerdict.ts judgePage), with the settings of a fresh install, after the
// message's structured clone. The sweep skips, saying so, where the corpus is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreLine } from '../../cli/score';
import type { JudgePageMessage } from '../../lib/page/messages';
import { completePageRead, judgePage } from '../../lib/page/pageVerdict';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS } from '../../lib/report';
import { readSettings } from '../../lib/settings';
import type { Verdict } from '../../lib/verdict';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/stackoverflow');
const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.jsonl')) : [];
if (!files.length) console.warn('One-verdict sweep skipped: ../shared/corpus/stackoverflow/*.jsonl is not beside the repository.');

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
    suggestions: report.suggestions.map(({ item, text, snippet }) => ({ item, text, snippet })),
  };
}

describe.skipIf(!files.length)('one verdict on the CLI path and the extension path', () => {
  it.each(files)('%s: every question', (file) => {
    const lines = readFileSync(resolve(CORPUS, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim());
    // The settings a content script sends before the user changed any (nothing stored yet).
    const settings = readSettings(undefined);
    const differ: string[] = [];
    let scored = 0;
    for (const line of lines) {
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
  });
});
