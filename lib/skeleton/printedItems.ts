// A dataset item the question prints (docs/skeleton.md, "Names", 2 "A printed value":
// a printed sample taken literally, dtype included): `print(dataset.__getitem__(0))` or
// `print(dataset[0])` in the code and the pasted `(tensor([ 5.,  5.,  8., 14.], dtype=torch.float64), tensor(-0.3403,
// dtype=torch.float64))`. The shown value of `dataset` is then a one-item list holding exactly that item: what a
// DataLoader, `len` and `__getitem__` read of it. Only a single item print and a single line that reads as an item.
import { cut, literalOf, printArgs, type PrintedValue } from './printedValues';

/** `dataset.__getitem__(0)` or `dataset[0]`: the printed object's name. */
const ITEM_PRINT = /^\s*([A-Za-z_]\w*)\s*(?:\.__getitem__\(\s*\d+\s*\)|\[\s*\d+\s*\])\s*$/;

/** The item the question prints of one name, as a shown value of that name. */
export function findPrintedItems(code: string, outputLines: string[]): Map<string, PrintedValue> {
  const found = new Map<string, PrintedValue>();
  const names = code
    .split('\n')
    .map((line) => printArgs(line))
    .flatMap((args) => (args === null ? [] : (ITEM_PRINT.exec(args)?.[1] ?? [])));
  if (names.length !== 1) return found;
  const items = outputLines
    .map((l) => l.trim())
    .flatMap((line) => {
      const literal = line.length < 2000 ? itemLiteral(line) : null;
      return literal ? [{ line, literal }] : [];
    });
  if (items.length !== 1) return found;
  const [{ line, literal }] = items;
  found.set(names[0], { name: names[0], literal: `[${literal}]`, library: 'torch', source: cut(line), item: true });
  return found;
}

/** `(tensor(…), tensor(…))`, `(tensor(…), 3)` or a lone `tensor(…)` as Python; null when any part is not one. */
function itemLiteral(line: string): string | null {
  const tuple = line.startsWith('(') && line.endsWith(')');
  const parts = tuple ? topLevelParts(line.slice(1, -1)) : [line];
  if (!parts?.some((p) => p.startsWith('tensor('))) return null;
  const python = parts.map(partLiteral);
  if (python.some((p) => p === null)) return null;
  return tuple ? `(${python.join(', ')})` : python[0];
}

const TENSOR = /^tensor\((\[[-\d.,\s[\]e+]*\]|-?\d+(?:\.\d*)?(?:e[-+]?\d+)?)(?:,\s*dtype=torch\.(\w+))?\)$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function partLiteral(part: string): string | null {
  if (NUMBER.test(part)) return part;
  const tensor = TENSOR.exec(part);
  return tensor ? (literalOf(tensor[1], 'torch', tensor[2])?.literal ?? null) : null;
}

/** The comma-separated parts of `text` outside brackets, trimmed; null when the brackets do not balance. */
function topLevelParts(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  parts.push(text.slice(start).trim());
  return depth === 0 ? parts.filter((p) => p.length > 0) : null;
}
