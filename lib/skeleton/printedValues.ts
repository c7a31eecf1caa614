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
  /** Read from the question's prose ("x has a size of torch.Size([1, 256, 499])"), not from printed output. */
  stated?: true;
  /** One item of a dataset the question prints (`print(dataset[0])`), the literal a one-item list (printedItems.ts). */
  item?: true;
}

/** Where a shown value came from, for the stand-in's `# ReproLens: assumed …` comment. */
export function shownWhere(value: PrintedValue): string {
  if (value.stated) return `the question's words "${value.source}"`;
  return value.item ? `the printed item "${value.source}"` : `the printed output "${value.source}"`;
}

interface PrintCall {
  label: string | null;
  name: string;
  /** `.shape`/`.size()` was printed, or the value itself. */
  what: 'shape' | 'value';
}

const BARE = /^\s*([A-Za-z_]\w*)(\.shape|\.size\(\))?\s*$/;

/** The print calls of the code that show one name's value or shape. */
export function findPrintCalls(code: string): PrintCall[] {
  const calls: PrintCall[] = [];
  for (const line of code.split('\n')) {
    const args = printArgs(line);
    if (args === null) continue;
    const bare = BARE.exec(args);
    if (bare) {
      calls.push({ label: null, name: bare[1], what: bare[2] ? 'shape' : 'value' });
      continue;
    }
    const labelled = labelledCall(args);
    if (labelled) calls.push(labelled);
  }
  return calls;
}

const LINE_BREAK = /[\r\u2028\u2029]/;
const WHITESPACE = /\s/;

/**
 * The arguments of a one-line `print(…)` (a trailing comment allowed): what `^[ \t]*print\s*\((.*)\)[ \t]*(?:#.*)?$`
 * captures. `.` stops at a line break, so a line with one after the bracket is no print line; checking that
 * first keeps the pattern from rescanning the line from every `)`.
 */
export function printArgs(line: string): string | null {
  const head = /^[ \t]*print\s*\(/.exec(line);
  if (!head) return null;
  const rest = line.slice(head[0].length);
  if (LINE_BREAK.test(rest)) return null;
  return /^(.*)\)[ \t]*(?:#.*)?$/.exec(rest)?.[1] ?? null;
}

/**
 * `print("label", name)`, `print("label", name.shape)` or `print(f"label{name.shape}")`: the label and the
 * name. Reads what the pattern
 *   ^\s*(?:(['"])(.*?)\1|f(['"])(.*?)\{\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*\}.*?\3)\s*(?:,\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*(?:,.*)?)?$
 * read: the shortest string or f-string label after which the rest fits, scanning each quote once (the
 * pattern's two lazy scans made a long f-string quadratic). `args` holds no line break (printArgs).
 */
export function labelledCall(args: string): PrintCall | null {
  let start = 0;
  while (start < args.length && WHITESPACE.test(args[start])) start++;
  const quote = args[start];
  if (quote === '"' || quote === "'") {
    for (let end = args.indexOf(quote, start + 1); end >= 0; end = args.indexOf(quote, end + 1)) {
      const rest = restAfterLabel(args, end + 1);
      if (rest) return rest.name ? { label: args.slice(start + 1, end), name: rest.name, what: rest.shape ? 'shape' : 'value' } : null;
    }
    return null;
  }
  const fQuote = args[start + 1];
  if (quote !== 'f' || (fQuote !== '"' && fQuote !== "'")) return null;
  // The first `{name}` (or `{name.shape}`) in the f-string; a later one has fewer closing quotes after it.
  for (let open = args.indexOf('{', start + 2); open >= 0; open = args.indexOf('{', open + 1)) {
    const field = fieldAt(args, open);
    if (!field) continue;
    for (let end = args.indexOf(fQuote, field.end); end >= 0; end = args.indexOf(fQuote, end + 1)) {
      if (restAfterLabel(args, end + 1))
        return { label: args.slice(start + 2, open), name: field.name, what: field.shape ? 'shape' : 'value' };
    }
    return null;
  }
  return null;
}

/** A name and `.shape`/`.size()` at `at`, the name starting with a letter or `_`; where they end. */
function nameAt(args: string, at: number): { name: string; shape: boolean; end: number } | null {
  if (!/[A-Za-z_]/.test(args[at] ?? '')) return null;
  let end = at + 1;
  while (end < args.length && /\w/.test(args[end])) end++;
  const shape = args.startsWith('.shape', end) ? 6 : args.startsWith('.size()', end) ? 7 : 0;
  return { name: args.slice(at, end), shape: shape > 0, end: end + shape };
}

/** `{ name }` or `{ name.shape }` at the `{` at `open`; where it ends. */
function fieldAt(args: string, open: number): { name: string; shape: boolean; end: number } | null {
  let at = open + 1;
  while (at < args.length && WHITESPACE.test(args[at])) at++;
  const name = nameAt(args, at);
  if (!name) return null;
  let close = name.end;
  while (close < args.length && WHITESPACE.test(args[close])) close++;
  return args[close] === '}' ? { ...name, end: close + 1 } : null;
}

/** After the label: nothing, or `, name` / `, name.shape` and optionally `, …`. Null when neither fits. */
function restAfterLabel(args: string, from: number): { name?: string; shape?: boolean } | null {
  let at = from;
  while (at < args.length && WHITESPACE.test(args[at])) at++;
  if (at === args.length) return {};
  if (args[at] !== ',') return null;
  at++;
  while (at < args.length && WHITESPACE.test(args[at])) at++;
  const name = nameAt(args, at);
  if (!name) return null;
  let end = name.end;
  while (end < args.length && WHITESPACE.test(args[end])) end++;
  return end === args.length || args[end] === ',' ? { name: name.name, shape: name.shape } : null;
}

/** Reads the printed values of `code`'s print calls from `outputLines` (pasted output, prose, quotes). */
export function findPrintedValues(code: string, outputLines: string[]): Map<string, PrintedValue> {
  const found = new Map<string, PrintedValue>();
  const calls = findPrintCalls(code);
  const lines = outputLines.map((l) => l.replace(/^\s*#\s?/, '').trim()).filter((l) => l.length > 0 && printArgs(l) === null);
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

export function readValue(text: string, what: 'shape' | 'value'): Value | null {
  const size = /^torch\.Size\(\[([\d,\s]*)\]\)/.exec(text);
  if (size) return dimsOf(size[1], 'torch');
  // `(?:\s*\d+)?\s*` reads what `\s*\d*\s*` does, without the two blank runs to split between them.
  const tuple = /^\(((?:\s*\d+\s*,)+(?:\s*\d+)?\s*)\)/.exec(text);
  if (tuple) return dimsOf(tuple[1], 'numpy');
  if (what === 'shape') {
    const list = /^\[([\d,\s]+)\]/.exec(text);
    return list ? dimsOf(list[1], 'torch') : null;
  }
  const tensor = /^tensor\((\[[-\d.,\s[\]e+]*\])(?:,\s*dtype=torch\.(\w+))?/.exec(text);
  // `grad_fn=<…>` or `requires_grad=True` after the numbers: the value takes part in autograd, so its stand-in does too.
  if (tensor) return literalOf(tensor[1], 'torch', tensor[2], /^,\s*(?:grad_fn=<|requires_grad=True)/.test(text.slice(tensor[0].length)));
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
export function literalOf(list: string, library: ArrayLibrary, dtype?: string, requiresGrad = false): Value | null {
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
  // Only floating values can require gradients: a float literal is written with its point (`-24.9374`, `20.0`).
  const floating = /[.e]/.test(python) || /float|double|half/.test(dtype ?? '');
  const gradArg = requiresGrad && library === 'torch' && floating ? ', requires_grad=True' : '';
  return { literal: `${call}(${python}${dtypeArg}${gradArg})`, library, maxInteger };
}

export function cut(line: string): string {
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
