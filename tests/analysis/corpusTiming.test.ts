// Every corpus question (all of ../shared/corpus/stackoverflow/*.jsonl) through what `reprolens check` and
// `reprolens skeleton` run for one question, in-process: cli/inputs.ts questionFromInput, the engine, the text
// report, then the skeleton (issue 11: each within 1 s through the CLI; tools/bench/benchCliWall.ts times the
// processes). It prints the slowest questions (one cold run each: a hint where the engine's time goes on real posts;
// the bench measures speed), and asserts nothing about time, only that every question gets its report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCheckReport, paletteFor } from '../../cli/checkReport';
import { questionFromInput } from '../../cli/inputs';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { buildSkeleton } from '../../lib/skeleton/build';
import { decide } from '../../lib/verdict';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/stackoverflow');
const SLOWEST = 15;

describe.skipIf(!existsSync(CORPUS))('the corpus through `check` and `skeleton` (slowest questions printed)', () => {
  it('checks every question and reports the slowest', () => {
    const palette = paletteFor(false, { NO_COLOR: '1' });
    const timings: Array<{ file: string; id: number | null; chars: number; ms: number }> = [];
    const files = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const file of files) {
      const lines = readFileSync(join(CORPUS, file), 'utf8')
        .split('\n')
        .filter((l) => l.trim());
      for (const line of lines) {
        // Each question cold, as `check` meets it.
        const once = () => {
          clearCodeBlockCache();
          const t0 = performance.now();
          const { question } = questionFromInput({ name: file, text: line, declared: 'json' });
          const verdict = decide(question, DEFAULT_SETTINGS);
          const text = formatCheckReport(verdict, palette);
          buildSkeleton(question, verdict.report);
          const ms = performance.now() - t0;
          expect(verdict.report.question_id).toBe(question.id);
          expect(text.length).toBeGreaterThan(0);
          return { id: question.id, chars: question.text.length, ms };
        };
        timings.push({ file, ...once() });
      }
    }
    timings.sort((a, b) => b.ms - a.ms);
    const total = timings.reduce((sum, t) => sum + t.ms, 0);
    const rows = timings
      .slice(0, SLOWEST)
      .map((t) => `${t.ms.toFixed(1).padStart(8)} ms  ${String(t.chars).padStart(6)} chars  ${t.file} ${t.id}`);
    console.log(
      `${timings.length} questions from ${files.length} files in ${total.toFixed(0)} ms; the ${SLOWEST} slowest:\n${rows.join('\n')}`,
    );
    expect(timings.length).toBeGreaterThan(2000);
  }, 600_000);
});
