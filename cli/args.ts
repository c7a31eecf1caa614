// Command-line parsing on node:util's parseArgs (so "--jobs=2", "--" and grouped short flags work as everywhere else);
// which option belongs to which command, and what its value may be, are checked here in the CLI's own words.
import { availableParallelism } from 'node:os';
import { parseArgs as parseArgv } from 'node:util';
import { CliError } from './errors';
import { REPORT_FORMATS, type ReportFormat } from './report/reportCommand';
import { SCORE_FORMATS, type ScoreFormat } from './score/inputFormat';
import { parseDateBound, type RowFilter } from './score/rowFilter';

export { USAGE } from './usage';

export interface ScoreCommand {
  name: 'score';
  input: string;
  /** null: detected from the extension or the content. */
  format: ScoreFormat | null;
  filter: RowFilter;
  /** The host of the questions' links when a SEDE or dump row is read. */
  site: string;
  jobs: number;
  resume: string | null;
}

export type Command =
  | { name: 'help' }
  | { name: 'version' }
  | { name: 'check'; input: string; json: boolean }
  | { name: 'skeleton'; input: string; json: boolean }
  | ScoreCommand
  | { name: 'report'; input: string; format: ReportFormat; out: string | null };

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
  json: { type: 'boolean' },
  format: { type: 'string' },
  tagged: { type: 'string', multiple: true },
  since: { type: 'string' },
  until: { type: 'string' },
  site: { type: 'string' },
  jobs: { type: 'string' },
  resume: { type: 'string' },
  out: { type: 'string' },
} as const;

type OptionName = keyof typeof OPTIONS;

const COMMAND_OPTIONS: Record<string, readonly OptionName[]> = {
  check: ['json'],
  skeleton: ['json'],
  score: ['format', 'tagged', 'since', 'until', 'site', 'jobs', 'resume'],
  report: ['format', 'out'],
};

export function parseArgs(argv: readonly string[]): Command {
  // Not strict: an unknown option is refused below, naming the command it does not belong to.
  const { values, positionals, tokens } = parseArgv({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (values.help === true) return { name: 'help' };
  if (values.version === true) return { name: 'version' };

  const [command, input, ...extra] = positionals;
  if (!command) throw new CliError('no command given (see reprolens --help)');
  const allowed = COMMAND_OPTIONS[command];
  if (!allowed) throw new CliError(`unknown command "${command}" (see reprolens --help)`);

  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!(allowed as readonly string[]).includes(token.name))
      throw new CliError(`unknown option ${token.rawName} for ${command} (see reprolens --help)`);
    const type = OPTIONS[token.name as OptionName].type;
    if (type === 'boolean' && token.value !== undefined) throw new CliError(`${command}: ${token.rawName} takes no value`);
    // "--format --json": parseArgs (not strict) would take the next option as the value.
    if (type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && token.value !== '-')))
      throw new CliError(`${command}: ${token.rawName} needs a value (see reprolens --help)`);
  }
  if (input === undefined) throw new CliError(`${command}: missing input file (a path, or - for standard input)`);
  if (extra.length) throw new CliError(`${command}: expected one input, got ${extra.length + 1}`);

  const text = (name: OptionName): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (command === 'score') return scoreCommand(input, text, (values.tagged as string[] | undefined) ?? []);
  if (command === 'report')
    return {
      name: 'report',
      input,
      format: oneOf('report', '--format', text('format') ?? 'html', REPORT_FORMATS),
      out: text('out') ?? null,
    };
  return { name: command as 'check' | 'skeleton', input, json: values.json === true };
}

function scoreCommand(input: string, text: (name: OptionName) => string | undefined, tagged: string[]): ScoreCommand {
  const format = text('format');
  return {
    name: 'score',
    input,
    format: format === undefined ? null : oneOf('score', '--format', format, SCORE_FORMATS),
    filter: {
      tagged: tagList(tagged),
      since: dateBound(text('since'), 'since'),
      until: dateBound(text('until'), 'until'),
    },
    site: siteHost(text('site') ?? 'stackoverflow.com'),
    jobs: jobCount(text('jobs')),
    resume: text('resume') ?? null,
  };
}

function oneOf<T extends string>(command: string, option: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new CliError(`${command}: ${option} must be one of ${choices.join(', ')} (got "${value}")`);
}

/** "--tagged pytorch,tensorflow --tagged keras": any of the three. Stack Exchange tags are lower case. */
function tagList(values: string[]): string[] {
  const tags = values.flatMap((value) => value.split(',')).map((tag) => tag.trim().toLowerCase());
  if (values.length && tags.every((tag) => tag === ''))
    throw new CliError('score: --tagged needs at least one tag (e.g. --tagged pytorch,keras)');
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

function dateBound(value: string | undefined, bound: 'since' | 'until'): number | null {
  if (value === undefined) return null;
  const time = parseDateBound(value, bound);
  if (time === null) throw new CliError(`score: --${bound} must be a date, YYYY-MM-DD or ISO 8601 (got "${value}")`);
  return time;
}

function jobCount(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1024)
    throw new CliError(`score: --jobs must be a whole number from 1 to 1024 (got "${value}")`);
  return Number(value);
}

/** A host name as in a question's link ("datascience.stackexchange.com"); a pasted "https://…/" is taken too. */
function siteHost(value: string): string {
  const host = value.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  if (!/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d+)?$/i.test(host))
    throw new CliError(`score: --site must be a host name such as datascience.stackexchange.com (got "${value}")`);
  return host.toLowerCase();
}
