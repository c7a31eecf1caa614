// Calls that print something informative: print(x.shape), print(x.size()), print(type(x)), print(model),
// model.summary(). The checklist's "output shown" item reads them.
import { isModelVariableName } from '../modelVariables';
import { type CallFact, type CallSite, NO_FACTS } from './site';

const INFORMATIVE_PRINT = /\.(shape|dtype|ndim|size\(|dim\(\))|\btype\(|\blen\(|\.summary\(/;

export function printFacts(site: CallSite): readonly CallFact[] {
  const { method, node, src } = site;
  if (method === 'summary' && (site.objectText !== null || site.args.length >= 1)) return [{ fact: 'print', from: node.from, to: node.to }];
  if (method !== 'print' || (site.written !== 'print' && site.written !== 'tf.print')) return NO_FACTS;
  const argList = node.lastChild;
  if (!argList) return NO_FACTS;
  const text = src.slice(argList.from, argList.to);
  const only = site.args.length === 1 ? site.args[0].value : null;
  const printsModel = only?.name === 'VariableName' && isModelVariableName(src.slice(only.from, only.to));
  return INFORMATIVE_PRINT.test(text) || printsModel ? [{ fact: 'print', from: node.from, to: node.to }] : NO_FACTS;
}
