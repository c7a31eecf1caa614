// What an issue template wrote and what the asker wrote, for GitHub issue bodies. The codebook judges "only what
// the asker wrote in the question"; a bug template puts its own words in every issue: field labels with examples
// ("OS Platform and Distribution (e.g., Linux Ubuntu 16.04)"), instructions ("Provide a reproducible test case
// that is the bare minimum…", "If including tracebacks, please include the full traceback") and section headings.
// Those words must not by themselves make `environment`, `logs` or `expected_vs_actual` present, so
// the reader removes them before the engine reads the body: instruction sentences go, an unanswered field goes
// (empty, "N/A", "NA", "-", "no", "none" is no information), a heading whose section is left empty goes, and a
// filled field keeps its bare label and the asker's answer ("TensorFlow version: 2.3.0" is the version).
//
// The template is tensorflow/tensorflow's `.github/ISSUE_TEMPLATE/00-bug-issue.md` (also `00-bug-performance-
// issue.md`) of 2019–2021, as filled in the 77 issues of tests/fixtures/tf/tensorflow-silent-bugs.jsonl.
// Fenced code is never touched: a `# comment` inside a fence is not a heading.

import type { Question } from '../question';
import { isEmptyAnswer, withoutIssueFormText } from './githubIssueForms';

/** What a template field's answer is evidence of, under the codebook's `environment` line and its clarifications. */
export type FieldMeaning =
  | 'framework_version' // "a framework version … is stated": environment present
  | 'python_version' // "OS, GPU model or a Python version without the framework version is partial"
  | 'os'
  | 'gpu'
  | 'cuda'
  | 'install_source' // "pip", "binary": how, not which version (a `tensorflow==2.0.0` answer still names one)
  | 'build_tool' // Bazel / GCC, only when compiling from source
  | 'mobile_device'
  | 'custom_code'; // "Have I written custom code": yes/no, not the code itself

export interface TemplateField {
  /** The field's label as the template writes it, matched case-insensitively at a list item's start. */
  label: RegExp;
  /** The label kept in front of a filled answer. */
  short: string;
  meaning: FieldMeaning;
}

// Each label may be followed by the template's parenthetical ("(use command below)", "(e.g., Linux Ubuntu
// 16.04)", "(if compiling from source)") and the mobile field's "if the issue happens on mobile device".
export const TEMPLATE_FIELDS: readonly TemplateField[] = [
  { label: /^have i written custom code\b/i, short: 'Custom code', meaning: 'custom_code' },
  { label: /^os platform(?: and distribution)?\b/i, short: 'OS', meaning: 'os' },
  { label: /^mobile device\b/i, short: 'Mobile device', meaning: 'mobile_device' },
  { label: /^tensorflow installed from\b/i, short: 'TensorFlow installed from', meaning: 'install_source' },
  { label: /^tensorflow version\b/i, short: 'TensorFlow version', meaning: 'framework_version' },
  { label: /^python version\b/i, short: 'Python version', meaning: 'python_version' },
  { label: /^bazel version\b/i, short: 'Bazel version', meaning: 'build_tool' },
  { label: /^gcc\/compiler version\b/i, short: 'GCC/Compiler version', meaning: 'build_tool' },
  { label: /^cuda\/cudnn version\b/i, short: 'CUDA/cuDNN version', meaning: 'cuda' },
  { label: /^gpu model and memory\b/i, short: 'GPU model and memory', meaning: 'gpu' },
];

// The template's instruction text, matched across the line wraps askers' editors put in it. Each is a run of
// literal words; the link the template offers ("our environment capture [script](…)") goes with its sentence,
// while a link the asker put after "please share a link to" stays (it is the asker's notebook).
const words = (sentence: string) => sentence.split(' ').map(escapeRegExp).join(String.raw`\s+`);
const INSTRUCTIONS: readonly RegExp[] = [
  /<em>\s*Please\s+make\s+sure\s+that\s+this\s+is\s+a\s+bug\.[^<]{0,400}<\/em>/gi,
  /\btag:(?:bug|performance|build|feature|doc)_template\b/gi,
  new RegExp(
    `${words('You can collect some of this information using our environment capture')}(?:\\s*\\[script\\]\\([^)\\s]{0,200}\\))?`,
    'gi',
  ),
  // The 2019 template wrote the one command bare on the next line, without "1. TF 1.0:".
  new RegExp(
    `${words('You can also obtain the TensorFlow version with')}:?(?:\\s+python\\s+-c\\s+"import\\s+tensorflow\\s+as\\s+tf;\\s+print\\(tf\\.GIT_VERSION,\\s+tf\\.VERSION\\)")?`,
    'gi',
  ),
  /(?:[12]\.\s+)?TF\s+[12]\.0:\s+\x60python\s+-c\s+"import\s+tensorflow\s+as\s+tf;\s+print\(tf\.(?:version\.)?GIT_VERSION,\s+tf\.(?:version\.)?VERSION\)"\x60/gi,
  new RegExp(
    `${words('Provide a reproducible test case that is the bare minimum necessary to generate')}(?:\\s+the)?\\s+problem\\.?`,
    'gi',
  ),
  new RegExp(`${words('If possible, please share a link to Colab/Jupyter/any notebook.')}`, 'gi'),
  new RegExp(`${words('If possible, please share a link to')}`, 'gi'),
  new RegExp(`${words('Include any logs or source code that would be helpful to')}\\s+diagnose\\s+the\\s+problem\\.?`, 'gi'),
  new RegExp(`${words('If including tracebacks, please include the full traceback.')}`, 'gi'),
  new RegExp(`${words('Large logs and files should be attached.')}`, 'gi'),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export { isEmptyAnswer } from './githubIssueForms';

const LIST_ITEM = /^\s{0,3}[-*+]\s+/;
const FENCE = /^\s{0,3}(?:`{3,}|~{3,})/;
// A line that ends an answer running on under a field label: a whole-line bold phrase or an ATX heading.
const HEADING = /^\s{0,3}(?:#{1,6}\s+\S|\*\*[^*\n]{2,80}\*\*\s*$)/;

// The template's section headings, as a whole line (bold or `#`); only these are dropped when left empty — an
// asker's own bold line ("**No training occurs when lr=0, as expected.**") is the asker's words.
export const TEMPLATE_HEADINGS: readonly string[] = [
  'system information',
  'describe the problem',
  'describe the current behavior',
  'describe the expected behavior',
  'the current behavior',
  'the expected behavior',
  'code to reproduce the issue',
  'standalone code to reproduce the issue',
  'other info / logs',
  'any other info / logs',
  'source code / logs',
];

/** A whole line that is one of TEMPLATE_HEADINGS, bold ("**…**") or ATX ("### …"), with or without a colon. */
function isTemplateHeading(line: string): boolean {
  let text = line.trim();
  if (text.startsWith('#')) text = text.replace(/^#{1,6}/, '');
  else if (text.startsWith('**') && text.endsWith('**') && text.length > 4) text = text.slice(2, -2);
  else return false;
  text = text
    .trim()
    .replace(/:$/, '')
    .trim()
    .toLowerCase()
    .replace(/behaviour/g, 'behavior');
  return TEMPLATE_HEADINGS.includes(text);
}
// After the label: any "(…)" notes, the mobile field's tail, then the colon (some askers write " : ").
const LABEL_TAIL = /^(?:\s*\([^)\n]{0,120}\))*(?:\s+if the issue happens on mobile device)?\s*:?/i;

/** The field a list item's text starts with, and the answer after its label; null for any other item. */
export function readTemplateField(itemText: string): { field: TemplateField; answer: string } | null {
  const text = itemText.replace(/\*\*|__/g, '');
  for (const field of TEMPLATE_FIELDS) {
    const label = field.label.exec(text);
    if (!label) continue;
    const rest = text.slice(label[0].length);
    const tail = LABEL_TAIL.exec(rest);
    const afterLabel = rest.slice(tail ? tail[0].length : 0);
    // The label ends at its colon; label words running on ("OS Platform and Distribution Windows") stay answer.
    return { field, answer: afterLabel.trim() };
  }
  return null;
}

/** The body with the template's own words removed (see the file comment); fenced code is kept verbatim. */
export function withoutTemplateText(markdown: string): string {
  // Issue forms first (./githubIssueForms.ts), then the markdown template's fields and instructions.
  const lines = withoutIssueFormText(markdown).split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length) kept.push(...cleanProse(prose.join('\n')).split('\n'));
    prose = [];
  };
  for (const line of lines) {
    const opener = FENCE.exec(line);
    if (fence !== null) {
      kept.push(line);
      if (opener && line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (opener) {
      flushProse();
      fence = opener[0].trim().slice(0, 3);
      kept.push(line);
      continue;
    }
    prose.push(line);
  }
  flushProse();
  return dropEmptySections(kept).join('\n');
}

/** Instruction sentences out, fields rewritten or dropped, in a run of prose lines (no fences). */
function cleanProse(text: string): string {
  let out = text;
  for (const pattern of INSTRUCTIONS) out = out.replace(pattern, '');
  const lines = out.split('\n');
  const result: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (!LIST_ITEM.test(line)) {
      result.push(line);
      continue;
    }
    const marker = LIST_ITEM.exec(line)?.[0] ?? '- ';
    const following = continuationLines(lines, i + 1);
    // A label wrapped inside its note ("(as opposed to using a stock\nexample script …): No") is read whole.
    const wrapped = opensParenthesis(line) && following.length > 0;
    const field = readTemplateField(wrapped ? [line.slice(marker.length), ...following].join(' ') : line.slice(marker.length));
    if (!field) {
      result.push(line);
      continue;
    }
    const continued = wrapped ? [] : following;
    if (wrapped) i += following.length;
    const answer = [field.answer, ...continued].join(' ').trim();
    if (isEmptyAnswer(answer)) {
      i += continued.length; // the label and its empty answer say nothing the asker wrote
      continue;
    }
    result.push(`${marker}${field.field.short}: ${answerShown(field.field, field.answer, continued)}`.trimEnd());
  }
  return result.join('\n');
}

// A version as the template's field asks for it: "2.3.0", "2.0.0-rc0", "2.0.0-dev20190606", "1.14".
const VERSION_TOKEN = /\b\d+\.\d+(?:\.\d+)?(?:[-.]?[A-Za-z]+\d*)?/;

/**
 * The answer written after the label. When a TensorFlow version field's answer sits on the next lines in a form
 * the version rule cannot read after the label (`VERSION='2.0.0-dev20190606'`, the output of
 * `print(tf.version.VERSION)` the template asks for), its first version goes after the label: the field is the
 * version (codebook `environment`: "a framework version … is stated"). The asker's lines stay below it.
 */
function answerShown(field: TemplateField, answer: string, continued: readonly string[]): string {
  if (field.meaning !== 'framework_version' || answer || !continued.length) return answer;
  return VERSION_TOKEN.exec(continued.join(' '))?.[0] ?? '';
}

function opensParenthesis(line: string): boolean {
  return line.lastIndexOf('(') > line.lastIndexOf(')');
}

/** The lines an answer runs on to under its label: up to a blank line, the next list item or a heading. */
function continuationLines(lines: readonly string[], from: number): string[] {
  const run: string[] = [];
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line.trim() || LIST_ITEM.test(line) || HEADING.test(line)) break;
    run.push(line.trim());
  }
  return run;
}

/** A template heading followed by nothing (up to the next heading or the end) is the template's alone. */
function dropEmptySections(lines: readonly string[]): string[] {
  const result: string[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (FENCE.test(line)) fence = !fence;
    if (!fence && isTemplateHeading(line) && sectionIsEmpty(lines, i + 1)) continue;
    result.push(line);
  }
  return result;
}

function sectionIsEmpty(lines: readonly string[], from: number): boolean {
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i];
    if (FENCE.test(line)) return false;
    if (isTemplateHeading(line)) return true;
    if (line.trim() && !/^\s*-{3,}\s*$/.test(line)) return false;
  }
  return true;
}

// The template's behaviour headings at a block's start (a bold heading with its answer on the next line is one
// paragraph). withoutTemplateText drops a heading left empty, so one still there heads the asker's own words.
const BEHAVIOUR_HEADINGS: Record<'actual' | 'expected', RegExp> = {
  actual: /^(?:describe\s+)?the\s+current\s+behaviou?r\b\s*:?/i,
  expected: /^(?:describe\s+)?the\s+expected\s+behaviou?r\b\s*:?/i,
};

/** Where the asker's answer under a behaviour heading starts: a block and an offset in its text. */
export interface SectionAnswer {
  block: number;
  start: number;
}

/**
 * The asker's answer under the template's "Describe the current behavior" (or "…expected behavior") heading: the
 * rest of the heading's paragraph, or the next block. Null without such a heading or when nothing follows it.
 * Codebook `expected_vs_actual`: the asker's description of what happens, written under the template's heading,
 * is what happened, whatever words it uses.
 */
export function behaviourSectionAnswer(question: Question, which: 'actual' | 'expected'): SectionAnswer | null {
  const blocks = question.blocks;
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i];
    const heading = block.kind === 'prose' ? BEHAVIOUR_HEADINGS[which].exec(block.text) : null;
    if (!heading) continue;
    const rest = block.text.slice(heading[0].length);
    if (rest.trim()) return { block: i, start: heading[0].length + (rest.length - rest.trimStart().length) };
    const next = blocks[i + 1];
    const nextIsHeading =
      next?.kind === 'prose' && (BEHAVIOUR_HEADINGS.actual.test(next.text) || BEHAVIOUR_HEADINGS.expected.test(next.text));
    if (next && !nextIsHeading && next.text.trim()) return { block: i + 1, start: 0 };
  }
  return null;
}

// Where code is when it is only linked: a Colab notebook, a gist, an nbviewer page, a Kaggle notebook.
const NOTEBOOK_URL =
  /\bhttps?:\/\/(?:colab\.research\.google\.com|gist\.github\.com|nbviewer\.(?:jupyter\.)?org|www\.kaggle\.com\/code)\/[^\s)\]]+/i;

const CODE_HEADINGS = ['standalone code to reproduce the issue', 'code to reproduce the issue'];

/** The template heading a block's text starts with, or null. */
function headingAtStart(text: string): string | null {
  const lower = text
    .trimStart()
    .toLowerCase()
    .replace(/behaviour/g, 'behavior');
  return TEMPLATE_HEADINGS.find((heading) => lower.startsWith(heading)) ?? null;
}

/** A notebook or gist link in the text or the links of one block, as a range in the block's text. */
function notebookLinkIn(block: Question['blocks'][number]): { start: number; end: number } | null {
  if (block.kind !== 'prose' && block.kind !== 'quote') return null;
  const link = block.links.find((l) => NOTEBOOK_URL.test(l.href));
  if (link) return { start: link.start, end: link.end };
  const bare = NOTEBOOK_URL.exec(block.text);
  return bare ? { start: bare.index, end: bare.index + bare[0].length } : null;
}

/**
 * A Colab notebook or gist linked under the template's "(Standalone) code to reproduce the issue" heading, as a
 * block and a range, or null. Codebook `code`: code not posted in the question but pointed to is at most
 * "partial" (like code described in prose); the reader still has to fetch it to reproduce.
 */
export function linkedCodeInTemplate(question: Question): { block: number; start: number; end: number } | null {
  const blocks = question.blocks;
  for (let i = 0; i < blocks.length; i += 1) {
    const heading = blocks[i].kind === 'prose' ? headingAtStart(blocks[i].text) : null;
    if (heading === null || !CODE_HEADINGS.includes(heading)) continue;
    for (let j = i; j < blocks.length; j += 1) {
      if (j > i && blocks[j].kind === 'prose' && headingAtStart(blocks[j].text) !== null) break;
      const link = notebookLinkIn(blocks[j]);
      if (link) return { block: j, ...link };
    }
  }
  return null;
}
