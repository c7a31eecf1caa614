// Progress of a long score run (cli/score/progress.ts): the wording from figures, and what the reporter writes on a
// terminal and in a log, driven by a fake clock (no real waits).
import { describe, expect, it } from 'vitest';
import { byteSize, durationText, progressReporter, progressText } from '../../cli/score/progress';

function fakeStderr(isTTY: boolean, columns = 120) {
  const writes: string[] = [];
  return { stream: { write: (t: string) => void writes.push(t), isTTY, columns }, writes };
}

describe('progress wording', () => {
  it('says questions, share of the input, rate and time left, as a log line shows them', () => {
    const text = progressText({
      questions: 120_345,
      bytesRead: 0.43e9 * 2.8,
      totalBytes: 2.8e9,
      questionsPerSecond: 812.4,
      bytesPerSecond: 4.4e6,
    });
    expect(text).toBe('reprolens: 120,345 questions, 43 % of 2.8 GB, 812/s, about 6 min left');
  });

  it('leaves out what is not known: no size (a pipe) means no share and no time left; no rate yet means neither', () => {
    expect(progressText({ questions: 1, bytesRead: 10, totalBytes: null, questionsPerSecond: 3.25, bytesPerSecond: 100 })).toBe(
      'reprolens: 1 question, 3.3/s',
    );
    expect(progressText({ questions: 40, bytesRead: 10, totalBytes: 1e6, questionsPerSecond: null, bytesPerSecond: null })).toBe(
      'reprolens: 40 questions, 0 % of 1.0 MB',
    );
  });

  it('writes sizes in decimal units and durations rounded', () => {
    expect([980, 12_345, 1.234e9, 100e9, 2.5e12].map(byteSize)).toEqual(['980 B', '12 kB', '1.2 GB', '100 GB', '2.5 TB']);
    expect([0.2, 40, 359, 7800, 3 * 86_400].map(durationText)).toEqual([
      'about 1 s',
      'about 40 s',
      'about 6 min',
      'about 2 h 10 min',
      'about 3 days',
    ]);
  });
});

describe('progress reporter', () => {
  it('in a log: one plain line every 5 s, with the rate over the last seconds and the bytes-based time left', () => {
    let clock = 0;
    const { stream, writes } = fakeStderr(false);
    const progress = progressReporter(stream, { totalBytes: 1e9, now: () => clock });
    // 100 questions/s and 1 MB/s for 12 s: a line at 5 s and at 10 s, none between (995 s, then 990 s left).
    for (let ms = 10; ms <= 12_000; ms += 10) {
      clock = ms;
      progress.rowsRead(ms * 1000);
      progress.scored();
    }
    progress.end();
    expect(writes).toEqual([
      'reprolens: 500 questions, 0 % of 1.0 GB, 100/s, about 17 min left\n',
      'reprolens: 1,000 questions, 1 % of 1.0 GB, 100/s, about 17 min left\n',
    ]);
  });

  it('in a log: nothing at all for a run shorter than 5 s', () => {
    let clock = 0;
    const { stream, writes } = fakeStderr(false);
    const progress = progressReporter(stream, { totalBytes: null, now: () => clock });
    for (clock = 0; clock < 4990; clock += 10) progress.scored();
    progress.end();
    expect(writes).toEqual([]);
  });

  it('on a terminal: redrawn in place at most every 200 ms, cut to the width, and cleared at the end', () => {
    let clock = 0;
    const { stream, writes } = fakeStderr(true, 30);
    const progress = progressReporter(stream, { totalBytes: null, now: () => clock });
    for (clock = 50; clock <= 1000; clock += 50) progress.scored(2);
    expect(writes).toHaveLength(5); // at 200, 400, 600, 800 and 1000 ms
    expect(writes[0]).toBe('\rreprolens: 8 questions\x1b[K');
    expect(writes[4]).toBe('\rreprolens: 40 questions, 40/s\x1b[K');
    clock = 5000;
    progress.scored(10_000);
    expect(writes[5]).toBe('\rreprolens: 10,040 questions,…\x1b[K');
    progress.clear();
    progress.end(); // already cleared: nothing more
    expect(writes.slice(6)).toEqual(['\r\x1b[K']);
  });

  it('keeps the rate to the last seconds: a slowdown shows within the window', () => {
    let clock = 0;
    const { stream, writes } = fakeStderr(false);
    const progress = progressReporter(stream, { totalBytes: null, now: () => clock });
    // 1,000/s for a minute, then 10/s for 20 s.
    for (clock = 1; clock <= 60_000; clock += 1) progress.scored();
    for (; clock <= 80_000; clock += 100) progress.scored();
    // The lines come every 5 s: the last at 75 s, its rate over 65–75 s.
    expect(writes.at(-1)).toBe('reprolens: 60,151 questions, 10/s\n');
  });
});
