// The skeleton bench's section of docs/performance.md (tools/bench/skeletonFigures.ts). The figures and documents
// here are synthesized: made-up times and ids, and stand-in documents with the real section markers.
import { describe, expect, it } from 'vitest';
import {
  renderSkeletonSection,
  SKELETON_END,
  SKELETON_START,
  skeletonFigureStats,
  spliceSkeletonSection,
  type SkeletonBenchFigures,
} from '../../../tools/bench/skeletonFigures';

const synthFigures: SkeletonBenchFigures = {
  date: '2000-01-01',
  command: 'npm run bench:node -- --only skeleton',
  engine: 'reprolens 0.0.0, commit 0000000',
  machine: '2 cores (test CPU)',
  corpus: '../shared/corpus/stackoverflow/pytorch-2020.jsonl',
  questions: 10,
  withCode: 8,
  withSkeleton: 7,
  passes: 3,
  ms: { median: 2.5, p95: 12.345, max: 150.4 },
  slowest: 42,
  failures: [],
  loadAverage: [1.23, 1.5],
  cores: 2,
};

describe('skeletonFigureStats (synthesized times)', () => {
  it('takes the median, the nearest-rank p95 and the slowest question', () => {
    const timed = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, ms: i + 1 }));
    expect(skeletonFigureStats(timed)).toEqual({ median: 10.5, p95: 19, max: 20, slowest: 119 });
    expect(skeletonFigureStats([])).toEqual({ median: NaN, p95: NaN, max: NaN, slowest: null });
  });
});

describe('renderSkeletonSection (synthesized figures)', () => {
  it('is one marked section with the count and the three figures', () => {
    const section = renderSkeletonSection(synthFigures);
    const lines = section.split('\n');
    expect(lines[0]).toBe(SKELETON_START);
    expect(lines[1]).toBe('## Building a reproduction skeleton');
    expect(lines.at(-1)).toBe(SKELETON_END);
    expect(section).toContain('after a warm-up pass, 3 timed passes');
    expect(section).toContain('A figure without a target.');
    expect(section).toContain('| 7 of 10 | 2.50 ms | 12.35 ms | 150 ms (max: question 42) |');
    expect(section).toContain('load average was 1.2 before these runs and 1.5 after on 2 cores');
    expect(section).not.toContain('threw');
  });

  it("adds the corpus folder's slowest questions and the synthesized hostile inputs as two tables", () => {
    const section = renderSkeletonSection({
      ...synthFigures,
      slowQuestions: [{ file: 'a.jsonl', id: 7, ms: 123.4 }],
      hostileInputs: [{ name: 'synth-if-headers', chars: 30000, ms: 45.67 }],
    });
    expect(section).toContain('| 7 | `a.jsonl` | 123 ms |');
    expect(section).toContain('| `synth-if-headers` | 30000 | 45.67 ms |');
    expect(renderSkeletonSection(synthFigures)).not.toContain('synthesized inputs');
  });

  it('lists questions on which buildSkeleton threw', () => {
    const section = renderSkeletonSection({ ...synthFigures, failures: [{ id: 7, message: 'boom' }] });
    expect(section).toContain('`buildSkeleton` threw on 1 question(s), left out of the times:\n- 7: boom');
  });
});

describe('spliceSkeletonSection (synthesized documents)', () => {
  const section = `${SKELETON_START}\n## New\n${SKELETON_END}`;
  const browser = '<!-- browser-bench:start -->\n## In the browser\n<!-- browser-bench:end -->\n';

  it('replaces the marked section and leaves every other byte alone', () => {
    const doc = `# Performance\n\n## Drafts\n\n${SKELETON_START}\n## Old\n| 1 |\n${SKELETON_END}\n\n${browser}`;
    expect(spliceSkeletonSection(doc, section)).toBe(`# Performance\n\n## Drafts\n\n${section}\n\n${browser}`);
  });

  it('goes before the browser section when there is no marked section yet', () => {
    expect(spliceSkeletonSection(`# Performance\n\n## Drafts\n\ntext\n\n${browser}`, section)).toBe(
      `# Performance\n\n## Drafts\n\ntext\n\n${section}\n\n${browser}`,
    );
  });

  it('goes at the end of a document without either', () => {
    expect(spliceSkeletonSection('# Performance\n\ntext\n', section)).toBe(`# Performance\n\ntext\n\n${section}\n`);
    expect(spliceSkeletonSection('', section)).toBe(`${section}\n`);
  });
});
