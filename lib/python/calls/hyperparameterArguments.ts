// What a call says about hyperparameters: keyword arguments with hyperparameter names (lr=…, batch_size=…,
// epochs=…), optimizer constructors (and a positional learning rate), loss constructors and functions,
// model.compile(optimizer=…, loss=…) and argparse flags (`add_argument('--lr', default=0.01)`).
import type { SyntaxNode } from '@lezer/common';
import type { HyperparameterName } from '../walkFacts';
import { keywordArg, positional, stringValue, valueText } from '../nodes';
import {
  FUNCTIONAL_LOSSES,
  HYPERPARAMETER_NAMES,
  KERAS_LOSS_CLASSES,
  NOT_HYPERPARAMETER,
  OPTIMIZER_MODULES,
  OPTIMIZER_NAMES,
} from './trainingNames';
import { type CallFact, type CallSite, moduleOf, NO_FACTS, withFact } from './site';

export function hyperparameterFacts(site: CallSite): readonly CallFact[] {
  const { src, method, node } = site;
  let facts: CallFact[] | null = null;
  for (const arg of site.args) {
    const name = arg.keyword === null ? null : hyperparameterName(arg.keyword);
    if (name) facts = withFact(facts, { fact: 'hyperparameter', name, value: valueText(arg.value, src), from: arg.from, to: arg.value.to });
  }
  // The callee's module (`torch.optim` for torch.optim.Adam), joined only for names that may need it.
  const mayMatter = OPTIMIZER_NAMES.has(method) || method.endsWith('Optimizer') || isLossName(method) || !!site.parent?.endsWith('losses');
  if (!mayMatter && method !== 'compile' && method !== 'add_argument') return facts ?? NO_FACTS; // most calls
  const add = (name: HyperparameterName, value: string | null, from: number, to: number) => {
    facts = withFact(facts, { fact: 'hyperparameter', name, value, from, to });
  };
  const module = mayMatter ? moduleOf(site) : '';
  if (mayMatter && isOptimizerConstructor(method, module)) {
    add('optimizer', method, node.from, node.to);
    const lrIndex = module.includes('torch') || site.path === 'optim' || site.path.startsWith('optim.') ? 1 : 0;
    const lr = keywordArg(site.args, 'lr', 'learning_rate') ? null : positional(site.args, lrIndex);
    if (lr && (lr.name === 'Number' || lr.name === 'BinaryExpression')) add('learning_rate', valueText(lr, src), lr.from, lr.to);
  } else if (mayMatter && isLossCall(method, module)) {
    const text = src.slice(node.from, node.to);
    const isClass = /^[A-Z]/.test(method);
    const value = isClass && text.length <= 80 && !text.includes('\n') ? text : (site.written ?? method);
    add('loss', value, node.from, node.to);
  }
  if (method === 'compile') {
    // model.compile(optimizer='adam', loss='mse'): strings and attribute references (calls are recognised on their own).
    const optimizer = keywordArg(site.args, 'optimizer') ?? positional(site.args, 0);
    const loss = keywordArg(site.args, 'loss') ?? positional(site.args, 1);
    for (const [name, value] of [
      ['optimizer', optimizer],
      ['loss', loss],
    ] as const) {
      if (!value || value.name === 'CallExpression') continue;
      const text =
        stringValue(value, src) ??
        (value.name === 'MemberExpression' || value.name === 'VariableName' ? src.slice(value.from, value.to) : null);
      add(name, text, value.from, value.to);
    }
  }
  if (method === 'add_argument') {
    // parser.add_argument('--lr', type=float, default=0.01)
    const flag = stringValue(positional(site.args, 0), src);
    const name = flag?.startsWith('-') ? hyperparameterName(flag.replace(/^-+/, '').replace(/-/g, '_')) : null;
    if (name) add(name, valueText(keywordArg(site.args, 'default'), src), node.from, node.to);
  }
  return facts ?? NO_FACTS;
}

/** `lr = 0.01`, `self.batch_size = 32`, `optimizer = 'adam'`: what an assignment to a hyperparameter's name states. */
export function assignmentFacts(target: string, value: SyntaxNode, statementFrom: number, src: string): readonly CallFact[] {
  const name = target.slice(target.lastIndexOf('.') + 1);
  let facts: CallFact[] | null = null;
  const add = (hp: HyperparameterName, text: string | null) => {
    facts = withFact(facts, { fact: 'hyperparameter', name: hp, value: text, from: statementFrom, to: value.to });
  };
  const hyperparameter = hyperparameterName(name);
  if (hyperparameter) add(hyperparameter, valueText(value, src));
  const isString = value.name === 'String' || value.name === 'ContinuedString';
  if (isString && /^(optimi[sz]er|opt)$/i.test(name)) add('optimizer', stringValue(value, src));
  if (isString && /^(loss(_fn|_function)?|criterion)$/i.test(name)) add('loss', stringValue(value, src));
  // `criterion = Loss(weight_geo, …)`: the asker's own loss class, made where the loss function is kept
  // (the ask never names a setting the code gives). `loss = criterion(out, y)` is the computed value, not the function.
  if (value.name === 'CallExpression' && /^(loss_?(fn|func|function)|criterion)$/i.test(name)) {
    const callee = value.firstChild;
    add('loss', callee ? src.slice(callee.from, callee.to) : null);
  }
  return facts ?? NO_FACTS;
}

/** `{'lr': 0.01, 'batch_size': 32}` configuration dictionaries. */
export function dictionaryFacts(dictionary: SyntaxNode, src: string): readonly CallFact[] {
  let facts: CallFact[] | null = null;
  for (let key = dictionary.firstChild; key; key = key.nextSibling) {
    if (key.name !== 'String' || key.nextSibling?.name !== ':') continue;
    const name = hyperparameterName(stringValue(key, src) ?? '');
    const value = key.nextSibling.nextSibling;
    if (name && value)
      facts = withFact(facts, { fact: 'hyperparameter', name, value: valueText(value, src), from: key.from, to: value.to });
  }
  return facts ?? NO_FACTS;
}

const hyperparameterNames = new Map<string, HyperparameterName | null>();

/** The hyperparameter a variable, keyword or dictionary key names (`lr`, `batch_size`, `num_epochs`). Memoised: the same keyword names (`dim`, `batch_first`) come back in every block. */
export function hyperparameterName(name: string): HyperparameterName | null {
  if (!mayNameHyperparameter(name)) return null;
  let found = hyperparameterNames.get(name);
  if (found !== undefined) return found;
  found = null;
  for (const [pattern, hp] of HYPERPARAMETER_NAMES) {
    if (pattern.test(name)) {
      found = hp === 'learning_rate' && NOT_HYPERPARAMETER.test(name) ? null : hp;
      break;
    }
  }
  if (hyperparameterNames.size < 5000) hyperparameterNames.set(name, found);
  return found;
}

/**
 * Every spelling in HYPERPARAMETER_NAMES holds `lr`, `learn`, `bs`, `batch` or `epoch` (in any case): a scan of
 * the characters rules out nearly every name (`dim`, `x`, `self`) before the memo is consulted.
 */
function mayNameHyperparameter(name: string): boolean {
  for (let i = 0; i + 1 < name.length; i++) {
    const a = name.charCodeAt(i) | 32;
    const b = name.charCodeAt(i + 1) | 32;
    if (a === 108 && (b === 114 || (b === 101 && /^learn/i.test(name.slice(i, i + 5))))) return true; // lr, learn
    if (a === 98 && (b === 115 || (b === 97 && /^batch/i.test(name.slice(i, i + 5))))) return true; // bs, batch
    if (a === 101 && b === 112 && /^epoch/i.test(name.slice(i, i + 5))) return true; // epoch
  }
  return false;
}

function isOptimizerConstructor(method: string, module: string): boolean {
  if (!OPTIMIZER_NAMES.has(method) && !/^\w+Optimizer$/.test(method)) return false;
  if (!module) return OPTIMIZER_NAMES.has(method);
  return OPTIMIZER_MODULES.test(module) || /(^|\.)(optim|optimizers|keras|tensorflow|transformers|tfa)(\.|$)/.test(module);
}

const LOSS_NAME = /loss|Loss|entropy|Entropy|Error|Huber|Hinge|Divergence|Similarity|LogCosh|Poisson/;
const lossNames = new Map<string, boolean>();

function isLossName(method: string): boolean {
  let loss = lossNames.get(method);
  if (loss === undefined) {
    loss = LOSS_NAME.test(method);
    if (lossNames.size < 5000) lossNames.set(method, loss);
  }
  return loss;
}

function isLossCall(method: string, module: string): boolean {
  if (!isLossName(method) && !module.endsWith('losses')) return false;
  if (/^[A-Z]\w*Loss$/.test(method)) return !module || /nn|loss/.test(module) || /^[A-Z]/.test(method);
  if (/(^|\.)losses$/.test(module)) return true;
  if (KERAS_LOSS_CLASSES.test(method)) return !module || /keras|losses/.test(module);
  if (/(^|\.)(functional|nn)$/.test(module) || module === 'F') return FUNCTIONAL_LOSSES.test(method);
  return false;
}
