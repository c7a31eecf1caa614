// The replication package of Shah, Rahman & Khomh (EMSE 2024, arXiv 2401.03069) as ReproLens input: the 40 Stack
// Overflow bugs whose text survives (Cleaned_LLaMA_Bugs.csv), rebuilt as markdown drafts, plus the authors'
// presence labels to compare against. The package stripped the HTML, so paragraphs and code blocks are lost:
// the prose becomes one paragraph, and the code comes from original_code_snippets/<id>.py (line structure
// intact) when it exists, with whatever else the Code column held (tracebacks, printed output) as a second block.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHtmlEntities } from '../../lib/readers/htmlEntities';
import { csvRecords } from './csvRows';

export interface PaperBug {
  id: number;
  /** The question prose, HTML entities decoded. */
  text: string;
  /** The Code column: every code-formatted span of the post, flattened into one line. */
  codeColumn: string;
  /** original_code_snippets/<id>.py, or null when the package has none. */
  snippet: string | null;
  /** From the package's post lists when the bug appears there; "" otherwise. */
  title: string;
  tags: string[];
  labels: { code: boolean; environment: boolean; data: boolean };
  /** "TF + Keras" or "PyTorch". */
  framework: string;
  /** "Training Bug", "Tensor and Input Bug", "Model Bug", "API Bug", "GPU Bug", "Mixed Bug". */
  type: string;
}

/** The package's bug type names, mapped to the engine's. */
export const PAPER_BUG_TYPES: Record<string, string> = {
  'Training Bug': 'training',
  'Model Bug': 'model',
  'Tensor and Input Bug': 'tensor_input',
  'API Bug': 'api',
  'GPU Bug': 'gpu',
};

/** The package's framework names, as engine framework families (tf.keras and keras count as tensorflow). */
export function paperFrameworkFamily(framework: string): string {
  return framework.toLowerCase().includes('pytorch') ? 'pytorch' : 'tensorflow';
}

const POST_LISTS = ['DL_Bugs_Complete.csv', 'DL_Bugs.csv', 'PyTorch_Posts.csv', 'Keras_Posts.csv', 'Tensorflow_Posts.csv'];

function titlesAndTags(dir: string): Map<number, { title: string; tags: string[] }> {
  const found = new Map<number, { title: string; tags: string[] }>();
  for (const file of POST_LISTS) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    for (const row of csvRecords(readFileSync(path, 'utf8'))) {
      const id = Number(/questions\/(\d+)/.exec(row.QuestionLink ?? '')?.[1]);
      if (!id || found.has(id)) continue;
      const tags = [...(row.Tags ?? '').matchAll(/<([^<>]+)>/g)].map((m) => m[1]);
      found.set(id, { title: decodeHtmlEntities(row.Title ?? ''), tags });
    }
  }
  return found;
}

export function loadPaperBugs(dir: string): PaperBug[] {
  const labels = new Map(
    csvRecords(readFileSync(join(dir, 'Dataset_Manual_Reproduction.csv'), 'utf8')).map((row) => [Number(row['Bug ID']), row]),
  );
  const posts = titlesAndTags(dir);
  return csvRecords(readFileSync(join(dir, 'Cleaned_LLaMA_Bugs.csv'), 'utf8')).flatMap((row) => {
    const id = Number(row['Bug ID']);
    const label = labels.get(id);
    if (!label) return [];
    const snippetPath = join(dir, 'original_code_snippets', `${id}.py`);
    return [
      {
        id,
        text: decodeHtmlEntities(row.Text ?? '').trim(),
        codeColumn: decodeHtmlEntities(row.Code ?? '').trim(),
        snippet: existsSync(snippetPath) ? readFileSync(snippetPath, 'utf8') : null,
        title: posts.get(id)?.title ?? '',
        tags: posts.get(id)?.tags ?? [],
        labels: {
          code: label['Code Snippet Present?'] === 'Yes',
          environment: label['System Configuration Present?'] === 'Yes',
          data: label['Data Description Present?'] === 'Yes',
        },
        framework: label.Framework ?? '',
        type: label['Type of Bug'] ?? '',
      },
    ];
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What the flattened Code column holds beyond the snippet file: the snippet's lines are cut out of it in order, and
 * the pieces left over (error messages, printed shapes, shell commands) are kept, one per line. Lines shorter than
 * four characters (")", "])") are not cut: they would match inside unrelated text.
 */
export function leftoverCode(codeColumn: string, snippet: string): string {
  let rest = collapse(codeColumn);
  let cursor = 0;
  for (const line of snippet.split('\n').map(collapse)) {
    if (line.length < 4) continue;
    const at = rest.indexOf(line, cursor);
    if (at < 0) continue;
    rest = `${rest.slice(0, at)}\n${rest.slice(at + line.length)}`;
    cursor = at + 1;
  }
  return rest
    .split('\n')
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z0-9]{2}/.test(piece))
    .join('\n');
}

/** A fence longer than any backtick run inside, so code holding ``` cannot end it early. */
function fenced(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** The bug as a markdown draft: prose, then the code, then the rest of the Code column. */
export function paperDraftMarkdown(bug: PaperBug): string {
  const parts = [bug.text];
  if (bug.snippet?.trim()) {
    parts.push(fenced(bug.snippet, 'python'));
    const rest = leftoverCode(bug.codeColumn, bug.snippet);
    if (rest) parts.push(fenced(rest, ''));
  } else if (bug.codeColumn) {
    parts.push(fenced(bug.codeColumn, ''));
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
