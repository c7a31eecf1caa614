// Which of the code's variables reach the model or the loss: the positional arguments of a call of the model
// variable (`net(images)`), of a training method (`model.fit(x_train, y_train)`) and of a loss (`criterion(outputs,
// labels)`, `F.nll_loss(out, target)`). The data ask prints the shapes of exactly these variables.
import type { SyntaxNode } from '@lezer/common';
import { isModelVariableName } from '../modelVariables';
import { type CallFact, type CallSite, NO_FACTS } from './site';
import { FUNCTIONAL_LOSSES, TRAINING_METHODS } from './trainingNames';

/** Training methods whose first two positional arguments are the inputs and the labels. */
const FED_METHODS: ReadonlySet<string> = new Set(
  [...TRAINING_METHODS].filter((m) => /^(fit|train_on_batch|test_on_batch|evaluate|predict|predict_on_batch)/.test(m)),
);
// `criterion(out, y)`, `loss_fn(…)`, `self.criterion(…)`: the variable a loss function is kept in.
const LOSS_VARIABLE = /^(?:criterion\w*|loss_?(?:fn|func|function|object)|\w+_criterion)$/i;
// `images.to(device)`, `x.cuda()`, `labels.long()`: the same tensor moved or cast; its root is the variable.
const SAME_TENSOR = /^(?:to|cuda|cpu|float|long|double|half|int|squeeze|unsqueeze|view|reshape|permute|type|detach)$/;

export type ModelInputRole = 'model' | 'training' | 'loss';

export function modelInputFacts(site: CallSite): readonly CallFact[] {
  const role = roleOf(site);
  if (!role) return NO_FACTS;
  const names: string[] = [];
  for (const arg of site.args) {
    if (arg.keyword !== null && !(role === 'training' && (arg.keyword === 'x' || arg.keyword === 'y'))) continue;
    if (arg.spread) continue;
    const name = tensorVariable(arg.value, site.src);
    if (name && !names.includes(name)) names.push(name);
    if (role === 'training' && names.length === 2) break;
  }
  if (!names.length) return NO_FACTS;
  return [{ fact: 'modelInput', role, names, from: site.node.from, to: site.node.to }];
}

function roleOf(site: CallSite): ModelInputRole | null {
  const { method, objectText, written } = site;
  if (objectText !== null && FED_METHODS.has(method)) return 'training';
  if (LOSS_VARIABLE.test(method)) return 'loss';
  if ((site.parent === 'F' || site.parent === 'functional') && FUNCTIONAL_LOSSES.test(method)) return 'loss';
  // `model(x)`, `self.net(x)`, `model.forward(x)`: the network itself called.
  if (written !== null && (written === method || written === `self.${method}`) && isModelVariableName(method) && /^[a-z_]/.test(method))
    return 'model';
  if (method === 'forward' && objectText !== null && isModelVariableName(objectText)) return 'model';
  return null;
}

/** The variable an argument is (`images`), or is moved or cast from (`images.to(device)`); null for anything else. */
function tensorVariable(node: SyntaxNode, src: string): string | null {
  let value: SyntaxNode | null = node;
  for (let depth = 0; value && depth < 4; depth++) {
    if (value.name === 'VariableName') {
      const name = src.slice(value.from, value.to);
      return name === 'self' || isModelVariableName(name) ? null : name;
    }
    if (value.name !== 'CallExpression') return null;
    const callee: SyntaxNode | null = value.firstChild;
    if (callee?.name !== 'MemberExpression') return null;
    const property = callee.lastChild;
    if (!property || !SAME_TENSOR.test(src.slice(property.from, property.to))) return null;
    value = callee.firstChild;
  }
  return null;
}
