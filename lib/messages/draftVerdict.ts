// The writing coach's verdict on a draft as the user types it: the same engine, the same quiet states as a posted
// question, plus "start writing" for a draft too short to judge. Pure: the draft's fields and the settings in.
import { parseCodeBlocksAhead } from '../analysis/program';
import { readMarkdownDraft } from '../readers/markdownDraft';
import { readMarkdownDraftInSlices, readStackOverflowMarkdownInSlices } from '../readers/markdownInSlices';
import type { BodyMeta } from '../readers/stackOverflowHtml';
import { readStackOverflowMarkdown } from '../readers/stackOverflowMarkdown';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { decide, type Verdict } from '../verdict';
import { unreadableVerdict } from '../verdictTexts';
import type { Question } from '../question';
import type { PastedDraftAnswer } from './messageTable';
import { judgeQuestion } from './pageVerdict';
import { draftWaitsFor } from './draftReadiness';
import type { DraftJudgment } from './draftWaiting';

export type { DraftJudgment } from './draftWaiting';

/** What the coach reads from the Ask / edit / Staging Ground page (lib/readers/stackOverflowDraftPage.ts). */
export interface DraftFields {
  title: string;
  /** The body as markdown (exact from the editor's textarea or markdown mode; lossy from rich text). */
  markdown: string;
  tags: string[];
  /** The site ("stackoverflow"), for the question model. */
  site: string;
}

/** Below this many characters of title and body together there is nothing to judge yet. */
const MIN_DRAFT_CHARS = 30;

export function judgeDraft(draft: DraftFields, settings: Settings): Verdict {
  return judgeDraftQuestion(draftQuestion(draft), settings);
}

/** The verdict on a draft already read (null: too short to judge). */
export function judgeDraftQuestion(question: Question | null, settings: Settings): Verdict {
  return question ? judgeQuestion(question, settings) : unreadableVerdict('draft_too_short');
}

/** The draft as a question, or null while it is too short to judge. */
export function draftQuestion(draft: DraftFields): Question | null {
  return tooShort(draft) ? null : readStackOverflowMarkdown(draft.markdown, draftMeta(draft));
}

/**
 * The background's judgment of a draft (the coach's on the Ask page, the edit page's): one background serves every
 * tab, so the work is cut into tasks with `pause()` between them (a macrotask: other tabs' messages are answered) —
 * the markdown parsed in slices, the read, long code blocks parsed ahead in slices, then the judgment. Hostile review
 * 2026-12-04: one draft held Chromium's background 2.96 s. The verdict is judgeDraft's.
 */
export async function judgeDraftInSlices(draft: DraftFields, settings: Settings, pause: () => Promise<void>): Promise<Verdict> {
  return (await judgeDraftWithWaitsInSlices(draft, settings, pause)).verdict;
}

/** judgeDraftInSlices, with what the draft waits for read from the same question. */
export async function judgeDraftWithWaitsInSlices(
  draft: DraftFields,
  settings: Settings,
  pause: () => Promise<void>,
): Promise<DraftJudgment> {
  const question = tooShort(draft) ? null : await readStackOverflowMarkdownInSlices(draft.markdown, draftMeta(draft), pause);
  if (question) await parseCodeBlocksAhead(question, pause).catch(() => undefined);
  await pause();
  return { verdict: judgeDraftQuestion(question, settings), waitsFor: draftWaitsFor(draft.title, question) };
}

/** judgeDraftWithWaitsInSlices in one call (tests, the bench). */
export function judgeDraftWithWaits(draft: DraftFields, settings: Settings): DraftJudgment {
  const question = draftQuestion(draft);
  return { verdict: judgeDraftQuestion(question, settings), waitsFor: draftWaitsFor(draft.title, question) };
}

/** What the reader is told of a draft besides its markdown: it has no id yet. */
function draftMeta(draft: DraftFields): BodyMeta {
  return { title: draft.title, tags: draft.tags, id: null, site: draft.site };
}

function tooShort(draft: DraftFields): boolean {
  return draft.title.trim().length + draft.markdown.trim().length < MIN_DRAFT_CHARS;
}

/** The popup's "Check a draft": a pasted question or draft, judged with the default settings, as `reprolens check` does. */
export function judgePastedDraft(markdown: string): PastedDraftAnswer {
  if (!markdown.trim()) return { error: 'Paste a question first.' };
  return decidePasted(() => readMarkdownDraft(markdown).question);
}

/** judgePastedDraft in the background: in tasks, as judgeDraftInSlices. */
export async function judgePastedDraftInSlices(markdown: string, pause: () => Promise<void>): Promise<PastedDraftAnswer> {
  if (!markdown.trim()) return { error: 'Paste a question first.' };
  let question: Question;
  try {
    question = (await readMarkdownDraftInSlices(markdown, pause)).question;
    await parseCodeBlocksAhead(question, pause).catch(() => undefined);
    await pause();
  } catch (error) {
    return couldNotCheck(error);
  }
  return decidePasted(() => question);
}

function decidePasted(read: () => Question): PastedDraftAnswer {
  try {
    return decide(read(), DEFAULT_SETTINGS);
  } catch (error) {
    return couldNotCheck(error);
  }
}

/** The engine should never throw; if it does, say so plainly and keep the pasted text. */
function couldNotCheck(error: unknown): PastedDraftAnswer {
  return { error: `ReproLens could not check this text (${error instanceof Error ? error.message : String(error)}).` };
}

/**
 * The verdict as the coach shows it: the facts and evidence the coach never displays are left out, so the message
 * back to the page after every pause in typing stays small (the page's main thread decodes it).
 */
export function coachView(verdict: Verdict): Verdict {
  if (verdict.state === 'unreadable') return verdict;
  const report = verdict.report;
  const items = Object.fromEntries(
    Object.entries(report.items).map(([id, judged]) => [id, { status: judged.status, reason: judged.reason, evidence: [], facts: {} }]),
  ) as unknown as typeof report.items;
  return { ...verdict, report: { ...report, items } };
}
