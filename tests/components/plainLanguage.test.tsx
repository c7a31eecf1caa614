// @vitest-environment happy-dom
// Plain language: no `n/a`, `code_runnable`, `API bug`, `tensor_input` (or any other key) in any text a
// surface renders — its text, its titles and its labels — for a sample of real questions (tests/fixtures/items/
// questions.jsonl and tests/fixtures/so-pytorch-2020-sample.jsonl; provenance beside each), rendered with happy-dom as
// the other component tests do: the panel collapsed and expanded, the popup, the pre-submit dialog and the options.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { OptionsForm } from '../../components/OptionsForm';
import { PopupView } from '../../components/PopupView';
import { PresubmitDialog } from '../../components/PresubmitDialog';
import { QuestionPanel } from '../../components/QuestionPanel';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type JudgedVerdict } from '../../lib/verdict';
import { TOP_ITEMS } from '../../lib/checklistFigures';

const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);
const jsonl = (name: string) =>
  readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
// Every 4th question of the item fixtures and the whole 2020 sample: scored and quiet verdicts of every bug type.
const verdicts: JudgedVerdict[] = [
  ...jsonl('items/questions.jsonl').filter((_, i) => i % 4 === 0),
  ...jsonl('so-pytorch-2020-sample.jsonl'),
].map((r) => decide(readStackExchangeApiQuestion(r), DEFAULT_SETTINGS));

// Keys and jargon that must not reach a reader; code in a snippet (`batch_size`) is the question's own and allowed.
const BANNED: RegExp[] = [
  /(^|[^\w/])n\/a([^\w/]|$)/i,
  /\bcode_runnable\b/,
  /\bexpected_vs_actual\b/,
  /\btensor_input\b/,
  /\bnot_a_bug\b/,
  /\bAPI bugs?\b/i,
  /\bbug_type\b/,
];

/** Every text a reader meets in `root`: text nodes outside code, and the titles and labels read on hover or aloud. */
function renderedTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (['CODE', 'PRE'].includes(el.tagName)) return; // the question's own code and the copyable snippets
    for (const attr of ['title', 'aria-label', 'aria-description', 'placeholder']) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
    el.childNodes.forEach(walk);
  };
  walk(root);
  return texts;
}

function jargonIn(vnode: VNode): string[] {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  render(vnode, root);
  const found = renderedTexts(root).filter((t) => BANNED.some((re) => re.test(t)));
  render(null, root);
  return found;
}

const noop = () => {};

describe('plain language in every surface', () => {
  it('has a sample with scored and quiet verdicts, and items that do not apply', () => {
    expect(verdicts.filter((v) => v.state === 'verdict').length).toBeGreaterThan(8);
    expect(verdicts.filter((v) => v.state === 'quiet').length).toBeGreaterThan(3);
    expect(verdicts.some((v) => ITEM_IDS.some((id) => v.report.items[id].status === 'na'))).toBe(true);
    expect(new Set(verdicts.filter((v) => v.state === 'verdict').map((v) => v.report.bug_type)).size).toBeGreaterThanOrEqual(3);
  });

  it('the panel, collapsed and expanded, and the popup', () => {
    for (const verdict of verdicts) {
      const id = verdict.report.question_id;
      for (const expanded of [false, true])
        expect(
          jargonIn(<QuestionPanel verdict={verdict} expanded={expanded} onToggle={noop} onDismiss={noop} />),
          `question ${id}`,
        ).toEqual([]);
      const status = { url: `https://stackoverflow.com/questions/${id}`, verdict, panelShown: true, offersSkeleton: false };
      expect(jargonIn(<PopupView tab={{ kind: 'page', status }} onShowPanel={noop} onOpenOptions={noop} />), `question ${id}`).toEqual([]);
    }
  });

  it('the pre-submit dialog', () => {
    for (const verdict of verdicts) {
      if (verdict.state !== 'verdict') continue;
      const type = verdict.report.bug_type as keyof typeof TOP_ITEMS;
      const missing = TOP_ITEMS[type].filter((id: ItemId) => verdict.report.items[id].status === 'absent');
      if (!missing.length) continue;
      expect(jargonIn(<PresubmitDialog report={verdict.report} missing={missing} onAddIt={noop} onPostAnyway={noop} />)).toEqual([]);
    }
  });

  it('the options', () => {
    expect(jargonIn(<OptionsForm settings={DEFAULT_SETTINGS} onChange={noop} />)).toEqual([]);
  });

  it('catches the jargon it bans (the scan is not vacuous)', () => {
    expect(jargonIn(<p title="code_runnable">n/a</p>)).toEqual(['code_runnable', 'n/a']);
    expect(jargonIn(<p>For API bugs, 40 %</p>)).toHaveLength(1);
  });
});
