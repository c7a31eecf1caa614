// Checklist item "expected_vs_actual": the phrase rules for the two halves a reader sets side by side — what the
// asker expected (an explicit expectation, or a setting where it works) and what actually happened (codebook
// `expected_vs_actual`: "the asker says what they expected and what happened instead"). Rules as data; pure.
import { alternationRegExp, sequence } from '../../phraseRules';
// "I get X instead of Y": the outcome verbs after which "instead of" states the expectation.
const OUTCOME_VERBS_BEFORE_INSTEAD_OF: readonly string[] = [
  'get',
  'got',
  'getting',
  'returns?',
  'returning',
  'returned',
  'gives?',
  'giving',
  'gave',
  'outputs?',
  'outputting',
  'prints?',
  'printing',
  'printed',
  'shows?',
  'showing',
  'produces?',
  'producing',
  'produced',
  'predicts?',
  'predicting',
  'is',
  'are',
  'was',
  'were',
  'becomes?',
  'became',
];
// An explicit expectation of the outcome ("should return", "expected output", "I get X instead of Y"). "Instead of"
// counts only after an outcome verb in the same sentence: "I trained 2 epochs instead of 35" is no expectation.
// "I am supposed to provide a __len__" is an obligation, not an expected outcome.
// Surprise or disappointment also implies what was expected: "I was under the impression that…", "strangely",
// "accuracy is only 33%" (a figure falling short), "which seems accurate" (an intermediate result judged right).
// A comparison implies the expectation too: "as expected", "one would expect", "slower than before", "even though
// I imported everything" (codebook `expected_vs_actual`: the expected half is stated).
// All patterns are global (findPhrase walks their matches) and linear-time: lookbehinds are bounded and
// placed after a literal, so they run only where that literal matched.
// Codebook `expected_vs_actual`: "the asker says what they expected".
const EXPECTED_PHRASES: readonly string[] = [
  'i\\s+(?:would\\s+)?expect(?:ed)?',
  // "while I was expecting 500, 3, …": the progressive form (hostile review 2026-12-04: expectation wording missed).
  "i(?:\\s+(?:was|am)|['’]m)\\s+expecting",
  'expect(?:ed|ing)?\\s+(?:it|the|that|this|to|an?|output|result|behaviou?r|value|shape)',
  'should\\s+(?:be|return|give|output|get|have|work|produce|print|contain|equal|not)',
  "shouldn'?t",
  "supposed to(?<!\\b(?:i\\s{1,3}am|i'm|i\\s{1,3}was|we\\s{1,3}are)\\s{1,3}supposed to)",
  // "we are supposed to get 62 frames": an obligation of the asker's is no expectation, but an outcome they are
  // supposed to get or see is one.
  'supposed\\s+to\\s+(?:get|see|be\\s+(?:getting|seeing)|receive|obtain)',
  'desired',
  sequence('instead of(?<=\\b', OUTCOME_VERBS_BEFORE_INSTEAD_OF, '\\b[^.?!\\n]{0,80}instead of)'),
  'rather than',
  'ought to',
  'i (?:thought|assumed|believed?) (?:it|that|this|the)',
  '(?:correct|right|expected) (?:answer|output|result|value)',
  '(?:want|like|need)\\s+(?:the\\s+)?(?:output|result|it|them|this|that)\\s+to\\s+(?:be|look|have|return)',
  'i want (?:to get|result|output)',
  'the same (?:result|output|value)s? as',
  'my expectation',
  'what i (?:want|wanted|expect|expected|need|am expecting|was expecting) (?:is|was)(?!\\s+(?:to\\s+)?(?:know|understand|ask|learn)\\b)',
  'ideally',
  'in theory',
  'according to the (?:docs|documentation|tutorial|paper|book)',
  'under the impression',
  '(?:strange|weird|odd|surprising|unexpected)ly',
  'only\\s{1,3}(?:about\\s{1,3}|around\\s{1,3})?~?\\d{1,6}(?:\\.\\d{1,6})?(?=\\s?%)',
  'seems?\\s{1,3}(?:to\\s{1,3}be\\s{1,3})?(?:accurate|correct|right|fine)',
  'as\\s+expected',
  '(?:one|you|we)\\s+would\\s+expect',
  '(?:slower|faster|worse|better|higher|lower|larger|smaller|bigger|more|less)\\s+than\\s+(?:before|expected|usual)',
  'even\\s+though',
];
export const EXPECTED = alternationRegExp(EXPECTED_PHRASES, { flags: 'gi', wordBoundary: true });
// A working baseline the failure is set against ("it works fine on CPU", "with 256*256 I don't get the
// error", "it ran successfully on Kaggle", "with the other version the grad is ok", "no errors are raised", "my notebook was working up till today"): it tells readers what the asker expected to happen.
const WORKS_ELSEWHERE_PHRASES: readonly string[] = [
  'works?\\s+(?:fine|well|perfectly|correctly|as expected)',
  '(?:is|was|were|are)\\s+working\\s+(?:fine|well|perfectly|correctly)',
  'everything\\s+(?:is\\s+|was\\s+)?(?:works?|working|worked)',
  '(?:runs?|ran|running|worked|work)\\s+(?:fine|well|perfectly|correctly|successfully|without\\s+(?:any\\s+)?(?:errors?|problems?|issues?))',
  'successfully',
  'used to work',
  '(?:was|were)\\s+working\\s+(?:until|till|up\\s+(?:until|till|to)|before|yesterday|earlier)',
  "(?:do|does|did)(?:n'?t|\\s+not)\\s+(?:get|have|see|throw|raise|give)\\s+(?:me\\s+)?(?:any|the|an|this|that)\\s+(?:\\w+\\s+)?(?:error|exception|problem|issue)s?",
  'no\\s+(?:errors?|problems?|issues?)\\s+(?:at all|occurs?|occurred|with|when|if|on|in|(?:is|are|was|were)\\s+(?:raised|thrown|shown|reported))',
  '(?:is|are|was|were)\\s+(?:ok|okay|fine)\\b(?!\\s+to\\b)',
];
export const WORKS_ELSEWHERE = alternationRegExp(WORKS_ELSEWHERE_PHRASES, { flags: 'gi', wordBoundary: true });
// "But it …", "but the …", "but when …": in a bug report this introduces what went wrong; in a how-to or
// conceptual question it is just a contrast in the argument ("it is optional but it helps"), not an outcome.
export const BUT_OUTCOME = /\bbut\s+(?:i\s+)?(?:get|got|it|the|this|when|instead|nothing|always|only|still)\b/gi;
// "It always returns …": an adverb between the subject and the verb.
const OUTCOME_ADVERB = '(?:(?:always|still|now|only|just|also|then|sometimes|again|consistently)\\s+)?';
// "It returns …", "it hangs": what the code did.
const WHAT_IT_DID: readonly string[] = [
  'returns?',
  'returned',
  'gives?',
  'gave',
  'outputs?',
  'prints?',
  'printed',
  'shows?',
  'showed',
  'produces?',
  'produced',
  'stays?',
  'remains?',
  'throws?',
  'raises?',
  'fails?',
  'failed',
  'crash\\w*',
  'hangs?',
  'freez\\w*',
  'keeps?',
  // "this code results in: …", "it changes the dimensions to H x C x W", "this method is displaying a grid"
  // (hostile review 2026-12-04: outcome wording outside the cue list).
  'results?\\s+in',
  'resulted\\s+in',
  'leads?\\s+to',
  'led\\s+to',
  'changes?',
  'changed',
  'displays?',
  'is\\s+displaying',
  "can'?t",
  'cannot',
];
// "My dataloader returns …", "my model always predicts …": what the asker's own thing produced. Not "does my
// tensor remain the same?" (stays, remains, changes: asked about as often as observed).
const WHAT_MY_THING_DID: readonly string[] = [
  'returns?',
  'returned',
  'gives?',
  'gave',
  'outputs?',
  'prints?',
  'printed',
  'produces?',
  'produced',
  'predicts?',
  'predicted',
  'throws?',
  'threw',
  'raises?',
  'raised',
  'fails?',
  'failed',
  'crash(?:es|ed)?',
  'hangs?',
  'results?\\s+in',
  'resulted\\s+in',
];
// "it doesn't …", "this won't …": what the code failed to do. Not "it doesn't work" alone, a bare verdict, nor an
// elided "as it doesn't according to my search" (codebook v2: "it doesn't work" with no concrete observation is no
// actual outcome).
// biome-ignore format: one alternative per line
const WHAT_IT_DID_NOT: readonly string[] = [
  "doesn'?t",
  'does not',
  "didn'?t",
  'did not',
  'is not',
  "isn'?t",
  "won'?t",
];
const VAGUE_AFTER_NEGATION: readonly string[] = [
  // "This doesn't work - when I initialise …" goes on to say what happened.
  '(?:seem\\s+to\\s+|really\\s+|quite\\s+|always\\s+)?work(?:ing|s)?\\b(?!\\s*[-–:])',
  'according\\b',
  '[.,;:!?)]',
  '$',
];
// The actual outcome, in words. A bare "instead" ("this guide instead uses…") or "how do I get" is not one.
// Reported outcomes also read "it says …", "I keep getting the same issue", "I'm having issues during training",
// "nothing changed", "it did not work" (codebook `expected_vs_actual`: the output or error actually obtained);
// "having problems understanding/dealing with …" is a difficulty with the task, not an outcome.
// Codebook `expected_vs_actual`: "the error or output actually obtained".
const ACTUAL_PHRASES: readonly string[] = [
  'instead(?=\\s*,)',
  'instead\\s+(?:i|it|the|this|they|we|my)',
  // "that" only where it opens the clause: "code that gave data in the form of …" is a relative clause describing
  // the code, not an outcome (hostile review 2026-12-04: cue words matched out of context).
  sequence('(?:it|this|that(?<=(?:^|[.,;:!?(]|\\b(?:but|and|so|then|because|however|now))\\s{0,3}that))\\s+', OUTCOME_ADVERB, WHAT_IT_DID),
  sequence(
    '(?:it|this|that(?<=(?:^|[.,;:!?(]|\\b(?:but|and|so|then|because|however|now))\\s{0,3}that))\\s+',
    WHAT_IT_DID_NOT,
    '(?!\\s*',
    VAGUE_AFTER_NEGATION,
    ')',
  ),
  // "My dataloader returns the shape …", "this code results in:": the asker's own thing and what it did.
  // Not "give input to this function and return the output" (a task: the words after the noun are its own verb).
  sequence('(?:my|our|this)\\s+(?!(?:and|or|to|then)\\b)[\\w.]{1,30}\\s+', OUTCOME_ADVERB, WHAT_MY_THING_DID),
  "it['’]?s\\s+always",
  // "I always get sums over …", "I still receive this WARNING"; "I got a question" is no outcome.
  "i(?<!\\bhow\\s{1,3}(?:to|do|can|could|would|should|shall)\\s{1,3}i)\\s+(?:always\\s+|still\\s+|now\\s+|only\\s+|just\\s+|then\\s+)?(?:get|got|am getting|'m getting|receive|received|obtain|obtained|end up)(?!\\s+(?:a|an|one|some|the)\\s+(?:question|doubt|idea|confusion)\\b)",
  // "I notice I have shapes of [500,2]": what the asker observed.
  'i\\s+(?:notice|noticed|observe|observed)\\s+(?:that\\s+)?(?:i|we)\\s+(?:have|had|get|got)\\b',
  // "Why do I see only 60 frames?": a count observed.
  '(?:i|we)\\s+(?:see|saw|get|got)\\s+only\\s+\\d+',
  'error',
  'exception',
  'traceback',
  "the (?:output|result|loss|accuracy) (?:is|was|stays|remains|does|doesn'?t|keeps|prints|shows|gives|returns)",
  'not (?:decreasing|increasing|improving|changing|learning|converging)',
  "(?:doesn'?t|does\\s+not|didn'?t|did\\s+not) (?:learn|change|improve|converge|decrease)",
  'always (?:returns?|predicts?|outputs?|gives?)',
  'nan\\b',
  'same (?:value|output|result|prediction)',
  'too (?:slow|long)',
  // Not a prediction: "this is going to be extremely slow", "it would be very slow".
  '(?:very|dead|extremely|painfully|incredibly|super)\\s+slow(?<!\\bbe\\s{1,3}[a-z]{4,11}\\s{1,3}slow)',
  'out of memory',
  // "it says, that I should just replace …", "it says to try another dataset": reported advice, not an outcome.
  // ("it always says that the image only has 3 channels" reports the outcome).
  '(?:it|this|that)\\s+(?:says|said)(?!\\s{0,3},?\\s{0,3}(?:to|you|we|i)\\b|\\s{0,3},\\s{0,3}that\\b|\\s{1,3}that\\s{1,3}(?:i|you|we)\\b)',
  '(?:keeps?|kept)\\s+(?:getting|failing|crashing|showing|printing|returning|giving)',
  // "I'm having issues", "nothing worked", "it did not help" name no concrete observation (codebook v2: a bare
  // verdict is no actual outcome); "nothing happens" is one.
  'nothing\\s+(?:changed|changes|happens|happened)',
];
export const ACTUAL = alternationRegExp(ACTUAL_PHRASES, { flags: 'gi', wordBoundary: true });

// "may not work well without the seed" is a worry, not a working baseline.
// biome-ignore format: one alternative per line
const NEGATIONS: readonly string[] = [
  'not',
  "n't",
  'never',
];

/** Whether the words at `start` follow a negation ("may not work well", "doesn't run fine"). */
export function negated(text: string, start: number): boolean {
  const before = text
    .slice(Math.max(0, start - 8), start)
    .trimEnd()
    .toLowerCase();
  return NEGATIONS.some((n) => before.endsWith(n));
}
