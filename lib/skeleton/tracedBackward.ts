// The backward pass the traceback runs and the code never shows (docs/skeleton.md, "Names", 4: a call the traceback
// enters). The question pastes the loss lines and then an error raised in autograd's `backward` ("but then I get this
// error later"), so the call that raised it is outside the code shown. When the question's traceback runs through
// autograd's backward and no line of its code calls `.backward()`, the skeleton calls it on the loss the code computes
// last: the last module-level name bound to a loss's call. Nothing else is assumed: no loss, no backward line.
import type { SyntaxNode } from '@lezer/common';
import { alternationRegExp } from '../phraseRules';
import { FUNCTIONAL_LOSSES } from '../python/calls/trainingNames';
import { readCallee } from '../python/nodes';
import { parsePython } from '../python/slicedParse';
import type { CodePiece } from './codePieces';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import type { OwnModelCall } from './ownModelCall';

/** A traceback line that shows autograd's backward running, one alternative a line (PyTorch's own frames). */
const BACKWARD_FRAMES: readonly string[] = [
  // `File ".../torch/autograd/__init__.py", line 154, in backward`, also with the `File "` cut off
  '", line \\d+, in backward\\s*$',
  // the frame's source line, PyTorch 1.x and 2.x
  '_execution_engine\\.run_backward\\(',
  'torch\\.autograd\\.backward\\(\\s*self\\b',
];
const BACKWARD_FRAME = alternationRegExp(BACKWARD_FRAMES, { flags: '' });

/**
 * The `.backward()` call to write after the loss's statement (an added call, as ownModelCall.ts writes one), or null
 * when the traceback does not run backward or the code shows the call.
 */
export function planTracedBackward(pieces: CodePiece[], outputLines: string[]): OwnModelCall | null {
  const frame = outputLines.find((l) => BACKWARD_FRAME.test(l));
  if (!frame) return null;
  let last: { piece: number; line: number; name: string } | null = null;
  const criteria = new Set<string>();
  for (let piece = 0; piece < pieces.length; piece++) {
    const { text } = pieces[piece];
    const tree = parsePython(text);
    if (callsBackward(tree.topNode, text)) return null;
    const starts = lineStartsOf(text);
    for (let node = tree.topNode.firstChild; node; node = node.nextSibling) {
      const bound = assignment(node, text);
      if (!bound) continue;
      const callee = readCallee(bound.call.firstChild!, text);
      if (callee.method?.endsWith('Loss')) criteria.add(bound.name);
      else if (isLossCall(callee, criteria)) last = { piece, line: lineAtOffset(starts, node.to - 1), name: bound.name };
    }
  }
  if (!last) return null;
  const shown = frame.trim().length > 70 ? `${frame.trim().slice(0, 67)}...` : frame.trim();
  const call = `${last.name}.backward()`;
  const why = `the traceback runs backward ("${shown}"), the question's code does not show the call`;
  return {
    after: [{ piece: last.piece, line: last.line, lines: [`${call}  # ReproLens: added; ${why}`] }],
    defines: [],
    assumptions: [`\`${call}\` is called after the loss the code computes last: ${why}`],
    missing: [],
  };
}

function isLossCall(callee: ReturnType<typeof readCallee>, criteria: Set<string>): boolean {
  if (!callee.method) return false;
  // `criterion(out, y)`, a name bound to a loss module (its class name ends in `Loss`); `F.mse_loss(out, y)`, a
  // functional loss as the training recogniser knows them; `nn.MSELoss()(out, y)` is rare.
  if (!callee.object && criteria.has(callee.method)) return true;
  return callee.object !== null && FUNCTIONAL_LOSSES.test(callee.method);
}

/** `name = call(…)` at module level: the name and the call. */
function assignment(node: SyntaxNode, src: string): { name: string; call: SyntaxNode } | null {
  if (node.name !== 'AssignStatement') return null;
  const target = node.firstChild;
  const op = target?.nextSibling;
  const value = op?.nextSibling;
  if (target?.name !== 'VariableName' || op?.name !== 'AssignOp' || value?.name !== 'CallExpression' || value.nextSibling) return null;
  return { name: src.slice(target.from, target.to), call: value };
}

/** Any `x.backward(…)` call in the code, at any depth. */
function callsBackward(top: SyntaxNode, src: string): boolean {
  let found = false;
  top.cursor().iterate((ref) => {
    if (found) return false;
    if (ref.name !== 'CallExpression') return;
    const callee = ref.node.firstChild;
    if (callee && readCallee(callee, src).method === 'backward') found = true;
  });
  return found;
}
