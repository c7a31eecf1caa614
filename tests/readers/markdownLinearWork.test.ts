// The hostile review's markdown inputs (2026-12-04, synthesized) through every path that reads markdown, in linear
// work: the coach (judgeDraft), `reprolens check` on a .md draft (readMarkdownDraft) and on a Stack Exchange API
// record (body_markdown), and `reprolens skeleton`. Work is executed blocks (./executedBlocks.ts) for inputs four
// times apart: near 4 when linear, near 16 when quadratic. The review measured 2.35–4.06 s through the CLI.
import { describe, expect, it } from 'vitest';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { analyzeQuestion } from '../../lib/engine';
import { judgeDraft } from '../../lib/messages/draftVerdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { buildSkeleton } from '../../lib/skeleton/build';
import { decide } from '../../lib/verdict';
import { workRatio } from './executedBlocks';

const CODE = '\n```python\nimport torch\nx = torch.zeros(3)\nprint(x)\n```\n';

/** Each input for `n` repetitions of its unit. */
const inputs: Record<string, (n: number) => string> = {
  'synth-quote-run-then-code': (n) => `${'>'.repeat(n)}${CODE}`,
  'synth-quote-space-run-then-code': (n) => `${'> '.repeat(n)}${CODE}`,
  'synth-dash-ladder': (n) => `${'- '.repeat(n)}x`,
  'synth-ordered-dash-ladder-then-code': (n) => `${'1. - '.repeat(n)}${CODE}`,
  'synth-star-dash-ladder-then-line': (n) => `${'* - '.repeat(n)}\nx`,
  'synth-quote-dash-ladder': (n) => `${'> - '.repeat(n)}x`,
  'synth-prompt-run': (n) => `My model fails:\n\n${'>>> '.repeat(n)}\n`,
  'synth-dash-tab-ladder': (n) => `${'-\t'.repeat(n)}x`,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The paths, each from the markdown to what the user sees. */
const paths: Record<string, (markdown: string) => unknown> = {
  coach: (markdown) =>
    judgeDraft({ title: 'Loss is nan after the first epoch', markdown, tags: ['pytorch'], site: 'stackoverflow' }, DEFAULT_SETTINGS),
  checkDraft: (markdown) => decide(readMarkdownDraft(markdown).question, DEFAULT_SETTINGS),
  checkApiRecord: (markdown) =>
    decide(
      readStackExchangeApiQuestion({ title: 'Loss is nan', body_markdown: escapeHtml(markdown), tags: ['pytorch'] }),
      DEFAULT_SETTINGS,
    ),
  skeleton: (markdown) => {
    const question = readMarkdownDraft(markdown).question;
    return buildSkeleton(question, analyzeQuestion(question));
  },
};

describe("the hostile review's markdown inputs", () => {
  it('go through every path in linear work', async () => {
    for (const [name, input] of Object.entries(inputs)) {
      for (const [path, run] of Object.entries(paths)) {
        const ratio = await workRatio((n) => {
          clearCodeBlockCache();
          return run(input(n));
        }, 1000);
        expect({ name, path, ratio: ratio < 5 ? 'linear' : ratio }).toEqual({ name, path, ratio: 'linear' });
      }
    }
  });
});
