// Differential test of the hand-written HTML reader (lib/readers/htmlParser.ts) against parse5, the WHATWG
// parser (a devDependency: it never ships). Every corpus body and page, and the fuzz corpus, is read twice into
// Question blocks by the same block walker: once through our streaming parser, once through a walk of parse5's tree
// of the same input. What the engine uses — paragraph text, code blocks' text and language, inline code, links,
// images, quotes — must agree, except for the differences in ALLOWED, each with its reason. Both sides decode
// character references with the same table (lib/readers/htmlEntities.ts), so this compares parsing.
// HTML_DIFFERENTIAL_REPORT=1 prints the disagreements by kind; FUZZ_RUNS=20000 widens the fuzz sweep (run it with
// --test-timeout=600000).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { type DefaultTreeAdapterMap, defaultTreeAdapter, html as htmlNamespaces, parse, parseFragment } from 'parse5';
import { describe, expect, it, vi } from 'vitest';
import type { HtmlSink } from '../../lib/readers/htmlParser';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { htmlBody } from '../../tools/fuzz/htmlArbitraries';
import { mdBody } from '../../tools/fuzz/markdownArbitraries';
import { noise } from '../../tools/fuzz/textArbitraries';

type Node = DefaultTreeAdapterMap['node'];

const reference = vi.hoisted(() => ({ parser: null as null | ((html: string, sink: HtmlSink) => void) }));

// The block walker reads whatever `parseHtml` reports; while `reference.parser` is set, parse5 reports it.
vi.mock('../../lib/readers/htmlParser', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/readers/htmlParser')>();
  return {
    ...real,
    parseHtml: (html: string, sink: HtmlSink) => (reference.parser ?? real.parseHtml)(html, sink),
  };
});

/**
 * Formatting elements (HTML spec, "list of active formatting elements"): a browser reopens them after a block
 * ends inside them and rebuilds them around misnested tags (the adoption agency). Our streaming parser does
 * neither, by design (htmlParser.ts, first lines).
 */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);

/** Reports parse5's tree to `sink` in document order, as our parser reports its elements. */
class Parse5Walk {
  /** True once a formatting element was reopened or rebuilt: a copy shares its start tag's offset, or has none. */
  formattingRebuilt = false;
  private readonly formattingStarts = new Set<number>();

  constructor(private readonly sink: HtmlSink) {}

  walk(node: Node): void {
    const { sink } = this;
    if (defaultTreeAdapter.isTextNode(node)) return sink.text(node.value);
    if (defaultTreeAdapter.isCommentNode(node)) return sink.comment(node.data);
    if (defaultTreeAdapter.isElementNode(node)) {
      if (FORMATTING.has(node.tagName)) {
        const start = node.sourceCodeLocation?.startOffset;
        if (start === undefined || this.formattingStarts.has(start)) this.formattingRebuilt = true;
        else this.formattingStarts.add(start);
      }
      const attrs: Record<string, string> = Object.create(null);
      for (const { name, value } of node.attrs) attrs[name] = value;
      sink.open(node.tagName, attrs);
      for (const child of 'content' in node ? node.content.childNodes : node.childNodes) this.walk(child); // a template's are in its content
      sink.close(node.tagName);
      return;
    }
    if ('childNodes' in node) for (const child of node.childNodes) this.walk(child);
  }
}

const WITH_LOCATIONS = { sourceCodeLocationInfo: true };
/** A post body is an element's innerHTML: parsed as a fragment in a `div`, as a browser's `innerHTML` setter does. */
const BODY_CONTEXT = defaultTreeAdapter.createElement('div', htmlNamespaces.NS.HTML, []);
type Parse5 = (html: string) => Node;
const asFragment: Parse5 = (html) => parseFragment(BODY_CONTEXT, html, WITH_LOCATIONS);
const asDocument: Parse5 = (html) => parse(html, WITH_LOCATIONS);

type Blocks = ReturnType<typeof readStackOverflowBodyHtml>['blocks'];

interface Reading {
  ours: Blocks;
  theirs: Blocks;
  formattingRebuilt: boolean;
}

/** Reads `html` through our parser, then through parse5's tree of it, with the same block walker. */
function readBoth(html: string, parse5: Parse5): Reading {
  const ours = readStackOverflowBodyHtml(html).blocks;
  let formattingRebuilt = false;
  reference.parser = (input, sink) => {
    const walk = new Parse5Walk(sink);
    walk.walk(parse5(input));
    formattingRebuilt ||= walk.formattingRebuilt;
  };
  try {
    return { ours, theirs: readStackOverflowBodyHtml(html).blocks, formattingRebuilt };
  } finally {
    reference.parser = null;
  }
}

/** What differs between two readings, by kind (empty when they agree). */
function disagreements(ours: Blocks, theirs: Blocks): string[] {
  const kinds = new Set<string>();
  if (ours.length !== theirs.length) kinds.add('block count');
  for (let i = 0; i < Math.min(ours.length, theirs.length); i++) {
    const a = ours[i];
    const b = theirs[i];
    if (a.kind !== b.kind) {
      kinds.add('block kind');
      continue;
    }
    if (a.text !== b.text) kinds.add(`${a.kind} text`);
    if (a.kind === 'code' && b.kind === 'code' && a.lang !== b.lang) kinds.add('code language');
    if (a.kind === 'image' && b.kind === 'image' && a.src !== b.src) kinds.add('image src');
    if ((a.kind === 'prose' || a.kind === 'quote') && (b.kind === 'prose' || b.kind === 'quote')) {
      if (JSON.stringify(a.inlineCode) !== JSON.stringify(b.inlineCode)) kinds.add('inline code');
      if (JSON.stringify(a.links) !== JSON.stringify(b.links)) kinds.add('links');
    }
  }
  return [...kinds];
}

const CORPUS = join(import.meta.dirname, '../../../shared/corpus');

/** Every HTML body in the corpus, keyed by where it is. */
function corpusBodies(): Array<{ key: string; html: string }> {
  const bodies: Array<{ key: string; html: string }> = [];
  const so = join(CORPUS, 'stackoverflow');
  for (const file of readdirSync(so).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(so, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line);
      bodies.push({ key: `${file}:${record.question_id}`, html: record.body_html });
      (record.answer_bodies_html_from_source ?? []).forEach((html: string, i: number) => {
        bodies.push({ key: `${file}:${record.question_id}/answer${i}`, html });
      });
    }
  }
  const api = join(CORPUS, 'stackexchange-api');
  for (const file of readdirSync(api).filter((f) => f.endsWith('.json'))) {
    for (const item of JSON.parse(readFileSync(join(api, file), 'utf8')).items ?? []) {
      if (typeof item.body === 'string') bodies.push({ key: `${file}:${item.question_id ?? item.answer_id}`, html: item.body });
    }
  }
  const posts = readFileSync(join(CORPUS, 'stackexchange-dump/datascience-meta-Posts.xml'), 'utf8');
  for (const row of posts.matchAll(/<row Id="(\d+)"[^>]*? Body="([^"]*)"/g)) {
    const html = row[2].replace(/&(lt|gt|quot|apos|amp|#x[0-9a-fA-F]+|#\d+);/g, (_, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : XML_ENTITIES[e],
    );
    bodies.push({ key: `datascience-meta-Posts.xml:${row[1]}`, html });
  }
  return bodies;
}
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Every saved page, read whole (the engine reads their post bodies; a whole page exercises far more markup). */
function corpusPages(): Array<{ key: string; html: string }> {
  const pages: Array<{ key: string; html: string }> = [];
  for (const dir of ['pages', 'github/pages', 'forums']) {
    for (const file of readdirSync(join(CORPUS, dir)).filter((f) => f.endsWith('.html'))) {
      pages.push({ key: `${dir}/${file}`, html: readFileSync(join(CORPUS, dir, file), 'utf8') });
    }
  }
  return pages;
}

/** A difference allowed by design, with its reason; each disagreement must match one. */
interface AllowedDifference {
  reason: string;
  applies(reading: Reading): boolean;
}

const ALLOWED: AllowedDifference[] = [
  {
    reason:
      'a browser reopens `<a>`, `<code>`, `<b>`… after a block ends inside them and rebuilds misnested ones (the ' +
      'adoption agency); our parser ends them instead. No corpus body needs it: only broken markup does (an unclosed ' +
      '`href="` that swallows later tags, a link nested in a link in a GitHub timeline event, which the engine reads ' +
      'through the DOM, not this parser)',
    applies: (reading) => reading.formattingRebuilt,
  },
];

interface Disagreement {
  key: string;
  kinds: string[];
  reason: string | null;
}

function sweep(inputs: Array<{ key: string; html: string }>, parse5: Parse5): Disagreement[] {
  const found: Disagreement[] = [];
  for (const { key, html } of inputs) {
    const reading = readBoth(html, parse5);
    const kinds = disagreements(reading.ours, reading.theirs);
    if (kinds.length) found.push({ key, kinds, reason: ALLOWED.find((allowed) => allowed.applies(reading))?.reason ?? null });
  }
  if (process.env.HTML_DIFFERENTIAL_REPORT) console.info(inputs.length, 'inputs', summary(found));
  return found;
}

/** Disagreements by kind (one input may count under several), and how many inputs disagree at all. */
function summary(found: Disagreement[]): Record<string, number> {
  const counts: Record<string, number> = { inputs: found.length };
  for (const { kinds } of found) for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

const unexplained = (found: Disagreement[]) => found.filter((d) => d.reason === null).map(({ key, kinds }) => ({ key, kinds }));

describe('htmlParser against parse5: the tree-building rules fixed on 2026-12-05', () => {
  it.each([
    ['a stray </p> is an empty paragraph', 'a</p>b', ['a', 'b']],
    ['</ and a non-letter open a bogus comment', 'a</ x><pre>b</pre>', ['a', 'b']],
    ['a tag the input ends inside is dropped', '<p>a <a href="b', ['a']],
    ['a quote opens a value only after =', '<p><a href="x" y"z>a</a> b"</p>', ['a b"']],
    ['<!--> and --!> end comments', '<p>a<!-->b<!-- c --!>d</p>', ['abd']],
    ['rows and cells outside a table are ignored', '<p>a<tr><td>b</td></tr>c</p>', ['abc']],
    ['a NUL between tags is dropped', '<p>a\0b<a href="x\0">c</a></p>', ['abc']],
  ])('%s', (_, html, texts) => {
    const reading = readBoth(html, asFragment);
    expect(reading.ours.map((block) => block.text)).toEqual(texts);
    expect(disagreements(reading.ours, reading.theirs)).toEqual([]);
  });
});

describe('htmlParser against parse5: the blocks the engine reads are the same', () => {
  it('on every corpus body (API, Data Explorer, data dump), with no allowed difference needed', () => {
    const bodies = corpusBodies();
    expect(bodies.length).toBeGreaterThan(4000);
    expect(sweep(bodies, asFragment)).toEqual([]);
  });

  it('on every saved page, read whole, except allowed differences', () => {
    const pages = corpusPages();
    expect(pages.length).toBeGreaterThan(40);
    const found = sweep(pages, asDocument);
    expect(unexplained(found)).toEqual([]);
    expect(found.length).toBeLessThanOrEqual(1); // github-2026-03_rollup-plugins-1772.html, a link in a link
  });

  it('on 3,000 bodies of the fuzz corpus, except allowed differences', () => {
    // The bodies tools/fuzz/fuzz.ts gives its page-html path (HTML, markdown, noise), from its default seed.
    const inputs = fc
      .sample(fc.oneof(htmlBody, mdBody, noise(600)), { seed: 20_261_202, numRuns: Number(process.env.FUZZ_RUNS ?? 3000) })
      .map((html, i) => ({ key: `fuzz #${i}`, html }));
    expect(unexplained(sweep(inputs, asFragment))).toEqual([]);
  });
});
