// An embedding's size (docs/skeleton.md, "Names", 5): `nn.Embedding(VOC.n_words, …)` with `VOC` never shown.
// The vocabulary only has to exceed the largest index fed in, and when the question prints those indices that
// bound is known. Only for a name used solely through such attributes.
import { type CodeWords, isAsciiName } from '../codeWords';
import type { PrintedValue } from '../printedValues';
import { ASSUMED_MARK } from '../skeletonScript';
import type { NameStrategy } from './strategy';

export const embeddingSizes: NameStrategy = {
  knows: 'the size of an embedding over indices the question prints',
  resolve(name, { code, printed }) {
    const sizes = isAsciiName(name) ? sizesOf(name, code, printed) : sizesByPattern(name, code.text, printed);
    if (!sizes) return null;
    return {
      definitions: [`${ASSUMED_MARK} ${sizes.why}`, `${name} = types.SimpleNamespace(${sizes.fields})`],
      assumptions: [sizes.why],
      needs: ['types'],
    };
  },
};

interface Sizes {
  fields: string;
  why: string;
}

/** Read around the occurrences of `name`: the patterns of `sizesByPattern`, without a pass over the code per name. */
function sizesOf(name: string, code: CodeWords, printed: Map<string, PrintedValue>): Sizes | null {
  const text = code.text;
  const uses = code.uses(name);
  // Used other than as `name.attr` (`(?<![\w.])name\b(?!\s*\.)`): not a namespace of sizes.
  if (uses.some((at) => text[code.skipSpaceForward(at + name.length)] !== '.')) return null;
  const attributes = new Map<string, boolean>(); // attribute -> some use sits in `Embedding(`
  for (const at of uses) {
    const dot = at + name.length;
    if (text[dot] !== '.' || !/[A-Za-z_]/.test(text[dot + 1] ?? '')) continue;
    let end = dot + 1;
    while (end < text.length && /\w/.test(text[end])) end++;
    const attribute = text.slice(dot + 1, end);
    const open = code.skipSpaceBack(at);
    const inEmbedding = text[open - 1] === '(' && text.slice(Math.max(0, open - 10), open - 1) === 'Embedding';
    attributes.set(attribute, (attributes.get(attribute) ?? false) || inEmbedding);
  }
  return sizesFrom(name, attributes, printed);
}

/** The largest printed integer, and the fields when every attribute sizes an embedding. */
function sizesFrom(name: string, attributes: Map<string, boolean>, printed: Map<string, PrintedValue>): Sizes | null {
  const largest = Math.max(-1, ...[...printed.values()].map((v) => v.maxInteger ?? -1));
  if (!attributes.size || largest < 0) return null;
  const fields: string[] = [];
  for (const [attribute, inEmbedding] of attributes) {
    if (!inEmbedding) return null;
    fields.push(`${attribute}=${largest + 1}`);
  }
  return {
    fields: fields.join(', '),
    why: `\`${name}\` (not shown) sizes an embedding; ${largest + 1} entries, one more than the largest index the question prints (${largest})`,
  };
}

/** The rule as patterns, for a name the word index does not hold (non-ASCII). */
function sizesByPattern(name: string, code: string, printed: Map<string, PrintedValue>): Sizes | null {
  if (new RegExp(`(?<![\\w.])${name}\\b(?!\\s*\\.)`).test(code)) return null;
  const attributes = new Map<string, boolean>();
  for (const m of code.matchAll(new RegExp(`(?<![\\w.])${name}\\.([A-Za-z_]\\w*)`, 'g'))) {
    if (!attributes.has(m[1])) attributes.set(m[1], new RegExp(`Embedding\\(\\s*${name}\\.${m[1]}\\b`).test(code));
  }
  return sizesFrom(name, attributes, printed);
}
