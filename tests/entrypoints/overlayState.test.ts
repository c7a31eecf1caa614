// The overlay's state (components/overlay/overlayState.ts) and Stack Overflow's page signature, on real saved question
// pages (tests/fixtures/pages/assembled/PROVENANCE.md) judged by the engine: what the reader's actions do to the
// panel, when it is on the page, and which page changes count as an edit of the question.
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings';
import { INITIAL_OVERLAY, type JudgedPage, type OverlayState, overlayReducer, panelWanted } from '../../components/overlay/overlayState';
import { questionSignature } from '../../entrypoints/question.content/stackOverflowAdapter';

const ASSEMBLED = resolve(import.meta.dirname, '../fixtures/pages/assembled');
const pages = readdirSync(ASSEMBLED)
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map((file) => {
    const html = readFileSync(resolve(ASSEMBLED, file), 'utf8');
    const doc = () => parseHTML(html).document as unknown as Document;
    const url = doc().querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    return { file, doc, url };
  });

function judged(p: (typeof pages)[number], settings: Settings = DEFAULT_SETTINGS): JudgedPage {
  const doc = p.doc();
  const read = readStackOverflowPage(doc, p.url);
  return { read, verdict: judgePage(read, settings), offersSkeleton: false, signature: questionSignature(doc), settings };
}

const scored = pages.map((p) => judged(p)).filter((j) => j.verdict.state === 'verdict');
const quiet = pages.map((p) => judged(p)).find((j) => j.verdict.state === 'quiet')!;
const mark = { left: 1, top: 2, width: 3, height: 4 };
const run = (state: OverlayState, ...actions: Parameters<typeof overlayReducer>[1][]) => actions.reduce(overlayReducer, state);

describe('overlayReducer', () => {
  it('has real pages: scored ones and a quiet one', () => {
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(quiet).toBeDefined();
  });

  it('opens as "Start expanded" says, then keeps the reader’s choice until that option changes', () => {
    const first = run(INITIAL_OVERLAY, { type: 'judged', judged: scored[0] });
    expect(first.expanded).toBe(false);
    const opened = run(first, { type: 'toggle' }, { type: 'judged', judged: scored[1] });
    expect(opened.expanded).toBe(true); // a new verdict (an edit) leaves it open
    const optionOn = { ...scored[1], settings: { ...DEFAULT_SETTINGS, startExpanded: true } };
    const closed = run(opened, { type: 'toggle' }, { type: 'judged', judged: optionOn });
    expect(closed.expanded).toBe(true); // the option changed: it follows the option
    expect(run(INITIAL_OVERLAY, { type: 'judged', judged: optionOn }).expanded).toBe(true);
  });

  it('marks evidence, restarts the marks’ fade on every click, and drops them on collapse, Escape or a new verdict', () => {
    const open = run(INITIAL_OVERLAY, { type: 'judged', judged: scored[0] }, { type: 'toggle' });
    const marked = run(open, { type: 'marked', marks: [mark], status: 'Marked' }, { type: 'marked', marks: [mark], status: 'Marked' });
    expect(marked.marks).toEqual([mark]);
    expect(marked.markKey).toBe(2);
    expect(run(marked, { type: 'toggle' }).marks).toEqual([]);
    expect(run(marked, { type: 'clear-marks' }).marks).toEqual([]);
    const rejudged = run(marked, { type: 'judged', judged: scored[1] });
    expect([rejudged.marks, rejudged.evidenceStatus]).toEqual([[], '']);
    const missing = run(marked, { type: 'evidence-not-found', status: 'Not found' });
    expect([missing.marks, missing.evidenceStatus]).toEqual([[], 'Not found']);
    // Escape with nothing marked changes nothing (no re-render).
    expect(overlayReducer(open, { type: 'clear-marks' })).toBe(open);
  });

  it('hides the panel on ×, and the popup brings it back expanded even where the options hide it', () => {
    const off = {
      ...scored[0],
      settings: { ...DEFAULT_SETTINGS, overlayBySite: { ...DEFAULT_SETTINGS.overlayBySite, 'stackoverflow.com': false } },
    };
    const shown = run(INITIAL_OVERLAY, { type: 'judged', judged: scored[0] });
    expect(panelWanted(shown, 'stackoverflow.com')).toBe(true);
    const dismissed = run(shown, { type: 'dismiss' });
    expect(panelWanted(dismissed, 'stackoverflow.com')).toBe(false);
    const back = run(dismissed, { type: 'judged', judged: off }, { type: 'show-panel' });
    expect([panelWanted(back, 'stackoverflow.com'), back.expanded]).toEqual([true, true]);
    expect(panelWanted(run(back, { type: 'dismiss' }), 'stackoverflow.com')).toBe(false);
    expect(panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: off }), 'stackoverflow.com')).toBe(false);
  });

  it('toggles on the keyboard command: expands, collapses, and brings a dismissed panel back expanded', () => {
    const collapsed = run(INITIAL_OVERLAY, { type: 'judged', judged: scored[0] });
    const open = run(collapsed, { type: 'toggle-panel' });
    expect(open.expanded).toBe(true);
    expect(run(open, { type: 'toggle-panel' }).expanded).toBe(false);
    const back = run(open, { type: 'dismiss' }, { type: 'toggle-panel' });
    expect([panelWanted(back, 'stackoverflow.com'), back.expanded]).toEqual([true, true]);
  });

  it('shows a quiet state unless the options hide quiet states; never before the first verdict', () => {
    expect(panelWanted(INITIAL_OVERLAY, 'stackoverflow.com')).toBe(false);
    expect(panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: quiet }), 'stackoverflow.com')).toBe(true);
    const hideQuiet = { ...quiet, settings: { ...DEFAULT_SETTINGS, hideQuiet: true } };
    expect(panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: hideQuiet }), 'stackoverflow.com')).toBe(false);
    expect(panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: scored[0] }), 'unix.stackexchange.com')).toBe(false);
  });

  // Quiet by default: saved real pages outside deep learning (tests/fixtures/pages/PROVENANCE.md).
  it('shows nothing on a question outside deep learning unless the option asks for the note; an unreadable page always says so', () => {
    const saved = (file: string, settings: Settings = DEFAULT_SETTINGS): JudgedPage => {
      const doc = parseHTML(readFileSync(resolve(ASSEMBLED, '..', file), 'utf8')).document as unknown as Document;
      const read = readStackOverflowPage(doc, 'https://stackoverflow.com/questions/9688200/');
      return { read, verdict: judgePage(read, settings), offersSkeleton: false, signature: questionSignature(doc), settings };
    };
    const wanted = (j: JudgedPage) => panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: j }), 'stackoverflow.com');
    for (const file of ['so-2022-12_stackoverflow_9688200.html', 'so-2021-04_stackoverflow_51328292.html']) {
      const page = saved(file);
      expect(page.verdict.state === 'quiet' && page.verdict.reason).toBe('not_deep_learning');
      expect(wanted(page)).toBe(false);
      expect(wanted(saved(file, { ...DEFAULT_SETTINGS, showNotDeepLearning: true }))).toBe(true);
      // "Hide the one-line note" wins over it.
      expect(wanted(saved(file, { ...DEFAULT_SETTINGS, showNotDeepLearning: true, hideQuiet: true }))).toBe(false);
      // The popup's "Show the panel" still brings it back.
      expect(panelWanted(run(INITIAL_OVERLAY, { type: 'judged', judged: page }, { type: 'show-panel' }), 'stackoverflow.com')).toBe(true);
    }
    expect(quiet.verdict.state === 'quiet' && quiet.verdict.reason).toBe('not_a_bug_report');
    const unreadable = saved('so-2023-10_stackoverflow_ask.html');
    expect(unreadable.verdict.state).toBe('unreadable');
    expect(wanted(unreadable)).toBe(true);
  });
});

describe('questionSignature', () => {
  const p = pages.find((page) => page.file.includes('61877098'))!;
  const body = (doc: Document) => doc.querySelector('#question .js-post-body')!;

  it('changes when the question is edited: body text, an image, the title, a tag', () => {
    const before = questionSignature(p.doc());
    const edits: Array<(doc: Document) => void> = [
      (doc) => body(doc).append(doc.createTextNode(' Update: fixed the shape.')),
      (doc) => body(doc).append(doc.createElement('img')),
      (doc) => {
        doc.querySelector('#question-header h1 a.question-hyperlink')!.textContent = 'Another title';
      },
      (doc) => {
        doc.querySelector('#question .post-taglist a.post-tag')!.textContent = 'tensorflow';
      },
    ];
    for (const edit of edits) {
      const doc = p.doc();
      edit(doc);
      expect(questionSignature(doc)).not.toBe(before);
    }
  });

  it('stays the same when only the rest of the page changes: a comment, the sidebar’s tags', () => {
    const doc = p.doc();
    const before = questionSignature(doc);
    doc.querySelector('#question .comments-list')!.append(doc.createElement('li'));
    doc.querySelector('#sidebar')!.insertAdjacentHTML('beforeend', '<a class="post-tag">pytorch</a>');
    expect(questionSignature(doc)).toBe(before);
  });
});
