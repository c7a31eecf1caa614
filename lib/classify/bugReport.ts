// Bug report or not (codebook: "yes" when the asker reports code that fails, errors or behaves
// unexpectedly; how-to, conceptual and "how do I implement X" questions get no reproducibility verdict).
import type { JudgeContext } from '../context';

// The asker says something goes wrong.
const FAILURE =
  /\b(?:error|errors|exception|traceback|fails?|failed|failing|failure|crash\w*|bug|broken|doesn'?t work|does not work|didn'?t work|did not work|not working|isn'?t working|won'?t|unable to|can(?:no|')t (?:get|load|import|run|find|use|save|install|train|seem)|wrong|incorrect|unexpected\w*|strange|weird|odd|problem|issue|stuck|hangs?|freez\w*|nan\b|nans\b|inf\b|not (?:decreas|increas|improv|chang|learn|converg|updat)\w*|doesn'?t (?:learn|change|improve|converge|decrease|update)|(?:very|too|extremely) slow|slower|out of memory|killed|segmentation fault|keeps? (?:giving|returning)|always (?:returns?|predicts?|outputs?|gives?)|same (?:output|value|result|prediction)s?|zero accuracy|accuracy (?:is|stays|remains)|loss (?:is|stays|remains|becomes|goes|explod\w*))/gi;
// How-to / conceptual phrasing.
const HOW_TO =
  /^(?:how (?:to|do|can|should|would|does|is|are)|what (?:is|are|does|do)|which|is (?:there|it)|are there|can (?:i|we|you|pytorch|torch)|should i|when (?:should|to|do)|difference between|best way|pytorch:? how|any (?:way|idea)|where)\b|\b(?:how (?:to|do i|can i|should i|would i)|is there (?:a|any)|what is the (?:best|right|correct|proper|recommended)|best (?:way|practice)|equivalent of|difference between|understand(?:ing)?|explain|what does .* mean|recommend)\b/i;

export interface BugReportSignals {
  errorShown: boolean;
  failureWords: number;
  howTo: boolean;
  titleHowTo: boolean;
}

export function bugReportSignals(ctx: JudgeContext): BugReportSignals {
  const errorShown =
    ctx.program.blocks.some((b) => b.kind === 'traceback' || (b.traceback !== null && b.traceback.exceptionType !== null)) ||
    ctx.errors.some((e) => e.block >= 0);
  const text = `${ctx.titleLower}\n${ctx.proseLower}`;
  const failureWords = (text.match(FAILURE) ?? []).length;
  const titleHowTo = HOW_TO.test(ctx.titleLower);
  const howTo = titleHowTo || HOW_TO.test(ctx.proseLower.slice(-600));
  return { errorShown, failureWords, howTo, titleHowTo };
}

export function isBugReport(ctx: JudgeContext): boolean {
  const s = bugReportSignals(ctx);
  let score = 0;
  if (s.errorShown) score += 2;
  score += Math.min(3, s.failureWords);
  if (s.titleHowTo) score -= 2;
  else if (s.howTo) score -= 1;
  return score >= 2;
}
