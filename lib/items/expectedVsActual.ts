// Checklist item "expected_vs_actual" (added): what the asker expected and what happened instead.
// It decides whether a silent bug (bad accuracy, NaN) was reproduced. Codebook: a stated goal plus
// the error or output actually obtained is "present"; only one of the two is "partial".
import { judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import type { Evidence } from '../question';
import { TITLE_BLOCK } from '../question';
import type { JudgeContext } from '../context';
import { behaviourSectionAnswer } from '../readers/githubIssueTemplate';
import { ACTUAL, BUT_OUTCOME, EXPECTED, WORKS_ELSEWHERE, negated } from './shared/expectedVsActualOutcome';
import { GOAL, HOPE, HOW_TO, SITUATION, runsOnlyThePostedCode } from './shared/expectedVsActualGoal';

export interface ExpectedVsActualFacts {
  /** Partial: which half is missing — what happened, what was expected, or both (a how-to question states only
   *  the task it wants done). */
  missing?: 'actual' | 'expected' | 'both';
}

export const expectedVsActualTexts: ItemTexts = {
  title: 'Expected vs actual',
  description: 'What the asker expected to happen, and what happened instead (the error or the output obtained).',
  shortName: 'expected result',
  consequence: 'a reader would have to guess what you expected to happen',
};

/** The first match of a global `pattern` in the prose (then the title), skipping matches inside a quoted
 * error line when `outsideErrors` is set: "expected …" or "should be the same" in an error message is the
 * library's expectation, not the asker's. */
function findPhrase(
  ctx: JudgeContext,
  pattern: RegExp,
  note: string,
  outsideErrors = false,
  reject?: (text: string, start: number, end: number) => boolean,
): Evidence | null {
  const search = (block: number, text: string): Evidence | null => {
    const errors = outsideErrors ? ctx.errors.filter((e) => e.block === block).map((e) => e.fact) : [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (errors.some((e) => start < e.end && end > e.start)) continue;
      if (reject?.(text, start, end)) continue;
      return evidenceAt(ctx.question, block, note, start, end);
    }
    return null;
  };
  for (let i = 0; i < ctx.question.blocks.length; i++) {
    const b = ctx.question.blocks[i];
    if (b.kind !== 'prose' && b.kind !== 'quote') continue;
    const found = search(i, b.text);
    if (found) return found;
  }
  return search(TITLE_BLOCK, ctx.question.title);
}

/** The asker's words under an issue template's "Describe the current/expected behavior" heading (codebook: the
 *  asker states what happened / what was expected; the heading only says where). */
function templateSection(ctx: JudgeContext, which: 'actual' | 'expected'): Evidence | null {
  const answer = behaviourSectionAnswer(ctx.question, which);
  if (answer === null) return null;
  return evidenceAt(
    ctx.question,
    answer.block,
    which === 'actual' ? 'what happened (issue template: current behavior)' : 'what was expected (issue template: expected behavior)',
    answer.start,
  );
}

export const expectedVsActual: ChecklistItem<'expected_vs_actual'> = {
  id: 'expected_vs_actual',
  texts: expectedVsActualTexts,
  // Not in the paper's table; on the dev gold it does not predict the experts' reproducibility rating (Spearman −0.11).
  weights: /* @__PURE__ */ studyWeights('expected_vs_actual', { training: 0.2, model: 0.2, tensor_input: 0.2, api: 0.2, gpu: 0.2 }),
  judge(ctx, classification, earlier) {
    const expected =
      findPhrase(ctx, EXPECTED, 'what was expected', true) ??
      findPhrase(ctx, WORKS_ELSEWHERE, 'what was expected: it works in another setting', false, negated) ??
      templateSection(ctx, 'expected');
    const goal =
      expected ??
      findPhrase(ctx, GOAL, 'what the asker set out to do', true, runsOnlyThePostedCode) ??
      findPhrase(ctx, HOPE, 'what the asker set out to do', true) ??
      (classification.isBugReport ? findPhrase(ctx, SITUATION, 'what the asker was doing', true, runsOnlyThePostedCode) : null);
    const howTo = goal ? null : findPhrase(ctx, HOW_TO, 'what the asker wants to do');
    const logs = earlier.logs;
    const shown = logs?.status === 'present' || logs?.status === 'partial';
    const actualWords =
      findPhrase(ctx, ACTUAL, 'what happened') ??
      (classification.isBugReport || shown ? findPhrase(ctx, BUT_OUTCOME, 'what happened') : null) ??
      templateSection(ctx, 'actual');
    // "And it displays:" ends its paragraph: the output pasted below it is what happened, and the evidence to show.
    const pasted = shown ? (logs.evidence[0] ?? null) : null;
    const actual =
      (actualWords && pasted && introducesWhatFollows(ctx, actualWords) ? pasted : actualWords) ??
      (classification.isBugReport ? pasted : null);
    if (goal && actual) return judgment('present', 'Both the expectation and the actual outcome are stated.', [goal, actual]);
    // A how-to whose attempt fails: the task asked for is the goal, the error obtained the outcome (codebook
    // `expected_vs_actual`: "a stated goal plus the error or output actually obtained is present").
    if (howTo && actual && classification.isBugReport)
      return judgment('present', 'The task asked for and what the attempt gave are both stated.', [howTo, actual]);
    if (goal) return judgment('partial', 'The goal is stated, but not what actually happened.', [goal!], missingHalf('actual'));
    if (actual) return judgment('partial', 'What happened is shown, but not what was expected.', [actual], missingHalf('expected'));
    if (howTo)
      return judgment(
        'partial',
        'The question says what the asker wants to do, but not what they expected or got.',
        [howTo],
        missingHalf('both'),
      );
    return judgment('absent', 'Neither the expected nor the actual behaviour is stated.');
  },
  suggestion: {
    edit: 'Readers cannot tell whether they reproduced the problem without knowing what you expected and what you got.',
    whyWithoutFigure: 'Without it, a silent bug (wrong accuracy, NaN) cannot be confirmed as reproduced (Shah et al., 2024).',
    build: ({ status, facts }) => ({
      text:
        status === 'partial'
          ? facts.missing === 'actual'
            ? 'Say what actually happens: the error, or the output you get, next to what you expected.'
            : 'Say what you expected to happen, next to what you got.'
          : 'Say what you expected to happen and what happened instead.',
      snippet: '',
    }),
  },
};

/** Whether the outcome words end their paragraph (save a colon): "And it displays:" introduces the next block. */
function introducesWhatFollows(ctx: JudgeContext, words: Evidence): boolean {
  if (words.block === TITLE_BLOCK) return false;
  const rest = ctx.question.blocks[words.block].text.slice(words.end).trim();
  return rest === '' || rest === ':';
}

const missingHalf = (half: ExpectedVsActualFacts['missing']): ExpectedVsActualFacts => ({ missing: half });
