// Bug report or not (codebook: "yes" when the asker reports code that fails, errors or behaves
// unexpectedly; how-to, conceptual and "how do I implement X" questions get no reproducibility verdict).
import type { JudgeContext } from '../context';
import { alternationRegExp, sequence } from '../phraseRules';

// "doesn't …", "is not …", "can't …": a negation before what the code fails to do.
const NEGATIONS: readonly string[] = [
  "does(?:n'?t|'t|nt| not)",
  "did(?:n'?t| not)",
  "is(?:n'?t| not)",
  "are(?:n'?t| not)",
  "can(?:'?t|not)",
  "won'?t",
  'not',
];
// What the code, model or loss fails to do ("the loss is not decreasing", "doesn't learn").
const NEGATED_ACTIONS: readonly string[] = [
  '\\w+ing',
  'change',
  'work',
  'learn',
  'improve',
  'decrease',
  'increase',
  'accept',
  'split',
  'update',
  'recogni[sz]e',
  'match',
  'fit',
  'run',
  'load',
  'save',
  'see',
  'find',
];
// The asker says something goes wrong. "Freeze" is a failure only as a hang, where it takes no object ("causes
// program to freeze", "it freezes at epoch 3", "froze."): "freeze the layers", "this freezes layers 1-6" is
// transfer learning, a how-to (codebook `is_bug_report`). "X is supposed to …", "… but they're different": an
// expectation the run does not meet (codebook `is_bug_report`: code that behaves unexpectedly).
// Codebook `is_bug_report`: the asker reports code that "fails, crashes, errors, or behaves unexpectedly".
const FAILURE_PHRASES: readonly string[] = [
  'error',
  'errors',
  'exception',
  'traceback',
  'fails?',
  'failed',
  'failing',
  'failure',
  'crash\\w*',
  'bug',
  'broken',
  "doesn'?t work",
  'does not work',
  "didn'?t work",
  'did not work',
  'not working',
  "isn'?t working",
  "won'?t",
  'unable to',
  "can(?:no|')t (?:get|load|import|run|find|use|save|install|train|seem)",
  'wrong',
  'incorrect\\w*',
  'inconsistent',
  'spurious',
  'truncated',
  'not right',
  'too (?:long|short|large|small|high|low|big)',
  'becomes? none',
  'unexpected\\w*',
  'supposed to',
  "(?:they'?re|they are) different",
  'strange',
  'weird',
  'odd',
  'problem',
  'issue',
  'stuck',
  'hangs?',
  '(?:freez(?:es|ing|e)|froze)(?= *(?:[.,;:!?)]|$| (?:on|at|after|up|completely|whenever|forever)\\b))',
  'nan\\b',
  'nans\\b',
  'inf\\b',
  'not (?:decreas|increas|improv|chang|learn|converg|updat)\\w*',
  "doesn'?t (?:learn|change|improve|converge|decrease|update)",
  '(?:very|too|extremely) slow',
  'slower',
  'out of memory',
  'killed',
  'segmentation fault',
  'used to work',
  'worked (?:fine|well|perfectly|before|previously)',
  'previous (?:tf |tensorflow |torch |pytorch |keras )?versions?',
  '(?:after|since) (?:upgrad|updat)\\w*',
  'never (?:happened|resulted|had this)',
  'keeps? (?:giving|returning)',
  'always (?:returns?|predicts?|outputs?|gives?)',
  'same (?:output|value|result|prediction)s?',
  'zero accuracy',
  'bad (?:results?|accuracy|performance|predictions?)',
  '(?:to|of) no avail',
  'accuracy (?:is|stays|remains|drops|difference)',
  'loss (?:is|stays|remains|becomes|goes|explod\\w*)',
  'constant (?:loss|outputs?|accuracy|values?|predictions?)',
  '(?:got|gets|returns?|returning|is) (?:none|nan|empty|zero)',
  'not available',
  sequence(NEGATIONS, ' ', NEGATED_ACTIONS, '\\b'),
];
const FAILURE = alternationRegExp(FAILURE_PHRASES, { flags: 'gi', before: '\\b' });
// Codebook v2 `is_bug_report`: "a how-to question with a posted attempt is a bug report when the asker reports the
// attempt failing and wants it fixed". How askers say the fixes they tried failed ("no one answer work for me",
// "none of the solutions worked for me", "it did not help", "but no luck"), or that what they got is not the goal
// ("the result is not what I need").
const ATTEMPT_FAILED_PHRASES: readonly string[] = [
  '(?:no|none of the|not one) (?:\\w+ )?(?:answers?|solutions?|suggestions?|approach(?:es)?|methods?|ways?)(?: \\w+){0,3}? (?:works?|worked|helped|helps)',
  'none (?:of them |of these )?(?:works?|worked|helped|seems? to work)',
  'nothing (?:seems to |has )?(?:works?|worked|helped|happens|changed)',
  "(?:did|does)(?:n'?t| not) (?:help|change anything|make (?:a|any) difference)",
  'no luck',
  'without (?:any )?(?:luck|success)',
  'not what i (?:need|want|expect)\\w*',
];
const ATTEMPT_FAILED = alternationRegExp(ATTEMPT_FAILED_PHRASES, { flags: 'i', wordBoundary: true });
// A package manager's or build tool's own error line in a pasted output ("ERROR: No matching distribution found for
// tensorflow==2.6.2", "#6 0.583 ERROR: Could not find a version …", "E: Unable to locate package"): the command
// failed (codebook `is_bug_report`: code that errors), though no Python exception is raised.
const COMMAND_ERROR_LINE = /^[ \t>#\d.]*(?:ERROR|FATAL|fatal|E): \S/;
// Bug-report templates (GitHub's, and askers who copy them): "Describe the current behavior" /
// "expected behavior", "Steps to reproduce".
const REPORT_TEMPLATE = /\b(?:current|actual|observed) behaviou?r\b|\bsteps to reproduce\b|\bto reproduce\b/i;
// "How to fix / solve …", "improve my accuracy": the title asks for a fix of something that goes wrong.
// "What am I doing wrong?", "what is wrong with my code", "what mistake am I making": the asker's own code misbehaves.
// Codebook `is_bug_report`: the asker "wants it fixed".
const FIX_REQUEST_PHRASES: readonly string[] = [
  'how (?:to|do i|can i|should i) (?:solve|fix|resolve|avoid|get rid of|debug|handle|deal with)',
  'improv\\w* (?:my |the )?(?:\\w+ )?(?:accuracy|model|classifier|results?|performance)',
  "what (?:am i|are we|i am|i'm|is|are|could be|might be|can be) (?:doing )?wrong",
  "what(?:'s| is) (?:going )?wrong",
  'what (?:could|can|might) go wrong',
  'where (?:did|do|am) i (?:go|going) wrong',
  "what mistakes? (?:am i|are we|i am|i'm|did i|have i)",
  // "Am I doing something wrong here?", "Am I missing something?", "or I am missing something in my methodology":
  // the same request, put as a yes/no question about the asker's own code.
  "(?:am i|i am|i'm) (?:doing (?:something|anything) wrong|missing (?:something|anything|some|any)\\w*)",
];
const FIX_REQUEST = alternationRegExp(FIX_REQUEST_PHRASES, { flags: 'i', wordBoundary: true });
// "I get …", "it throws …", "I ran into …" an error.
const ERROR_RAISING_VERBS: readonly string[] = [
  'get',
  'gets',
  'getting',
  'got',
  'throws?',
  'throwing',
  'threw',
  'raises?',
  'raising',
  'raised',
  'gives?',
  'giving',
  'gave',
  'returns?',
  'returning',
  'shows?',
  'showing',
  'encounter(?:ed|ing)?',
  'run into',
  'ran into',
  'hit',
];
// The asker says an error is raised even where the error text itself is not pasted as text (a screenshot, a
// paraphrase, an error outside Python): "I get the following error", "it gives me an error", "the error is thrown",
// "pip install tensorflow gives error", "error occured: …", "the error <message> is being displayed".
// Codebook `is_bug_report`: code that "errors", said in words.
const ERROR_STATED_PHRASES: readonly string[] = [
  sequence(
    '\\b',
    ERROR_RAISING_VERBS,
    '\\s+(?:me\\s+)?(?:an?|the|this|that|these|following|same|some)\\s+(?:\\S+\\s+){0,3}?(?:error|exception)s?\\b',
  ),
  '\\b(?:error|exception) (?:is|was|gets|got) (?:raised|thrown)\\b',
  '\\b(?:getting|get|got|gives?|giving)\\s+(?:an?\\s+)?"[^"\\n]{3,120}"\\s+(?:error|exception)\\b',
  '\\berrors? (?:occur(?:r?ed|s|ring)?|appears?|appeared|pops? up|popped up)\\b',
];
const ERROR_STATED = alternationRegExp(ERROR_STATED_PHRASES, { flags: 'i' });
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

// Asking why code works is a question about the framework, not a report of code that fails.
const WHY_IT_WORKS =
  /\bwhy (?:this|it|that)(?: code| snippet| approach| function)? (?:actually |still |even )?(?:works?|is working)\s*[.?!:]/i;
// Titles that state a symptom without the usual failure words: "got None after backward()",
// "Constant loss through epochs", "model is empty after instantiation", "data loader is returning list".
// Codebook `is_bug_report`: code that "behaves unexpectedly", named in the title.
const SYMPTOM_TITLE_PHRASES: readonly string[] = [
  '\\b(?:got|gets|getting|returns?|returning|gives?|giving|outputs?|produces?)\\s+(?:none|nan|empty|zeros?|a list|list|same|wrong|different|negative)\\b',
  '\\b(?:constant|stuck|frozen|empty|slow|unstable|exploding|vanishing|negative)\\s+(?:loss|accuracy|output|gradients?|model|training|prediction)s?\\b',
  '\\b(?:loss|accuracy|output|model|gradients?|weights?)\\s+(?:is|are|stays?|remains?|becomes?)\\s+(?:empty|constant|zero|nan|none|same|negative)\\b',
  "\\bcan'?t be greater\\b",
  '\\bnot \\w+ing\\b',
];
const SYMPTOM_TITLE = alternationRegExp(SYMPTOM_TITLE_PHRASES, { flags: '' });
// Codebook `is_bug_report`: "how-to, conceptual, recommendation" questions. How such a text opens:
const HOW_TO_OPENINGS: readonly string[] = [
  'how (?:to|do|can|should|would|does|is|are)',
  'what (?:is|are|does|do)',
  'which',
  'is (?:there|it)',
  'are there',
  'can (?:i|we|you|pytorch|torch)',
  'should i',
  'when (?:should|to|do)',
  'difference between',
  'best way',
  'pytorch:? how',
  'any (?:way|idea)',
  'where',
];
// … and how-to or conceptual phrasing anywhere in it.
const HOW_TO_ANYWHERE: readonly string[] = [
  'how (?:to|do i|can i|should i|would i)',
  'is there (?:a|any)',
  'what is the (?:best|right|correct|proper|recommended)',
  'best (?:way|practice)',
  'equivalent of',
  'the differences? between',
  'understand(?:ing)?',
  'explain',
  'what does [^?\\n]{0,100} mean',
  'recommend',
];
// How-to / conceptual phrasing.
// biome-ignore format: one alternative per line
const HOW_TO_PHRASES: readonly string[] = [
  sequence('^', HOW_TO_OPENINGS, '\\b'),
  sequence('\\b', HOW_TO_ANYWHERE, '\\b'),
];
const HOW_TO = alternationRegExp(HOW_TO_PHRASES, { flags: 'i' });

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

export function bugReportSignals(ctx: JudgeContext): BugReportSignals {
  const errorShown =
    ctx.program.blocks.some((b) => b.kind === 'traceback' || (b.traceback !== null && b.traceback.exceptionType !== null)) ||
    ctx.errors.length > 0 ||
    ctx.question.blocks.some((b) => b.kind === 'code' && b.text.split('\n').some((line) => COMMAND_ERROR_LINE.test(line)));
  const text = `${ctx.titleLower}\n${ctx.proseLower}`;
  const failureWords = (text.match(FAILURE) ?? []).length;
  const titleFailureWords = (ctx.titleLower.match(FAILURE) ?? []).length + (SYMPTOM_TITLE.test(ctx.titleLower) ? 1 : 0);
  const titleHowTo = HOW_TO.test(ctx.titleLower);
  const howTo = titleHowTo || HOW_TO.test(ctx.proseLower.slice(-600));
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
  if (s.fixRequest) score += 2;
  if (s.expectedButStated) score += 2;
  score += Math.min(3, s.failureWords);
  if (s.titleFailureWords) score += 1;
  if (s.howTo) score -= 1;
  if (s.asksWhyItWorks) score -= 2;
  return score >= 2;
}
