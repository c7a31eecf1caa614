// Checklist item "expected_vs_actual" (added): what the asker expected and what happened instead.
// It decides whether a silent bug (bad accuracy, NaN) was reproduced. Codebook: a stated goal plus
// the error or output actually obtained is "present"; only one of the two is "partial".
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { Evidence } from '../question';
import type { JudgeContext } from '../context';

// An explicit expectation of the outcome ("should return", "expected output", "instead of").
const EXPECTED =
  /\b(?:i\s+(?:would\s+)?expect(?:ed)?|expect(?:ed|ing)?\s+(?:it|the|that|this|to|an?|output|result|behaviou?r|value|shape)|should\s+(?:be|return|give|output|get|have|work|produce|print|contain|equal|not)|shouldn'?t|supposed to|desired|instead of|rather than|ought to|i (?:thought|assumed|believed?) (?:it|that|this|the)|(?:correct|right|expected) (?:answer|output|result|value)|(?:want|like|need)\s+(?:the\s+)?(?:output|result|it|them|this|that)\s+to\s+(?:be|look|have|return)|i want (?:to get|result|output)|the same (?:result|output|value)s? as)\b/i;
// A goal: what the asker set out to do. With the outcome it makes "present" (codebook); alone, a
// how-to question's goal is not an expectation.
const GOAL =
  /\b(?:i\s+(?:just\s+)?(?:want|wanted|need|needed|am trying|was trying|'m trying|tried|try|would like|'d like|wish|intend|aim)|trying to|my goal|the goal|i hope|hoping|the idea is|in order to|would like to|aim(?:ing)? to|intended)\b/i;
// The actual outcome, in words.
const ACTUAL =
  /\b(?:but\s+(?:i\s+)?(?:get|got|it|the|this|when|instead|nothing|always|only|still)|instead(?:,|\s+i|\s+it|\s+of)?|(?:it|this|that)\s+(?:returns?|returned|gives?|gave|outputs?|prints?|printed|shows?|showed|produces?|produced|stays?|remains?|throws?|raises?|fails?|failed|crash\w*|hangs?|freez\w*|doesn'?t|does not|didn'?t|did not|is not|isn'?t|won'?t|keeps?)|(?:i\s+(?:get|got|am getting|'m getting|receive|received|see|saw|obtain|obtained|end up))|error|exception|traceback|the (?:output|result|loss|accuracy) (?:is|was|stays|remains|does|doesn'?t|keeps|prints|shows|gives|returns)|not (?:working|decreasing|increasing|improving|changing|learning|converging)|doesn'?t (?:work|learn|change|improve|converge|decrease)|always (?:returns?|predicts?|outputs?|gives?)|nan\b|same (?:value|output|result|prediction)|too slow|very slow|out of memory)\b/i;

function findPhrase(ctx: JudgeContext, pattern: RegExp, note: string): Evidence | null {
  const title = pattern.exec(ctx.question.title);
  for (let i = 0; i < ctx.question.blocks.length; i++) {
    const b = ctx.question.blocks[i];
    if (b.kind !== 'prose' && b.kind !== 'quote') continue;
    const m = pattern.exec(b.text);
    if (m) return evidenceAt(ctx.question, i, note, m.index, m.index + m[0].length);
  }
  return title ? evidenceAt(ctx.question, -1, note, title.index, title.index + title[0].length) : null;
}

export const expectedVsActual: ChecklistItem = {
  id: 'expected_vs_actual',
  title: 'Expected vs actual',
  description: 'What the asker expected to happen, and what happened instead (the error or the output obtained).',
  judge(ctx, verdict, earlier) {
    const expected = findPhrase(ctx, EXPECTED, 'what was expected');
    const goal = expected ?? findPhrase(ctx, GOAL, 'what the asker set out to do');
    const actualWords = findPhrase(ctx, ACTUAL, 'what happened');
    const logs = earlier.logs;
    const actual = actualWords ?? (verdict.isBugReport && logs?.status === 'present' ? (logs.evidence[0] ?? null) : null);
    if (goal && actual) return judgment('present', 'Both the expectation and the actual outcome are stated.', [goal, actual]);
    if (goal) return judgment('partial', 'The goal is stated, but not what actually happened.', [goal!]);
    if (actual) return judgment('partial', 'What happened is shown, but not what was expected.', [actual]);
    return judgment('absent', 'Neither the expected nor the actual behaviour is stated.');
  },
};
