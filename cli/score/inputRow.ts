// What every input reader (JSON lines, SEDE CSV, Posts.xml) hands on: rows shaped as the records `scoreRecord` takes,
// and, in order among them, what it could not make a row of.

/**
 * What is scored of a row: the record (a Stack Exchange API question item or a GitHub issue record, exactly what
 * `scoreRecord` takes), or a JSON line not parsed yet. A JSON line that no filter and no `--resume` has to look into
 * goes to its worker thread as text and is parsed there: the reading thread is spared the parse and the worker the
 * structured clone of the record, which is what keeps 2 jobs near twice the rate of 1 (docs/performance.md).
 */
export type RowContent = { record: unknown } | { jsonText: string };

/** One row of the input and where it stands in it, for messages: "line 12", "row 7", "row 7 (line 9)". */
export type InputRow = { where: string } & RowContent;

export type RowRead =
  | { kind: 'row'; row: InputRow }
  /** A row the reader could not make a record of (broken JSON, a wrong field count, no Id): reported and skipped. */
  | { kind: 'malformed'; where: string; problem: string }
  /** A post that is not a question (an answer, a tag wiki): passed over and counted, as a dump holds many. */
  | { kind: 'otherPost' }
  /** The document cannot be read past here (XML not well-formed, a quote never closed): reported, reading stops. */
  | { kind: 'broken'; where: string; problem: string };

export const rowRead = (row: InputRow): RowRead => ({ kind: 'row', row });
