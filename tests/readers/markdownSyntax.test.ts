// The markdown dialect's linear replacements for two @lezer/markdown 1.8.1 routines (lib/readers/markdownSyntax.ts):
// the HorizontalRule block parser and Line.findColumn. Both must give the parser exactly the trees the originals
// give: checked on generated markdown made of the pieces that reach them (list markers, rule marks, tabs, blanks).
import fc from 'fast-check';
import { Line, parser as commonMarkParser } from '@lezer/markdown';
import { describe, expect, it } from 'vitest';
import { scanningResolveMarkers } from '../../lib/readers/markdownDelimiters';
import {
  collectLinkDefinitions,
  MAX_BLOCK_NESTING,
  markdownParser,
  scanningFindColumn,
  stackOverflowSyntax,
} from '../../lib/readers/markdownSyntax';
import { InlineContext } from '@lezer/markdown';
import { workRatio } from './executedBlocks';

const PIECES = ['- ', '* ', '_', '-', '*', '+ ', '1. ', '  ', '\t', ' ', 'a', 'x)', '\n', '\n\n', '> ', '---', '***', '```\n', '|a|b|\n'];
const markdown = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));

/** The dialect without its nesting bound, which would hide the work of deep nestings these tests count. */
const unboundedParser = commonMarkParser.configure(stackOverflowSyntax);

function treeOf(text: string, parser = markdownParser): string {
  const out: string[] = [];
  parser.parse(text).iterate({
    enter: (node) => {
      out.push(`${node.name}:${node.from}-${node.to}`);
    },
  });
  return out.join(' ');
}

describe('the markdown dialect', () => {
  it('reads every generated text as it would with the original findColumn', () => {
    const patched = Line.prototype.findColumn;
    fc.assert(
      fc.property(markdown, (text) => {
        Line.prototype.findColumn = scanningFindColumn;
        const before = treeOf(text);
        Line.prototype.findColumn = patched;
        expect(treeOf(text)).toBe(before);
      }),
      { numRuns: 3000 },
    );
    Line.prototype.findColumn = patched;
  });

  it('finds horizontal rules exactly where the original block parser does', () => {
    // The bare CommonMark parser keeps @lezer/markdown's own HorizontalRule; the dialect adds tables, strikethrough
    // and autolinks, so texts that could hold those are left out of the comparison.
    fc.assert(
      fc.property(markdown, (text) => {
        if (!/[|~]|https?:|www\./.test(text)) expect(treeOf(text)).toBe(treeOf(text, commonMarkParser));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a ladder of list items on one line in linear work (synth-dash-ladder, hostile review E4)', () => {
    // A work bound, not a time: the characters the parser reads (String.prototype.charCodeAt calls) for a ladder four
    // times as deep. The original findColumn rescans the line once per level: 16 times the reads.
    const reads = (n: number, findColumn: (this: Line, goal: number) => number) => {
      const patched = Line.prototype.findColumn;
      const charCodeAt = String.prototype.charCodeAt;
      let count = 0;
      Line.prototype.findColumn = findColumn;
      String.prototype.charCodeAt = function (this: string, index: number) {
        count++;
        return charCodeAt.call(this, index);
      };
      try {
        unboundedParser.parse(`${'- '.repeat(n)})`);
      } finally {
        String.prototype.charCodeAt = charCodeAt;
        Line.prototype.findColumn = patched;
      }
      return count;
    };
    const dialect = Line.prototype.findColumn;
    expect(reads(2000, scanningFindColumn) / reads(500, scanningFindColumn)).toBeGreaterThan(10);
    expect(reads(2000, dialect) / reads(500, dialect)).toBeLessThan(5);
  });

  it('reads a ladder of list items and quotes separated by tabs in linear work (synth-dash-tab-ladder)', async () => {
    // Found beyond the hostile review of 2026-12-04 while trying its one-line nested lists: on a line with a tab the
    // column search rescanned the line once per level (`-\t` × 14,500: 0.8 s).
    for (const unit of ['-\t', '>\t', '1.\t', '-\t>\t']) {
      const ratio = await workRatio((n) => unboundedParser.parse(`${unit.repeat(n)}x`), 500);
      expect({ unit, ratio: ratio < 5 ? 'linear' : ratio }).toEqual({ unit, ratio: 'linear' });
    }
  });

  it('opens no quote or list deeper than MAX_BLOCK_NESTING (synth-quote-run-then-code, synth-dash-run)', () => {
    // Hostile review 2026-12-04: `>` × 29,000 then a code block; each level cost the parser work and the tree a node.
    const containers = new Set(['Blockquote', 'BulletList', 'OrderedList', 'ListItem']);
    for (const unit of ['>', '> ', '- ', '1. ', '> - ', '* 1) > ']) {
      let depth = 0;
      let deepest = 0;
      markdownParser.parse(`${unit.repeat(3000)}x\n\`\`\`\ncode\n\`\`\`\n`).iterate({
        enter: (node) => {
          if (containers.has(node.name)) deepest = Math.max(deepest, ++depth);
        },
        leave: (node) => {
          if (containers.has(node.name)) depth--;
        },
      });
      expect({ unit, deepest }).toEqual({ unit, deepest: MAX_BLOCK_NESTING });
    }
  });

  it('resolves emphasis exactly as the original delimiter scan does', () => {
    const INLINE = ['*', '**', '***', '_', '__', '~~', 'a', '1', ' ', '[', ']', '(u)', '`', '!', '\\', '\n', 'b*c', '_d_'];
    const inline = fc.array(fc.constantFrom(...INLINE), { maxLength: 40 }).map((parts) => parts.join(''));
    const context = InlineContext.prototype as unknown as { resolveMarkers: unknown };
    const linear = context.resolveMarkers;
    fc.assert(
      fc.property(inline, (text) => {
        context.resolveMarkers = scanningResolveMarkers;
        const before = treeOf(text);
        context.resolveMarkers = linear;
        expect(treeOf(text)).toBe(before);
      }),
      { numRuns: 5000 },
    );
    context.resolveMarkers = linear;
  });

  it('resolves a run of delimiters that can each open and close in linear work (synth-star-run)', () => {
    // Characters read by the parser for a run four times as long; the original scan back read 16 times as many.
    const context = InlineContext.prototype as unknown as { resolveMarkers: unknown };
    const linear = context.resolveMarkers;
    const reads = (n: number, resolve: unknown) => {
      let count = 0;
      context.resolveMarkers = function (this: { parts: unknown[] }, from: number) {
        const parts = this.parts;
        const proxy = new Proxy(parts, {
          get(target, key, receiver) {
            if (typeof key === 'string' && /^\d+$/.test(key)) count++;
            return Reflect.get(target, key, receiver);
          },
        });
        this.parts = proxy;
        try {
          return (resolve as (this: unknown, from: number) => unknown).call(this, from);
        } finally {
          this.parts = parts;
        }
      };
      try {
        markdownParser.parse('1*'.repeat(n));
      } finally {
        context.resolveMarkers = linear;
      }
      return count;
    };
    expect(reads(2000, scanningResolveMarkers) / reads(500, scanningResolveMarkers)).toBeGreaterThan(10);
    expect(reads(2000, linear) / reads(500, linear)).toBeLessThan(5);
  });

  it('collects reference definitions (the first of a label wins)', () => {
    const text = 'See [the doc][1].\n\n[1]: https://example.com/a\n[1]: https://example.com/b\n';
    expect(collectLinkDefinitions(text, markdownParser.parse(text).topNode)).toEqual(new Map([['1', 'https://example.com/a']]));
  });

  it('collects reference definitions inside quotes and list items, the first in document order winning', () => {
    const text = [
      '> [a]: https://example.com/quoted',
      '> > [b]: https://example.com/deeper',
      '',
      '- item',
      '',
      '  [c]: https://example.com/listed',
      '  > [a]: https://example.com/later',
      '',
      '[b]: https://example.com/last',
      '[d]: <https://example.com/top>',
    ].join('\n');
    expect(collectLinkDefinitions(text, markdownParser.parse(text).topNode)).toEqual(
      new Map([
        ['a', 'https://example.com/quoted'],
        ['b', 'https://example.com/deeper'],
        ['c', 'https://example.com/listed'],
        ['d', 'https://example.com/top'],
      ]),
    );
  });

  it('collects reference definitions under a deep nesting in linear work (synth-quote-run-then-code, synth-dash-run-then-code)', async () => {
    // Hostile review 2026-12-04: `>` × 29,000 then a code block held Chromium's background 2.96 s in this walk alone
    // (lezer's TreeCursor climbs out of a nesting in work quadratic in its depth). Code blocks run, counted.
    const code = '\n```python\nx = 1\n```\n';
    for (const unit of ['>', '> ', '- ', '> - ', '1. ']) {
      const ratio = await workRatio((n) => {
        const text = unit.repeat(n) + code;
        return collectLinkDefinitions(text, unboundedParser.parse(text).topNode);
      }, 1000);
      expect({ unit, ratio: ratio < 5 ? 'linear' : ratio }).toEqual({ unit, ratio: 'linear' });
    }
  });
});
