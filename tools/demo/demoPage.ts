// Which page `npm run demo` opens (any question, not only one): the default assembled page of
// question 61877098, any question of the corpus files (`--question <id>`: its record placed into the saved question
// page the assembled fixtures use, tools/fixtures/assembleQuestionPage.ts), or any saved page (`--page <file>`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import {
  ASSEMBLED_DIR,
  assembleQuestionPage,
  COMMENT_FORM_PAGE,
  type CorpusQuestionRecord,
  PAGES_DIR,
} from '../fixtures/assembleQuestionPage';
import { type QuestionStats, showQuestionStats } from './questionStats';

export const DEFAULT_QUESTION_ID = '61877098';
/** The saved question page the assembled fixtures are built in (a logged-out 2022-12 page; see its PROVENANCE.md). */
const HOST_PAGE = 'so-2022-12_stackoverflow_9688200.html';
/** The corpus files, beside the repository as `npm run eval` finds them (REPROLENS_CORPUS_DIR for another place). */
const CORPUS_DIR = '../shared/corpus/stackoverflow';
/** The real saved 2023 Ask page (tests/fixtures/pages/PROVENANCE.md): the coach's tour types into its fields. */
export const ASK_PAGE_FILE = 'tests/fixtures/pages/so-2023-10_stackoverflow_ask.html';

export interface DemoPage {
  /** Where the page came from, for the user. */
  source: string;
  html: string;
  /** The URL it is served at (no request leaves the machine). */
  url: string;
  /** A question draft page (the Ask page): the question-page stylesheet stand-in hides its form. */
  isDraftPage: boolean;
}

export type PageChoice = { kind: 'default' } | { kind: 'question'; id: string } | { kind: 'page'; file: string };

export class DemoPageError extends Error {}

/** `now`: what the page's "asked 5 years ago" counts from. A saved page (`--page`) is served as saved. */
export function demoPage(root: string, choice: PageChoice, env: NodeJS.ProcessEnv, now = new Date()): DemoPage {
  if (choice.kind === 'page') return savedPage(path.resolve(choice.file), root);
  if (choice.kind === 'question') return corpusQuestionPage(root, choice.id, now, env.REPROLENS_CORPUS_DIR);
  return assembledPage(root, DEFAULT_QUESTION_ID, now);
}

/** The committed assembled page of a question (tests/fixtures/pages/assembled/), with its record's own numbers. */
function assembledPage(root: string, id: string, now: Date): DemoPage {
  const dir = path.join(root, ASSEMBLED_DIR);
  const name = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${id}.html`)) : undefined;
  if (!name) throw new DemoPageError(`the demo page is missing: no ${ASSEMBLED_DIR}/*-${id}.html in ${root}.`);
  const page = savedPage(path.join(dir, name), root);
  const record = recordIn(path.join(dir, 'records.jsonl'), id);
  if (!record)
    throw new DemoPageError(`question ${id} is missing from ${ASSEMBLED_DIR}/records.jsonl: its votes and dates come from there.`);
  return { ...page, html: showQuestionStats(page.html, record, now) };
}

/** The corpus line of question `id` in a JSON-lines file, parsed; null when the file does not have it. */
function recordIn(file: string, id: string): (CorpusQuestionRecord & QuestionStats) | null {
  if (!existsSync(file)) return null;
  const idField = new RegExp(`"question_id":\\s*${id}[,}]`);
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => idField.test(l));
  if (!line) return null;
  const record = JSON.parse(line) as CorpusQuestionRecord & QuestionStats;
  return String(record.question_id) === id ? record : null;
}

/** A saved page served at its canonical URL (a question's, or the Ask page's when it is one). */
function savedPage(file: string, root: string): DemoPage {
  if (!existsSync(file)) throw new DemoPageError(`--page ${file}: no such file.`);
  const html = readFileSync(file, 'utf8');
  const isDraftPage = DRAFT_PAGE.test(html);
  return { source: path.relative(root, file) || file, html, url: pageUrl(html, path.basename(file)), isDraftPage };
}

const DRAFT_PAGE = /data-form-type="question"|js-staging-ground-wizard/;

function pageUrl(html: string, name: string): string {
  const canonical = /<link\s+rel="canonical"\s+href="(https:\/\/[^"]+)"/.exec(html)?.[1];
  if (canonical) return canonical;
  // The saved Ask page has no canonical link; the coach runs on /questions/ask.
  if (DRAFT_PAGE.test(html)) return 'https://stackoverflow.com/questions/ask';
  const id = /(\d{4,})\.html$/.exec(name)?.[1];
  return id ? `https://stackoverflow.com/questions/${id}/` : 'https://stackoverflow.com/questions/ask';
}

/** A corpus question (any *.jsonl of the corpus folder) in the saved question page, the way the fixtures are built. */
function corpusQuestionPage(root: string, id: string, now: Date, corpusDir?: string): DemoPage {
  if (!/^\d+$/.test(id)) throw new DemoPageError(`--question needs a question id (digits), not "${id}".`);
  const dir = path.resolve(root, corpusDir ?? CORPUS_DIR);
  if (!existsSync(dir))
    throw new DemoPageError(`no corpus folder at ${dir} (set REPROLENS_CORPUS_DIR, or place ../shared beside the repository).`);
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const record = recordIn(path.join(dir, name), id);
    if (!record) continue;
    const host = readFileSync(path.join(root, PAGES_DIR, HOST_PAGE), 'utf8');
    const commentForm = readFileSync(path.join(root, PAGES_DIR, COMMENT_FORM_PAGE), 'utf8');
    // Most corpus files carry no asker: the signature then names none rather than the host page's own asker.
    const withOwner = {
      ...record,
      owner_display_name: record.owner_display_name ?? 'the asker',
      owner_link: record.owner_link ?? `https://stackoverflow.com/users/0/asker-of-${id}`,
    };
    return {
      source: `question ${id} of ${path.relative(root, path.join(dir, name))}, in ${PAGES_DIR}/${HOST_PAGE}`,
      html: showQuestionStats(assembleQuestionPage(host, withOwner, commentForm), record, now),
      url: record.link.startsWith('https://') ? record.link : `https://stackoverflow.com/questions/${id}/`,
      isDraftPage: false,
    };
  }
  throw new DemoPageError(`question ${id} is in none of the corpus files in ${dir}.`);
}

/**
 * For a draft page: the real Stacks sheet (node_modules/@stackoverflow/stacks) for stacks.css and the synthesized page
 * grid for primary.css (tests/fixtures/pages/synth-so-page-grid.css), as tests/browser/coachPlacement.browser.test.ts
 * lays the saved Ask page out; registered after the stand-in's route, so it answers first.
 */
export async function routeDraftPageSheets(context: BrowserContext, root: string): Promise<void> {
  const stacks = readFileSync(path.join(root, 'node_modules/@stackoverflow/stacks/dist/css/stacks.css'), 'utf8');
  const grid = readFileSync(path.join(root, PAGES_DIR, 'synth-so-page-grid.css'), 'utf8');
  await context.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) => {
    const url = route.request().url();
    const body = url.includes('/Shared/stacks.css') ? stacks : url.includes('/primary.css') ? grid : '';
    return route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body });
  });
}
