// Markup the Readability path (lib/readers/readabilityPage.ts) uses to keep only the question of a page that is a
// question and its replies. schema.org QAPage answers: any Q&A site that marks them up (Stack Exchange does, in the
// saved pages tests/fixtures/pages/ 2020-06 … 2026-03). Discourse topic markup (meta.discourse.org, discuss.pytorch.org, the TensorFlow forum all run Discourse). Only the
// crawler view is saved so far: tests/fixtures/forums/discourse-2020-01_meta-12483.html (Discourse 2.4.0.beta10,
// served about 2020-01). The conventions (fallbacks in order, verified pages) are those of ./selectors.ts.
import type { SelectorList } from './selectors';

export const forumSelectors = {
  /** An answer of a schema.org QAPage (the question is `mainEntity`); verified on the saved SE pages 2020-06 … 2026-03. */
  qaAnswer: [
    { selector: '[itemprop="acceptedAnswer"]', note: 'SE pages 2020-06 … 2026-03 with an accepted answer' },
    { selector: '[itemprop="suggestedAnswer"]', note: 'SE pages 2020-06 … 2022-12 with other answers' },
  ],
  /** The page says it is Discourse; the posts below are read only then. */
  generator: [
    {
      selector: 'meta[name="generator"][content^="Discourse"]',
      attribute: 'content',
      note: 'discourse-2020-01 (Discourse 2.4.0.beta10)',
    },
  ],
  /** One post of the topic, in order: the first is the question, the rest are replies. */
  post: [
    {
      selector: '.topic-body.crawler-post',
      note: 'crawler view, one per post (itemtype DiscussionForumPosting); discourse-2020-01',
    },
    {
      selector: '[itemtype="http://schema.org/DiscussionForumPosting"]',
      note: 'the same element by its schema.org type; discourse-2020-01',
    },
  ],
  /** The topic title. */
  title: [{ selector: 'h1.crawler-topic-title', note: 'crawler view header; discourse-2020-01' }],
} satisfies Record<string, SelectorList>;
