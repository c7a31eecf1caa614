// An engine crash is an internal error: one line and exit 70, a stack trace only with REPROLENS_DEBUG=1.
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages, STACK_FRAME } from './fakeIo';

vi.mock('../../lib/engine', () => ({
  analyzeQuestion: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'status')");
  },
}));

const fixtures = resolve(import.meta.dirname, '../fixtures/cli');

describe('internal errors', () => {
  it('check prints one line and exits 70', async () => {
    const run = fakeIo();
    expect(await main(['check', resolve(fixtures, 'so-62136244-optimizer-state-device.json')], run.io)).toBe(70);
    expect(oneLineMessages(run.stderr())).toBe("reprolens: internal error: Cannot read properties of undefined (reading 'status')\n");
  });

  it('shows the stack with REPROLENS_DEBUG=1', async () => {
    const run = fakeIo({ env: { REPROLENS_DEBUG: '1' } });
    await main(['check', resolve(fixtures, 'so-62136244-optimizer-state-device.json')], run.io);
    expect(run.stderr()).toMatch(STACK_FRAME);
  });

  it('score keeps going, names each line, exits 70', async () => {
    const run = fakeIo();
    expect(await main(['score', resolve(fixtures, 'synth-score-with-bad-line.jsonl')], run.io)).toBe(70);
    const err = oneLineMessages(run.stderr());
    for (const n of [1, 2, 3]) expect(err).toContain(`line ${n}: internal error: Cannot read properties`);
    expect(err).toContain('line 4: not JSON');
    expect(err).not.toMatch(STACK_FRAME);
  });
});
