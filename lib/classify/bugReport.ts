// Bug report or not (codebook: "yes" when the asker reports code that fails, errors or behaves
// unexpectedly; how-to, conceptual and "how do I implement X" questions get no reproducibility verdict).
import type { JudgeContext } from '../context';
import {
  ASKER_SUBJECT_BEFORE,
  ATTEMPT_FAILED,
  COMMAND_ERROR_LINE,
  ERROR_STATED,
  FAILURE,
  FIX_REQUEST,
  HOW_TO,
  HYPOTHETICAL_BEFORE,
  RECOMMENDATION_TITLE,
  REPORT_TEMPLATE,
  SYMPTOM_TITLE,
  UNDERSTANDING_AIM,
  WHY_IT_WORKS,
} from './bugReportPhrases';

// "The error <its message, in prose> is being displayed": the message sits between the two, so each "the error" is
// followed to the end of its sentence (at most MESSAGE_REACH characters) and the rest tested there, which keeps
// both expressions linear.
const THE_ERROR = /\bthe (?:error|exception)\b/g;
const IS_DISPLAYED = /\bis (?:being )?(?:displayed|shown|raised|thrown|printed)\b/;
const MESSAGE_REACH = 200;

/** Whether some match of `first` is followed, later in its sentence (within MESSAGE_REACH characters), by `then`. */
function followedInSentence(text: string, first: RegExp, then: RegExp): boolean {
  for (const m of text.matchAll(first)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + MESSAGE_REACH);
    if (then.test(rest.split(/[.\n]/, 1)[0])) return true;
  }
  return false;
}

const errorSaidToBeDisplayed = (text: string) => followedInSentence(text, THE_ERROR, IS_DISPLAYED);

// Codebook `is_bug_report`: code that "behaves unexpectedly", said as a contrast within one sentence: "produced
// smoothened output as expected but the fft-based convolution returned a more blurry output", "I expect my code to
// utilise all the gpus, but …". The asker's own expectation only: "the input layer expects (…, 3) but my images
// are …" states a constraint, a how-to.
const EXPECTED =
  /\b(?:i|we) (?:would |had |have |was |were )?expect(?:ed|ing)?\b|\bas expected\b|\bexpected (?:output|result|value|behaviou?r)s?\b/g;
const BUT = /\bbut\b/;
const contrastStated = (text: string) => followedInSentence(text, EXPECTED, BUT);

export interface BugReportSignals {
  errorShown: boolean;
  failureWords: number;
  /** Failure words in the title alone: a title that names a symptom ("loss doesn't change") is a report. */
  titleFailureWords: number;
  howTo: boolean;
  titleHowTo: boolean;
  fixRequest: boolean;
  /** The prose says an error is raised; counts only where no error text was found. */
  errorStated: boolean;
  /** "I don't understand why this code works": a conceptual question. */
  asksWhyItWorks: boolean;
  /** "… as expected but …": what was expected set against what happened. */
  expectedButStated: boolean;
  /** The title repeats a warning pasted in the body: the warning is what the question is about. */
  titleQuotesWarning: boolean;
  /** The asker says the fixes or the attempt they tried failed ("none of the solutions worked for me"). */
  attemptFailed: boolean;
  /** The asker wants an explanation, not a fix ("just curious", "I know how to fix this", "the philosophy behind"). */
  asksToUnderstand: boolean;
  /** The title asks for a recommendation ("is X a good idea?", "best practices to …"). */
  titleAsksRecommendation: boolean;
}

const WORD = /[a-z0-9_]+/g;
/** Consecutive title words that must recur in a warning line to say the title quotes it. */
const QUOTED_RUN = 4;

/** Whether `title` shares a run of QUOTED_RUN consecutive words with `line` (case and punctuation ignored). */
export function sharesWordRun(title: string, line: string): boolean {
  const t = title.toLowerCase().match(WORD) ?? [];
  const l = ` ${(line.toLowerCase().match(WORD) ?? []).join(' ')} `;
  for (let i = 0; i + QUOTED_RUN <= t.length; i++) if (l.includes(` ${t.slice(i, i + QUOTED_RUN).join(' ')} `)) return true;
  return false;
}

// Codebook `is_bug_report`: code that "behaves unexpectedly". A warning the asker pastes (codebook `logs`:
// warnings) and repeats as the title ("volatile was removed and now has no effect …") is the behaviour being
// reported, as a pasted error is; a warning pasted beside some other question is not, so the title must repeat it.
function titleQuotesWarning(ctx: JudgeContext): boolean {
  const warnings = [...ctx.program.blocks.map((b) => b.output), ...ctx.proseOutput.values()].flatMap((o) => o.warnings);
  return warnings.some((w) => sharesWordRun(ctx.question.title, w.text));
}

// Codebook `is_bug_report`: the asker "wants it fixed". "How do I fix this", "how can I solve it" ask for a fix, not
// for a method: the fix request is not also read as how-to phrasing (it used to cancel itself out).
const FIX_REQUEST_ALL = new RegExp(FIX_REQUEST.source, 'gi');
const howToAsked = (text: string) => HOW_TO.test(text.replace(FIX_REQUEST_ALL, ' '));

/** How far before a failure phrase a marker of supposition is looked for ("may ", "obviously ", "might be "). */
const HYPOTHETICAL_REACH = 16;

/** Failure phrases in `text`, less those the asker only supposes ("may not work") and negations of the asker's own doing ("I'm not running"). */
function reportedFailures(text: string): number {
  let count = 0;
  for (const m of text.matchAll(FAILURE)) {
    const before = text.slice(Math.max(0, m.index - HYPOTHETICAL_REACH), m.index);
    if (HYPOTHETICAL_BEFORE.test(before)) continue;
    if (m[0].startsWith('not ') && ASKER_SUBJECT_BEFORE.test(before)) continue;
    count++;
  }
  return count;
}

export function bugReportSignals(ctx: JudgeContext): BugReportSignals {
  const errorShown =
    ctx.program.blocks.some((b) => b.kind === 'traceback' || (b.traceback !== null && b.traceback.exceptionType !== null)) ||
    ctx.errors.length > 0 ||
    ctx.question.blocks.some((b) => b.kind === 'code' && b.text.split('\n').some((line) => COMMAND_ERROR_LINE.test(line)));
  const text = `${ctx.titleLower}\n${ctx.proseLower}`;
  const failureWords = reportedFailures(text);
  const titleFailureWords = (ctx.titleLower.match(FAILURE) ?? []).length + (SYMPTOM_TITLE.test(ctx.titleLower) ? 1 : 0);
  const titleHowTo = howToAsked(ctx.titleLower);
  const howTo = titleHowTo || howToAsked(ctx.proseLower.slice(-600));
  const fixRequest = FIX_REQUEST.test(text) || REPORT_TEMPLATE.test(text);
  const errorStated = ERROR_STATED.test(text) || errorSaidToBeDisplayed(text);
  const asksWhyItWorks = WHY_IT_WORKS.test(text);
  return {
    errorShown,
    failureWords,
    titleFailureWords,
    howTo,
    titleHowTo,
    fixRequest,
    errorStated,
    asksWhyItWorks,
    expectedButStated: contrastStated(text),
    titleQuotesWarning: titleQuotesWarning(ctx),
    attemptFailed: ATTEMPT_FAILED.test(text),
    asksToUnderstand: UNDERSTANDING_AIM.test(text),
    titleAsksRecommendation: RECOMMENDATION_TITLE.test(ctx.titleLower),
  };
}

/**
 * A pasted error (or a pasted warning the title repeats) is the strongest sign (codebook: "code that fails, crashes, errors"); words of
 * failure add up to three; how-to phrasing counts against. Toy code asking "why does this behave so"
 * carries an error but reads as a how-to, so the penalty can outweigh a lone failure word.
 */
export function isBugReport(s: BugReportSignals): boolean {
  let score = 0;
  if (s.errorShown || s.titleQuotesWarning || s.attemptFailed) score += 3;
  else if (s.errorStated) score += 2;
  if (s.fixRequest && !s.asksToUnderstand) score += 2;
  if (s.expectedButStated) score += 2;
  score += Math.min(3, s.failureWords);
  if (s.titleFailureWords) score += 1;
  if (s.howTo) score -= 1;
  if (s.asksWhyItWorks) score -= 2;
  // Codebook `is_bug_report`: conceptual questions and toy code asking "why does this behave so", even when it
  // errors, are no; an asker who says so outweighs a pasted error and its words.
  if (s.asksToUnderstand) score -= 5;
  // Codebook `is_bug_report`: recommendation questions are no, unless the post shows an error of the asker's run.
  if (s.titleAsksRecommendation && !s.errorShown) score -= 3;
  return score >= 2;
}
