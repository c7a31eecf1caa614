// The fuzz script's section of docs/performance.md (tools/fuzz/fuzzFigures.ts): rendered with its markers, its
// previews escape control and bidi characters, and the Node bench keeps it when it rewrites the document.
import { describe, expect, it } from 'vitest';
import { carrySections } from '../../../tools/docs/markedSection';
import { FUZZ_SECTION, type FuzzReport, preview, renderFuzzSection } from '../../../tools/fuzz/fuzzFigures';

const report: FuzzReport = {
  date: '2026-12-02',
  command: 'npm run fuzz',
  engine: 'reprolens 0.1.0',
  machine: '2 cores',
  seed: 1,
  inputs: 2,
  boundMs: 1000,
  throws: [],
  overBound: 0,
  perPath: {
    'page-html': { inputs: 1, medianMs: 1, maxMs: 1 },
    'draft-markdown': { inputs: 1, medianMs: 2, maxMs: 2 },
    'github-record': { inputs: 0, medianMs: 0, maxMs: 0 },
    'github-page': { inputs: 0, medianMs: 0, maxMs: 0 },
    readability: { inputs: 0, medianMs: 0, maxMs: 0 },
  },
  slowest: [{ path: 'draft-markdown', chars: 3, ms: 2, preview: 'a|b' }],
};

describe('fuzz figures', () => {
  it('escapes control, bidi and table characters in a preview', () => {
    expect(preview('x\u001b[31m\u202e|`')).toBe("x\\u{1b}[31m\\u{202e}\\|'");
    expect(preview('a'.repeat(70))).toBe(`${'a'.repeat(60)}…`);
  });
  it('renders a marked section with the counts, and the bench keeps it', () => {
    const section = renderFuzzSection(report);
    expect(section).toMatch(/^<!-- fuzz:start -->/);
    expect(section).toContain('**0 throws, 0 inputs over 1000 ms.**');
    const old = `# Performance\n\nold\n\n${section}\n`;
    expect(carrySections(old, '# Performance\n\nnew\n', [FUZZ_SECTION])).toContain(section);
  });
});
