// The demo's assembled page shows the question's OWN numbers: its votes, when it was asked, modified and viewed, how
// many answers it has. The host page (a saved 2022-12 page of another question) carries its own — 352 votes, 2012
// dates, "5 Answers" — and showing those beside another question's text misleads (trial of the panel, point 7). Each
// number comes from the question's Stack Exchange API record; a number the record lacks is left out, never the
// host's kept. Who edited the host question, its asker's avatar and reputation, and its comment count are removed:
// no record says them. String edits, as tools/fixtures/assembleQuestionPage.ts does, so every other byte stays.
import { elementAt } from '../fixtures/assembleQuestionPage';

/** The record's numbers (Stack Exchange API fields; dates as ISO strings, as the corpus has them, or epoch seconds). */
export interface QuestionStats {
  score?: number | null;
  creation_date?: string | number | null;
  last_activity_date?: string | number | null;
  view_count?: number | null;
  answer_count?: number | null;
}

type Edit = (html: string, stats: QuestionStats, now: Date) => string;

/** The host page with `stats` in place of its own numbers; `now` is what "asked 3 years ago" counts from. */
export function showQuestionStats(html: string, stats: QuestionStats, now: Date): string {
  const edits: Edit[] = [headerStats, voteCount, askedSignature, removeEditorCard, removeAskerFlair, removeCommentCount, answersHeader];
  return edits.reduce((page, edit) => edit(page, stats, now), html);
}

// --- Formatting as Stack Overflow does (2022-12 page) ----------------------------------------------------------------

function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2020-05-18 19:03:09Z": the tooltip of every date on the page. */
function isoTitle(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}Z`;
}

/** "10 years, 9 months ago", "10 months ago", "12 days ago", "today": the header's relative dates. */
export function relativeAge(date: Date, now: Date): string {
  const months =
    (now.getUTCFullYear() - date.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    date.getUTCMonth() -
    (now.getUTCDate() < date.getUTCDate() ? 1 : 0);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (months >= 12) {
    const rest = months % 12;
    return `${plural(Math.floor(months / 12), 'year')}${rest ? `, ${plural(rest, 'month')}` : ''} ago`;
  }
  if (months >= 1) return `${plural(months, 'month')} ago`;
  const days = Math.floor((now.getTime() - date.getTime()) / 86_400_000);
  return days >= 1 ? `${plural(days, 'day')} ago` : 'today';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "May 18, 2020 at 19:03": the signature's date. */
function signatureDate(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${time}`;
}

/** "212k": the header's view count (its tooltip has the exact figure). */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${Math.floor(n / 1000)}k`;
  return `${(Math.floor(n / 100_000) / 10).toFixed(1).replace(/\.0$/, '')}m`;
}

const hasNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

// --- The edits ---------------------------------------------------------------------------------------------------------

/** The element opening at the first match of `open` (after `from`), or null when the page has none. */
function find(html: string, open: RegExp, tagName: string, from = 0) {
  const search = new RegExp(open.source, 'g');
  search.lastIndex = from;
  const match = search.exec(html);
  return match ? elementAt(html, match.index, tagName) : null;
}

/** Asked / Modified / Viewed under the title, in the host's markup; an item the record lacks is left out. */
function headerStats(html: string, stats: QuestionStats, now: Date): string {
  const header = find(html, /<div\b[^>]*\bid="question-header"/, 'div');
  if (!header) return html;
  const row = find(html, /<div\b[^>]*>/, 'div', header.end);
  if (!row) return html;
  const asked = dateOf(stats.creation_date);
  const modified = dateOf(stats.last_activity_date);
  const label = (text: string) => `<span class="fc-light mr2">${text}</span>\n`;
  const items = [
    asked &&
      `<div class="flex--item ws-nowrap mr16 mb8" title="${isoTitle(asked)}">${label('Asked')}<time itemprop="dateCreated" datetime="${asked.toISOString().slice(0, 19)}">${relativeAge(asked, now)}</time></div>`,
    modified &&
      `<div class="flex--item ws-nowrap mr16 mb8">${label('Modified')}<a href="?lastactivity" class="s-link s-link__inherit" title="${isoTitle(modified)}">${relativeAge(modified, now)}</a></div>`,
    hasNumber(stats.view_count) &&
      `<div class="flex--item ws-nowrap mb8" title="Viewed ${stats.view_count.toLocaleString('en-US')} times">${label('Viewed')}${shortCount(stats.view_count)} times</div>`,
  ].filter(Boolean);
  return html.slice(0, row.innerStart) + items.join('\n') + html.slice(row.innerEnd);
}

/** The vote count beside the question (and `#question[data-score]`); without a score, no count at all. */
function voteCount(html: string, stats: QuestionStats): string {
  const score = hasNumber(stats.score) ? String(stats.score) : '';
  const question = /<div\b[^>]*\bid="question"[^>]*>/.exec(html);
  let page = question
    ? html.slice(0, question.index) +
      question[0].replace(/\sdata-score="[^"]*"/, ` data-score="${score}"`) +
      html.slice(question.index + question[0].length)
    : html;
  const count = find(page, /<div\b[^>]*\bclass="js-vote-count\b/, 'div');
  if (!count) return page;
  const tag = page.slice(count.start, count.innerStart);
  page = hasNumber(stats.score)
    ? `${page.slice(0, count.start)}${tag.replace(/data-value="[^"]*"/, `data-value="${stats.score}"`)}${stats.score}${page.slice(count.innerEnd)}`
    : page.slice(0, count.start) + page.slice(count.end);
  return page;
}

const OWNER_SIGNATURE = /<div\b[^>]*\bclass="[^"]*\bpost-signature owner\b/;

/** "asked May 18, 2020 at 19:03" in the asker's signature; without a date, no "asked" line. */
function askedSignature(html: string, stats: QuestionStats): string {
  const owner = find(html, OWNER_SIGNATURE, 'div');
  if (!owner) return html;
  const time = find(html, /<div class="user-action-time">/, 'div', owner.innerStart);
  if (!time || time.start > owner.end) return html;
  const asked = dateOf(stats.creation_date);
  const line = asked
    ? `<div class="user-action-time">\n        asked <span title="${isoTitle(asked)}" class="relativetime">${signatureDate(asked)}</span>\n    </div>`
    : '';
  return html.slice(0, time.start) + line + html.slice(time.end);
}

/** The host question's "edited … by" card: no record names the editor. */
function removeEditorCard(html: string): string {
  const question = find(html, /<div\b[^>]*\bid="question"/, 'div');
  if (!question) return html;
  const editor = find(html, /<div class="post-signature flex--item">/, 'div', question.innerStart);
  return editor && editor.end < question.end ? html.slice(0, editor.start) + html.slice(editor.end) : html;
}

/** The host asker's avatar and reputation under the record's asker's name: they are someone else's. */
function removeAskerFlair(html: string): string {
  let page = html;
  for (const part of [/<div class="user-gravatar32">/, /<div class="-flair">/]) {
    const owner = find(page, OWNER_SIGNATURE, 'div');
    const found = owner && find(page, part, 'div', owner.innerStart);
    if (owner && found && found.end <= owner.end) page = page.slice(0, found.start) + page.slice(found.end);
  }
  return page;
}

/** The host question's comment count (its comments are already removed). */
function removeCommentCount(html: string): string {
  return html.replace(/<span class="d-none" itemprop="commentCount">\d+<\/span>/, '');
}

/**
 * "N Answers" from the record, with a line saying the answers are on Stack Overflow (the host's are removed); without
 * an answer count, no header at all.
 */
function answersHeader(html: string, stats: QuestionStats): string {
  const header = find(html, /<div id="answers-header">/, 'div');
  if (!header) return html;
  if (!hasNumber(stats.answer_count)) return html.slice(0, header.start) + html.slice(header.end);
  const n = stats.answer_count;
  const heading = find(html, /<h2\b[^>]*\bdata-answercount="/, 'h2', header.innerStart);
  if (!heading || heading.end > header.end) return html;
  const words = `${n} Answer${n === 1 ? '' : 's'}`;
  const where = n === 1 ? 'its answer is' : `its ${n} answers are`;
  const note =
    n > 0
      ? `\n<p class="fc-light mb16" data-demo="answers-not-shown">This demo page shows the question only: ${where} on Stack Overflow.</p>`
      : '';
  const rebuilt = `<h2 class="mb0" data-answercount="${n}">\n${words}\n<span style="display:none;" itemprop="answerCount">${n}</span>\n</h2>`;
  return html.slice(0, heading.start) + rebuilt + html.slice(heading.end, header.end) + note + html.slice(header.end);
}
