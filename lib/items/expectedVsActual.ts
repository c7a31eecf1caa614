// Checklist item "expected_vs_actual" (added): what the asker expected and what happened instead.
// It decides whether a silent bug (bad accuracy, NaN) was reproduced. Codebook: a stated goal plus
// the error or output actually obtained is "present"; only one of the two is "partial".
import { judgment, studyWeights, type ChecklistItem, type ItemTexts } from './item';
import { evidenceAt } from './evidence';
import type { Evidence } from '../question';
import { TITLE_BLOCK } from '../question';
import type { JudgeContext } from '../context';
import { behaviourSectionAnswer } from '../readers/githubIssueTemplate';
import { alternationRegExp, sequence } from '../phraseRules';

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
const EXPECTED = alternationRegExp(EXPECTED_PHRASES, { flags: 'gi', wordBoundary: true });
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
const WORKS_ELSEWHERE = alternationRegExp(WORKS_ELSEWHERE_PHRASES, { flags: 'gi', wordBoundary: true });
// A goal: what the asker set out to do. With the outcome it makes "present" (codebook: "a stated goal plus
// the error or output actually obtained is present; a goal alone is partial"). Wanting to know or understand
// something, asking for help, or trying to fix the error is no goal for the outcome.
// "I keep failing to run pip install", "I am unable to load…" name the task that failed, and "I get a DataFrame
// and want to convert it" wants with the subject left out: goals too. Only the asker's own failure counts: "we
// failed to convert" is usually the library's error message quoted in prose.
// A hypothetical asker ("Let's say I'm trying to train an RNN…", "if I wanted to use CIFAR10…") frames a
// conceptual question; it sets out to do nothing whose outcome could be reported (codebook: a conceptual question
// states neither, absent).
// Codebook `expected_vs_actual` (v2): "a task of the asker's own ('I need …', 'I was trying …') is a goal".
const GOAL_PHRASES: readonly string[] = [
  'i(?<!\\b(?:say|suppose|imagine|if)\\s{1,3}i)\\s+(?:just\\s+)?(?:want|wanted|need|needed|am trying|was trying|have been trying|tried|try|would like|wish|intend|aim)',
  // The contractions ("I'm trying", "Im attempting", "I'd like", "I've been trying"): the apostrophe joins the
  // subject to its verb, so the pattern above (a blank after "I") cannot see them (hostile review 2026-12-04).
  "i(?<!\\b(?:say|suppose|imagine|if)\\s{1,3}i)['’]?m\\s+(?:just\\s+|now\\s+|currently\\s+)?(?:trying|attempting|planning)",
  "i(?<!\\b(?:say|suppose|imagine|if)\\s{1,3}i)['’]d\\s+(?:like|love|prefer)",
  "i(?<!\\b(?:say|suppose|imagine|if)\\s{1,3}i)['’]ve\\s+(?:just\\s+|also\\s+)?(?:been\\s+trying|tried|attempted|wanted)",
  "(?:trying|attempting) to(?<!\\b(?:say|suppose|imagine|if)\\s{1,3}(?:i\\s{1,3}am|i['’]m|we\\s{1,3}are|we['’]re)\\s{1,3}(?:trying|attempting) to)",
  'my goal',
  'the goal',
  'hoping to',
  'the idea is',
  'in order to',
  'would like to',
  'aim(?:ing)? to',
  'intended',
  'i\\s+(?:keep\\s+failing|kept\\s+failing|fail|failed)\\s+to',
  "(?:am|was|'m|are|were)\\s+(?:unable|not\\s+able)\\s+to",
  'and\\s+(?:want|need|would\\s+like)\\s+to',
];
// "I want to know/understand …", "I need to fix it": wanting to know or to fix the error is no goal.
const NOT_A_GOAL_TASKS: readonly string[] = [
  'know',
  'understand',
  'ask',
  'learn',
  'clarify',
  'confirm',
  'figure out (?:why|what|whether|if)',
  'find (?:out|a solution|the (?:cause|reason|problem|issue))',
  'google',
  'search',
  'look',
  '(?:fix|solve|resolve|debug|overcome)\\s+(?:it|this|that|the|my)',
];
// "I need some help": asking for help is no goal.
// biome-ignore format: one alternative per line
const NOT_A_GOAL_REQUESTS: readonly string[] = [
  'clarification',
  'help',
  'explanation',
  'advice',
  'suggestions?',
];
// "I hope to use it": a wish of the asker's own (kept apart from GOAL, whose lookbehinds recheck can only fuzz).
const HOPE = /\bi\s+hope\s+to\b/gi;
const GOAL = alternationRegExp(GOAL_PHRASES, {
  flags: 'gi',
  wordBoundary: true,
  after: sequence('(?!\\s+(?:to\\s+)?', NOT_A_GOAL_TASKS, '\\b|\\s+(?:a\\s+|some\\s+)?', NOT_A_GOAL_REQUESTS, '\\b)'),
});
// "I'm training …": what the asker is busy doing.
const ONGOING_ACTIVITIES: readonly string[] = [
  'using\\s+(?:the\\s+)?(?:following\\s+)?[\\w.-]{1,40}\\s+to',
  'building',
  'training',
  'implementing',
  'developing',
  'working\\s+on',
  'writing',
  'running',
  'fine-?tuning',
  'tuning',
  'creating',
  'following',
  'converting',
  'installing',
  'deploying',
  'porting',
  'executing',
];
// "I have implemented …": what the asker did before the failure.
const DONE_ACTIONS: readonly string[] = [
  'implemented',
  'built',
  'created',
  'wrote',
  'written',
  'modified',
  'trained',
  'tried',
  'set',
  'moved',
  'changed',
  'loaded',
  'converted',
  'used\\s+(?:the\\s+)?following',
];
// "When I run …", "After upgrading …": the action during which it failed.
const ACTIONS_WHEN_IT_FAILED: readonly string[] = [
  'run',
  'ran',
  'running',
  'attempting',
  'call',
  'calling',
  'called',
  'execute',
  'executing',
  'use',
  'using',
  'train',
  'training',
  'fit',
  'fitting',
  'load',
  'loading',
  'import',
  'importing',
  'install',
  'installing',
  'upgrading',
  'upgraded',
  'compiling',
  'saving',
  'pass',
  'passed',
  'passing',
  'feed',
  'feeding',
  'testing',
  'open',
  'opening',
  'upload',
  'uploading',
  'evaluate',
  'evaluating',
  'predict',
  'predicting',
  'convert',
  'converting',
  'export',
  'exporting',
];
// States and outcomes, not activities: "I am getting an error", "I'm wondering", "I am using PyTorch 1.5" (the
// environment; "using … to" is an activity, above), "I'm running into".
const NOT_AN_ACTIVITY: readonly string[] = [
  'getting',
  'having',
  'facing',
  'receiving',
  'seeing',
  'wondering',
  'struggling',
  'experiencing',
  'encountering',
  'thinking',
  'missing',
  'asking',
  'using',
  'nothing',
  'something',
  'anything',
  'everything',
  'running\\s+into',
  'doing\\s+(?:something|anything)',
];
// Perceptions, wishes and outcomes, not actions: "I noticed", "I wondered", "I searched", "I received an error".
const NOT_A_DONE_ACTION: readonly string[] = [
  'noticed',
  'wondered',
  'searched',
  'googled',
  'realized',
  'realised',
  'assumed',
  'expected',
  'hoped',
  'guessed',
  'learned',
  'observed',
  'looked',
  'asked',
  'posted',
  'needed',
  'wanted',
  'liked',
  'faced',
  'encountered',
  'received',
  'experienced',
  'noted',
  'checked',
  'followed\\s+(?:this|these|the|some|all|many|several)\\s+(?:answers?|posts?|questions?|threads?|solutions?)',
  'tried\\s+(?:everything|all|many|several|various|some)\\b',
  'tried\\s+(?:to\\s+)?(?:fix|solve|resolve|debug|overcome|reinstall|uninstall|search|google|find)',
];
// After "when I …": a state or an outcome, not an action ("when I have a tensor…", "when I get the error").
const NOT_AN_ACTION: readonly string[] = [
  'am',
  'was',
  'were',
  'have',
  'had',
  'get',
  'got',
  'see',
  'saw',
  'think',
  'know',
  'understand',
  'need',
  'want',
  'do',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
];
// What the asker was doing when it failed ("I'm training a hand detection model", "When I run this in Colab",
// "After upgrading to tensorflow 2.9"): in a bug report this is the goal the outcome is set against (codebook
// `expected_vs_actual`: "a stated goal plus the error or output actually obtained is present"). "I am using
// PyTorch 1.5" states the environment, so "using" counts only with a purpose ("I'm using tensorflow to open…").
// "I set my model and data to the same device, but …" is the action done before the failure.
// A paragraph may open with the action itself: "Running the latest docker with:", "Attempting to do the following:".
// Codebook `expected_vs_actual` (v2): "naming the activity during which the error appeared states the goal".
const SITUATION_PHRASES: readonly string[] = [
  sequence("\\b(?:i\\s+(?:am|was|have\\s+been)|i['’]?m|we\\s+are|we['’]re)\\s+(?:\\w+\\s+)?", ONGOING_ACTIVITIES, '\\b'),
  '^(?:running|attempting to)\\b',
  sequence("\\bi\\s+(?:have\\s+|['’]ve\\s+)?(?:first\\s+|also\\s+|just\\s+)?", DONE_ACTIONS, '\\b'),
  sequence('\\b(?:when|whenever|while|after|once|every\\s+time)\\s+(?:i\\s+|we\\s+)?(?:\\w+\\s+)?', ACTIONS_WHEN_IT_FAILED, '\\b'),
  // Any activity the asker names, not only the listed verbs ("I am exporting a model", "while building a simple NN",
  // "when measuring time for torch.where", "When I calculate it manually"); the states and outcomes of
  // NOT_AN_ACTIVITY name no task (hostile review 2026-12-04: goals phrased outside the word list were missed).
  sequence(
    "\\b(?:i\\s+(?:am|was|have\\s+been)|i['’]?m|we\\s+are|we['’]re)\\s+(?:just\\s+|now\\s+|still\\s+|also\\s+|currently\\s+)?(?!",
    NOT_AN_ACTIVITY,
    '\\b)[a-z]{2,30}ing\\b',
  ),
  sequence('\\b(?:when|whenever|while|after|once|during)\\s+(?!', NOT_AN_ACTIVITY, '\\b)[a-z]{2,30}ing\\b'),
  // "I vectorize …", "I followed the instructions to install …", "I made a model vgg19 …": any past or present
  // action of the asker's own, save perceptions and outcomes (NOT_A_DONE_ACTION).
  sequence(
    "\\bi\\s+(?:have\\s+|['’]ve\\s+)?(?:first\\s+|also\\s+|just\\s+|then\\s+|recently\\s+|already\\s+)?(?!",
    NOT_A_DONE_ACTION,
    '\\b)(?:[a-z]{2,30}ed|made|ran|did|put|took|wrote|built|began)\\b',
  ),
  sequence(
    '\\b(?:when|whenever|while|after|once)\\s+(?:i|we)\\s+(?:then\\s+|also\\s+|first\\s+|try\\s+to\\s+|tried\\s+to\\s+)?(?!',
    NOT_AN_ACTION,
    '\\b)[a-z]{2,30}\\b',
  ),
];
const SITUATION = alternationRegExp(SITUATION_PHRASES, { flags: 'gim' });
// A how-to question names the task the asker wants done ("How can I remove the third item?", "Is there a
// way to do this without a loop?", "I was wondering if it is possible to implement…", "How would you go about…", "how would one run…", "Any way to load data into GPU directly?"): a goal, so the question is "partial" rather than "absent". It does not
// combine with an outcome into "present": what a how-to question shows is usually the input or an attempt,
// not a result set against an expectation. Asking how to understand or fix something is not a goal.
// Codebook `is_bug_report`: "how-to … or 'how do I implement X' questions"; a how-to names a goal (`partial`).
const HOW_TO_PHRASES: readonly string[] = [
  'how\\s+(?:to|can\\s+i|could\\s+i|do\\s+i|would\\s+i|should\\s+i|can\\s+we|could\\s+we|do\\s+we|should\\s+we|can\\s+one|does\\s+one|do\\s+you|would\\s+you|would\\s+one|should\\s+one)',
  'is\\s+there\\s+(?:a|an|any)\\s+(?:\\w+\\s+)?(?:way|method|function|option|equivalent)',
  'is\\s+it\\s+possible\\s+to',
  'any\\s+(?:other\\s+|easy\\s+|simple\\s+|better\\s+)?way\\s+to',
  '(?:if|whether)\\s+it\\s+is\\s+possible\\b',
  '(?:best|right|correct|proper|efficient|easiest|simplest)\\s+way\\s+(?:to|of)',
];
// "How to understand/fix …": asking how to understand or fix something names no task.
const NOT_A_HOW_TO_TASK: readonly string[] = [
  'understand',
  'interpret',
  'read',
  'explain',
  'know',
  'fix',
  'solve',
  'resolve',
  'debug',
  'overcome',
  // "how could I figure out what this does": learning what something does names no task (hostile review 2026-12-04).
  '(?:figure|find)\\s+out',
  'handle\\s+(?:this|the|it)',
  'get\\s+rid\\s+of\\s+(?:this|the)\\s+error',
];
const HOW_TO = alternationRegExp(HOW_TO_PHRASES, {
  flags: 'gi',
  wordBoundary: true,
  after: sequence('(?!\\s+', NOT_A_HOW_TO_TASK, '\\b)'),
});
// "But it …", "but the …", "but when …": in a bug report this introduces what went wrong; in a how-to or
// conceptual question it is just a contrast in the argument ("it is optional but it helps"), not an outcome.
const BUT_OUTCOME = /\bbut\s+(?:i\s+)?(?:get|got|it|the|this|when|instead|nothing|always|only|still)\b/gi;
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
const WHAT_IT_DID_NOT: readonly string[] = ["doesn'?t", 'does not', "didn'?t", 'did not', 'is not', "isn'?t", "won'?t"];
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
const ACTUAL = alternationRegExp(ACTUAL_PHRASES, { flags: 'gi', wordBoundary: true });

// "When I run this in Colab", "I am running this code below", "after executing this": running the posted code is
// no task (codebook v2: "the goal may come from the title or prose, not from the code alone: an error pasted with
// no stated task is partial"). "Trying to run Detectron2 on Colab" names what is run, and "when I try to run it"
// an attempt that failed: goals (the gold reads them so).
const RUN_VERBS: readonly string[] = ['run', 'runs', 'ran', 'running', 'execute', 'executed', 'executing'];
// What is run, when it is only the posted code: "this", "the code below", "the following", nothing at all.
const POSTED_CODE_WORDS: readonly string[] = [
  'this',
  'that',
  'these',
  'it',
  'the',
  'my',
  'our',
  'same',
  'whole',
  'entire',
  'above',
  'below',
  'following',
  'code',
  'script',
  'snippet',
  'program',
  'cell',
  'notebook',
  'lines?',
  'example',
  'command',
];
// Where the clause goes on without naming anything more: punctuation, a place ("in Colab"), a conjunction.
const CLAUSE_GOES_ON: readonly string[] = ['[.:,;!?)]', '$', '(?:and|but|in|on|with|i|it|using|from|as|then|so|after|without|under)\\b'];
// "When I try to run it", "the code I am trying to run": an attempt that failed is a goal.
const ATTEMPT = /\b(?:try|tried|trying|attempt\w{0,3})\b/i;
const RUN_AT_END = alternationRegExp(RUN_VERBS, { flags: 'i', wordBoundary: true, after: '$' });
const RUNS_POSTED_CODE = new RegExp(
  sequence('^(?:\\s+to\\s+', RUN_VERBS, ')?(?:\\s+', POSTED_CODE_WORDS, '\\b){0,4}\\s*(?=', CLAUSE_GOES_ON, ')'),
  'i',
);
const RUN_AFTER_TO = new RegExp(sequence('^\\s+to\\s+', RUN_VERBS, '\\b'), 'i');

/** Whether the goal or activity matched at `start`…`end` of `text` is only running the posted code. */
function runsOnlyThePostedCode(text: string, start: number, end: number): boolean {
  if (ATTEMPT.test(text.slice(start, end))) return false;
  const rest = text.slice(end, end + 80);
  const endsWithRun = RUN_AT_END.test(text.slice(start, end));
  if (!endsWithRun && !RUN_AFTER_TO.test(rest)) return false;
  return RUNS_POSTED_CODE.test(rest);
}

// "may not work well without the seed" is a worry, not a working baseline.
const NEGATIONS: readonly string[] = ['not', "n't", 'never'];

/** Whether the words at `start` follow a negation ("may not work well", "doesn't run fine"). */
function negated(text: string, start: number): boolean {
  const before = text
    .slice(Math.max(0, start - 8), start)
    .trimEnd()
    .toLowerCase();
  return NEGATIONS.some((n) => before.endsWith(n));
}

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
