// The writing coach's panel state (entrypoints/draft.content/coachState.ts): open or closed, who decided it, the
// question before posting.
import { describe, expect, it } from 'vitest';
import { type CoachAction, type CoachState, coachReducer, initialCoach } from '../../entrypoints/draft.content/coachState';

const run = (state: CoachState, ...actions: CoachAction[]) => actions.reduce(coachReducer, state);
const question = { missing: ['data' as const] };

describe('coachReducer', () => {
  it('starts as the options say', () => {
    expect(initialCoach(false).expanded).toBe(true);
    expect(initialCoach(true).expanded).toBe(false);
  });

  it('docked in the corner it closes to one line, until the user opens it themselves', () => {
    const cornered = run(initialCoach(false), { type: 'docked-in-corner' });
    expect(cornered.expanded).toBe(false);
    const opened = run(cornered, { type: 'toggle' }, { type: 'docked-in-corner' });
    expect([opened.expanded, opened.userToggled]).toEqual([true, true]);
    expect(coachReducer(cornered, { type: 'docked-in-corner' })).toBe(cornered); // nothing to redraw
  });

  it('asks, then "Add it" opens the coach and closes the question; "Post anyway" closes it', () => {
    const asked = run(initialCoach(true), { type: 'ask', question });
    expect(asked.dialog).toBe(question);
    const added = run(asked, { type: 'add-it' });
    expect([added.dialog, added.expanded, added.userToggled]).toEqual([null, true, true]);
    expect(run(asked, { type: 'close-dialog' }).dialog).toBeNull();
    const closed = run(asked, { type: 'close-dialog' });
    expect(coachReducer(closed, { type: 'close-dialog' })).toBe(closed);
  });

  it('"Post anyway" with no post button to go through gives way to the notice; asking again or OK takes it away', () => {
    const told = run(initialCoach(true), { type: 'ask', question }, { type: 'close-dialog' }, { type: 'post-unavailable' });
    expect([told.dialog, told.postUnavailable]).toEqual([null, true]);
    expect(run(told, { type: 'close-notice' }).postUnavailable).toBe(false);
    expect(run(told, { type: 'ask', question }).postUnavailable).toBe(false);
    const closed = run(told, { type: 'close-notice' });
    expect(coachReducer(closed, { type: 'close-notice' })).toBe(closed);
  });

  it('× dismisses it for the page view', () => {
    expect(run(initialCoach(false), { type: 'dismiss' }).dismissed).toBe(true);
  });
});
