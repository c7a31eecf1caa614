// Calls: the walk builds each call's site (callee written and canonical, arguments, the variable its value goes
// to), asks the recognisers (calls/recognize.ts) and keeps what they return, located in the block's text.
import type { SyntaxNode } from '@lezer/common';
import { scanArgList } from './argLists';
import { recognizeCall } from './calls/recognize';
import type { Located } from '../analysis/blockFacts';
import type { CallFact, CallSite } from './calls/site';
import { canonicalName } from './imports';
import { readCallee } from './nodes';
import { stringLiteral } from './pathLiterals';
import { scopeAt } from './scopes';
import { type Handler, located, originalOffset, type WalkState } from './walkState';

export const callExpression: Handler = (ref, walk) => {
  const node = ref.node;
  const argList = argListOf(node);
  const scan = argList ? scanArgList(argList, walk.src) : null;
  walk.argScan = scan; // the ArgList handler marks its names from the same scan
  const assignment = walk.assignments[walk.assignments.length - 1];
  const site = callSiteOf(node, walk.src, (written) => canonicalName(walk, written), {
    args: scan?.args ?? [],
    target: assignment?.valueStarts.includes(node.from) ? assignment.target : null,
    inModelClass: walk.modelClassDepth > 0,
  });
  if (site) collectFacts(walk, recognizeCall(site));
  return undefined;
};

/** A CallExpression's ArgList: its last child, found from the callee (nearly always its next sibling) rather than by a scan. */
export function argListOf(call: SyntaxNode): SyntaxNode | null {
  let argList = call.firstChild?.nextSibling ?? null;
  if (argList && (argList.name !== 'ArgList' || argList.nextSibling)) argList = call.lastChild;
  return argList?.name === 'ArgList' ? argList : null;
}

/**
 * The site the recognisers read for a call; null when the callee has no last name (`f(x)(y)`, `(a or b)()`).
 * `canonicalOf` resolves a written dotted name through the block's imports (the walk's canonicalName).
 */
export function callSiteOf(
  node: SyntaxNode,
  src: string,
  canonicalOf: (written: string) => string,
  context: Pick<CallSite, 'args' | 'target' | 'inModelClass'>,
): CallSite | null {
  const callee = node.firstChild;
  if (!callee) return null;
  const { method, object, written } = readCallee(callee, src);
  if (!method) return null;
  const canonical = written ? canonicalOf(written) : null;
  const path = canonical ?? written ?? method;
  const last = path.lastIndexOf('.');
  let segments = 1;
  for (let i = path.indexOf('.'); i >= 0; i = path.indexOf('.', i + 1)) segments++;
  return {
    src,
    node,
    written,
    canonical,
    method,
    path,
    segments,
    parent: last < 0 ? null : path.slice(path.lastIndexOf('.', last - 1) + 1, last),
    objectText: object ? src.slice(object.from, Math.min(object.to, object.from + 200)) : null,
    args: context.args,
    target: context.target,
    inModelClass: context.inModelClass,
  };
}

/** Keeps what a recogniser found, in order; a string is classified once, whoever reaches it first. */
export function collectFacts(walk: WalkState, facts: readonly CallFact[]): void {
  let at: Located;
  for (const fact of facts) {
    switch (fact.fact) {
      case 'model':
        at = located(walk, fact.from, fact.to);
        walk.models.push({ start: at.start, end: at.end, text: at.text, kind: fact.kind, name: fact.name });
        if (fact.kind === 'Sequential') {
          walk.sequentials.push({
            name: fact.name,
            written: fact.written ?? 'Sequential',
            canonical: fact.canonical ?? fact.written ?? 'Sequential',
            scope: scopeAt(walk, fact.from),
            from: fact.from,
            to: fact.to,
          });
        }
        break;
      case 'layer': {
        const start = originalOffset(walk, fact.from);
        walk.layers.push({
          start,
          end: Math.max(start, originalOffset(walk, fact.to)),
          written: fact.written,
          canonical: fact.canonical,
          layer: fact.layer,
          framework: fact.framework,
          args: walk.identity ? fact.args : fact.args.map((arg) => ({ ...arg, ...located(walk, arg.start, arg.end) })),
          target: fact.target,
        });
        walk.layerSpans.push([fact.from, fact.to]);
        break;
      }
      case 'functionalCandidate':
        walk.functionalCalls.push({ name: fact.name, from: fact.from, to: fact.to, keywords: fact.hasInputsKeywords });
        break;
      case 'inputCall':
        walk.inputCalled = true;
        break;
      case 'training':
        at = located(walk, fact.from, fact.to);
        walk.training.push({ start: at.start, end: at.end, text: at.text, call: fact.call });
        break;
      case 'hyperparameter':
        at = located(walk, fact.from, fact.to);
        walk.hyperparameters.push({ start: at.start, end: at.end, text: at.text, name: fact.name, value: fact.value });
        break;
      case 'dataLoad':
        at = located(walk, fact.from, fact.to);
        walk.dataLoads.push({ start: at.start, end: at.end, text: at.text, kind: fact.kind, detail: fact.detail });
        break;
      case 'pathString':
        stringLiteral(walk, fact.from, fact.to, fact.inPathPosition);
        break;
      case 'notAPath':
        walk.handledStrings.add(fact.from);
        break;
      case 'pathWrite':
        walk.writtenPaths.push(fact.path);
        break;
      case 'standIn':
        at = located(walk, fact.from, fact.to);
        walk.standInData.push({ start: at.start, end: at.end, text: at.text, call: fact.call, shape: fact.shape, target: fact.target });
        break;
      case 'print':
        walk.prints.push(located(walk, fact.from, fact.to));
        break;
      case 'modelInput':
        at = located(walk, fact.from, fact.to);
        walk.modelInputs.push({ start: at.start, end: at.end, text: at.text, role: fact.role, names: fact.names });
        break;
    }
  }
}
