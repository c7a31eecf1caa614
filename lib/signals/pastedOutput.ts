// Output and error text pasted where the block-kind analysis does not look for it: an error message pasted as a
// prose paragraph (no code formatting, often without its `XError:` prefix), a printed value written as a comment
// after the `print` that produced it, or a paragraph that is nothing but an inline-code value.
// Codebook `logs`: "a complete, verbatim final error line (even without a traceback), or an exact observed value
// quoted in prose ("it prints 10"), is present"; a traceback pasted without code formatting is still a log.
import type { Block } from '../question';

/** Where pasted output was found: the block and the span inside its text. */
export interface PastedOutput {
  block: number;
  start: number;
  end: number;
  what: 'error pasted in prose' | 'printed value in a comment' | 'printed value quoted' | 'printed output';
}

// A lead that announces an error message and ends in a colon ("it throws me:", "I get the following error:",
// "the given error arise:"): what follows is the message, verbatim. The word must be in the clause the colon ends
// (tested on that clause alone, so the pattern needs no unbounded gap).
const ERROR_LEAD_WORD = /\b(?:errors?|exceptions?|traceback|throws?|raises?|says|said|complains?)\b/i;

/** The clause of `text` that ends at `end` (exclusive): back to the last sentence break, colon or bracket. */
function clauseBefore(text: string, end: number, breaks: string): string {
  let i = end - 1;
  while (i >= 0 && !breaks.includes(text[i])) i--;
  return text.slice(i + 1, end);
}

/** The paragraph ends with a colon closing a clause that announces an error. */
function isErrorLead(text: string): boolean {
  const t = text.trimEnd();
  if (!t.endsWith(':')) return false;
  const clause = clauseBefore(t, t.length - 1, '.\n:?!');
  return clause.length <= 160 && ERROR_LEAD_WORD.test(clause);
}

/** A message quoted right after an error lead's colon in the same paragraph (`error occurred: "volatile was
 * removed …"`): its span, inside the quotes. Scanned by hand: a regex over the quoted run would be super-linear. */
function quotedAfterLead(text: string): { start: number; end: number } | null {
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let open = colon + 1;
    while (open < text.length && open - colon <= 4 && (text[open] === ' ' || text[open] === '\t')) open++;
    if (text[open] !== '"' && text[open] !== '“') continue;
    const start = open + 1;
    let end = start;
    while (end < text.length && end - start <= 400 && !'"”\n'.includes(text[end])) end++;
    if (text[end] !== '"' && text[end] !== '”') continue;
    const clause = clauseBefore(text, colon, '.\n:()"“');
    if (end - start >= 20 && clause.length <= 40 && ERROR_LEAD_WORD.test(clause)) return { start, end };
  }
  return null;
}

// A paragraph that asks or explains rather than quotes: a question, or one that starts like a sentence of the
// asker's ("I", "My", "How"…). A library's message seldom starts with these.
const ASKER_SENTENCE = /^(?:i|i'm|i've|my|we|how|why|what|is|can|could|does|do|any|please|this|the code|here|so|but|and|also|thanks?)\b/i;

// The command that was run, pasted between the lead and the message ("when the sample is run (with the below
// command) the error arises: `sudo bazel run …`"): input, not the error.
const SHELL_COMMAND = /^(?:sudo|pip3?|python3?|conda|bazel|cd|export|docker|git|apt(?:-get)?|nvcc|make|cmake)(?:\s|$)|^[$!%]/;

const isProse = (b: Block | undefined): boolean => b?.kind === 'prose' || b?.kind === 'quote';

/** The paragraph before block `i` announces an error, or the one before the command pasted after such a lead. */
function followsErrorLead(blocks: readonly Block[], i: number): boolean {
  const leads = (b: Block | undefined) => isProse(b) && isErrorLead(b!.text);
  if (leads(blocks[i - 1])) return true;
  return isProse(blocks[i - 1]) && SHELL_COMMAND.test(blocks[i - 1].text.trim()) && leads(blocks[i - 2]);
}

/** An error message pasted as its own paragraph right after a lead that announces it. */
function errorParagraphs(blocks: readonly Block[]): PastedOutput[] {
  const out: PastedOutput[] = [];
  blocks.forEach((b, i) => {
    if (b.kind !== 'prose' && b.kind !== 'quote') return;
    const quoted = quotedAfterLead(b.text);
    if (quoted) {
      out.push({ block: i, ...quoted, what: 'error pasted in prose' });
      return;
    }
    if (!followsErrorLead(blocks, i)) return;
    const line = b.text.split('\n')[0].trim();
    if (line.length < 20 || line.endsWith('?') || ASKER_SENTENCE.test(line) || SHELL_COMMAND.test(line)) return;
    const start = b.text.indexOf(line);
    out.push({ block: i, start, end: start + line.length, what: 'error pasted in prose' });
  });
  return out;
}

// A comment holding a value only the interpreter prints (`# tensor([-20.])`, `## ['this', 'Ġis']`,
// `# torch.Size([2, 5])`). A shape annotation (`# (batch, seq)`) or a word is not one.
// An IPython prompt copied into the comment (`# Out[29]: tensor([0., 2.])`) is the same printed value.
const PRINTED_VALUE_COMMENT =
  /#{1,3}[ \t]{0,4}(?:>[ \t]{0,2}|Out\[\d{1,4}\]:[ \t]{0,2})?(?:tensor\(|array\(|torch\.Size\(|Parameter containing|\[[ \t]{0,2}(?:-?\d|'|"|tensor\())/;
// `print(x.grad)  # 2.0`: after a print call, a bare literal comment is what it printed.
const PRINT_THEN_LITERAL = /^[ \t]*print\(.{0,200}\)[ \t]{0,40}#[ \t]{0,4}(?:-?\d{1,12}(?:\.\d{1,12})?|True|False|None)[ \t]*$/m;

// `# prints 9.23662`, `# returns (10, 1)`, `# -> [0, 1]`: a comment that says what a line printed and gives the value
// (third person: `# print (x)`, `# return [a]` are commented-out code).
// A nested list (`# prints [[42., 2.], [3., 4.]]`) opens with more than one bracket.
const PRINTS_VALUE_COMMENT =
  /#[ \t]{0,4}(?:prints|printed|returns|returned|gives|gave|outputs|->|=>)[ \t:]{1,4}(?:-?\d|[([]{1,3}[ \t]?(?:-?\d|\?)|True\b|False\b|None\b|nan\b|inf\b)/i;
// TF1's printed static shape (`(?, 18, 512)`, `Tensor("…", shape=(?, 3))`): only the framework writes `?` as a dimension.
const TF1_SHAPE = /\(\?,[ \t]?(?:\d|\?)/;
// A float to six or more significant digits (`0.4392167329788208`): nobody types that; it was copied from output.
const FULL_PRECISION = /\d\.\d{0,3}[1-9]\d{5,20}/;

/** A comment holding a full-precision float (`# loss1, acc1 = [0.4392167329788208, …]`) or a TF1 static shape
 *  (`# Computes incorrect shape (?, 18, 64, 512)`): a printed result. Read line by line, from each line's `#`. */
function printedResultComment(text: string): { start: number; end: number } | null {
  let at = 0;
  for (const line of text.split('\n')) {
    const hash = line.indexOf('#');
    const comment = hash >= 0 ? line.slice(hash) : '';
    if (comment && (FULL_PRECISION.test(comment) || TF1_SHAPE.test(comment))) return { start: at + hash, end: at + line.length };
    at += line.length + 1;
  }
  return null;
}

/** Printed values annotated as comments in a code block (the block's text). */
export function printedValueComment(text: string): { start: number; end: number } | null {
  const m = PRINTED_VALUE_COMMENT.exec(text) ?? PRINT_THEN_LITERAL.exec(text) ?? PRINTS_VALUE_COMMENT.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : printedResultComment(text);
}

// A printed repr: `tensor(…)`, `array(…)`, `Tensor("IteratorGetNext:0", shape=…)`, `torch.Size([…])`, a list of
// numbers or tensors.
const PRINTED_REPR_VALUE = /^(?:tensor\(|array\(|Tensor\("|torch\.Size\(\[|\[[ \t]{0,2}(?:-?\d|tensor\())/;

/** A paragraph that is nothing but one inline-code value (a printed repr), pasted as what the code produced. */
function quotedValueParagraphs(blocks: readonly Block[]): PastedOutput[] {
  const out: PastedOutput[] = [];
  blocks.forEach((b, i) => {
    if (b.kind !== 'prose' || b.inlineCode.length !== 1) return;
    const span = b.inlineCode[0];
    if (b.text.trim() !== span.text.trim()) return;
    if (PRINTED_REPR_VALUE.test(span.text.trim())) out.push({ block: i, start: span.start, end: span.end, what: 'printed value quoted' });
  });
  return out;
}

// An error word right before an inline-code message ("The error `Expected object of scalar type Float …` is
// displayed", "I have an error like this: `output with shape [2048] …`").
const ERROR_WORD_BEFORE = /\b(?:error|exception|message)\s*$/i;

/** An error message quoted as inline code right after an error word or an error lead's colon. */
function inlineErrorMessages(blocks: readonly Block[]): PastedOutput[] {
  const out: PastedOutput[] = [];
  blocks.forEach((b, i) => {
    if (b.kind !== 'prose' && b.kind !== 'quote') return;
    for (const span of b.inlineCode) {
      // A message cut off with "…" after it is one truncated line: partial (codebook `logs`), not this.
      const truncated = /^\s{0,2}(?:\.\.\.|…)/.test(b.text.slice(span.end, span.end + 4)) || /(?:\.\.\.|…)\s*$/.test(span.text);
      if (span.text.trim().length < 20 || span.text.includes('\n') || truncated) continue;
      const before = b.text.slice(Math.max(0, span.start - 160), span.start);
      if (ERROR_WORD_BEFORE.test(before) || isErrorLead(before)) {
        out.push({ block: i, start: span.start, end: span.end, what: 'error pasted in prose' });
        return;
      }
    }
  });
  return out;
}

// A lead that is nothing but "Output:", "Out:", "The output is:", "This prints:": the code block after it is what
// the code printed, whatever it looks like (`Net()` / `[]` reads as Python).
const BARE_OUTPUT_LEAD = /^\s{0,4}(?:the\s+)?(?:output|out|result|this prints|it prints)(?:\s+is)?\s{0,2}:$/i;

/** Code blocks introduced by a bare "Output:" lead. */
function blocksAfterOutputLead(blocks: readonly Block[]): PastedOutput[] {
  const out: PastedOutput[] = [];
  blocks.forEach((b, i) => {
    const before = blocks[i - 1];
    if (b.kind !== 'code' || !isProse(before)) return;
    const t = before.text.trimEnd();
    if (BARE_OUTPUT_LEAD.test(clauseBefore(t, t.length, '.\n?!')))
      out.push({ block: i, start: 0, end: b.text.length, what: 'printed output' });
  });
  return out;
}

/** Error messages pasted in prose, printed values quoted as whole paragraphs, blocks announced as output. */
export function findPastedOutputInProse(blocks: readonly Block[]): PastedOutput[] {
  return [...errorParagraphs(blocks), ...inlineErrorMessages(blocks), ...quotedValueParagraphs(blocks), ...blocksAfterOutputLead(blocks)];
}
