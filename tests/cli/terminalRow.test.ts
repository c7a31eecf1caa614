// cli/terminalRow.ts: rows that hold question text never wider than the terminal (hostile review 2026-12-04).
import { describe, expect, it } from 'vitest';
import {
  CONTINUED,
  columnsOf,
  displayWidth,
  fitCode,
  fitPath,
  fitText,
  labelledRows,
  messageRows,
  UNKNOWN_COLUMNS,
} from '../../cli/terminalRow';
import { BLANK_LETTERS, FORMAT_CHARACTERS, SPACES } from '../../cli/hiddenCharacters';

describe('columnsOf', () => {
  it("is the terminal's width, and 80 for a pipe or a terminal that does not say", () => {
    expect(columnsOf({ write: () => {}, isTTY: true, columns: 132 })).toBe(132);
    expect(columnsOf({ write: () => {}, isTTY: true })).toBe(UNKNOWN_COLUMNS);
    expect(columnsOf({ write: () => {}, isTTY: false, columns: 132 })).toBe(80);
  });
});

describe('fitText', () => {
  it('collapses each run of spaces (tabs and Unicode spaces too) into one, and trims', () => {
    expect(fitText(`  a \t\u00a0\u2003\u202f\u3000 b  `, 80)).toBe('a b');
  });

  it('cuts with … to the columns, counting from U+1100 up (… too) as two', () => {
    expect(fitText('abcdefghij', 5)).toBe('abc…');
    expect(fitText('日本語のタイトル', 9)).toBe('日本語…');
    expect(displayWidth('日本語…')).toBe(8);
    expect(fitText('abc', 0)).toBe('');
  });

  it('never cuts an escape in half', () => {
    expect(fitText('a\u2800\u2800', 13)).toBe('a\\u{2800}…');
  });
});

describe('fitCode', () => {
  it('keeps indentation and spacing, a tab as four spaces, and cuts', () => {
    expect(fitCode('\tx =  1', 80)).toBe('    x =  1');
    expect(fitCode('print("a\u200b")', 80)).toBe('print("a\\u{200b}")');
    expect(fitCode('x'.repeat(20), 10)).toBe(`${'x'.repeat(8)}…`);
  });
});

describe('fitPath', () => {
  it('keeps the end of a path, the file name', () => {
    expect(fitPath('/a/very/long/folder/name/question.json', 20)).toBe('…name/question.json');
  });
});

describe('messageRows', () => {
  it('writes a short message as one row', () => {
    expect(messageRows('reprolens: ', 'x.json: no such file', 80)).toBe('reprolens: x.json: no such file\n');
  });

  it('breaks a long one into rows that each open with the prefix, at most the width, and join back exactly', () => {
    const message = `${'/folder'.repeat(12)}/q.json: the question has no Python code — nothing to build a reproduction skeleton from`;
    const out = messageRows('reprolens: ', message, 40);
    const rows = out.trimEnd().split('\n');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.startsWith('reprolens: ')).toBe(true);
      expect(displayWidth(row)).toBeLessThanOrEqual(40);
    }
    expect(out.replace(/\nreprolens: {3}/g, '')).toBe(`reprolens: ${message}\n`);
  });
});

describe('the character lists (rules as data)', () => {
  it('name each range, in order, without overlaps', () => {
    for (const list of [FORMAT_CHARACTERS, BLANK_LETTERS, SPACES]) {
      for (const [first, last, name] of list) {
        expect(first).toBeLessThanOrEqual(last);
        expect(name.length).toBeGreaterThan(3);
      }
      for (let i = 1; i < list.length; i += 1) expect(list[i][0]).toBeGreaterThan(list[i - 1][1]);
    }
  });
});

describe('labelledRows', () => {
  it('breaks question text after a label into rows that fit, each further row marked under the text, nothing cut', () => {
    const text = 'Only the Python version, install paths and the CUDA toolkit of the machine — no framework version at all.';
    const label = '  ◐ Environment         partial  ';
    const rows = labelledRows(label, text, 60).split('\n');
    const column = displayWidth(label); // ◐ counts two columns
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(displayWidth(row)).toBeLessThanOrEqual(60);
    for (const row of rows.slice(1)) expect(row.startsWith(`${' '.repeat(column)}${CONTINUED}`)).toBe(true);
    expect(rows.map((row, i) => (i ? row.slice(column + CONTINUED.length) : row.slice(label.length))).join(' ')).toBe(text);
  });

  it('opens further rows near the left edge when the label leaves too little room', () => {
    const rows = labelledRows(`${'x'.repeat(30)} `, 'a b c d e f g h i j k l m n o p q r s t u v w x y z', 40).split('\n');
    for (const row of rows) expect(displayWidth(row)).toBeLessThanOrEqual(40);
    for (const row of rows.slice(1)) expect(row.startsWith(`    ${CONTINUED}`)).toBe(true);
  });
});
