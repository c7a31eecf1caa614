// The one seam between reading rows and scoring them: rows in, each row's score line out, in input order. This is the
// in-process version (one core; `jobs` is the worker pool's to use).
import type { InputRow } from './inputRow';
import { type LineResult, scoreRecord } from './scoreRecord';

export interface ScoredRow {
  row: InputRow;
  result: LineResult;
}

export async function* scoreRows(rows: AsyncIterable<InputRow>, _jobs: number): AsyncIterable<ScoredRow> {
  for await (const row of rows) yield { row, result: scoreRecord(row.record) };
}
