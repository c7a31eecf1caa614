// Robustness over the whole corpus: every code block of 830 real PyTorch questions.
import { describe, expect, it } from 'vitest';
import { classifyCodeBlock } from '../../lib/analysis/codeBlockKind';
import type { CodeBlockKind, Located, ProgramFacts } from '../../lib/analysis/blockFacts';
import { analyzeProgram } from '../../lib/analysis/program';
import { corpusMissing, decodeEntities, readCorpus, recordToQuestion } from './corpusQuestion';

const records = corpusMissing ? [] : readCorpus();
if (corpusMissing) console.warn('Corpus sweep skipped: ../shared/corpus/stackoverflow/pytorch-2020.jsonl is not beside the repository.');

function expectLocated(items: Located[], text: string): void {
  for (const item of items) {
    expect(item.start).toBeGreaterThanOrEqual(0);
    expect(item.end).toBeGreaterThanOrEqual(item.start);
    expect(item.end).toBeLessThanOrEqual(text.length);
    expect(text.slice(item.start, item.end)).toBe(item.text);
  }
}

function expectWellFormed(program: ProgramFacts, texts: string[]): void {
  for (const block of program.blocks) {
    const text = texts[block.block];
    expect(['python', 'traceback', 'output', 'shell', 'other']).toContain(block.kind);
    if (block.python) {
      const py = block.python;
      expect(Number.isInteger(py.errorCount)).toBe(true);
      for (const list of [
        py.imports,
        py.used,
        py.models,
        py.training,
        py.hyperparameters,
        py.dataLoads,
        py.standInData,
        py.placeholders,
        py.magics,
        py.prints,
      ]) {
        expectLocated(list, text);
      }
      for (const s of py.standInData) if (s.shape) expect(s.shape.every((d) => Number.isInteger(d) && d >= 0)).toBe(true);
    }
    expectLocated(block.output.shapes, text);
    expectLocated(block.output.errors, text);
    if (block.traceback?.errorLine) expectLocated([block.traceback.errorLine], text);
  }
  expect(program.undefinedNames).toHaveLength(program.undefinedNameBlocks.length);
}

describe.skipIf(corpusMissing)('corpus robustness (830 Stack Overflow questions)', () => {
  it('analyses every question without throwing and returns well-formed facts', () => {
    expect(records.length).toBe(830);
    for (const record of records) {
      const question = recordToQuestion(record);
      const program = analyzeProgram(question);
      expectWellFormed(
        program,
        question.blocks.map((b) => b.text),
      );
    }
  });

  it('classifies every <pre><code> block with plausible shares per kind', () => {
    const counts: Record<CodeBlockKind, number> = { python: 0, traceback: 0, output: 0, shell: 0, other: 0 };
    let total = 0;
    for (const record of records) {
      for (const m of record.body_html.matchAll(/<pre([^>]*)>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g)) {
        const lang = /lang-([\w+-]+)/.exec(m[1])?.[1] ?? null;
        counts[classifyCodeBlock(decodeEntities(m[2]), lang)]++;
        total++;
      }
    }
    console.log(`code blocks by kind over ${total} blocks:`, counts);
    expect(total).toBeGreaterThan(1300);
    expect(counts.python / total).toBeGreaterThan(0.5);
    expect(counts.traceback / total).toBeGreaterThan(0.05);
    expect(counts.output / total).toBeGreaterThan(0.1);
    expect(counts.shell).toBeGreaterThan(10);
    expect(counts.other).toBeGreaterThan(5);
    expect(counts.other / total).toBeLessThan(0.05);
  });
});
