// What happens to each line of a code block that the reader cannot run as it is (docs/skeleton.md, "Data the
// reader does not have"): a data-loading statement gets a stand-in or a TODO (dataStandIns.ts decides which),
// a Colab-only import is skipped, a large epoch count is followed by `epochs = 1`, and `pretrained=True` on a
// torchvision model becomes `pretrained=False`. The plans are by line; renderPiece.ts writes them.
import type { SyntaxNode } from '@lezer/common';
import type { DataLoadFact, PythonBlockFacts } from '../analysis/blockFacts';
import { parsePython } from '../python/slicedParse';
import type { CodePiece } from './codePieces';
import { type LinePlan, planDataLoadLine } from './dataStandIns';
import { indentOf, lineAtOffset, lineStartsOf } from './lineIndex';
import type { PrintedValue } from './printedValues';

/** Line index -> what to do with it, for one block. */
export type PiecePlans = Map<number, LinePlan>;

export function planDataLoads(
  piece: CodePiece,
  facts: PythonBlockFacts | null,
  printed: Map<string, PrintedValue>,
  allCode: string,
  errorText: string,
  prose = '',
): PiecePlans {
  const plans: PiecePlans = new Map();
  if (!facts) return plans;
  const lines = piece.text.split('\n');
  const starts = lineStartsOf(piece.text);
  const lineAt = (at: number) => lineAtOffset(starts, at);
  // Grouped by the statement holding them: a path inside a multi-line call belongs to that call's first line. The
  // piece's tree is the one its walk read (kept by source), not a parse of its own; none is needed without a load.
  const tree = facts.dataLoads.length ? parsePython(piece.text) : null;
  const byStatement = new Map<number, { to: number; loads: DataLoadFact[] }>();
  for (const load of facts.dataLoads) {
    const statement = tree && statementAt(tree.topNode, load.start);
    const first = lineAt(statement?.from ?? load.start);
    const entry = byStatement.get(first) ?? { to: statement?.to ?? starts[first] + lines[first].length, loads: [] };
    entry.loads.push(load);
    byStatement.set(first, entry);
  }
  for (const [i, { to, loads }] of byStatement) {
    const plan = planDataLoadLine(piece.text.slice(starts[i], Math.max(to, starts[i] + lines[i].length)), loads, {
      printed,
      code: allCode,
      errorText,
      prose,
    });
    if (plan) plans.set(i, plan);
  }
  lines.forEach((line, i) => {
    if (plans.has(i) || line.trim().startsWith('#')) return;
    const plan = planOtherLine(line);
    if (plan) plans.set(i, plan);
  });
  return plans;
}

/** A line that loads nothing but still cannot run as it is, or should not: Colab, epochs, pretrained weights. */
function planOtherLine(line: string): LinePlan | null {
  // Colab's own modules exist only on Colab; the stand-ins need no Drive.
  if (/^\s*(?:from\s+google\.colab\s+import|import\s+google\.colab)\b/.test(line)) {
    return { skip: 'Colab-only module; the stand-ins need no Drive' };
  }
  // Small, fast settings: one epoch, stated next to the question's own value.
  const epochs = /^([A-Za-z_]*epochs?|EPOCHS?|N_EPOCHS|NUM_EPOCHS|NB_EPOCHS)\s*=\s*(\d+)\s*(?:#.*)?$/i.exec(line);
  if (epochs && Number(epochs[2]) > 1 && /epoch/i.test(epochs[1])) {
    return { after: [`${epochs[1]} = 1  # ReproLens: one epoch, so the skeleton runs fast (the question uses ${epochs[2]})`] };
  }
  // Pretrained weights are a download: the architecture stays, the weights start random.
  if (
    /\bpretrained\s*=\s*True\b/.test(line) &&
    /\bmodels\.\w+\(|\bresnet|\bvgg|\bdensenet|\bmobilenet|\balexnet|\binception|\befficientnet_b/i.test(line) &&
    !/from_pretrained/.test(line)
  ) {
    return {
      replace: [
        `${indentOf(line)}# ${line.trim()}`,
        line.replace(/\bpretrained\s*=\s*True\b/, 'pretrained=False') +
          '  # ReproLens: no weight download; the architecture is the same, the weights start random',
      ],
      assumption: 'pretrained weights are not downloaded: the model has the same layers with random weights',
    };
  }
  return null;
}

/** The simple or compound statement (a child of the module or of a block body) that holds `offset`, innermost. */
function statementAt(top: SyntaxNode, offset: number): SyntaxNode | null {
  for (let node: SyntaxNode | null = top.resolveInner(offset, 1); node; node = node.parent) {
    if (node.parent && (node.parent.name === 'Script' || node.parent.name === 'Body')) return node;
  }
  return null;
}
