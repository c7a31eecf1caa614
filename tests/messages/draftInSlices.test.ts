// The background's draft judgments in tasks (lib/messages/draftVerdict.ts judgeDraftInSlices and judgePastedDraftInSlices:
// entrypoints/background/index.ts answers the coach, the edit page and the popup's paste box with them). Their
// verdicts are exactly the one-call ones, on real markdown bug reports (tensorflow/tensorflow issues,
// tests/fixtures/tf/PROVENANCE.md) and on the hostile review's drafts (2026-12-04, synthesized); and the markdown's
// parse, its read and the judgment never share a task. What ran in each task is read from V8's coverage
// (tests/readers/executedBlocks.ts), never timed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { judgeDraft, judgeDraftInSlices, judgePastedDraft, judgePastedDraftInSlices } from '../../lib/messages/draftVerdict';
import { markdownParser } from '../../lib/readers/markdownSyntax';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { workSinceLastCount } from '../readers/executedBlocks';

const issues = readFileSync(resolve(import.meta.dirname, '../fixtures/tf/tensorflow-silent-bugs.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { title: string; body: string });
const TITLE = 'Loss is nan after the first epoch in pytorch';
const draftOf = (title: string, markdown: string) => ({ title, markdown, tags: ['pytorch'], site: 'stackoverflow' });
// The first dozen: the judgments run under V8's coverage counting, slower than bare.
const realDrafts = issues.slice(0, 12).map((issue) => draftOf(issue.title, issue.body));

const CODE = '\n```python\nimport torch\nx = torch.zeros(3)\nprint(x)\n```\n';
/** The review's drafts at its 29,000 characters. */
const hostileDrafts = {
  'synth-quote-run-then-code': `${'>'.repeat(29_000 - CODE.length)}${CODE}`,
  'synth-dash-run': '- '.repeat(14_500),
  'synth-dash-ladder': `${'- '.repeat(14_499)}x`,
  'synth-prompt-run': `My model fails:\n\n${'>>> '.repeat(7_245)}`,
  'synth-quote-dash-ladder': `${'> - '.repeat(7_249)}x${CODE}`,
  'synth-dash-tab-ladder': `${'-\t'.repeat(14_499)}x`,
};

/** A pause that lets a macrotask run, as the background's does. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

describe('draft judgments in tasks', () => {
  it("judges real drafts and the hostile review's drafts exactly as judgeDraft does", async () => {
    const drafts = [...realDrafts, ...Object.values(hostileDrafts).map((markdown) => draftOf(TITLE, markdown))];
    for (const draft of drafts) {
      clearCodeBlockCache();
      const inOneCall = judgeDraft(draft, DEFAULT_SETTINGS);
      clearCodeBlockCache();
      expect(await judgeDraftInSlices(draft, DEFAULT_SETTINGS, nextTask)).toEqual(inOneCall);
    }
  });

  it('checks pasted drafts exactly as judgePastedDraft does', async () => {
    const pasted = [
      '',
      ...issues.slice(0, 10).map((issue) => `# ${issue.title}\n\n${issue.body}`),
      ...issues.slice(10, 15).map((issue) => issue.body),
      ...Object.values(hostileDrafts),
    ];
    for (const markdown of pasted) {
      clearCodeBlockCache();
      const inOneCall = judgePastedDraft(markdown);
      clearCodeBlockCache();
      expect(await judgePastedDraftInSlices(markdown, nextTask)).toEqual(inOneCall);
    }
  });

  it('parses, reads and judges a draft in tasks of their own, never the whole markdown in one parse call', async () => {
    // Hostile review 2026-12-04: the coach's judgment of `>` × 29,000 then a code block held Chromium's background
    // 2.96 s in one task. Each phase is known by a function only it runs. The read by its entry point: Node 24's
    // coverage counted no call of the walker's walkBlocks where the read called it once (a draft that is one rule).
    const phases = {
      parse: 'markdown/dist/index.js:advance',
      read: '/lib/readers/stackOverflowMarkdown.ts:readParsedMarkdown',
      judge: '/lib/verdict.ts:decide',
    };
    const parse = vi.spyOn(markdownParser, 'parse');
    const drafts = { 'a real draft': realDrafts[0].markdown, ...hostileDrafts };
    for (const [name, markdown] of Object.entries(drafts)) {
      clearCodeBlockCache();
      const tasks: string[][] = [];
      const endTask = async () => {
        const { ran } = await workSinceLastCount();
        tasks.push(Object.entries(phases).flatMap(([phase, fn]) => ([...ran].some((n) => n.endsWith(fn)) ? [phase] : [])));
      };
      await workSinceLastCount();
      await judgeDraftInSlices(draftOf(TITLE, markdown), DEFAULT_SETTINGS, async () => {
        await endTask();
        await nextTask();
      });
      await endTask();
      const sharing = tasks.filter((phasesRun) => phasesRun.length > 1);
      expect({ name, sharing, all: [...new Set(tasks.flat())].sort() }).toEqual({ name, sharing: [], all: ['judge', 'parse', 'read'] });
    }
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
