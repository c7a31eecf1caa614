// Values a question shows by printing them: `print("shape of x", x.shape)` in the code and `shape of x (2,)` in
// the pasted output, or `print(x.size())` and a lone `torch.Size([64, 784])` line. Each found value becomes a
// stand-in with exactly that shape (or, for a short printed tensor, exactly those values), and the skeleton
// says which output line it came from.

export type ArrayLibrary = 'torch' | 'numpy';

export interface PrintedValue {
  name: string;
  /** A shape (`dims`) or a literal value (`literal`, a Python expression). */
  dims?: number[];
  literal?: string;
  /** Integer-valued literal: the largest value (an index, a class id). */
  maxInteger?: number;
  library: ArrayLibrary;
  /** The output line the value was read from, cut short. */
  source: string;
}

interface PrintCall {
  label: string | null;
  name: string;
  /** `.shape`/`.size()` was printed, or the value itself. */
  what: 'shape' | 'value';
}

const PRINT_LINE = /^[ \t]*print\s*\((.*)\)[ \t]*(?:#.*)?$/;
const LABELLED =
  /^\s*(?:(['"])(.*?)\1|f(['"])(.*?)\{\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*\}.*?\3)\s*(?:,\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*(?:,.*)?)?$/;
const BARE = /^\s*([A-Za-z_]\w*)(\.shape|\.size\(\))?\s*$/;

/** The print calls of the code that show one name's value or shape. */
export function findPrintCalls(code: string): PrintCall[] {
  const calls: PrintCall[] = [];
  for (const line of code.split('\n')) {
    const m = PRINT_LINE.exec(line);
    if (!m) continue;
    const args = m[1];
    const bare = BARE.exec(args);
    if (bare) {
      calls.push({ label: null, name: bare[1], what: bare[2] ? 'shape' : 'value' });
      continue;
    }
    const l = LABELLED.exec(args);
    if (!l) continue;
    if (l[2] !== undefined && l[7]) calls.push({ label: l[2], name: l[7], what: l[8] ? 'shape' : 'value' });
    else if (l[4] !== undefined && l[5]) calls.push({ label: l[4], name: l[5], what: l[6] ? 'shape' : 'value' });
  }
  return calls;
}

/** Reads the printed values of `code`'s print calls from `outputLines` (pasted output, prose, quotes). */
export function findPrintedValues(code: string, outputLines: string[]): Map<string, PrintedValue> {
  const found = new Map<string, PrintedValue>();
  const calls = findPrintCalls(code);
  const lines = outputLines.map((l) => l.replace(/^\s*#\s?/, '').trim()).filter((l) => l.length > 0 && !PRINT_LINE.test(l));
  for (const call of calls) {
    if (call.label === null || found.has(call.name)) continue;
    const label = call.label.trim();
    if (label.length < 2) continue;
    for (const line of lines) {
      if (!line.startsWith(label)) continue;
      const value = readValue(line.slice(label.length).replace(/^\s*[:=]?\s*/, ''), call.what);
      if (value) {
        found.set(call.name, { name: call.name, ...value, source: cut(line) });
        break;
      }
    }
  }
  // `print(x.shape)  # torch.Size([1, 512])`: the asker wrote the output beside the call, or on the comment line under it.
  const codeLines = code.split('\n');
  codeLines.forEach((line, i) => {
    const m = /^[ \t]*print\s*\(\s*([A-Za-z_]\w*)(\.shape|\.size\(\))\s*\)\s*(?:#\s*(.+))?$/.exec(line);
    if (!m || found.has(m[1])) return;
    const comment = m[3] ?? /^[ \t]*#\s*(.+)$/.exec(codeLines[i + 1] ?? '')?.[1];
    const value = comment ? readValue(comment.trim().replace(/^(?:=>|->|:)\s*/, ''), 'shape') : null;
    if (value) found.set(m[1], { name: m[1], ...value, source: cut(`${m[1]}${m[2]} # ${comment!.trim()}`) });
  });
  // Unlabelled `print(x.shape)` calls and lone shape lines, matched in order when their counts agree and no name
  // is printed twice (a name printed at several points has several shapes).
  const bareShapes = calls.filter((c) => c.label === null && c.what === 'shape');
  const shapeLines = lines.filter((l) => LONE_SHAPE.test(l));
  const printedTwice = new Set(bareShapes.map((c) => c.name)).size < bareShapes.length;
  if (bareShapes.length && bareShapes.length === shapeLines.length && !printedTwice) {
    bareShapes.forEach((call, i) => {
      const value = readValue(shapeLines[i], 'shape');
      if (value && !found.has(call.name)) found.set(call.name, { name: call.name, ...value, source: cut(shapeLines[i]) });
    });
  }
  return found;
}

const LONE_SHAPE = /^(?:torch\.Size\(\[[\d,\s]*\]\)|\((?:\d+,\s*)+\d*\))$/;

type Value = Omit<PrintedValue, 'name' | 'source'>;

function readValue(text: string, what: 'shape' | 'value'): Value | null {
  const size = /^torch\.Size\(\[([\d,\s]*)\]\)/.exec(text);
  if (size) return dimsOf(size[1], 'torch');
  const tuple = /^\(((?:\s*\d+\s*,)+\s*\d*\s*)\)/.exec(text);
  if (tuple) return dimsOf(tuple[1], 'numpy');
  if (what === 'shape') {
    const list = /^\[([\d,\s]+)\]/.exec(text);
    return list ? dimsOf(list[1], 'torch') : null;
  }
  const tensor = /^tensor\((\[[-\d.,\s[\]e+]*\])(?:,\s*dtype=torch\.(\w+))?/.exec(text);
  if (tensor) return literalOf(tensor[1], 'torch', tensor[2]);
  const array = /^array\((\[[-\d.,\s[\]e+]*\])(?:,\s*dtype=(\w+))?/.exec(text);
  if (array) return literalOf(array[1], 'numpy', array[2]);
  // numpy's own print: `[14. 15.]`, `[1 2 3]` (one line).
  const printed = /^(\[[-\d.\s[\]e+]*\])(?:\s|$)/.exec(text);
  if (printed && /\d/.test(printed[1]))
    return literalOf(printed[1].replace(/([\d.])\s+(?=[-\d[])/g, '$1, ').replace(/\]\s*\[/g, '], ['), 'numpy');
  return null;
}

function dimsOf(list: string, library: ArrayLibrary): Value | null {
  const dims = list
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean)
    .map(Number);
  if (!dims.length || dims.some((d) => !Number.isInteger(d) || d < 0 || d > 1e7)) return null;
  return { dims, library };
}

/** Up to 64 numbers, written as a Python list literal; longer tensors are printed abridged (`...`) anyway. */
function literalOf(list: string, library: ArrayLibrary, dtype?: string): Value | null {
  const numbers = list.match(/-?\d+(?:\.\d*)?(?:e[-+]?\d+)?/g) ?? [];
  if (!numbers.length || numbers.length > 64 || list.includes('...')) return null;
  const balanced = [...list].reduce((d, c) => d + (c === '[' ? 1 : c === ']' ? -1 : 0), 0) === 0;
  if (!balanced) return null;
  const python = list
    .replace(/(\d)\.(?![\d])/g, '$1.0')
    .replace(/\s+/g, ' ')
    .replace(/\[\s/g, '[')
    .replace(/\s\]/g, ']');
  const integers = numbers.every((n) => /^-?\d+\.?0*$/.test(n));
  const maxInteger = integers ? Math.max(...numbers.map(Number)) : undefined;
  const call = library === 'torch' ? 'torch.tensor' : 'np.array';
  const dtypeArg = dtype && /^\w+$/.test(dtype) ? `, dtype=${library === 'torch' ? `torch.${dtype}` : `np.${dtype}`}` : '';
  return { literal: `${call}(${python}${dtypeArg})`, library, maxInteger };
}

function cut(line: string): string {
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
