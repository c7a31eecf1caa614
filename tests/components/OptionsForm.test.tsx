// @vitest-environment happy-dom
// The options form: one checkbox per site and per checklist item, the panel options, reset; each change is
// reported as the whole next Settings value.
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { OptionsForm } from '../../components/OptionsForm';
import { checklistItems } from '../../lib/items/shared/registry';
import { ITEM_IDS } from '../../lib/checklist';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../lib/settings';
import { SUPPORTED_SITES } from '../../lib/site/sites';

describe('OptionsForm', () => {
  let root: HTMLElement;
  let changes: Settings[];
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
    changes = [];
  });

  const show = (settings: Settings) => render(<OptionsForm settings={settings} onChange={(next) => changes.push(next)} />, root);
  const input = (name: string) => {
    const found = root.querySelector<HTMLInputElement>(`[data-reprolens="option-${name}"]`);
    if (!found) throw new Error(`no input option-${name}`);
    return found;
  };
  const labelOf = (el: HTMLInputElement) => root.querySelector(`label[for="${el.id}"]`)!.textContent;
  const hintOf = (el: HTMLInputElement) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

  it('has a labelled checkbox for every supported site and every checklist item, in named fieldsets', () => {
    show(DEFAULT_SETTINGS);
    const legends = [...root.querySelectorAll('fieldset > legend')].map((l) => l.textContent);
    // The "Ask when missing" radios are a fieldset of their own, inside the coach's (one choice per line).
    expect(legends).toEqual([
      'Show the panel on',
      'GitHub issues', // tests/components/GitHubRepositoriesFieldset.test.tsx
      'Panel',
      'Writing coach (Ask, edit and Staging Ground pages)',
      'Ask when missing',
      'Checklist items',
    ]);
    for (const site of SUPPORTED_SITES) {
      const box = input(`site-${site.host}`);
      expect(box.type).toBe('checkbox');
      expect(box.checked).toBe(true);
      expect(labelOf(box)).toBe(site.name);
      expect(box.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Show the panel on');
    }
    expect(checklistItems.map((i) => i.id).sort()).toEqual([...ITEM_IDS].sort());
    for (const item of checklistItems) {
      const box = input(`item-${item.id}`);
      expect(box.checked).toBe(true);
      expect(labelOf(box)).toBe(item.texts.title);
      expect(hintOf(box)).toBe(item.texts.description);
    }
    expect(labelOf(input('hideQuiet'))).toBe('Hide the one-line note on questions that get no score');
    expect(input('startExpanded').checked).toBe(false);
    expect(input('hideQuiet').checked).toBe(false);
    expect(labelOf(input('showNotDeepLearning'))).toBe('Say so on questions outside deep learning');
    expect(input('showNotDeepLearning').checked).toBe(false);
    // Every label names exactly one input: ids are unique.
    const ids = [...root.querySelectorAll('input')].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the writing coach’s options: per site, collapsed start, asking before posting and its threshold', () => {
    show(DEFAULT_SETTINGS);
    for (const site of SUPPORTED_SITES) expect(input(`coach-${site.host}`).checked).toBe(true);
    expect(input('askBeforePosting').checked).toBe(true);
    expect(input('threshold-top3').checked).toBe(true);
    input('threshold-any').click();
    input('coach-stackoverflow.com').click();
    expect(changes).toEqual([
      { ...DEFAULT_SETTINGS, presubmitThreshold: 'any' },
      { ...DEFAULT_SETTINGS, coachBySite: { ...DEFAULT_SETTINGS.coachBySite, 'stackoverflow.com': false } },
    ]);
    show({ ...DEFAULT_SETTINGS, askBeforePosting: false });
    expect(input('threshold-top3').disabled).toBe(true);
  });

  it('shows stored values, not the defaults', () => {
    const stored = readSettings({
      overlayBySite: { 'stats.stackexchange.com': false },
      startExpanded: true,
      hideQuiet: true,
      items: { environment: false },
    });
    show(stored);
    expect(input('site-stats.stackexchange.com').checked).toBe(false);
    expect(input('site-stackoverflow.com').checked).toBe(true);
    expect(input('startExpanded').checked).toBe(true);
    expect(input('hideQuiet').checked).toBe(true);
    expect(input('item-environment').checked).toBe(false);
    expect(input('item-logs').checked).toBe(true);
  });

  it('turning a site off reports the settings with only that site changed', () => {
    show(DEFAULT_SETTINGS);
    input('site-datascience.stackexchange.com').click();
    expect(changes).toEqual([
      { ...DEFAULT_SETTINGS, overlayBySite: { ...DEFAULT_SETTINGS.overlayBySite, 'datascience.stackexchange.com': false } },
    ]);
  });

  it('the panel options report their own field', () => {
    show(DEFAULT_SETTINGS);
    input('startExpanded').click();
    input('hideQuiet').click();
    input('showNotDeepLearning').click();
    expect(changes).toEqual([
      { ...DEFAULT_SETTINGS, startExpanded: true },
      { ...DEFAULT_SETTINGS, hideQuiet: true },
      { ...DEFAULT_SETTINGS, showNotDeepLearning: true },
    ]);
  });

  it('a change event (keyboard space, assistive tech) is reported like a click', () => {
    show(DEFAULT_SETTINGS);
    const box = input('item-logs');
    box.checked = false;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual([{ ...DEFAULT_SETTINGS, items: { ...DEFAULT_SETTINGS.items, logs: false } }]);
  });

  it('turning an item back on builds on the settings it was given', () => {
    const current = { ...DEFAULT_SETTINGS, startExpanded: true, items: { ...DEFAULT_SETTINGS.items, data: false, model: false } };
    show(current);
    input('item-data').click();
    expect(changes).toEqual([{ ...current, items: { ...current.items, data: true } }]);
    expect(current.items.data).toBe(false); // the given value is not mutated
  });

  it('warns when every item is off, and not otherwise', () => {
    show(DEFAULT_SETTINGS);
    expect(root.querySelector('[data-reprolens="option-items-none"]')).toBeNull();
    const allOff = { ...DEFAULT_SETTINGS, items: Object.fromEntries(ITEM_IDS.map((id) => [id, false])) as Settings['items'] };
    show(allOff);
    expect(root.querySelector('[data-reprolens="option-items-none"]')!.textContent).toMatch(/no score/);
  });

  it('reset reports the defaults, as a fresh value', () => {
    const changed = readSettings({
      startExpanded: true,
      hideQuiet: true,
      overlayBySite: { 'stackoverflow.com': false },
      items: { code: false },
    });
    show(changed);
    const reset = root.querySelector<HTMLButtonElement>('[data-reprolens="option-reset"]')!;
    expect(reset.type).toBe('button'); // not a submit button: nothing reloads the page
    expect(reset.textContent).toBe('Reset to defaults');
    reset.click();
    expect(changes).toEqual([DEFAULT_SETTINGS]);
    expect(changes[0]).not.toBe(DEFAULT_SETTINGS);
    expect(changes[0].items).not.toBe(DEFAULT_SETTINGS.items);
  });

  it('is reachable by keyboard: native controls, none taken out of the tab order', () => {
    show(DEFAULT_SETTINGS);
    const controls = [...root.querySelectorAll('input, button')];
    // Sites, the GitHub switch, repository field and Add, three panel options (one of them "Say so on questions outside
    // deep learning", quiet by default), the coach per site, its collapsed start, asking and three thresholds, the
    // items, reset.
    expect(controls).toHaveLength(SUPPORTED_SITES.length + 3 + 3 + SUPPORTED_SITES.length + 2 + 3 + checklistItems.length + 1);
    for (const c of controls) {
      expect(c.getAttribute('tabindex')).toBeNull();
      expect(c.hasAttribute('disabled')).toBe(false);
    }
  });

  it('a controlled form: re-rendered with the reported value, the box shows it', () => {
    let settings = DEFAULT_SETTINGS;
    const rerender = () =>
      render(
        <OptionsForm
          settings={settings}
          onChange={(next) => {
            settings = next;
            rerender();
          }}
        />,
        root,
      );
    rerender();
    input('item-code').click();
    expect(settings.items.code).toBe(false);
    expect(input('item-code').checked).toBe(false);
    input('item-code').click();
    expect(settings.items.code).toBe(true);
    expect(input('item-code').checked).toBe(true);
  });
});
