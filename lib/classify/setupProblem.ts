// Installation, import and environment-setup problems: no data, model or training flows through
// them, so those items are "na" (codebook clarifications).
import type { JudgeContext } from '../context';
import { alternationRegExp, sequence } from '../phraseRules';

// Codebook `bug_type`: an "installation/import error" — the exception classes …
const SETUP_EXCEPTIONS: readonly string[] = [
  'ImportError',
  'ModuleNotFoundError',
  'OSError',
  'DLL',
  'PackagesNotFoundError',
  'UnsatisfiableError',
  'CondaHTTPError',
];
// … and the messages of a missing or broken install.
const SETUP_ERROR_MESSAGES: readonly string[] = [
  sequence('^', SETUP_EXCEPTIONS),
  'no module named',
  'dll load failed',
  'libcudart',
  'cannot import',
  'could not find a version',
  'no matching distribution',
  'not a supported wheel',
];
const SETUP_ERROR = alternationRegExp(SETUP_ERROR_MESSAGES, { flags: 'i' });
// Codebook: "`model`, `hyperparameters` are `na` when the question's problem does not involve a model or training
// at all" — installing, importing, building and deploying.
const SETUP_PHRASES: readonly string[] = [
  'install(?:ing|ed|ation)?',
  'pip3? install',
  'conda install',
  'setup\\.py',
  'wheel',
  'requirements\\.txt',
  // Importing the framework itself, whichever it is (codebook: an import error is an install problem).
  'import(?:ing)? (?:from )?(?:torch|tensorflow|keras)',
  "can(?:no|')t import",
  'unable to import',
  'not (?:find|found)',
  'is_available\\(\\)',
  'cuda is not available',
  "can'?t see (?:the )?gpu",
  'build from source',
  'compil(?:e|ing) (?:pytorch|torch|from source)',
  'docker(?:file)?',
  'heroku',
  'deploy\\w*',
  'virtualenv',
  'venv',
];
const SETUP_WORDS = alternationRegExp(SETUP_PHRASES, { flags: 'i', wordBoundary: true });

export function isSetupProblem(ctx: JudgeContext): boolean {
  const modelOrTraining = ctx.python.some(({ fact }) => fact.models.length > 0 || fact.training.length > 0);
  if (modelOrTraining) return false;
  const setupError = ctx.errors.some((e) => SETUP_ERROR.test(`${e.fact.exceptionType}: ${e.fact.message}`));
  const setupWords =
    SETUP_WORDS.test(ctx.titleLower) || (SETUP_WORDS.test(ctx.proseLower) && ctx.python.every(({ fact }) => fact.lines <= 6));
  return setupError || setupWords;
}
