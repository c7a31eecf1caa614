// Checklist item "logs": the error message and traceback as text, warnings, or the observed
// output / training log. Critical in 85.9 % of reproduced SO bugs (checklist §1).
import { judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import type { Evidence, InlineSpan } from '../question';
import { TITLE_BLOCK } from '../question';
import type { JudgeContext } from '../context';
import { findPastedOutputInProse, printedValueComment } from '../signals/pastedOutput';
import { alternationRegExp, sequence } from '../phraseRules';

/** How a partial log falls short; none for present and absent. */
export interface LogsFacts {
  /** The error or output is only in a screenshot. */
  screenshot?: boolean;
  /** All the evidence describes the wrong behaviour in words ("the loss is not decreasing"): no output at all. */
  symptomOnly?: boolean;
}

export const logsTexts: ItemTexts = {
  title: 'Logs',
  description: 'The error message and traceback as text, warnings, or the observed output / training log pasted as text.',
  shortName: 'error output',
  consequence: 'a reader would have to guess the error or output you see',
};

// "I get …", "it throws …", "I ran into …" an error.
const ERROR_REPORTING_VERBS: readonly string[] = [
  'get',
  'got',
  'getting',
  'gives?',
  'giving',
  'throws?',
  'throwing',
  'raises?',
  'raising',
  'returns?',
  'shows?',
  'see',
  'seeing',
  'having',
  'has',
  'encounter(?:ed|ing)?',
  'receiv(?:e|ed|ing)',
  'run into',
  'ran into',
  'facing',
];
// A paraphrased error ("I get a shape error") is "partial" under the codebook.
const PARAPHRASED_ERROR_PHRASES: readonly string[] = [
  sequence(
    ERROR_REPORTING_VERBS,
    '\\s+(?:me\\s+)?(?:an?|the|this|that|following|some|same|\\w+)?\\s*(?:\\w+\\s)?(?:error|exception|warning|traceback)',
  ),
  '(?:error|exception)\\s+(?:says|saying|message|occurs|occurred|appears|is thrown|is raised)',
  'crash(?:es|ed|ing)?',
  'segmentation fault',
  'core dumped',
  'killed',
];
const PARAPHRASED_ERROR = alternationRegExp(PARAPHRASED_ERROR_PHRASES, { flags: 'i', wordBoundary: true });
// An exact observed value quoted in prose counts as present (codebook clarification): "it returns
// False", "the output is [10, 8, 1, 126, 254]", "the loss is always nan", "accuracy is only 33%".
// "it returns …", "the loss stays …": the verbs that report an observed value.
const OBSERVED_VALUE_VERBS: readonly string[] = [
  'returns?',
  'returned',
  'gives?',
  'gave',
  'prints?',
  'printed',
  'outputs?',
  'output is',
  'got',
  'get',
  'getting',
  'shows?',
  'showed',
  'is',
  'was',
  'are',
  'were',
  'drops?',
  'dropped',
  'stays?',
  'stayed',
  'becomes?',
  'became',
  'remains?',
  'equals?',
  'reaches',
  'stuck at',
  'around',
  'only',
];
// The value itself: a boolean or None/nan/inf, a percentage, a decimal, a bracketed list, a printed tensor, array
// or torch.Size, a shape tuple; backticks allowed around the first four.
const OBSERVED_VALUE_FORMS: readonly string[] = [
  '`?(?:false|true|none|nan|inf)`?\\b',
  '-?\\d+(?:\\.\\d+)?(?:e-?\\d+)?\\s*%',
  '-?\\d+\\.\\d+\\b',
  '`?\\[\\s*-?\\d[\\d.,\\s-]*\\]`?',
  '`?(?:tensor|array)\\(\\s*\\[',
  'torch\\.Size\\(\\[',
  '\\(\\s*-?\\d+(?:\\s*,\\s*-?\\d+){1,7}\\s*\\)',
];
const OBSERVED_VALUE = alternationRegExp(OBSERVED_VALUE_VERBS, {
  flags: 'gi',
  before: '\\b',
  after: sequence('\\s+(?:always\\s+|only\\s+|just\\s+|still\\s+|about\\s+|around\\s+|~\\s*)?', OBSERVED_VALUE_FORMS),
});
// "The output is 0 through 9", "it prints 10": a plain integer counts after a verb that reports output.
// "When I print len(…) I get 10." counts too, when the number ends the clause ("I get 2 errors" is a count of
// something else).
// "The following code gives me a 16.", "I get the result 8": the number, after what it is, still ends the clause.
const OBSERVED_COUNT_PHRASES: readonly string[] = [
  // "`train_step` will return 4 types of losses": after a modal the verb says what code is to do, not what it did.
  '\\b(?:output is|outputs?|prints?|printed|returns?|returned)(?<!\\b(?:will|would|should|must|can|could|to)\\s{1,3}\\w{3,8})\\s+(?:always\\s+|only\\s+|just\\s+|still\\s+)?-?\\d+\\b',
  '\\b(?:i\\s+(?:get|got)|gives?\\s+me|gave\\s+me)\\s+(?:(?:a|an|the)\\s+)?(?:(?:result|value|number|output|answer)\\s+)?-?\\d{1,12}(?:\\.\\d{1,12})?(?=[.,;!?)]|$)',
];
const OBSERVED_COUNT = alternationRegExp(OBSERVED_COUNT_PHRASES, { flags: 'gim' });
// A value inside a conditional clause ("when a value is True, …") is a hypothetical, not an observation.
const CONDITIONAL_BEFORE = /\b(?:if|when|whether|unless|where|whenever)\b[^.,;:!?\n]{0,80}$/i;
// Words before a printed block that say it is what the code produced (not example input data).
// Codebook `logs`: "the actual printed output" is what such a lead introduces.
const OUTPUT_LEAD_WORDS: readonly string[] = [
  'output',
  'outputs',
  'result',
  'results',
  'prints?',
  'printed',
  'returns?',
  'returned',
  'gives?',
  'gave',
  'get',
  'got',
  'getting',
  'shows?',
  'showed',
  'displays?',
  'produces?',
  'log',
  'logs',
  'following (?:errors?|exceptions?|warnings?|traceback|messages?)',
];
const OUTPUT_LEAD = alternationRegExp(OUTPUT_LEAD_WORDS, { flags: 'i', wordBoundary: true, after: '[^.\\n]{0,60}[:.]?\\s*$' });
// "the loss is …": what a quantity does when it goes wrong.
const SYMPTOM_STATES: readonly string[] = [
  'not',
  "n't",
  'never',
  'always',
  'constant',
  'stuck',
  'the same',
  'zero',
  'nan',
  'increasing',
  'decreasing',
  'exploding',
  'vanishing',
  'oscillat\\w+',
  'fluctuat\\w+',
];
// The wrong behaviour described in words ("the loss is not converging", "it returns a list"): like a
// paraphrased error, readers know the symptom but not the output, so "partial". `\s+(?:is\s*)?`, not
// `\s+(?:is)?\s*`: the two blanks' quantifiers split a long run of blanks every way (hostile review, fuzz).
// Codebook clarification (`logs`): "a prose description of behaviour ('the loss is not updating')".
const DESCRIBED_SYMPTOM_PHRASES: readonly string[] = [
  sequence(
    '(?:loss|accuracy|output|prediction|model|gradient|weights?|training)s?\\s+(?:(?:is|are|does|do|stays?|remains?|keeps?|seems?)\\s*)?',
    SYMPTOM_STATES,
  ),
  'not (?:converg|learn|decreas|increas|improv|chang|updat|train|split|clear)\\w*',
  '(?:is|are|keeps?) returning',
  'returns? (?:a |an )?(?:list|none|nan|empty|zeros?)',
  '(?:too|very|extremely) slow',
  'stuck at',
  'hangs?',
  'freezes?',
];
const DESCRIBED_SYMPTOM = alternationRegExp(DESCRIBED_SYMPTOM_PHRASES, { flags: 'i', wordBoundary: true });
// Output pasted among the code: IPython `Out[3]:`, a `>> ` result line, or a line that starts with a
// printed value (`torch.Size([…])`, `tensor([…])`, `array([…])`) — no statement starts that way.
const OUTPUT_AMONG_CODE =
  /^[ \t]*(?:Out\[\d+\]:|>>[ \t]|(?:>{1,3}[ \t]{0,3})?(?:[\w.]+[ \t]+)?(?:torch\.Size\(\[|tensor\(\[|array\(\[|Parameter containing))/m;
// A bare literal after a prompt (`>>> True`, `>>> 0.5`): nobody types a lone literal at the prompt, so it is the value
// the code printed, written the way the interpreter shows it (codebook `logs`: the actual printed output).
const PROMPTED_VALUE = /^[ \t]*>>>[ \t]*(?:True|False|None|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)[ \t]*$/m;
// A lead that introduces the wanted result or sample input ("the expected result:", "I want it like
// this:") presents no observed output, whatever verb it uses.
const WANTED_LEAD =
  /\b(?:expected|expecting|desired|wanted|want|wish|should|would like|ideal|target|sample|example)\b[^.\n]{0,60}[:.]?\s*$/i;
// Repr fragments only the interpreter prints (`grad_fn=<AddBackward0>`, `<object at 0x7f…>`): a block
// holding them is pasted output, however the post introduces it.
const PRINTED_REPR = /grad_fn=<\w{1,60}>|\bat 0x[0-9a-f]{6,16}>|device='cuda:\d{1,2}'/;
// A metric holding a full-precision float (`loss = 5.295811176300049`) is a printed value: nobody types
// a metric literal to twelve decimals. Two such lines make a pasted log.
const PRINTED_METRIC =
  /^[ \t]{0,8}(?:loss|acc|accuracy|val_loss|val_acc|train_loss|test_loss|test_acc)[ \t]{0,4}[:=][ \t]{0,4}-?\d{1,6}\.\d{6,20}[ \t]*$/gim;
// Words by an image that say it shows what the run produced (codebook `logs`: output "only as a screenshot" is
// partial): an error, output, a curve, a monitor's reading (GPU memory usage, a profiler, TensorBoard), or a
// screenshot announced as such. An image of a diagram, an equation or the data is not one.
const SCREENSHOT_NEAR_IMAGE =
  /\b(?:error|exception|traceback|output|result|log|loss|accuracy|plot|graph|curve|screenshot|screen shot|photo|shown|usage|utili[sz]ation|memory|tensorboard|profil(?:e|er|ing)|i got this)\b/i;

// A verb that reports what the run produced, ending right before an inline-code span ("Output is `<unknown>`",
// "it prints `[0.0, 1.0]`", "output:"): the span is the observed output, quoted exactly (codebook `logs`
// clarification: an exact observed value quoted in prose is present).
// The verb may name what it reports first ("returns the shape `torch.Size (1,1,256,256,51)`", "gives me the
// value `0.5`"): up to three such words (hostile review 2026-12-04: exact values quoted in prose were missed).
const OUTPUT_VERBS_BEFORE_CODE: readonly string[] = [
  'output',
  'outputs',
  'result',
  'prints?',
  'printed',
  'returns?',
  'returned',
  'gives?',
  'gave',
  'got',
  'get',
];
// What the verb names before the value ("the shape", "me the value").
const WHAT_IS_REPORTED: readonly string[] = [
  'me',
  'us',
  'the',
  'a',
  'an',
  'this',
  'shapes?',
  'sizes?',
  'values?',
  'tensor',
  'output',
  'result',
  'dimensions?',
];
const OUTPUT_VERB_BEFORE_CODE = alternationRegExp(OUTPUT_VERBS_BEFORE_CODE, {
  flags: 'i',
  wordBoundary: true,
  after: sequence('(?:[ \\t]+(?:is|was|are|were))?(?:[ \\t]+', WHAT_IS_REPORTED, '){0,3}:?$'),
});
// "it should return `x`", "expected output: `x`", "I want it to print `x`": the wanted value, not an observed one
// (tested on the clause before the span).
const WANTED_WORD =
  /\b(?:should|would|expect|expected|expecting|want|wanted|wants|desired|supposed|must|wish|like|to|such that|so that|instead of|rather than)\b/i;
// A bare name (`tf.Tensor`, `model.fit()`) after "returns" names a type or an API, not a printed value.
const NAME_ONLY = /^[A-Za-z_][\w.]{0,80}(?:\(\))?$/;
const LITERAL_NAME = /^(?:true|false|none|nan|inf|null)$/i;

/** Index of the last sentence or line break in `text` (-1 if none). */
function outputAmongCode(text: string): RegExpExecArray | null {
  return OUTPUT_AMONG_CODE.exec(text) ?? PROMPTED_VALUE.exec(text);
}

function lastClauseBreak(text: string): number {
  let i = text.length - 1;
  while (i >= 0 && !'.;!?\n'.includes(text[i])) i--;
  return i;
}

function outputQuotedAsCode(text: string, spans: readonly InlineSpan[]): { start: number; end: number } | null {
  for (const span of spans) {
    const before = text.slice(Math.max(0, span.start - 60), span.start).trimEnd();
    if (!OUTPUT_VERB_BEFORE_CODE.test(before) || CONDITIONAL_BEFORE.test(before)) continue;
    if (WANTED_WORD.test(before.slice(lastClauseBreak(before) + 1))) continue;
    const value = span.text.trim();
    if (value.length && (!NAME_ONLY.test(value) || LITERAL_NAME.test(value))) return { start: span.start, end: span.end };
  }
  return null;
}

/** `text` with what stands between square brackets left out (`[0, 0, 1]` → `[]`), in one pass. */
function withoutListItems(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '[') depth++;
    if (depth === 0 || (ch === '[' && depth === 1)) out += ch;
    if (ch === ']' && depth > 0) {
      depth--;
      if (depth === 0) out += ch;
    }
  }
  return out;
}

/** The first match of a global `pattern` that is not inside a conditional clause ("When I calculate it manually I get
 *  8, but the code gives me a 16": the second is the observed one). */
function observedValue(text: string, pattern: RegExp): { start: number; end: number } | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // A quoted list's commas ("when the true class is [0, 0, 1] and …") do not end the conditional clause.
    const before = withoutListItems(text.slice(Math.max(0, m.index - 80), m.index));
    if (!CONDITIONAL_BEFORE.test(before)) return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}

function tracebackEvidence(ctx: JudgeContext): Evidence[] {
  const out: Evidence[] = [];
  for (const b of ctx.program.blocks) {
    if (b.traceback && (b.traceback.complete || b.traceback.errorLine)) {
      const line = b.traceback.errorLine;
      out.push(
        evidenceAt(
          ctx.question,
          b.block,
          b.traceback.complete
            ? `traceback ending in ${b.traceback.exceptionType ?? 'an error'}`
            : `error ${b.traceback.exceptionType ?? ''}`.trim(),
          line?.start ?? 0,
          line?.end,
        ),
      );
    }
  }
  return out;
}

/** Printed values in a code block are output only when the post presents them as what the code produced. */
function isPresentedAsOutput(ctx: JudgeContext, block: number, isBugReport: boolean): boolean {
  const before = ctx.question.blocks[block - 1];
  if (before && (before.kind === 'prose' || before.kind === 'quote')) {
    const lead = before.text.slice(-160);
    if (WANTED_LEAD.test(lead)) return false;
    if (OUTPUT_LEAD.test(lead)) return true;
  }
  if (PRINTED_REPR.test(ctx.question.blocks[block].text)) return true;
  // Printed values right after the code that printed them.
  if (before?.kind === 'code' && ctx.codeByBlock.get(block - 1)?.kind === 'python') return true;
  return isBugReport;
}

export function findLogEvidence(ctx: JudgeContext, isBugReport: boolean): { full: Evidence[]; weak: Evidence[] } {
  const full: Evidence[] = [...tracebackEvidence(ctx)];
  const weak: Evidence[] = [];
  const fullBlocks = new Set(full.map((e) => e.block));
  // Error lines pasted verbatim anywhere in the body (prose, quote, inline code, code block).
  for (const { block, fact } of ctx.errors) {
    if (fullBlocks.has(block)) continue;
    const e = evidenceAt(ctx.question, block, `error line: ${fact.exceptionType}`, fact.start, fact.end);
    // A complete, verbatim final error line counts even without a traceback — in the title too.
    if (fact.message.trim().length >= 20 || (block !== TITLE_BLOCK && fact.message.trim().length >= 8)) full.push(e);
    else weak.push(e);
  }
  // Output, training logs and printed values pasted as text.
  for (const b of ctx.program.blocks) {
    if (b.kind === 'traceback') {
      if (!fullBlocks.has(b.block)) full.push(evidenceAt(ctx.question, b.block, 'error output'));
    } else if (
      b.kind === 'output' &&
      (b.output.errors.length || b.output.warnings.length || b.output.trainingLog.length || isPresentedAsOutput(ctx, b.block, isBugReport))
    ) {
      if (!fullBlocks.has(b.block)) full.push(evidenceAt(ctx.question, b.block, 'printed output'));
    } else if (b.kind === 'python' && outputAmongCode(ctx.question.blocks[b.block].text)) {
      const text = ctx.question.blocks[b.block].text;
      const m = outputAmongCode(text)!;
      full.push(evidenceAt(ctx.question, b.block, 'output pasted with the code', m.index, m.index + m[0].length));
    } else if (b.kind === 'python' && (ctx.question.blocks[b.block].text.match(PRINTED_METRIC)?.length ?? 0) >= 2) {
      const text = ctx.question.blocks[b.block].text;
      PRINTED_METRIC.lastIndex = 0;
      const m = PRINTED_METRIC.exec(text)!;
      PRINTED_METRIC.lastIndex = 0;
      full.push(evidenceAt(ctx.question, b.block, 'training log', m.index, m.index + m[0].length));
    } else if (b.kind === 'python' && printedValueComment(ctx.question.blocks[b.block].text)) {
      // `print(x.grad)  # tensor([-20.])`: the value it printed, written next to the call (codebook: an exact
      // observed value is present).
      const m = printedValueComment(ctx.question.blocks[b.block].text)!;
      full.push(evidenceAt(ctx.question, b.block, 'printed value in a comment', m.start, m.end));
    } else if (b.output.trainingLog.length) {
      const t = b.output.trainingLog[0];
      full.push(evidenceAt(ctx.question, b.block, 'training log', t.start, t.end));
    } else if (b.output.warnings.length) {
      const w = b.output.warnings[0];
      full.push(evidenceAt(ctx.question, b.block, 'warning', w.start, w.end));
    }
  }
  for (const [block, out] of ctx.proseOutput) {
    if (out.trainingLog.length)
      full.push(evidenceAt(ctx.question, block, 'training log', out.trainingLog[0].start, out.trainingLog[0].end));
    else if (out.warnings.length) full.push(evidenceAt(ctx.question, block, 'warning', out.warnings[0].start, out.warnings[0].end));
  }
  // An error message pasted as a paragraph, without code formatting, or a value quoted as a paragraph.
  for (const p of findPastedOutputInProse(ctx.question.blocks))
    if (!fullBlocks.has(p.block)) full.push(evidenceAt(ctx.question, p.block, p.what, p.start, p.end));
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind !== 'prose' && b.kind !== 'quote') return;
    const quoted = outputQuotedAsCode(b.text, b.inlineCode);
    if (quoted) full.push(evidenceAt(ctx.question, i, 'observed output quoted', quoted.start, quoted.end));
    const m = observedValue(b.text, OBSERVED_VALUE) ?? observedValue(b.text, OBSERVED_COUNT);
    if (m) full.push(evidenceAt(ctx.question, i, 'observed value quoted', m.start, m.end));
  });
  return { full, weak };
}

/** Errors described in words, and (`symptoms`, a subset) wrong behaviour described in words. */
function paraphraseEvidence(ctx: JudgeContext, isBugReport: boolean): { all: Evidence[]; symptoms: Set<Evidence> } {
  const all: Evidence[] = [];
  const symptoms = new Set<Evidence>();
  const symptom = (e: Evidence) => {
    symptoms.add(e);
    all.push(e);
  };
  if (isBugReport) {
    const title = DESCRIBED_SYMPTOM.exec(ctx.question.title);
    if (title) symptom(evidenceAt(ctx.question, TITLE_BLOCK, 'behaviour described, not shown', title.index, title.index + title[0].length));
  }
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'prose' || b.kind === 'quote') {
      const m = PARAPHRASED_ERROR.exec(b.text);
      if (m) all.push(evidenceAt(ctx.question, i, 'error described, not pasted', m.index, m.index + m[0].length));
      const described = isBugReport ? DESCRIBED_SYMPTOM.exec(b.text) : null;
      if (described)
        symptom(evidenceAt(ctx.question, i, 'behaviour described, not shown', described.index, described.index + described[0].length));
    }
  });
  return { all, symptoms };
}

function screenshotEvidence(ctx: JudgeContext): Evidence[] {
  const out: Evidence[] = [];
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind !== 'image') return;
    const before = ctx.question.blocks[i - 1];
    const nearText = `${b.text} ${before && before.kind !== 'image' ? before.text.slice(-200) : ''}`;
    if (SCREENSHOT_NEAR_IMAGE.test(nearText)) out.push(evidenceAt(ctx.question, i, 'output or error only as a screenshot'));
  });
  return out;
}

export const logs: ChecklistItem<'logs'> = {
  id: 'logs',
  texts: logsTexts,
  weights: /* @__PURE__ */ studyWeights('logs'),
  judge(ctx, classification) {
    const { full, weak } = findLogEvidence(ctx, classification.isBugReport);
    if (full.length) return judgment('present', 'The error text or the observed output is pasted as text.', full.slice(0, 5));
    const screenshots = screenshotEvidence(ctx);
    const paraphrases = paraphraseEvidence(ctx, classification.isBugReport);
    if (weak.length || screenshots.length || paraphrases.all.length) {
      const reason = screenshots.length
        ? 'The output or error is only in a screenshot.'
        : weak.length
          ? 'Only a short or title-only error line is given.'
          : 'The error or the wrong behaviour is described, but its text or output is not pasted.';
      const partial = judgment('partial', reason, [...weak, ...screenshots, ...paraphrases.all].slice(0, 5));
      // Decided on the evidence kept (after the first five, and spans inside others dropped), which the panel shows.
      const symptomOnly = partial.evidence.length > 0 && partial.evidence.every((e) => paraphrases.symptoms.has(e));
      return { ...partial, facts: { screenshot: screenshots.length > 0, symptomOnly } };
    }
    return judgment('absent', 'No error message, traceback or output is shown.');
  },
  suggestion: {
    edit: 'Readers would have to add prints and run the code just to see the symptom ("logging", needed in 32 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (j, ctx) => {
      const text = j.facts.screenshot
        ? 'The error or output is only in a screenshot — paste it as text in a code block so it can be read and searched.'
        : j.facts.symptomOnly
          ? 'Show the output you get, not only a description of it — for example the loss and accuracy printed per epoch, or the values returned — as text.'
          : j.status === 'partial'
            ? 'Paste the full error message with its complete traceback as text, not a paraphrase or a single line.'
            : ctx.python.length
              ? 'Paste the full error message with its traceback, or the output you get (for example the loss per epoch), as text.'
              : 'Paste the exact error message or output you see, as text in a code block.';
      return { text, snippet: '' };
    },
  },
};
