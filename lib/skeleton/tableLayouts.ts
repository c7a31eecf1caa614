// How wide a table the question reads from the asker's disk must be, from the code's own `.iloc` reads (a file
// stand-in whose layout the code fixes: `read_csv` inside a `Dataset`, columns from the `iloc` slices;
// docs/skeleton.md, "Data the reader does not have"). `self.data.iloc[idx, 0]` needs one column,
// `iloc[idx, 1:]` at least two, and `iloc[idx, 1:-1].values.reshape((1, 16, 16))` exactly 1 + 256 + 1. The reads are
// found in the parsed code (a name in a comment or a string is no read); a use the width cannot be read from (a
// column by name, a column index held in a name, `.values` of the whole table) leaves the layout unknown.
import type { SyntaxNode } from '@lezer/common';
import { dottedName, intList, intValue, readArguments } from '../python/nodes';
import { parsePython } from '../python/slicedParse';
import type { LinePlan } from './dataStandIns';

/** Callees that read a table file into a DataFrame. */
const TABLE_READERS: readonly string[] = ['pd.read_csv', 'pandas.read_csv', 'pd.read_table', 'pandas.read_table'];
/** Uses of the whole table that depend on its real columns: the width alone does not make them work. */
const NAMED_USES: readonly string[] = ['values', 'to_numpy', 'drop', 'columns', 'loc', 'shape'];
/** Calls between an `.iloc` slice and its `.reshape(…)` that keep the number of values. */
const SHAPE_KEEPING: readonly string[] = ['values', 'to_numpy', 'astype', 'copy'];

export interface TableLayout {
  /** The assigned name as written: `df`, `self.data`. */
  target: string;
  columns: number;
  /** The `.iloc` reads the width comes from, as written. */
  reads: string[];
}

/** The name a one-line `name = pd.read_csv(…)` or `self.name = pd.read_csv(…)` assigns, or null. */
export function tableTarget(line: string): string | null {
  const statement = line.trimStart();
  const tree = parsePython(statement);
  const assign = tree.topNode.firstChild;
  if (assign?.name !== 'AssignStatement' || assign.nextSibling) return null;
  const target = assign.firstChild;
  const value = assign.lastChild;
  if (target?.nextSibling?.name !== 'AssignOp' || value?.name !== 'CallExpression') return null; // one plain assignment
  const callee = value.firstChild ? dottedName(value.firstChild, statement) : null;
  if (!callee || !TABLE_READERS.includes(callee)) return null;
  return dottedName(target, statement);
}

/** The table's width from every `.iloc` read of `target` in the code, or null when a use leaves it open. */
export function tableLayout(target: string, code: string): TableLayout | null {
  const tree = parsePython(code);
  let columns = 0;
  const reads: string[] = [];
  let open = false;
  tree.iterate({
    enter: (ref) => {
      if (open) return false;
      if (ref.name !== 'VariableName' && ref.name !== 'MemberExpression') return;
      if (dottedName(ref.node, code) !== target) return;
      const use = useOf(ref.node, code);
      if (use === 'other') return false;
      if (use === 'open') open = true;
      else {
        columns = Math.max(columns, use.columns);
        if (!reads.includes(use.text)) reads.push(use.text);
      }
      return false;
    },
  });
  return open || !reads.length ? null : { target, columns: Math.max(columns, 1), reads };
}

type Use = { columns: number; text: string } | 'open' | 'other';

/** What one mention of the table reads: an `.iloc` subscript, a use needing its real columns, or anything else. */
function useOf(node: SyntaxNode, src: string): Use {
  const parent = node.parent;
  if (parent?.name !== 'MemberExpression' || parent.firstChild?.from !== node.from || parent.firstChild.to !== node.to) return 'other';
  const property = parent.lastChild;
  if (property?.name === ']') return 'open'; // `df[…]`: columns by name
  if (property?.name !== 'PropertyName') return 'other';
  const name = src.slice(property.from, property.to);
  if (NAMED_USES.includes(name)) return 'open';
  if (name !== 'iloc') return 'other';
  const subscript = parent.parent;
  if (subscript?.name !== 'MemberExpression' || subscript.lastChild?.name !== ']') return 'open';
  const groups = subscriptGroups(subscript);
  if (groups.length === 1) return { columns: 1, text: src.slice(subscript.from, subscript.to) }; // whole rows
  if (groups.length !== 2) return 'open';
  const needed = columnsNeeded(groups[1], src, reshapedSize(subscript, src));
  return needed === null ? 'open' : { columns: needed, text: src.slice(subscript.from, subscript.to) };
}

/** The parts of `x[a, b:c]` between the brackets, split at top-level commas: [[a], [b, :, c]]. */
function subscriptGroups(subscript: SyntaxNode): SyntaxNode[][] {
  const groups: SyntaxNode[][] = [[]];
  let inside = false;
  for (let child = subscript.firstChild; child; child = child.nextSibling) {
    if (child.name === '[') inside = true;
    else if (child.name === ']') break;
    else if (!inside) continue;
    else if (child.name === ',') groups.push([]);
    else groups[groups.length - 1].push(child);
  }
  return groups;
}

/** Columns a column selector needs: `0` one, `-1` one, `[0, 3]` four, `1:` two, `1:-1` with 256 values 258. */
function columnsNeeded(selector: SyntaxNode[], src: string, width: number | null): number | null {
  const colon = selector.findIndex((n) => n.name === ':');
  if (colon < 0) {
    if (selector.length !== 1) return null;
    const index = signedInt(selector[0], src);
    if (index !== null) return index < 0 ? -index : index + 1;
    const list = selector[0].name === 'ArrayExpression' ? intList(selector[0], src) : null;
    return list?.length ? Math.max(...list.map((i) => (i < 0 ? -i : i + 1))) : null;
  }
  const before = selector.slice(0, colon);
  const after = selector.slice(colon + 1);
  if (before.length > 1 || after.length > 1) return null; // a step, or something unreadable
  const start = before.length ? signedInt(before[0], src) : 0;
  const stop = after.length ? signedInt(after[0], src) : null;
  if (start === null || start < 0 || (after.length && stop === null)) return null;
  if (stop !== null && stop > 0) return Math.max(stop, start + 1);
  return start + (width ?? 1) + (stop === null ? 0 : -stop);
}

/** `-1` as -1, `3` as 3; null for anything but an integer literal. */
function signedInt(node: SyntaxNode, src: string): number | null {
  if (node.name === 'Number') return intValue(node, src);
  if (node.name !== 'UnaryExpression' || src.slice(node.from, node.from + 1) !== '-') return null;
  const value = intValue(node.lastChild, src);
  return value === null ? null : -value;
}

/** The number of values a `.reshape(…)` chained on the slice fixes: `(1, 16, 16)` -> 256; null when none or -1. */
function reshapedSize(subscript: SyntaxNode, src: string): number | null {
  let node: SyntaxNode = subscript;
  for (let depth = 0; depth < 8; depth++) {
    const member = node.parent;
    if (member?.name !== 'MemberExpression' || member.lastChild?.name !== 'PropertyName') return null;
    const name = src.slice(member.lastChild.from, member.lastChild.to);
    const call = member.parent?.name === 'CallExpression' ? member.parent : null;
    if (name === 'reshape' && call) {
      const args = readArguments(call.lastChild, src);
      const dims = args.length === 1 ? intList(args[0].value, src) : args.map((a) => intValue(a.value, src));
      if (!dims?.length || dims.some((d) => d === null || d < 1)) return null;
      return (dims as number[]).reduce((a, b) => a * b, 1);
    }
    if (!SHAPE_KEEPING.includes(name)) return null;
    node = call ?? member;
  }
  return null;
}

/** `df = pd.read_csv(…)` (or `self.df = …`) as a table of random whole numbers as wide as the code's `.iloc` reads. */
export function planTableRead(line: string, code: string, rows: number): LinePlan | null {
  const target = tableTarget(line);
  const layout = target ? tableLayout(target, code) : null;
  if (!layout) return null;
  const indent = /^[ \t]*/.exec(line)![0];
  const reads = layout.reads.slice(0, 3).join(', ');
  return {
    replace: [
      `${indent}# ${line.trim()}`,
      `${indent}${layout.target} = pd.DataFrame(np.random.randint(0, 10, (${rows}, ${layout.columns})))  # ReproLens: stand-in table, ${layout.columns} column${layout.columns === 1 ? '' : 's'} as the code's ${reads} read; values assumed`,
    ],
    assumption: `\`${layout.target}\` is a table the question does not include; replaced by ${rows} rows of whole numbers 0-9 (assumed) in ${layout.columns} column${layout.columns === 1 ? '' : 's'}, the width the code's .iloc reads fix`,
    needs: ['pd', 'np'],
    defines: layout.target.includes('.') ? [] : [layout.target],
  };
}
