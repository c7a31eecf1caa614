// The options of `npm run demo` (./demo.ts) and their help text.
import { CHROMIUM } from '../browserBinaries';
import { ASK_PAGE_FILE, DEFAULT_QUESTION_ID as QUESTION_ID, type PageChoice } from './demoPage';

/** The window of a common laptop, where the expanded panel must fit without inner scrolling. */
const DEFAULT_WINDOW = { width: 1366, height: 768 };

/** An error whose message is meant for the user as it is. */
export class DemoError extends Error {}
/** A wrong option: exit code 2, as for the CLI. */
export class UsageError extends DemoError {}

/** Where `--tour` writes its screenshots unless `--out-dir` says otherwise. */
export const DEFAULT_TOUR_DIR = 'reprolens-tour';

export const USAGE = `Usage: npm run demo [-- options]
  Builds the extension and opens Chromium with it on Stack Overflow question ${QUESTION_ID} (served locally).
  With a display (DISPLAY or WAYLAND_DISPLAY set) the browser stays open until you close it; without one it saves a
  screenshot of the expanded panel and prints the score.

  --question <id>   any question of the corpus files (../shared/corpus/stackoverflow/*.jsonl), in a saved page
  --page <file>     any saved page (a question page, or the saved Ask page for the writing coach)
  --window <WxH>    the window (headless: the viewport) size, default ${DEFAULT_WINDOW.width}x${DEFAULT_WINDOW.height}
  --headless        no window, even with a display: screenshot and score, then exit
  --out <file>      where to save the screenshot (default reprolens-demo.png; headed: only when given)
  --theme <theme>   light (default) or dark (Stack Overflow's dark theme: body.theme-dark)
  --tour            headless: folds, expands, clicks an evidence mark, opens the reproduction skeleton and the
                    "ask for details" comment, one screenshot per step (tour-1-folded.png, …) in --out-dir;
                    with --page ${ASK_PAGE_FILE}: types a real draft, then presses "Review your
                    question" (coach.png, coach-before-posting.png)
  --out-dir <dir>   where --tour writes its screenshots (default ${DEFAULT_TOUR_DIR})
  --readme-images   the tour in both themes and the coach's steps, and the README's images written from them into docs/
  -h, --help        this text

  REPROLENS_CHROMIUM=<path>  another Chromium binary (default ${CHROMIUM})
  REPROLENS_DEBUG=1          stack traces on errors
`;

/** `--tour`: its screenshots' folder and the themes it runs in (both, for the README's images). */
export interface TourOptions {
  outDir: string;
  themes: ReadonlyArray<'light' | 'dark'>;
  readmeImages: boolean;
}

export interface Options {
  headless: boolean;
  tour: TourOptions | null;
  out: string | null;
  theme: 'light' | 'dark';
  page: PageChoice;
  window: { width: number; height: number };
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options | 'help' {
  let headless = !(env.DISPLAY || env.WAYLAND_DISPLAY);
  let out: string | null = null;
  let theme: Options['theme'] = 'light';
  let page: PageChoice = { kind: 'default' };
  let window = DEFAULT_WINDOW;
  let tour = false;
  let readmeImages = false;
  let outDir: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value (see npm run demo -- --help)`);
      return v;
    };
    if (flag === '-h' || flag === '--help') return 'help';
    else if (flag === '--headless') headless = true;
    else if (flag === '--out') out = value();
    else if (flag === '--tour') tour = true;
    else if (flag === '--readme-images') readmeImages = tour = true;
    else if (flag === '--out-dir') outDir = value();
    else if (flag === '--question') page = { kind: 'question', id: value() };
    else if (flag === '--page') page = { kind: 'page', file: value() };
    else if (flag === '--window') {
      const size = /^(\d{3,4})x(\d{3,4})$/.exec(value());
      if (!size) throw new UsageError('--window must be WIDTHxHEIGHT, e.g. 1366x768');
      window = { width: Number(size[1]), height: Number(size[2]) };
    } else if (flag === '--theme') {
      const v = value();
      if (v !== 'light' && v !== 'dark') throw new UsageError(`--theme must be light or dark, not "${v}"`);
      theme = v;
    } else throw new UsageError(`unknown option ${argv[i]} (see npm run demo -- --help)`);
  }
  if (outDir !== null && !tour) throw new UsageError('--out-dir is for --tour (a single screenshot goes where --out says)');
  if (tour && out !== null) throw new UsageError('--tour writes one screenshot per step into --out-dir, not --out');
  if (!tour) return { headless, tour: null, out: out ?? (headless ? 'reprolens-demo.png' : null), theme, page, window };
  // The tour is headless: its screenshots are taken at the window's size, whatever the display.
  const themes = readmeImages ? (['light', 'dark'] as const) : [theme];
  return { headless: true, tour: { outDir: outDir ?? DEFAULT_TOUR_DIR, themes, readmeImages }, out: null, theme, page, window };
}
