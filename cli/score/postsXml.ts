// A data dump's Posts.xml read as a stream with saxes (a streaming, well-formedness-checking XML parser): one
// <row …/> element per post inside <posts>, every field an attribute (entities and the "&#xA;" line breaks in Body
// decoded by the parser). Stack Overflow's is ~100 GB: nothing is held beyond the chunk being parsed.
import type { SaxesTagPlain } from 'saxes';
import { shortMessage } from '../errors';
import { type RowRead, rowRead } from './inputRow';
import { questionFromPost } from './postRecord';

export async function* postsXmlRows(chunks: AsyncIterable<Uint8Array>, site: string): AsyncIterable<RowRead> {
  // Loaded when a dump is read: JSON lines and `check` start without it.
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8'); // streaming: a character split across chunks is decoded whole; drops the BOM
  let row = 0;
  let root: string | null = null;
  let found: RowRead[] = [];
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (root === null) {
      root = tag.name;
      // A dump's other files (Comments.xml, Votes.xml, …) hold <row>s too: refused at once, not row by row.
      if (root !== 'posts') throw new NotPostsError(`the document is <${root.slice(0, 40)}>, not <posts>: not a dump's Posts.xml`);
    }
    if (tag.name !== 'row') return;
    row += 1;
    const where = `row ${row}`;
    const post = questionFromPost(tag.attributes, site);
    if ('otherPost' in post) found.push({ kind: 'otherPost' });
    else if ('problem' in post) found.push({ kind: 'malformed', where, problem: post.problem });
    else found.push(rowRead({ where, record: post.record }));
  });
  // Without an 'error' handler saxes throws at the first fault: past it the document cannot be trusted, so reading stops.
  const feed = (write: () => void): Extract<RowRead, { kind: 'broken' }> | null => {
    try {
      write();
      return null;
    } catch (error) {
      return { kind: 'broken', where: `line ${parser.line}, column ${parser.column}`, problem: xmlProblem(error) };
    }
  };
  for await (const chunk of chunks) {
    const broken = feed(() => parser.write(decoder.decode(chunk, { stream: true })));
    yield* found;
    found = [];
    if (broken) return yield broken;
  }
  const broken = feed(() => parser.write(decoder.decode()).close());
  yield* found;
  // At the end of the input the fault is that the document is not finished: a download or a pipe cut short.
  if (broken) yield { ...broken, problem: `the input ends inside the document (cut short?): ${broken.problem}` };
}

class NotPostsError extends Error {}

/** saxes writes "line:column: message"; the place is said before it. */
function xmlProblem(error: unknown): string {
  if (error instanceof NotPostsError) return error.message;
  const message = error instanceof Error ? error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '') : String(error);
  return `not well-formed XML (${shortMessage(message, 100)}); reading stopped here`;
}
