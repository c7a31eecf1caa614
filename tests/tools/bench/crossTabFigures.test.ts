// The cross-tab figures of the browser bench (tools/bench/crossTabFigures.ts), on synthesized rounds: delays are
// paired per round, the target takes the worst round, and the section says what was measured.
import { describe, expect, it } from 'vitest';
import { scriptToPanelMs } from '../../../tools/bench/pageLoadFigures';
import {
  CROSS_TAB_LIMIT_MS,
  type CrossTabCase,
  type CrossTabFigures,
  type CrossTabRound,
  crossTabTargets,
  delays,
  renderCrossTabSection,
  spliceCrossTabSection,
} from '../../../tools/bench/crossTabFigures';

const round = (aloneMs: number | null, togetherMs: number | null, controlMs: number | null, backgroundTaskMs = 40): CrossTabRound => ({
  aloneMs,
  togetherMs,
  controlMs,
  heavyMs: 900,
  backgroundTaskMs,
});
const synthCase = (trigger: CrossTabCase['trigger'], rounds: CrossTabRound[]): CrossTabCase => ({
  name: `synth-${trigger}`,
  description: 'synthesized rounds',
  trigger,
  bytes: 200_000,
  rounds,
});
const figures = (cases: CrossTabCase[]): CrossTabFigures => ({ normalPage: 'normal.html', heartbeatMs: 5, cases, warnings: [] });

describe('cross-tab figures', () => {
  it('pairs each round with its own run alone, leaving out rounds without a panel', () => {
    const c = synthCase('page', [round(400, 450, 420), round(500, 800, 510), round(450, null, null)]);
    expect(delays(c, 'togetherMs')).toEqual({ n: 2, median: 175, worst: 300 });
    expect(delays(c, 'controlMs')).toEqual({ n: 2, median: 15, worst: 20 });
  });

  it('passes only when the worst round is within the limit, one row per kind of heavy work', () => {
    const within = synthCase('page', [round(400, 400 + CROSS_TAB_LIMIT_MS, 410), round(400, 420, 410)]);
    const beyond = synthCase('skeleton', [round(400, 30_000, null, 29_000)]);
    const [page, skeleton] = crossTabTargets(figures([within, beyond]), 'Chromium: ');
    expect(page.pass).toBe(true);
    expect(page.target).toMatch(/^Chromium: .*heavy question ≤ 250 ms/);
    expect(page.measured).toContain('250 ms later than alone');
    expect(skeleton.pass).toBe(false);
    expect(skeleton.measured).toContain("the background's longest task 29000 ms");
    expect(crossTabTargets(figures([synthCase('page', [round(null, null, null)])]), 'Chromium: ')).toEqual([]);
  });

  it('writes a section with one row per heavy tab', () => {
    const text = renderCrossTabSection(
      figures([synthCase('page', [round(400, 450, 420)]), synthCase('skeleton', [round(400, 450, null)])]),
    ).join('\n');
    expect(text).toContain("### One tab's work and another tab's verdict");
    expect(text).toContain('| `synth-page`: synthesized rounds (200 kB page) | heavy tab opened | 1 | 400 ms | 50 / 50 ms | 20 / 20 ms |');
    expect(text).toContain('its skeleton section opened');
  });

  it("checks the coach's hostile drafts twice: the normal tab's delay, and the background's longest task over every draft", () => {
    const quick = synthCase('draft', [round(400, 420, null, 30), round(400, 430, null, 40)]);
    const held = { ...synthCase('draft', [round(400, 450, null, 300)]), name: 'synth-held' };
    const [delay, background] = crossTabTargets(figures([quick, held]), 'Chromium: ');
    expect(delay.target).toMatch(/^Chromium: a normal tab's panel held up by another tab's coach judging a hostile draft ≤ 250 ms/);
    expect(delay.pass).toBe(true);
    expect(background.target).toMatch(/^Chromium: a normal tab's verdict held up in the background by .* ≤ 250 ms at a time/);
    expect(background.measured).toBe('300 ms (`synth-held`, median 300 ms over 1 rounds; 2 drafts)');
    expect(background.pass).toBe(false);
    const text = renderCrossTabSection(figures([quick])).join('\n');
    expect(text).toContain('| `synth-draft`: synthesized rounds (200 kB draft) | the draft pasted into its body | 2 |');
  });

  it('replaces only its own subsection and target rows when the cross-tab part runs alone', () => {
    const old = figures([synthCase('page', [round(400, 1400, 410)])]);
    const doc = [
      '## Targets',
      '',
      '| target | measured | result |',
      '| --- | --- | --- |',
      '| Chromium: page load | 1.0× | PASS |',
      ...crossTabTargets(old, 'Chromium: ').map((t) => `| ${t.target} | ${t.measured} | MISS |`),
      '| Chromium: bundle | 35 kB | PASS |',
      '',
      '<!-- browser-bench:start -->',
      '| target | measured | result |',
      '| --- | --- | --- |',
      ...crossTabTargets(old, '').map((t) => `| ${t.target} | ${t.measured} | MISS |`),
      '| bundle | 35 kB | PASS |',
      '### Typing',
      'typing text',
      ...renderCrossTabSection(old),
      '### Bundle sizes',
      'bundle text',
      '<!-- browser-bench:end -->',
    ].join('\n');
    const now = { ...figures([synthCase('page', [round(400, 420, 410)]), synthCase('draft', [round(400, 420, null, 30)])]) };
    const targets = crossTabTargets(now, '');
    const out = spliceCrossTabSection(doc, renderCrossTabSection(now), targets, 'Chromium: ');
    expect(out).toContain(
      "| Chromium: page load | 1.0× | PASS |\n| Chromium: a normal tab's panel held up by another tab's heavy question",
    );
    expect(out).toContain(
      'at a time (its longest task, worst round) | 30 ms (`synth-draft`, median 30 ms over 1 rounds; 1 drafts) | PASS |\n| Chromium: bundle',
    );
    expect(out).toContain(
      "| a normal tab's panel held up by another tab's coach judging a hostile draft ≤ 250 ms (worst round) | 20 ms later",
    );
    expect(out).not.toContain('1000 ms later');
    expect(out).toContain('### Typing\ntyping text\n### One tab');
    expect(out).toContain('the draft pasted into its body');
    expect(out).toContain('\n### Bundle sizes\nbundle text\n<!-- browser-bench:end -->');
    expect(out.split("### One tab's work").length).toBe(2);
    expect(() => spliceCrossTabSection('# no section', [], targets, 'Chromium: ')).toThrow(/run the whole browser bench first/);
  });

  it('measures script → panel from the idle-script start the bench read from navigation timing', () => {
    expect(scriptToPanelMs({ dclMs: 300, loadMs: 350, loadFrameMs: 360, hostMs: 420, scriptStartMs: 345 })).toBe(75);
    expect(scriptToPanelMs({ dclMs: 300, loadMs: 350, loadFrameMs: 360 })).toBeUndefined();
  });
});
