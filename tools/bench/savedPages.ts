// The saved question pages the browser bench loads: every saved page with a canonical /questions/{id} link in the two
// fixture folders, and whether its panel shows with the default settings.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { isIssueOfRepositories } from '../../lib/site/githubIssuePages';
import { isQuestionPage } from '../../lib/site/pageKinds';

export interface FixturePage {
  file: string;
  url: string;
  html: string;
  panelExpected: boolean;
  site: 'stackexchange' | 'github';
  /**
   * The panel shows with the default settings (the engine's verdict in Node): a question outside deep learning
   * shows nothing (quiet by default), so its load must not wait for a panel that never comes.
   */
  panelShown: boolean;
}

/** The canonical link of a saved page (attribute order varies between page generations). */
export function canonicalUrl(html: string): string | null {
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical\b/i.test(m[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(m[0])?.[1];
    if (href) return href.replace(/&amp;/g, '&');
  }
  return null;
}

/** Whether the page's panel shows with the default settings: its verdict in Node, as the overlay decides (overlayState.ts). */
function shownByDefault(html: string, url: string, site: FixturePage['site']): boolean {
  const doc = parseHTML(html).document as unknown as Document;
  const read = site === 'github' ? { ok: true as const, question: readGitHubIssuePage(doc, url) } : readStackOverflowPage(doc, url);
  const verdict = judgePage(read, DEFAULT_SETTINGS);
  return !(verdict.state === 'quiet' && verdict.reason === 'not_deep_learning');
}

/** Every saved question page (a canonical /questions/{id} URL) in the two fixture folders; lists and the Ask page are left out. */
export function fixturePages(root: string): { pages: FixturePage[]; skipped: string[] } {
  const base = resolve(root, 'tests/fixtures/pages');
  const pages: FixturePage[] = [];
  const skipped: string[] = [];
  for (const dir of ['.', 'assembled']) {
    for (const name of readdirSync(resolve(base, dir))
      .filter((f) => f.endsWith('.html'))
      .sort()) {
      const file = dir === '.' ? name : `${dir}/${name}`;
      const html = readFileSync(resolve(base, file), 'utf8');
      const url = canonicalUrl(html);
      // GitHub issue pages of the default repositories (the assembled TensorFlow ones) are measured too.
      if (url && isIssueOfRepositories(url)) {
        pages.push({ file, url, html, panelExpected: true, site: 'github', panelShown: shownByDefault(html, url, 'github') });
        continue;
      }
      if (!url || !/^https:\/\/[^/]+\/questions\/\d+/.test(url)) {
        skipped.push(file);
        continue;
      }
      const runs = isQuestionPage(url);
      pages.push({
        file,
        url,
        html,
        panelExpected: runs,
        site: 'stackexchange',
        panelShown: runs && shownByDefault(html, url, 'stackexchange'),
      });
    }
  }
  return { pages, skipped };
}
