// Checklist item "expected_vs_actual": the phrase rules for the goal — what the asker set out to do, was doing
// when it failed, or asks how to do (codebook `expected_vs_actual`: "a stated goal plus the error or output actually
// obtained is present; a goal alone is partial"). Rules as data; pure.
import { alternationRegExp, sequence } from '../../phraseRules';
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
export const HOPE = /\bi\s+hope\s+to\b/gi;
export const GOAL = alternationRegExp(GOAL_PHRASES, {
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
export const SITUATION = alternationRegExp(SITUATION_PHRASES, { flags: 'gim' });
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
export const HOW_TO = alternationRegExp(HOW_TO_PHRASES, {
  flags: 'gi',
  wordBoundary: true,
  after: sequence('(?!\\s+', NOT_A_HOW_TO_TASK, '\\b)'),
});
// "When I run this in Colab", "I am running this code below", "after executing this": running the posted code is
// no task (codebook v2: "the goal may come from the title or prose, not from the code alone: an error pasted with
// no stated task is partial"). "Trying to run Detectron2 on Colab" names what is run, and "when I try to run it"
// an attempt that failed: goals (the gold reads them so).
// biome-ignore format: one alternative per line
const RUN_VERBS: readonly string[] = [
  'run',
  'runs',
  'ran',
  'running',
  'execute',
  'executed',
  'executing',
];
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
// biome-ignore format: one alternative per line
const CLAUSE_GOES_ON: readonly string[] = [
  '[.:,;!?)]',
  '$',
  '(?:and|but|in|on|with|i|it|using|from|as|then|so|after|without|under)\\b',
];
// "When I try to run it", "the code I am trying to run": an attempt that failed is a goal.
const ATTEMPT = /\b(?:try|tried|trying|attempt\w{0,3})\b/i;
const RUN_AT_END = alternationRegExp(RUN_VERBS, { flags: 'i', wordBoundary: true, after: '$' });
const RUNS_POSTED_CODE = /* @__PURE__ */ new RegExp(
  sequence('^(?:\\s+to\\s+', RUN_VERBS, ')?(?:\\s+', POSTED_CODE_WORDS, '\\b){0,4}\\s*(?=', CLAUSE_GOES_ON, ')'),
  'i',
);
const RUN_AFTER_TO = /* @__PURE__ */ new RegExp(sequence('^\\s+to\\s+', RUN_VERBS, '\\b'), 'i');

/** Whether the goal or activity matched at `start`…`end` of `text` is only running the posted code. */
export function runsOnlyThePostedCode(text: string, start: number, end: number): boolean {
  if (ATTEMPT.test(text.slice(start, end))) return false;
  const rest = text.slice(end, end + 80);
  const endsWithRun = RUN_AT_END.test(text.slice(start, end));
  if (!endsWithRun && !RUN_AFTER_TO.test(rest)) return false;
  return RUNS_POSTED_CODE.test(rest);
}
