// Only decisive asks (Suggestion.decisive) reach the collapsed line, the badge, the grade's hover, the "ask for
// details" comment, the dialog before posting and the CLI's "Suggestions"; the others are "could also add". On real
// engine output (tests/fixtures/asks/questions.jsonl) with asks marked not decisive (derived inputs:
// ./decisiveAsksFixture.ts).
import { describe, expect, it } from 'vitest';
import { formatCheckReport, NO_COLOURS } from '../../cli/checkReport';
import { composeDetailsComment, detailsCommentItems } from '../../lib/comment/detailsComment';
import { composeGitHubIssueComment } from '../../lib/comment/gitHubIssueComment';
import { ITEM_TEXTS } from '../../lib/items/shared/texts';
import { badgeFor } from '../../lib/messages/badge';
import { missingBeforePosting } from '../../lib/messages/presubmit';
import { gradeExplanation, missingText, verdictSummaryLine } from '../../lib/verdictSummary';
import { ANSWERABLE_AS_IT_STANDS, ANSWERABLE_SENTENCE, COULD_ALSO_ADD, NOTHING_TO_ASK } from '../../lib/verdictTexts';
import { scoredAskVerdict, withAsksNotDecisive } from './decisiveAsksFixture';

/** The engine's verdict with every ask decisive: the surfaces' starting point (derived input). */
const decisiveVerdict = (id: number) => withAsksNotDecisive(scoredAskVerdict(id), []);

const ISSUE_URL = 'https://github.com/pytorch/pytorch/issues/1';

describe('the collapsed line, the badge and the grade’s hover name only decisive asks', () => {
  it('61969783 with its environment ask marked not decisive: "add: runnable code" only', () => {
    const real = decisiveVerdict(61969783);
    expect(verdictSummaryLine(real)).toBe(`${real.score} · ${real.grade} — add: runnable code, PyTorch version`);
    const derived = withAsksNotDecisive(real, ['environment']);
    expect(verdictSummaryLine(derived)).toBe(`${real.score} · ${real.grade} — add: runnable code`);
    expect(badgeFor(derived).title).toBe(`ReproLens: ${real.score} · ${real.grade} — add: runnable code`);
    expect(gradeExplanation(derived)).toBe(`${real.grade} — ${real.gradeName.toLowerCase()}: ${ITEM_TEXTS.code_runnable.consequence}`);
  });

  it('names the decisive items in the suggestions’ order: 63045229 with its code and logs asks marked not decisive', () => {
    const real = decisiveVerdict(63045229);
    const derived = withAsksNotDecisive(real, ['code', 'logs']);
    const order = derived.report.suggestions.filter((s) => s.decisive).map((s) => s.item);
    // The post only names `Trainer.train()` (codebook: naming an API is no code), so code is absent and runnable code na.
    expect(order.slice(0, 3)).toEqual(['data', 'hyperparameters', 'environment']);
    expect(missingText(derived)).toBe('add: input data, training settings, PyTorch version +1 more');
  });

  it('63072770 with its training-settings ask marked not decisive: "answerable as it stands" on every surface', () => {
    const real = decisiveVerdict(63072770);
    expect(missingText(real)).toBe('add: training settings');
    const derived = withAsksNotDecisive(real, ['hyperparameters']);
    expect(verdictSummaryLine(derived)).toBe(`${real.score} · ${real.grade} — ${NOTHING_TO_ASK}`);
    expect(badgeFor(derived).title).toBe(`ReproLens: ${real.score} · ${real.grade} — ${NOTHING_TO_ASK}`);
    expect(gradeExplanation(derived)).toBe(`${real.grade} — ${real.gradeName.toLowerCase()}: ${ANSWERABLE_AS_IT_STANDS}`);
  });
});

describe('the "ask for details" comment is built from decisive asks only', () => {
  it('61969783 with its environment ask marked not decisive: only the [mre] request, no version ask', () => {
    const real = decisiveVerdict(61969783);
    expect(composeDetailsComment(real.report)).toContain('versions');
    const derived = withAsksNotDecisive(real, ['environment']).report;
    expect(detailsCommentItems(derived)).toEqual([]);
    expect(composeDetailsComment(derived)).toBe(
      'Please [edit] the question to include a [mre]: code others can run as posted, with its imports and small stand-in data.',
    );
    expect(composeGitHubIssueComment(derived, ISSUE_URL)).toBe(
      'Thanks for the report. Could you add a [minimal reproducible example](https://stackoverflow.com/help/minimal-reproducible-example) that runs as posted, with its imports and small stand-in data?',
    );
  });

  it('62584755 with its logs ask marked not decisive: the format fix and the version, never the traceback', () => {
    const real = decisiveVerdict(62584755);
    expect(detailsCommentItems(real.report)).toEqual(['code', 'logs']);
    const derived = withAsksNotDecisive(real, ['logs']).report;
    expect(detailsCommentItems(derived)).toEqual(['code', 'environment']);
    expect(composeDetailsComment(derived)).toBe(
      'Please [edit] the question to format the code as a code block (select it and press Ctrl+K) and include your PyTorch version — see [mre].',
    );
    expect(composeGitHubIssueComment(derived, ISSUE_URL)).not.toContain('traceback');
  });

  it('no decisive ask, no comment: 63072770, 62584755 and 61969783 with every ask marked not decisive', () => {
    for (const id of [63072770, 62584755, 61969783]) {
      const real = decisiveVerdict(id);
      expect(composeDetailsComment(real.report), String(id)).not.toBeNull();
      const derived = withAsksNotDecisive(real, 'all');
      expect(composeDetailsComment(derived.report), String(id)).toBeNull();
      expect(composeGitHubIssueComment(derived.report, ISSUE_URL), String(id)).toBeNull();
      expect(missingText(derived), String(id)).toBe(NOTHING_TO_ASK);
    }
  });
});

describe('the dialog before posting asks only for decisive asks', () => {
  it('62584755 with its logs ask marked not decisive: asks for the code only; with none decisive, nothing (no dialog)', () => {
    const real = decisiveVerdict(62584755);
    expect(missingBeforePosting(real.report, 'top3')).toEqual(['logs', 'code']);
    expect(missingBeforePosting(withAsksNotDecisive(real, ['logs']).report, 'top3')).toEqual(['code']);
    // [] is what the guard reads as "nothing to ask": the post goes through without a dialog (usePresubmitGuard.ts).
    for (const threshold of ['top1', 'top3', 'any'] as const)
      expect(missingBeforePosting(withAsksNotDecisive(real, 'all').report, threshold)).toEqual([]);
  });
});

describe('reprolens check: decisive asks under "Suggestions", the rest under "Could also add"', () => {
  it('61969783 with its environment ask marked not decisive', () => {
    const derived = withAsksNotDecisive(decisiveVerdict(61969783), ['environment']);
    const text = formatCheckReport(derived, NO_COLOURS, 200);
    const [decisive, also] = derived.report.suggestions;
    expect(text).toContain(`\nSuggestions\n  1. [${ITEM_TEXTS.code_runnable.title}] ${decisive.text}`);
    expect(text).toContain(`\n${COULD_ALSO_ADD}\n  1. [${ITEM_TEXTS.environment.title}] ${also.text}`);
    expect(text.indexOf('\nSuggestions\n')).toBeLessThan(text.indexOf(`\n${COULD_ALSO_ADD}\n`));
    expect(text).not.toContain(ANSWERABLE_SENTENCE);
  });

  it('63072770 with every ask marked not decisive: answerable as it stands, the ask kept under "Could also add"', () => {
    const derived = withAsksNotDecisive(decisiveVerdict(63072770), 'all');
    const text = formatCheckReport(derived, NO_COLOURS, 200);
    expect(text).toContain(`\nSuggestions\n  ${ANSWERABLE_SENTENCE}\n\n${COULD_ALSO_ADD}\n  1. [${ITEM_TEXTS.hyperparameters.title}] `);
  });

  it('a verdict whose every ask is decisive: no "Could also add" section', () => {
    const text = formatCheckReport(decisiveVerdict(63045229), NO_COLOURS, 200);
    expect(text).toContain('\nSuggestions\n  1. ');
    expect(text).not.toContain(COULD_ALSO_ADD);
  });
});
