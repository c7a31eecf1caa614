// Checklist item "logs": the error message and traceback as text, warnings, or the observed
// output / training log. Critical in 85.9 % of reproduced SO bugs (checklist §1).
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { Evidence } from '../question';
import { TITLE_BLOCK } from '../question';
import type { JudgeContext } from '../context';

// A paraphrased error ("I get a shape error") is "partial" under the codebook.
const PARAPHRASED_ERROR =
  /\b(?:(?:get|got|getting|gives?|giving|throws?|throwing|raises?|raising|returns?|shows?|see|seeing|having|has|encounter(?:ed|ing)?|receiv(?:e|ed|ing)|run into|ran into|facing)\s+(?:me\s+)?(?:an?|the|this|that|following|some|same|\w+)?\s*(?:\w+\s)?(?:error|exception|warning|traceback)|(?:error|exception)\s+(?:says|saying|message|occurs|occurred|appears|is thrown|is raised)|crash(?:es|ed|ing)?|segmentation fault|core dumped|killed)\b/i;
const SCREENSHOT_NEAR_IMAGE = /\b(?:error|exception|traceback|output|result|log|loss|accuracy|plot|graph|curve)\b/i;

function tracebackEvidence(ctx: JudgeContext): Evidence[] {
  const out: Evidence[] = [];
  for (const b of ctx.program.blocks) {
    if (b.traceback && (b.traceback.complete || b.traceback.errorLine)) {
      const line = b.traceback.errorLine;
      out.push(
        evidenceAt(
          ctx.question,
          b.block,
          b.traceback.complete ? `traceback ending in ${b.traceback.exceptionType ?? 'an error'}` : `error ${b.traceback.exceptionType ?? ''}`.trim(),
          line?.start ?? 0,
          line?.end,
        ),
      );
    }
  }
  return out;
}

export function findLogEvidence(ctx: JudgeContext): { full: Evidence[]; weak: Evidence[] } {
  const full: Evidence[] = [...tracebackEvidence(ctx)];
  const weak: Evidence[] = [];
  const fullBlocks = new Set(full.map((e) => e.block));
  // Error lines pasted verbatim anywhere in the body (prose, quote, inline code, code block).
  for (const { block, fact } of ctx.errors) {
    if (fullBlocks.has(block)) continue;
    const e = evidenceAt(ctx.question, block, `error line: ${fact.exceptionType}`, fact.start, fact.end);
    if (block === TITLE_BLOCK) weak.push(e);
    else if (fact.message.trim().length >= 8) full.push(e);
    else weak.push(e);
  }
  // Output, training logs and printed values pasted as text.
  for (const b of ctx.program.blocks) {
    if (b.kind === 'output' || b.kind === 'traceback') {
      if (!fullBlocks.has(b.block)) full.push(evidenceAt(ctx.question, b.block, b.kind === 'output' ? 'printed output' : 'error output'));
    } else if (b.output.trainingLog.length) {
      const t = b.output.trainingLog[0];
      full.push(evidenceAt(ctx.question, b.block, 'training log', t.start, t.end));
    } else if (b.output.warnings.length) {
      const w = b.output.warnings[0];
      full.push(evidenceAt(ctx.question, b.block, 'warning', w.start, w.end));
    }
  }
  for (const [block, out] of ctx.proseOutput) {
    if (out.trainingLog.length) full.push(evidenceAt(ctx.question, block, 'training log', out.trainingLog[0].start, out.trainingLog[0].end));
    else if (out.warnings.length) full.push(evidenceAt(ctx.question, block, 'warning', out.warnings[0].start, out.warnings[0].end));
  }
  return { full, weak };
}

function paraphraseEvidence(ctx: JudgeContext): Evidence[] {
  const out: Evidence[] = [];
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'prose' || b.kind === 'quote') {
      const m = PARAPHRASED_ERROR.exec(b.text);
      if (m) out.push(evidenceAt(ctx.question, i, 'error described, not pasted', m.index, m.index + m[0].length));
    }
  });
  return out;
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

export const logs: ChecklistItem = {
  id: 'logs',
  title: 'Logs',
  description:
    'The error message and traceback as text, warnings, or the observed output / training log pasted as text.',
  judge(ctx) {
    const { full, weak } = findLogEvidence(ctx);
    if (full.length) return judgment('present', 'The error text or the observed output is pasted as text.', full.slice(0, 5));
    const screenshots = screenshotEvidence(ctx);
    const paraphrases = paraphraseEvidence(ctx);
    if (weak.length || screenshots.length || paraphrases.length) {
      const reason = screenshots.length
        ? 'The output or error is only in a screenshot.'
        : weak.length
          ? 'Only a short or title-only error line is given.'
          : 'The error is described but not pasted.';
      return judgment('partial', reason, [...weak, ...screenshots, ...paraphrases].slice(0, 5), {
        screenshot: screenshots.length > 0,
      });
    }
    return judgment('absent', 'No error message, traceback or output is shown.');
  },
};
