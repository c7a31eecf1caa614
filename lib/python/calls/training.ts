// Calls that train or evaluate: model.fit / train_on_batch / evaluate / predict, loss.backward(),
// optimizer.step() / zero_grad(), model.train() / model.eval(), trainer.train(), sess.run(train_op).
import type { SyntaxNode } from '@lezer/common';
import { keywordArg, lastName, positional, positionalCount, readArguments, valueText } from '../nodes';
import { NON_TRAINING_FITTERS, TRAINING_METHODS } from './trainingNames';
import { type CallFact, type CallSite, calleeText, NO_FACTS } from './site';

const OPTIMIZER_OBJECT = /optim|^opt\b|^opt_|adam|sgd/i;

export function trainingFacts(site: CallSite): readonly CallFact[] {
  const { method, objectText, node } = site;
  if (objectText === null) return NO_FACTS; // training calls are methods
  const args = positionalCount(site.args) + site.args.length;
  let training = false;
  if (TRAINING_METHODS.has(method)) {
    training = !(method === 'fit' || method.startsWith('fit_')) || !NON_TRAINING_FITTERS.test(lastSegment(objectText));
  } else if (method === 'step') training = OPTIMIZER_OBJECT.test(lastSegment(objectText));
  else if (method === 'train') training = /trainer/i.test(objectText) || args === 0 || isBoolArgument(site);
  else if (method === 'eval') training = args === 0;
  else if (method === 'run') training = /sess/i.test(objectText) && /train|optim|minimi[sz]e/i.test(argumentText(site));
  return training ? [{ fact: 'training', call: calleeText(site), from: node.from, to: node.to }] : NO_FACTS;
}

function lastSegment(text: string): string {
  const match = /([A-Za-z_]\w*)\W*$/.exec(text);
  return match ? match[1] : text;
}

function isBoolArgument(site: CallSite): boolean {
  const first = positional(site.args, 0) ?? keywordArg(site.args, 'mode');
  return first?.name === 'Boolean';
}

function argumentText(site: CallSite): string {
  const argList = site.node.lastChild;
  return argList ? site.src.slice(argList.from, Math.min(argList.to, argList.from + 200)) : '';
}

/** `for epoch in range(10):` is a training loop and states the number of epochs. */
export function epochLoopFacts(
  statementFrom: number,
  bodyFrom: number,
  targets: string[],
  iterable: SyntaxNode | null,
  src: string,
): readonly CallFact[] {
  if (!targets.some((t) => /epoch/i.test(t))) return NO_FACTS;
  const facts: CallFact[] = [{ fact: 'training', call: 'for epoch', from: statementFrom, to: bodyFrom }];
  const range = rangeCall(iterable, src);
  if (!range) return facts;
  const args = readArguments(range.lastChild, src).filter((a) => a.keyword === null);
  let value: string | null = null;
  if (args.length === 1) value = valueText(args[0].value, src);
  else if (args.length >= 2) {
    const [lo, hi] = [args[0].value, args[1].value].map((n) => (n.name === 'Number' ? Number(src.slice(n.from, n.to)) : NaN));
    if (Number.isInteger(lo) && Number.isInteger(hi)) value = String(hi - lo);
  }
  if (value !== null && !/^\d+$/.test(value)) value = null;
  facts.push({ fact: 'hyperparameter', name: 'epochs', value, from: range.from, to: range.to });
  return facts;
}

/** The `range(…)` call of a loop: range(n), trange(n), tqdm(range(n)), enumerate(range(n)). */
function rangeCall(node: SyntaxNode | null, src: string): SyntaxNode | null {
  for (let depth = 0; node && node.name === 'CallExpression' && depth < 3; depth++) {
    const callee = node.firstChild;
    const name = callee ? lastName(callee, src) : null;
    if (name === 'range' || name === 'trange' || name === 'xrange') return node;
    if (name !== 'tqdm' && name !== 'enumerate') return null;
    const first = readArguments(node.lastChild, src).find((a) => a.keyword === null);
    node = first?.value ?? null;
  }
  return null;
}
