// The phrase rules of the bug-report judgment (lib/classify/bugReport.ts), as data: each list names the codebook
// line it implements (codebook `is_bug_report`). Split from bugReport.ts to keep each file small.
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
  // All of one value where values were expected ("a tensor containing all zeros"): a degenerate result.
  'all (?:zeros?|ones|nans?)\\b',
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
export const FAILURE = alternationRegExp(FAILURE_PHRASES, { flags: 'gi', before: '\\b' });
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
export const ATTEMPT_FAILED = alternationRegExp(ATTEMPT_FAILED_PHRASES, { flags: 'i', wordBoundary: true });
// A package manager's or build tool's own error line in a pasted output ("ERROR: No matching distribution found for
// tensorflow==2.6.2", "#6 0.583 ERROR: Could not find a version …", "E: Unable to locate package"): the command
// failed (codebook `is_bug_report`: code that errors), though no Python exception is raised.
export const COMMAND_ERROR_LINE = /^[ \t>#\d.]*(?:ERROR|FATAL|fatal|E): \S/;
// Bug-report templates (GitHub's, and askers who copy them): "Describe the current behavior" /
// "expected behavior", "Steps to reproduce".
export const REPORT_TEMPLATE = /\b(?:current|actual|observed) behaviou?r\b|\bsteps to reproduce\b|\bto reproduce\b/i;
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
export const FIX_REQUEST = alternationRegExp(FIX_REQUEST_PHRASES, { flags: 'i', wordBoundary: true });
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
export const ERROR_STATED = alternationRegExp(ERROR_STATED_PHRASES, { flags: 'i' });

// Asking why code works is a question about the framework, not a report of code that fails.
export const WHY_IT_WORKS =
  /\bwhy (?:this|it|that)(?: code| snippet| approach| function)? (?:actually |still |even )?(?:works?|is working)\s*[.?!:]/i;
// Codebook `is_bug_report`: "conceptual" questions, and toy code written to ask "why does this behave so", even
// when it errors, are no. How askers say they want an explanation, not a fix: they are only curious, they already
// know the fix or a workaround, their code works and they want to understand it, they ask for the rationale.
const UNDERSTANDING_AIM_PHRASES: readonly string[] = [
  '(?:just|only|merely|simply) (?:curious|interested in (?:understanding|knowing)|want(?:ed)? to (?:understand|know))',
  'out of curiosity',
  '(?:i|we) (?:already |also )?know how to (?:fix|solve|avoid|get around)',
  '(?:i|we) (?:already |also )?know (?:that )?there (?:are|is) (?:ways?|a way) to (?:fix|solve|avoid|get around)',
  '(?:i|we) (?:already )?have (?:some |a )?(?:workarounds?|fix|fixes) for',
  'deeper understanding',
  'works? (?:fine|well)[^.?!\\n]{0,40}\\bbut i (?:want|would like) to understand',
  'the (?:philosophy|rationale|reasoning) behind',
];
export const UNDERSTANDING_AIM = alternationRegExp(UNDERSTANDING_AIM_PHRASES, { flags: 'i', wordBoundary: true });
// Codebook `is_bug_report`: "recommendation" questions are no. A title that asks for an opinion or a practice ("is
// setting a random seed a good idea?", "Best practices to benchmark …", "Shall we lower case …") asks what to do,
// not why the asker's run fails.
const RECOMMENDATION_TITLE_PHRASES: readonly string[] = [
  'a good idea',
  'best practices?',
  'shall (?:i|we)',
  'recommended (?:way|approach|practice|method)',
  '(?:which|what) is (?:better|preferred|preferable)',
  'pros and cons',
  'advisable',
];
export const RECOMMENDATION_TITLE = alternationRegExp(RECOMMENDATION_TITLE_PHRASES, { flags: 'i', wordBoundary: true });
// Codebook `is_bug_report`: the asker reports code that fails. A failure the asker only supposes ("may not work
// well", "which obviously does not work" of a call they wish existed, "might be wrong") reports no run.
const HYPOTHETICAL_MARKERS: readonly string[] = ['may', 'might', 'obviously', 'probably', 'possibly', 'perhaps'];
export const HYPOTHETICAL_BEFORE = alternationRegExp(HYPOTHETICAL_MARKERS, {
  flags: 'i',
  wordBoundary: true,
  after: ' +(?:be +)?$',
});
// Codebook `is_bug_report`: the asker reports code that fails. A negation whose subject is the asker ("I'm not
// running anything on GPU", "I am not asking for …", "we're not using") says what the asker does, not what the code
// fails to do.
export const ASKER_SUBJECT_BEFORE = /\b(?:i'?m|i am|we'?re|we are)(?: (?:just|really|actually|even))? *$/i;
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
export const SYMPTOM_TITLE = alternationRegExp(SYMPTOM_TITLE_PHRASES, { flags: '' });
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
export const HOW_TO = alternationRegExp(HOW_TO_PHRASES, { flags: 'i' });
