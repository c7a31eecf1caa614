// A post of the Stack Exchange Posts table, as a SEDE CSV export and the data dump's Posts.xml both write it (column
// names of the Stack Exchange Data Dump schema: Id, PostTypeId, CreationDate, Body, Title, Tags, …), turned into a
// Stack Exchange API question item: the record shape `scoreRecord` takes.

/** A post's fields by column name, as text; a column the input lacks is undefined. */
export type PostFields = Record<string, string | undefined>;

export type PostRead = { record: ApiQuestion } | { otherPost: true } | { problem: string };

export interface ApiQuestion {
  question_id: number;
  title: string;
  body_html: string;
  tags: string[];
  link: string;
  creation_date?: number;
}

/** PostTypeId 1 is a question (2 an answer, 4 and 5 a tag's excerpt and wiki, …), per the data dump's schema. */
const QUESTION_TYPE = '1';

export function questionFromPost(fields: PostFields, site: string): PostRead {
  if (fields.PostTypeId !== undefined && fields.PostTypeId.trim() !== QUESTION_TYPE) return { otherPost: true };
  const id = fields.Id?.trim();
  if (!id) return { problem: 'no Id' };
  if (!/^\d+$/.test(id)) return { problem: `Id "${id.slice(0, 40)}" is not a post number` };
  if (fields.Body === undefined) return { problem: 'no Body' };
  const record: ApiQuestion = {
    question_id: Number(id),
    // The API writes titles HTML-escaped and its reader decodes them; a dump's title is plain text.
    title: escapeHtml(fields.Title ?? ''),
    body_html: fields.Body,
    tags: postTags(fields.Tags ?? ''),
    link: `https://${site}/q/${id}`,
  };
  const seconds = dumpDateSeconds(fields.CreationDate ?? '');
  if (seconds !== null) record.creation_date = seconds;
  return { record };
}

/** Tags as dumps since 2024 write them, "|a|b|", and as SEDE and older dumps do, "<a><b>". */
export function postTags(text: string): string[] {
  const value = text.trim();
  if (value.startsWith('|')) return value.split('|').filter((tag) => tag !== '');
  return [...value.matchAll(/<([^<>]+)>/g)].map((match) => match[1]);
}

const DUMP_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Unix seconds of a Posts date: SEDE writes "2020-08-25 15:48:28", the dump "2014-05-14T08:11:02.157", both UTC
 * without saying so; null when the text is no such date.
 */
export function dumpDateSeconds(text: string): number | null {
  const match = DUMP_DATE.exec(text.trim());
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}${match[3] ?? 'Z'}`);
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
