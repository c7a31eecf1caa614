// The block's models, once the walk has seen every class: a class is a model when its base is a framework
// model class or a model class of the block, even one defined further down. Model classes and Sequentials
// get the layer constructor calls inside them.
import type { LayerCall, ModelClassFact, ModelFact, ModelKind, SequentialFact } from './walkFacts';
import { type ClassRecord, located, originalOffset, type WalkState } from './walkState';

const MODEL_CLASS_KINDS: ReadonlyArray<ModelKind> = ['nn.Module', 'keras.Model'];

/** Every model fact, in the order of the text; layer constructors alone count only when nothing else makes a model. */
export function allModels(walk: WalkState, modelClasses: ClassRecord[]): ModelFact[] {
  const models = [...walk.models];
  for (const record of modelClasses) {
    models.push({ ...located(walk, record.from, record.headerTo), kind: walk.modelClasses.get(record.name)!, name: record.name });
  }
  for (const call of walk.functionalCalls) {
    if (call.keywords || walk.inputCalled) models.push({ ...located(walk, call.from, call.to), kind: 'functional', name: call.name });
  }
  if (!models.length) {
    walk.layerSpans.forEach(([from, to], i) => {
      models.push({ ...located(walk, from, to), kind: 'layers', name: walk.layers[i].target });
    });
  }
  return models.sort((a, b) => a.start - b.start);
}

/** Classes whose base is a model class defined later in the block are models too. */
export function resolveModelClasses(walk: WalkState): ClassRecord[] {
  let changed = true;
  while (changed) {
    changed = false;
    for (const record of walk.classes) {
      if (walk.modelClasses.has(record.name)) continue;
      const kind = record.bases.map((b) => walk.modelClasses.get(b)).find((k) => k);
      if (kind) {
        walk.modelClasses.set(record.name, kind);
        changed = true;
      }
    }
  }
  return walk.classes.filter((r) => MODEL_CLASS_KINDS.includes(walk.modelClasses.get(r.name)!));
}

export function modelClassFacts(walk: WalkState, modelClasses: ClassRecord[]): ModelClassFact[] {
  return modelClasses.map((record) => ({
    name: record.name,
    kind: walk.modelClasses.get(record.name) as 'nn.Module' | 'keras.Model',
    scope: record.scope,
    bases: record.writtenBases,
    keywords: record.keywords,
    start: originalOffset(walk, record.from),
    end: originalOffset(walk, record.to),
    body: { start: originalOffset(walk, record.bodyFrom), end: originalOffset(walk, record.bodyTo) },
    layers: layersWithin(walk, record.bodyFrom, record.bodyTo),
  }));
}

export function sequentialFacts(walk: WalkState): SequentialFact[] {
  return walk.sequentials.map((record) => ({
    name: record.name,
    written: record.written,
    canonical: record.canonical,
    scope: record.scope,
    start: originalOffset(walk, record.from),
    end: originalOffset(walk, record.to),
    layers: layersWithin(walk, record.from, record.to),
  }));
}

/** Layer calls inside [from, to) of the parsed source (the spans are in the order of the text: a binary search finds the first). */
function layersWithin(walk: WalkState, from: number, to: number): LayerCall[] {
  const spans = walk.layerSpans;
  const found: LayerCall[] = [];
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][0] < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < spans.length && spans[i][0] < to; i++) if (spans[i][1] <= to) found.push(walk.layers[i]);
  return found;
}
