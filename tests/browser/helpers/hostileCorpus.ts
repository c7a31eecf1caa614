// The hostile payload corpus (tests/fixtures/hostile/payloads.jsonl, synthesized: its PROVENANCE.md) placed into real
// saved pages and drafts (hostile review 2026-12-01 §1, proved on every change), shared by the Chromium suites
// (tests/browser/hostile*.browser.test.ts) and the Firefox ones (tests/firefox/hostile*.firefox.test.ts) so that both
// browsers get the very same pages. Pure: records and saved pages in, HTML and drafts out. A page shows question text
// escaped, as text, the way Stack Overflow and GitHub do; the payloads are the text, never markup of the page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assembleGitHubIssuePage, type GitHubIssueRecord } from '../../../tools/fixtures/assembleGitHubIssuePage';
import { assembleQuestionPage, type CorpusQuestionRecord } from '../../../tools/fixtures/assembleQuestionPage';
import { parseHTML } from 'linkedom';
import { composeGitHubIssueComment } from '../../../lib/comment/gitHubIssueComment';
import { judgeDraft } from '../../../lib/messages/draftVerdict';
import { judgeQuestion } from '../../../lib/messages/pageVerdict';
import { missingBeforePosting } from '../../../lib/messages/presubmit';
import { readGitHubIssuePage } from '../../../lib/readers/githubIssuePage';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { incomplete, OUT_OF_MEMORY_TAGS, outOfMemory } from './askPageDrafts';
import { decisiveDraft } from './decisiveDrafts';
import { TYPED } from './hostileSteps';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

export interface Payload {
  family: string;
  payload: string;
}

export const payloads: Payload[] = read('tests/fixtures/hostile/payloads.jsonl')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Payload);

export const families = [...new Set(payloads.map((p) => p.family))];

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * 40 payloads a page: every payload once in every place, in 6 pages (a page each would take minutes; 20 a page, 11
 * pages, were a fifth of the suite's time in both browsers, and CI has 15 minutes: README "Scripts").
 */
export const PER_PAGE = 40;
export const batches: Payload[][] = Array.from({ length: Math.ceil(payloads.length / PER_PAGE) }, (_, i) =>
  payloads.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
);

export interface HostilePage {
  url: string;
  /** The same HTML at an address where ReproLens does not run: what the page's DOM must stay byte for byte. */
  controlUrl: string;
  html: string;
}

// ── Stack Overflow: the demo question in the saved 2022-12 page (tools/fixtures/assembleQuestionPage.ts) ──────────
const soRecord = JSON.parse(read('tests/fixtures/demo/so-61877098-resnet50-cifar10.json')) as CorpusQuestionRecord;
const soHost = read('tests/fixtures/pages/so-2022-12_stackoverflow_9688200.html');
export const SO_HOST_HTML = soHost;

/** Each payload of `batch` in the prose, a code block, inline code, an alt text, a link text, and as a tag. */
export function hostileQuestionPage(batch: Payload[], n: number): HostilePage {
  const places = batch
    .map(({ payload }) => {
      const text = escapeHtml(payload);
      return [
        `<p>I tried this: ${text}</p>`,
        `<pre><code>x = torch.randn(3, 32, 32)\n${text}\n</code></pre>`,
        `<p>The call <code>${text}</code> fails.</p>`,
        `<p><img src="https://i.sstatic.net/abc.png" alt="${text}"></p>`,
        `<p><a href="https://example.org/issue">${text}</a></p>`,
      ].join('\n');
    })
    .join('\n');
  const id = 990000000 + n;
  const url = `https://stackoverflow.com/questions/${id}/synth-hostile-${n}`;
  // The API's title is HTML-escaped (as the Stack Exchange API gives it); its tags are raw (the assembler escapes them
  // into the host page's own tag links, in the question's list and the "Browse other questions tagged" notice).
  const title = escapeHtml(`${soRecord.title} ${batch.map((p) => p.payload).join(' ')}`);
  const tags = [...soRecord.tags, ...batch.map((p) => p.payload)];
  return {
    url,
    controlUrl: `https://stackoverflow.com/questions/tagged/synth-hostile-control-${n}`,
    html: assembleQuestionPage(soHost, {
      ...soRecord,
      question_id: id,
      link: url,
      title,
      tags,
      body_html: `${soRecord.body_html}\n${places}`,
    }),
  };
}

export const hostileQuestionPages = (): HostilePage[] => batches.map((b, i) => hostileQuestionPage(b, i));

// ── GitHub: the signed-in saved page (its comment box) with a real question's text in its slots ───────────────────
const GH_SIGNED_IN_HOST = 'tests/fixtures/pages/github-2025-10_antlr-antlr4-4848.html';
const GH_SIGNED_IN_URL = 'https://github.com/antlr/antlr4/issues/4848';
// An issue the comment asks something of on every hostile page, so the box gets filled each time. Only a decisive gap
// gives a comment, and the payloads bring code blocks and error-like text of their own: the base is a setup problem
// whose versions are missing whatever code comes with it — the real question 62111920 ("import torch" fails with
// OSError [WinError 126], tests/fixtures/decisive/PROVENANCE.md) as the issue's text (engine 2026-12: a comment on
// all 6 pages; TensorFlow issue 38810, the base before, asks nothing decisive any more).
const GH_BASE: Pick<GitHubIssueRecord, 'title' | 'labels' | 'body'> = { ...decisiveDraft(62111920), labels: [] };

/**
 * Each payload of `batch` in the issue's title, its markdown body (prose, a fenced code block, inline code, an image's
 * alt text, a link's text) and as a label, on the saved signed-in React viewer page (antlr4-4848, 2025-10: it has the
 * comment composer) assembled with the base issue's text above (tools/fixtures/assembleGitHubIssuePage.ts).
 * The body goes through the assembler's GitHub renderer and its sanitizer, as GitHub would show it.
 */
export function hostileIssuePage(
  batch: Payload[],
  n: number,
  base: Pick<GitHubIssueRecord, 'title' | 'labels' | 'body'> = GH_BASE,
): HostilePage {
  const number = 880000 + n;
  const url = `https://github.com/tensorflow/tensorflow/issues/${number}`;
  const places = batch
    .map(({ payload }) => {
      const fence = payload.includes('```') ? '~~~~~~' : '```';
      const inline = payload.replace(/`/g, "'");
      return [
        `I tried this: ${payload}`,
        '',
        `${fence}\nx = tf.zeros([3, 32, 32])\n${payload}\n${fence}`,
        '',
        `The call \`${inline}\` fails.`,
        '',
        `![${payload.replace(/[[\]]/g, '')}](https://user-images.githubusercontent.com/1/abc.png)`,
        '',
        `[${payload.replace(/[[\]]/g, '')}](https://example.org/issue)`,
        '',
      ].join('\n');
    })
    .join('\n');
  const record: GitHubIssueRecord = {
    ...base,
    number,
    html_url: url,
    title: `${base.title} ${batch.map((p) => p.payload).join(' ')}`,
    labels: [...base.labels, ...batch.map((p) => p.payload)],
    body: `${base.body}\n\n${places}`,
  };
  const html = assembleGitHubIssuePage(read(GH_SIGNED_IN_HOST), record)
    .split(GH_SIGNED_IN_URL)
    .join(url)
    // The saved page's CSP (`script-src 'none'`) would stop a payload's handler as well as the canary it calls: without
    // it, a payload that became markup would run and be seen, so the check does not lean on GitHub's CSP.
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, '');
  // The antlr repository is not one ReproLens runs on by default: the control is the same page at its own address.
  return { url, controlUrl: `${GH_SIGNED_IN_URL}?control=${n}`, html };
}

export const hostileIssuePages = (): HostilePage[] => batches.map((b, i) => hostileIssuePage(b, i));

// ── Drafts on the Ask page: real drafts (tests/browser/helpers/askPageDrafts.ts) plus payloads ──────────────────────────────
export interface HostileDraft {
  title: string;
  body: string;
  tags: string;
}

/**
 * The draft the user pastes: every payload of `batch` in the title, the prose, a code block, inline code, the tags;
 * with `code: false` in the title, the prose and the tags only (a draft with no code keeps its gap). `tag`: the base's.
 */
export function hostileDraft(
  base: { title: string; body: string },
  batch: Payload[],
  { code = true, tag = 'tensorflow' }: { code?: boolean; tag?: string } = {},
): HostileDraft {
  const places = batch
    .map(({ payload }) => {
      if (!code) return `I tried this: ${payload}\n`;
      const fence = payload.includes('```') ? '~~~~~~' : '```';
      return `I tried this: ${payload}\n\n${fence}\n${payload}\n${fence}\n\nThe call \`${payload}\` fails.\n`;
    })
    .join('\n');
  return {
    title: `${base.title} ${batch.map((p) => p.payload).join(' ')}`,
    body: `${base.body.replace(/\r\n?/g, '\n')}\n\n${places}`,
    tags: `${tag} ${batch.map((p) => p.payload).join(' ')}`,
  };
}

/** What the coach reads from the three fields (lib/readers/stackOverflowDraftPage.ts: title and tags as field text). */
export function draftVerdictOf(fields: { title: string; body: string; tags: string }) {
  const tags = [...new Set(fields.tags.split(/[\s,]+/).map((t) => t.trim().toLowerCase()))].filter(Boolean);
  const title = fields.title.replace(/\s+/g, ' ').trim();
  return judgeDraft({ title, markdown: fields.body, tags, site: 'stackoverflow' }, DEFAULT_SETTINGS);
}

/** The comment ReproLens composes for a GitHub page: the engine in Node on the same HTML (null: nothing to ask). */
export function expectedComment(html: string, url: string): string | null {
  const verdict = judgeQuestion(readGitHubIssuePage(parseHTML(html).document as unknown as Document, url), DEFAULT_SETTINGS);
  return verdict.state === 'verdict' ? composeGitHubIssueComment(verdict.report, url) : null;
}

/** Whether the before-posting dialog asks first for the draft once TYPED is typed at its end (a top item missing). */
export const missesTopItem = (d: HostileDraft) => {
  const v = draftVerdictOf({ ...d, body: d.body + TYPED });
  return v.state === 'verdict' && missingBeforePosting(v.report, 'top3').length > 0;
};

/** A hostile draft, and whether Post asks first (the engine in Node on the draft as it will be typed). */
export interface HostileAskDraft {
  draft: HostileDraft;
  asks: boolean;
  /** The draft's base has a decisive gap the payloads leave open: Post must ask first. */
  gap: boolean;
}

/**
 * The drafts both browsers paste, PER_PAGE payloads each, every payload twice. First in every place of the real
 * `incomplete` issue: Post asks first only where a decisive top item is missing (the dialog is for decisive asks), and
 * the payloads' code blocks and error text leave none (engine 2026-12: every such draft posts at once). Then in the
 * title, the prose and the tags of the real out-of-memory question (`outOfMemory`: no code at all, a decisive gap the
 * payloads leave open), so that every payload also goes through the before-posting dialog.
 */
export function hostileAskDrafts(): HostileAskDraft[] {
  const everywhere = batches.map((b) => hostileDraft(incomplete, b));
  const aroundGap = batches.map((b) => hostileDraft(outOfMemory, b, { code: false, tag: OUT_OF_MEMORY_TAGS[0] }));
  return [
    ...everywhere.map((draft) => ({ draft, asks: missesTopItem(draft), gap: false })),
    ...aroundGap.map((draft) => ({ draft, asks: missesTopItem(draft), gap: true })),
  ];
}
