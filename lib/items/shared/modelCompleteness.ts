// How whole a network shown in code or output is, for the checklist item "model". Codebook v2 `model` partial:
// "layer constructors in `__init__` without the forward pass …; elided definitions (`...`, undefined sub-networks,
// a summary cut off)"; "a tensor with `requires_grad=True` … is no model information".
import type { ModelFact, PythonBlockFacts, TrainingFact } from '../../python/walkFacts';

/** A line of dots alone (`.`, `...`, `. . .`) or an ellipsis character: the asker left part of the code or output out. */
const ELISION_LINE = /^[ \t]*(?:\.(?:[ \t]*\.)*|…)[ \t]*$/m;
/** A sub-network built in a model class (`self.net1 = net1()`), to check its class is defined in the post. */
const SUBMODULE_BUILT = /\bself\.\w+[ \t]*=[ \t]*([A-Za-z_]\w*)[ \t]*\(/g;

// Containers of the framework used without their import (`Sequential(…)` after `from torch.nn import *`): not the
// asker's own sub-networks.
// biome-ignore format: one alternative per line
const FRAMEWORK_CONTAINERS: readonly string[] = [
  'Sequential',
  'ModuleList',
  'ModuleDict',
  'ParameterList',
  'ParameterDict',
];

interface Span {
  start: number;
  end: number;
}

/** The code that defines the model: the whole class statement of a model class, the model's own span otherwise. */
function definitionSpan(fact: PythonBlockFacts, m: ModelFact): Span {
  const cls = fact.modelClasses.find((c) => c.name === m.name && c.start <= m.start && m.start <= c.end);
  return cls ? { start: cls.start, end: cls.end } : { start: m.start, end: m.end };
}

/**
 * The definition leaves part of the network out: a placeholder (`...`, `???`, `# ...`) or a line of dots inside it.
 * Loose layer constructors (no class, no Sequential) are read with their whole block: the block is the excerpt.
 */
export function definitionElided(fact: PythonBlockFacts, m: ModelFact, text: string): boolean {
  if (m.kind === 'pretrained') return false;
  const span = m.kind === 'layers' ? { start: 0, end: text.length } : definitionSpan(fact, m);
  if (fact.placeholders.some((p) => p.start >= span.start && p.end <= span.end)) return true;
  return ELISION_LINE.test(text.slice(span.start, span.end));
}

/** Sub-networks a model class builds from classes the post never defines nor imports (`self.net1 = net1()`). */
export function undefinedSubNetworks(fact: PythonBlockFacts, m: ModelFact, text: string, undefinedNames: ReadonlySet<string>): string[] {
  if (m.kind !== 'nn.Module' && m.kind !== 'keras.Model') return [];
  const span = definitionSpan(fact, m);
  const body = text.slice(span.start, span.end);
  return [...body.matchAll(SUBMODULE_BUILT)]
    .map((s) => s[1])
    .filter((name) => undefinedNames.has(name) && !FRAMEWORK_CONTAINERS.includes(name));
}

/** A summary printed up to a line of dots: the network is cut off. */
export function summaryCutOff(output: string, summaryAt: number): boolean {
  return ELISION_LINE.test(output.slice(summaryAt));
}

/** Weights updated by hand from their gradient (`w1 -= learning_rate * grad_w1`, `W.data -= lr * W.grad.data`). */
const GRADIENT_WORD = /\bgrad/;

/** A line that subtracts a gradient in place; line by line, so a long line of `-=` costs one pass. */
export function gradientStepAt(text: string): Span | null {
  let start = 0;
  for (const line of text.split('\n')) {
    const at = line.indexOf('-=');
    if (at >= 0 && GRADIENT_WORD.test(line.slice(at))) return { start, end: start + line.length };
    start += line.length + 1;
  }
  return null;
}

/**
 * A gradient taken (`y.backward()`) trains nothing: an optimizer step, an epoch loop, a fit or a gradient step by
 * hand does. Tensors with `requires_grad=True` are a hand-written network only where they are trained so.
 */
export function trainsWeights(training: readonly TrainingFact[], text: string): boolean {
  return training.some((t) => !/\.backward$/.test(t.call)) || gradientStepAt(text) !== null;
}
