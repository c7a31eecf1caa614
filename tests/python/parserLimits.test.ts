// Statements nested deeper than Python allows never reach @lezer/python (lib/python/parserLimits.ts; hostile review
// 2026-12-04: 29 KB of `x = f(` lines overflowed Chromium's stack in lezer's `takeNode`, and the panel said "could not
// check this question"). The synthesized inputs (synth-…) are Stack Overflow's 30,000-character limit of one shape
// each; the page path and the skeleton run on them in a worker thread with half a megabyte of stack, less than the
// 1 MB in which the old code already failed on six of them (Node 20).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parser } from '@lezer/python';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BEYOND_LIMITS, PARSER_LIMITS, statementsBeyondLimits, withinParserLimits } from '../../lib/python/parserLimits';
import { makeParseable } from '../../lib/skeleton/parseableSource';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';

const ROOT = resolve(import.meta.dirname, '../..');
const CHARS = 30_000;

/** `prefix`, `unit` repeated, `suffix`: CHARS characters in all. */
const run = (prefix: string, unit: string, suffix = '') =>
  prefix +
  unit.repeat(Math.ceil((CHARS - prefix.length - suffix.length) / unit.length)).slice(0, CHARS - prefix.length - suffix.length) +
  suffix;

const staircase = () => {
  let text = '';
  for (let i = 0; text.length < CHARS; i++) text += `${' '.repeat(i)}if x:\n`;
  return text.slice(0, CHARS);
};

const DEEP: Record<string, string> = {
  'synth-call-open-lines': run('', 'x = f(\n'),
  'synth-list-open-lines': run('', 'a = [\n'),
  'synth-print-open-lines': run('', 'print(\n'),
  'synth-open-parens': run('x = ', '('),
  'synth-open-calls': run('x = ', 'f('),
  'synth-open-braces': run('x = ', '{'),
  'synth-open-lists': run('x = ', '['),
  'synth-minus-run': run('x = ', '-', 'x'),
  'synth-not-run': run('x = ', 'not ', 'x'),
  'synth-tilde-run': run('x = ', '~', 'x'),
  'synth-await-run': run('x = ', 'await ', 'x'),
  'synth-lambda-run': run('x = ', 'lambda:', '1'),
  'synth-power-run': run('x = ', 'a**', 'a'),
  'synth-attribute-run': run('x = a', '.a'),
  'synth-plus-run': run('x = 1', '+1'),
  'synth-fstring-fields': run('x = f"', '{(', ''),
  'synth-indent-staircase': staircase(),
};

/** The deepest node of lezer's tree of `text`, by an iterative walk (the tree's own recursion is what is bounded). */
function treeDepth(text: string): number {
  const cursor = parser.parse(text).cursor();
  let depth = 0;
  let deepest = 0;
  for (;;) {
    if (cursor.firstChild()) {
      depth++;
      deepest = Math.max(deepest, depth);
      continue;
    }
    while (!cursor.nextSibling()) {
      if (!cursor.parent()) return deepest;
      depth--;
    }
  }
}

describe('statements nested deeper than Python allows', () => {
  it('leave no tree deeper than the bound for any synthesized 30,000-character shape', () => {
    for (const [name, text] of Object.entries(DEEP)) {
      const bounded = withinParserLimits(text);
      expect(bounded.length, name).toBe(text.length);
      expect(treeDepth(bounded), name).toBeLessThanOrEqual(2 * PARSER_LIMITS.depth);
    }
  });

  it('are found in one statement and blanked to its end, the code around them kept', () => {
    const deep = `x = ${'('.repeat(300)}1${')'.repeat(300)}`;
    const text = `import torch\n${deep}\ny = torch.zeros(3)\n`;
    const start = text.indexOf('x = ');
    expect(statementsBeyondLimits(text)).toEqual([[start, start + deep.length, 'nested']]);
    expect(withinParserLimits(text)).toBe(`import torch\n${' '.repeat(deep.length)}\ny = torch.zeros(3)\n`);
    // CPython's limit: 200 brackets parse, 201 do not.
    expect(statementsBeyondLimits(`x = ${'('.repeat(200)}1${')'.repeat(200)}`)).toEqual([]);
    expect(statementsBeyondLimits(`x = ${'('.repeat(201)}1${')'.repeat(201)}`)).toHaveLength(1);
  });

  it("include a statement dense with syntax errors, and every statement past the text's thousandth error", () => {
    const quotes = `x = 1\n${'File "'.repeat(5000)}`;
    expect(statementsBeyondLimits(quotes)).toEqual([[6, quotes.length, 'errors']]);
    // 5,000 headers without a body: the first 1,001 are read (the 1,001st is where the count goes past), the rest not.
    const headers = 'if x:\n'.repeat(5000);
    const beyond = statementsBeyondLimits(headers);
    expect(beyond[0]).toEqual([1001 * 6, 1001 * 6 + 5, 'errors']);
    expect(beyond).toHaveLength(5000 - 1001);
    // Headers with their bodies are no errors; a few missing bodies are far below the bound.
    expect(statementsBeyondLimits('if x:\n    y = 1\n'.repeat(3000))).toEqual([]);
    expect(statementsBeyondLimits('if x:\n'.repeat(900))).toEqual([]);
  });

  it('are not found in strings, comments, numbers or long flat lists', () => {
    const text = [
      `s = "${'('.repeat(5000)}"`,
      `# ${'-'.repeat(5000)}`,
      `doc = """\n${'- - -\n'.repeat(1000)}"""`,
      `values = [${Array.from({ length: 3000 }, (_, i) => `${i}.5e-3`).join(', ')}]`,
      `total = ${Array.from({ length: 300 }, (_, i) => `x${i}`).join(' + ')}`,
    ].join('\n');
    expect(statementsBeyondLimits(text)).toEqual([]);
  });

  it('are not found in any real question of the fixtures', () => {
    const questions = ['tests/fixtures/items/questions.jsonl', 'tests/fixtures/skeleton/skeleton-questions.jsonl'].flatMap((path) =>
      readFileSync(resolve(ROOT, path), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((line) => readStackExchangeApiQuestion(JSON.parse(line))),
    );
    const blocks = questions.flatMap((q) => q.blocks.filter((b) => b.kind === 'code').map((b) => b.text));
    expect(blocks.length).toBeGreaterThan(150);
    expect(blocks.filter((text) => statementsBeyondLimits(text).length > 0)).toEqual([]);
  });

  it('are commented out of a skeleton in one step, each line saying why, the code around them kept', () => {
    const source = `import torch\nx = 1 + ${'f(\n'.repeat(300)}1${')'.repeat(300)}\ny = torch.zeros(3)`;
    const result = makeParseable(source);
    const lines = result.text.split('\n');
    expect(lines[0]).toBe('import torch');
    expect(lines.at(-1)).toBe('y = torch.zeros(3)');
    expect(result.commented).toEqual(Array.from({ length: 301 }, (_, i) => ({ line: i + 1, why: BEYOND_LIMITS.nested })));
    expect(lines.slice(1, 302).every((l) => l.startsWith('# ') && l.endsWith(BEYOND_LIMITS.nested))).toBe(true);
  });
});

/** The page path (judgeQuestion) and the skeleton (buildSkeleton), bundled for a worker with a small stack. */
const WORKER_ENTRY = `
import { parentPort, workerData } from 'node:worker_threads';
import { assembleQuestion } from './lib/question';
import { judgeQuestion } from './lib/messages/pageVerdict';
import { DEFAULT_SETTINGS } from './lib/settings';
import { analyzeQuestion } from './lib/engine';
import { buildSkeleton } from './lib/skeleton/build';
const question = assembleQuestion({
  site: 'stackoverflow', id: 1, title: 'Loss is nan after the first epoch in pytorch', tags: ['pytorch'], source: 'api',
  blocks: [{ kind: 'prose', text: 'My pytorch model fails with this:', inlineCode: [], links: [] }, { kind: 'code', text: workerData.code, lang: 'python' }],
});
const verdict = judgeQuestion(question, DEFAULT_SETTINGS);
let skeleton = 'built';
try {
  buildSkeleton(question, analyzeQuestion(question));
} catch (error) {
  skeleton = String(error);
}
parentPort.postMessage({ state: verdict.state, why: verdict.why ?? '', skeleton });
`;

let workerCode = '';

function runWithSmallStack(code: string): Promise<{ state: string; why: string; skeleton: string }> {
  return new Promise((done, fail) => {
    const worker = new Worker(workerCode, { eval: true, workerData: { code }, resourceLimits: { stackSizeMb: 0.5 } });
    worker.once('message', done);
    worker.once('error', fail);
  });
}

describe('a question whose code block is nested too deep, on half a megabyte of stack', () => {
  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: WORKER_ENTRY, resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    workerCode = bundle.outputFiles[0].text;
  });

  it('gets a verdict and a skeleton, never "could not check this question"', async () => {
    // The review's shape and one of each other kind of nesting (the bound on every shape is tested above).
    const shapes = [
      'synth-call-open-lines',
      'synth-open-calls',
      'synth-minus-run',
      'synth-not-run',
      'synth-attribute-run',
      'synth-plus-run',
    ];
    for (const name of shapes) {
      const code = DEEP[name];
      const result = await runWithSmallStack(code);
      expect({ name, ...result }).toEqual({
        name,
        state: expect.not.stringMatching(/^unreadable$/),
        why: expect.any(String),
        skeleton: 'built',
      });
    }
  });
});
