// What every input reader (JSON lines, SEDE CSV, Posts.xml) hands on: rows shaped as the records `scoreRecord` takes,
// and, in order among them, what it could not make a row of.

/** One record of the input and where it stands in it, for messages: "line 12", "row 7", "row 7 (line 9)". */
export interface InputRow {
  where: string;
  /** A Stack Exchange API question item or a GitHub issue record, exactly what `scoreRecord` takes. */
  record: unknown;
}

export type RowRead =
  | { kind: 'row'; row: InputRow }
  /** A row the reader could not make a record of (broken JSON, a wrong field count, no Id): reported and skipped. */
  | { kind: 'malformed'; where: string; problem: string }
  /** A post that is not a question (an answer, a tag wiki): passed over and counted, as a dump holds many. */
  | { kind: 'otherPost' }
  /** The document cannot be read past here (XML not well-formed, a quote never closed): reported, reading stops. */
  | { kind: 'broken'; where: string; problem: string };

export const rowRead = (row: InputRow): RowRead => ({ kind: 'row', row });
