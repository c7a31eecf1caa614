// One call as the recognisers read it, and what they may say about it. A recogniser is a pure function
// from a CallSite to the facts it finds; the walk (walk.ts) builds the sites and collects the facts.
// Offsets are into the parsed source (`src`); the walk maps them back to the block's text.
import type { SyntaxNode } from '@lezer/common';
import type { DataLoadKind, HyperparameterName, LayerArgument, ModelKind } from '../walkFacts';
import type { CallArgument } from '../nodes';

export interface CallSite {
  /** The parsed source the nodes point into. */
  src: string;
  /** The CallExpression. */
  node: SyntaxNode;
  /** Dotted callee as written ("nn.Linear"), null when the callee is not a plain name chain. */
  written: string | null;
  /** Callee with import aliases resolved ("torch.nn.Linear"). */
  canonical: string | null;
  /** Last name of the callee ("Linear", "fit"); the walk makes no site for a callee without one. */
  method: string;
  /** The canonical callee, else the written one, else the method: what the rules below match segments of. */
  path: string;
  /** Number of dot-separated segments of `path`. */
  segments: number;
  /** The segment before the last (`nn` in `torch.nn.Linear`), or null for a one-segment path. */
  parent: string | null;
  /** Source text of the object a method is called on ("model" in model.fit(...)), at most 200 characters. */
  objectText: string | null;
  args: CallArgument[];
  /** Name the call's value is assigned to, when the call is the assigned value or the base of its method chain. */
  target: string | null;
  /** Inside the body of a class that is a model. */
  inModelClass: boolean;
}

/** What a call says. `pathString` and `notAPath` are about its string arguments: the walk reads each string once. */
export type CallFact =
  | { fact: 'model'; kind: ModelKind; name: string | null; written: string | null; canonical: string | null; from: number; to: number }
  | {
      fact: 'layer';
      layer: string;
      written: string;
      canonical: string;
      framework: 'torch' | 'keras' | 'tensorflow' | null;
      args: LayerArgument[];
      target: string | null;
      from: number;
      to: number;
    }
  | { fact: 'functionalCandidate'; name: string | null; hasInputsKeywords: boolean; from: number; to: number }
  | { fact: 'inputCall' }
  | { fact: 'training'; call: string; from: number; to: number }
  | { fact: 'hyperparameter'; name: HyperparameterName; value: string | null; from: number; to: number }
  | { fact: 'dataLoad'; kind: DataLoadKind; detail: string | null; from: number; to: number }
  /** A string argument to classify as a path; `inPathPosition` lowers the bar. */
  | { fact: 'pathString'; from: number; to: number; inPathPosition: boolean }
  /** A string argument that must not count as a local path (a dataset's download folder, a config name in a package). */
  | { fact: 'notAPath'; from: number }
  /** A path the code itself writes (`model.save('m.h5')`, `open('out.json', 'w')`): output, not input the reader lacks. */
  | { fact: 'pathWrite'; path: string }
  | { fact: 'standIn'; call: string; shape: number[] | null; target: string | null; from: number; to: number }
  | { fact: 'print'; from: number; to: number }
  /** The variables a call feeds to the model, a training method or a loss (the data ask prints their shapes). */
  | { fact: 'modelInput'; role: 'model' | 'training' | 'loss'; names: string[]; from: number; to: number };

/** Shared by recognisers that find nothing, so most calls allocate no list. */
export const NO_FACTS: readonly CallFact[] = Object.freeze([]);

/** The canonical callee's last name: the method, unless a bare name is an alias (`from torch import randn as r`). */
export function canonicalLast(site: CallSite): string {
  const { written, canonical } = site;
  if (written === null || canonical === null || written === canonical || written.includes('.')) return site.method;
  return canonical.slice(canonical.lastIndexOf('.') + 1);
}

/** `torch.nn` for `torch.nn.Linear`; '' for a one-segment path. */
export function moduleOf(site: CallSite): string {
  const dot = site.path.lastIndexOf('.');
  return dot < 0 ? '' : site.path.slice(0, dot);
}

/** Is `segment` one of the path's segments? */
export function hasSegment(site: CallSite, segment: string): boolean {
  const path = site.path;
  for (let at = path.indexOf(segment); at >= 0; at = path.indexOf(segment, at + 1)) {
    const end = at + segment.length;
    if ((at === 0 || path[at - 1] === '.') && (end === path.length || path[end] === '.')) return true;
  }
  return false;
}

/** The callee as a training fact names it ("model.fit"), shortened when the object is a long expression. */
export function calleeText(site: CallSite): string {
  const text = site.written ?? `….${site.method}`;
  return text.length <= 60 ? text : `….${site.method}`;
}

/** A string argument to classify as a path, when the node is a string literal. */
export function pathString(node: SyntaxNode, inPathPosition: boolean): CallFact | null {
  return node.name === 'String' || node.name === 'FormatString'
    ? { fact: 'pathString', from: node.from, to: node.to, inPathPosition }
    : null;
}

/** `facts` with `fact` added, made on the first fact (most calls say nothing, so most make no list). */
export function withFact(facts: CallFact[] | null, fact: CallFact): CallFact[] {
  if (!facts) return [fact];
  facts.push(fact);
  return facts;
}
