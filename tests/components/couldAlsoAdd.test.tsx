// @vitest-environment happy-dom
// The panel, the checklist and the popup show decisive asks as today and fold the others under "Could also add"
// (never lost); with no decisive ask the panel says the question is answerable as it stands and offers no comment.
// Real engine output (tests/fixtures/asks/questions.jsonl) with asks marked not decisive (derived inputs:
// tests/engine/decisiveAsksFixture.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { ChecklistReport } from '../../components/ChecklistReport';
import { PopupView } from '../../components/PopupView';
import { QuestionPanel } from '../../components/QuestionPanel';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { ITEM_TEXTS } from '../../lib/items/shared/texts';
import type { ScoredVerdict } from '../../lib/verdict';
import { ANSWERABLE_SENTENCE, COULD_ALSO_ADD, NOTHING_TO_ASK } from '../../lib/verdictTexts';
import { scoredAskVerdict, withAsksNotDecisive } from '../engine/decisiveAsksFixture';

const noop = () => {};
const popupTab = (verdict: ScoredVerdict) => ({
  kind: 'page' as const,
  status: { url: `https://stackoverflow.com/questions/${verdict.report.question_id}`, verdict, panelShown: true, offersSkeleton: false },
});
const nextRender = () => new Promise((done) => setTimeout(done, 0));

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

describe('the checklist folds the asks that are not decisive under "Could also add"', () => {
  it('61969783 with its environment ask marked not decisive: runnable code shown, the environment folded, shown on click', async () => {
    const derived = withAsksNotDecisive(scoredAskVerdict(61969783), ['environment']);
    render(<ChecklistReport verdict={derived} />, root);
    const decisive = root.querySelector<HTMLElement>('[data-reprolens="item-code_runnable"]')!;
    expect(decisive.hidden).toBe(false);
    expect(decisive.querySelector('[data-reprolens="suggestion-code_runnable"]')).not.toBeNull();
    const fold = root.querySelector<HTMLButtonElement>('[data-reprolens="also-fold"]')!;
    expect(fold.textContent).toBe(`${COULD_ALSO_ADD}: ${ITEM_TEXTS.environment.title.toLowerCase()}`);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    const rows = [...root.querySelectorAll<HTMLElement>('.rl-items > li')];
    const also = root.querySelector<HTMLElement>('[data-reprolens="item-environment"]')!;
    // After the decisive asks, before what the question has; folded, not lost: the ask is in its row.
    expect(rows.indexOf(decisive)).toBeLessThan(rows.indexOf(fold.closest('li')!));
    expect(rows.indexOf(fold.closest('li')!) + 1).toBe(rows.indexOf(also));
    expect(also.hidden).toBe(true);
    const ask = derived.report.suggestions.find((s) => s.item === 'environment')!;
    expect(also.querySelector('[data-reprolens="suggestion-environment"]')!.textContent).toContain(ask.text.slice(0, 20));
    fold.click();
    await nextRender();
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(also.hidden).toBe(false);
    fold.click();
    await nextRender();
    expect(also.hidden).toBe(true);
  });

  it('a verdict whose every ask is decisive has no "Could also add" fold', () => {
    render(<ChecklistReport verdict={withAsksNotDecisive(scoredAskVerdict(61969783), [])} />, root);
    expect(root.querySelector('[data-reprolens="also-fold"]')).toBeNull();
    expect(root.querySelector<HTMLElement>('[data-reprolens="item-environment"]')!.hidden).toBe(false);
  });
});

describe('the panel with no decisive ask', () => {
  it('63072770 with its training-settings ask marked not decisive: answerable line, no comment and no comment buttons', async () => {
    const real = withAsksNotDecisive(scoredAskVerdict(63072770), []);
    const derived = withAsksNotDecisive(real, ['hyperparameters']);
    const comment = composeDetailsComment(derived.report);
    expect(comment).toBeNull();
    render(
      <QuestionPanel
        verdict={derived}
        expanded={true}
        onToggle={noop}
        onDismiss={noop}
        detailsComment={comment}
        onPlaceComment={async () => ({ kind: 'placed' }) as never}
      />,
      root,
    );
    expect(root.querySelector('[data-reprolens="missing-line"]')!.textContent).toBe(`— ${NOTHING_TO_ASK}`);
    for (const part of ['details-comment', 'copy-details-comment', 'place-details-comment'])
      expect(root.querySelector(`[data-reprolens="${part}"]`), part).toBeNull();
    // The ask is still there, folded.
    expect(root.querySelector<HTMLElement>('[data-reprolens="item-hyperparameters"]')!.hidden).toBe(true);
    expect(root.querySelector('[data-reprolens="also-fold"]')!.textContent).toContain(COULD_ALSO_ADD);
    // With its ask decisive, the panel offers the comment.
    render(
      <QuestionPanel verdict={real} expanded={true} onToggle={noop} onDismiss={noop} detailsComment={composeDetailsComment(real.report)} />,
      root,
    );
    await nextRender();
    expect(root.querySelector('[data-reprolens="copy-details-comment"]')).not.toBeNull();
  });
});

describe('the popup lists decisive items only', () => {
  it('61969783 with its environment ask marked not decisive: "What to add" names runnable code only', () => {
    const derived = withAsksNotDecisive(scoredAskVerdict(61969783), ['environment']);
    render(<PopupView tab={popupTab(derived)} onShowPanel={noop} onOpenOptions={noop} />, root);
    const listed = [...root.querySelectorAll<HTMLElement>('[data-reprolens="popup-missing"] li')].map((li) => li.dataset.item);
    expect(listed).toEqual(['code_runnable']);
  });

  it('63072770 with every ask marked not decisive: answerable as it stands, no "Ask for details"', () => {
    const derived = withAsksNotDecisive(scoredAskVerdict(63072770), 'all');
    render(<PopupView tab={popupTab(derived)} onShowPanel={noop} onOpenOptions={noop} />, root);
    expect(root.querySelector('[data-reprolens="popup-missing"]')).toBeNull();
    expect(root.querySelector('[data-reprolens="popup-answerable"]')!.textContent).toBe(ANSWERABLE_SENTENCE);
    expect(root.querySelector('[data-reprolens="popup-ask"]')).toBeNull();
  });
});
