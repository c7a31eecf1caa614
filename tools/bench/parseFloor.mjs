// The floor `reprolens score` is measured against, as a whole process (docs/performance.md, "CLI score against the
// floor script"): read a corpus file once and parse each question with the same lezer parsers the engine uses — its
// code blocks (`<pre><code>`) with @lezer/python, the rest of its body with @lezer/markdown — and nothing else.
// Plain JavaScript, no build: what the process costs is Node's start, the JSON, and the parses.
//   node tools/bench/parseFloor.mjs <corpus.jsonl>
import { readFileSync } from 'node:fs';
import { parser as markdownParser } from '@lezer/markdown';
import { parser as pythonParser } from '@lezer/python';

const CODE_BLOCK = /<pre[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g;
const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/** A code block's text as the page shows it: tags gone (`<strong>` inside code), the common entities decoded. */
const codeText = (html) => html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]);

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node tools/bench/parseFloor.mjs <corpus.jsonl>\n');
  process.exit(2);
}
let questions = 0;
let codeBlocks = 0;
for (const line of readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const record = JSON.parse(line);
  const body = record.body_html ?? record.body ?? '';
  for (const match of body.matchAll(CODE_BLOCK)) {
    pythonParser.parse(codeText(match[1]));
    codeBlocks++;
  }
  markdownParser.parse(body.replace(CODE_BLOCK, '\n\n').replace(/<[^>]*>/g, ''));
  questions++;
}
process.stdout.write(`${questions} questions, ${codeBlocks} code blocks parsed\n`);
