// `--tagged`, `--since`, `--until`: which rows are scored at all. Read from the record before it is scored (a tag and
// a date are cheap to read; the engine is not), so a whole dump can be narrowed fast.

export interface RowFilter {
  /** Lower case; a row passes with any one of them. Empty: every row passes. */
  tagged: string[];
  /** Unix milliseconds: created at or after `since`, before `until`; null: no bound. */
  since: number | null;
  until: number | null;
}

export const NO_FILTER: RowFilter = { tagged: [], since: null, until: null };

export function isFiltering(filter: RowFilter): boolean {
  return filter.tagged.length > 0 || filter.since !== null || filter.until !== null;
}

/** A row whose date is unknown fails a date bound: nothing says it is inside. */
export function passesFilter(record: unknown, filter: RowFilter): boolean {
  if (typeof record !== 'object' || record === null) return !isFiltering(filter);
  const fields = record as Record<string, unknown>;
  if (filter.tagged.length) {
    const tags = recordTags(fields).map((tag) => tag.toLowerCase());
    if (!filter.tagged.some((tag) => tags.includes(tag))) return false;
  }
  if (filter.since === null && filter.until === null) return true;
  const created = recordCreated(fields);
  if (created === null) return false;
  return (filter.since === null || created >= filter.since) && (filter.until === null || created < filter.until);
}

/** Stack Exchange records carry `tags`; GitHub issue records `labels` (objects with `name`, or names), read as tags. */
function recordTags(fields: Record<string, unknown>): string[] {
  const list = Array.isArray(fields.tags) ? fields.tags : Array.isArray(fields.labels) ? fields.labels : [];
  return list
    .map((tag) => (typeof tag === 'object' && tag !== null ? (tag as { name?: unknown }).name : tag))
    .filter((tag): tag is string => typeof tag === 'string');
}

/** The API's `creation_date` is unix seconds, the corpus exports' an ISO string; GitHub's `created_at` an ISO string. */
function recordCreated(fields: Record<string, unknown>): number | null {
  const { creation_date: date, created_at: stamp } = fields;
  const time = typeof date === 'number' ? date * 1000 : typeof date === 'string' ? Date.parse(date) : Date.parse(String(stamp));
  return Number.isFinite(time) ? time : null;
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FULL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A `--since`/`--until` date in unix milliseconds, or null when it is no real date. A bare `YYYY-MM-DD` is the whole
 * day in UTC: since its first instant, until (exclusive) the next day's, so `--until 2020-12-31` keeps 31 December. A
 * full ISO 8601 time without a zone is UTC, as the dumps' own dates are.
 */
export function parseDateBound(text: string, bound: 'since' | 'until'): number | null {
  const bare = BARE_DATE.exec(text);
  if (bare) {
    const start = utcIfReal(Number(bare[1]), Number(bare[2]), Number(bare[3]), 0, 0, 0);
    return start === null ? null : bound === 'until' ? start + 24 * 3600 * 1000 : start;
  }
  const full = FULL_ISO.exec(text);
  if (!full) return null;
  const [, year, month, day, hour, minute, second = '0', zone] = full;
  if (utcIfReal(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second)) === null) return null;
  const time = Date.parse(zone ? text : `${text}Z`);
  return Number.isFinite(time) ? time : null;
}

/** Date.UTC rolls 2020-13-45 over into 2021; a date is real only when it comes back as given. */
function utcIfReal(year: number, month: number, day: number, hour: number, minute: number, second: number): number | null {
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(time);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? time : null;
}
