// The GitHub-issue section of docs/accuracy.md, on the real records and the two self-audits in tests/fixtures/tf/
// (provenance in tests/fixtures/tf/PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGithubAuditSection, scoreIssueRecords } from '../../../tools/eval/githubAudit';

const tf = resolve(__dirname, '../../fixtures/tf');
const records = readFileSync(resolve(tf, 'tensorflow-silent-bugs.jsonl'), 'utf8');

describe('the TensorFlow GitHub issues section', () => {
  it('scores every issue record, keyed by its issue number', () => {
    const lines = scoreIssueRecords(records).map((l) => JSON.parse(l));
    expect(lines).toHaveLength(77);
    expect(lines.every((l) => Number.isInteger(l.question_id))).toBe(true);
  });

  it("prints each audit's score_vs_gold table with nothing missing, and says it is not expert gold", () => {
    const audits = ['audit-20.jsonl', 'audit-20b.jsonl'].map((name) => ({
      name: `tests/fixtures/tf/${name}`,
      goldText: readFileSync(resolve(tf, name), 'utf8'),
    }));
    const text = renderGithubAuditSection('tests/fixtures/tf/tensorflow-silent-bugs.jsonl', records, audits).join('\n');
    expect(text).toContain('not expert gold');
    expect(text.match(/questions: gold \d+, predicted 77, missing 0/g)).toHaveLength(2);
    expect(text).toContain('### `tests/fixtures/tf/audit-20b.jsonl` (19 issues)');
  });
});
