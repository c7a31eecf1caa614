// Real questions whose problem has a decisive gap (tests/fixtures/decisive/PROVENANCE.md), as the drafts the coach
// tests type: the question's title and its body re-typed as the markdown an asker writes (paragraphs, fenced code,
// images, links), so the coach's surfaces that only appear for a decisive ask (its prompt, a decisive suggestion's
// snippet, the dialog before posting) are driven by a real question, not by a sentence made up for them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeHtmlEntities } from '../../../lib/readers/htmlEntities';

interface DecisiveRecord {
  question_id: number;
  title: string;
  body_html: string;
}

const records = new Map(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/decisive/questions.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as DecisiveRecord)
    .map((r) => [r.question_id, r]),
);

/** A body of paragraphs, code blocks, images and links (the API's HTML) as the markdown that renders to it. */
function asMarkdown(html: string): string {
  return html
    .replace(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g, (_, code: string) => `\`\`\`\n${code.replace(/\n$/, '')}\n\`\`\``)
    .replace(
      /<img [^>]*src="([^"]*)"[^>]*alt="([^"]*)"[^>]*>|<img [^>]*alt="([^"]*)"[^>]*src="([^"]*)"[^>]*>/g,
      (_, s1, a1, a2, s2) => `![${a1 ?? a2}](${s1 ?? s2})`,
    )
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '[$2]($1)')
    .replace(/<code>([\s\S]*?)<\/code>/g, '`$1`')
    .replace(/<\/?(p|strong|em|br)\s*\/?>/g, '')
    .split('\n')
    .map((line) => decodeHtmlEntities(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The question `id` of tests/fixtures/decisive/questions.jsonl as a draft: its title and its body in markdown. */
export function decisiveDraft(id: number): { title: string; body: string } {
  const record = records.get(id);
  if (!record) throw new Error(`question ${id} is not in tests/fixtures/decisive/questions.jsonl`);
  return { title: decodeHtmlEntities(record.title), body: asMarkdown(record.body_html) };
}
