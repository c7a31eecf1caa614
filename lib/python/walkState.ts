// What the walk (walk.ts) keeps while it passes over one tree: where it is, what its handlers have marked
// ahead, and the facts found so far. Plain data; the handlers in scopes.ts, targets.ts, definitions.ts,
// imports.ts, literals.ts and callFacts.ts read and extend it, and blockFacts.ts turns it into the block's facts.
import type { NodeType, SyntaxNode, SyntaxNodeRef } from '@lezer/common';
import type { Located } from '../analysis/blockFacts';
import type { ArgListScan } from './argLists';
import type {
  BindingKind,
  DataLoadFact,
  HyperparameterFact,
  ImportFact,
  LayerCall,
  ModelFact,
  ModelKind,
  NameFacts,
  NameUse,
  ReadContext,
  StandInDataFact,
  ModelInputFact,
  TrainingFact,
} from './walkFacts';

/** A node handler: returning false skips the node's subtree (the handler has read it). */
export type Handler = (ref: SyntaxNodeRef, walk: WalkState) => boolean | undefined;

/** What a VariableName marked by its statement's handler is, decided before the walk reaches it. */
export interface NameMark {
  /** The binding this occurrence makes, or null (a keyword name, a `global` declaration). */
  binding: BindingKind | null;
  scope: number;
  effective: number;
  constructedBy: string | null;
  /** The occurrence is a read too: `x += 1` reads x before rebinding it; `a + b = 1` binds nothing and reads both. */
  read: ReadContext | null;
  /** What the checklist's `defined` / `used` lists record for it: they keep their old reading of every construct. */
  legacy: 'defined' | 'used' | 'none';
}

/** An open scope: reads at or after `bodyFrom` (outside the hole) belong to it. */
export interface ScopeFrame {
  index: number;
  /** Default values, annotations and bases come before the body: the enclosing scope reads them. */
  bodyFrom: number;
  /** A comprehension's first iterable, evaluated in the enclosing scope. */
  holeFrom: number;
  holeTo: number;
}

export interface AssignmentFrame {
  /** The single target's dotted name. */
  target: string;
  /** Starts of the value's parts: a call starting at one is the assigned value or the base of its method chain. */
  valueStarts: number[];
}

export interface LoopFrame {
  from: number;
  /** Plain-name loop targets. */
  targets: string[];
  iterable: SyntaxNode | null;
}

export interface ClassFrame {
  from: number;
  to: number;
  name: string | null;
  bases: Array<{ written: string; canonical: string }>;
  keywords: string[];
  modelKind: ModelKind | null;
}

/** A class statement, for model classes resolved at the end (a base may be defined further down). */
export interface ClassRecord {
  name: string;
  bases: string[];
  writtenBases: Array<{ written: string; canonical: string }>;
  keywords: string[];
  scope: number;
  /** Offsets in the parsed source: the header (the legacy model fact quotes it), the statement, the body. */
  from: number;
  headerTo: number;
  to: number;
  bodyFrom: number;
  bodyTo: number;
}

export interface FunctionalCall {
  name: string | null;
  from: number;
  to: number;
  keywords: boolean;
}

export interface SequentialRecord {
  name: string | null;
  written: string;
  canonical: string;
  scope: number;
  from: number;
  to: number;
}

export interface WalkState {
  /** The parsed text; node offsets index it. */
  readonly src: string;
  /** The block as given; facts quote it. */
  readonly original: string;
  readonly toOriginal: (offset: number) => number;
  /** No clean-up moved any offset. */
  readonly identity: boolean;

  // Where the walk is.
  depth: number;
  /** Node types of the current node's ancestors, by depth. */
  readonly types: NodeType[];
  /** The node entered next is a MemberExpression's object. */
  memberObjectNext: boolean;
  /** `[` seen and not closed, per open MemberExpression. */
  readonly memberBrackets: number[];
  /** Inside a subscript (`x[..., 0]`): an Ellipsis there is slicing, not a placeholder. */
  subscript: number;
  readonly savedSubscripts: number[];
  /** Inside an error node: names there are the parser's guesses, not uses. */
  inError: number;
  /** The annotations the walk is inside, innermost last. */
  readonly annotations: Array<'annotation' | 'signature'>;
  deleting: number;
  modelClassDepth: number;

  // Names.
  readonly marks: Map<number, NameMark>;
  readonly scopeFrames: ScopeFrame[];
  readonly names: NameFacts;
  readonly defined: Set<string>;
  readonly used: NameUse[];
  readonly proseByLine: Map<number, Array<[number, number]>>;
  readonly lineStarts: number[];

  // Context for calls.
  readonly assignments: AssignmentFrame[];
  readonly loops: LoopFrame[];
  readonly classFrames: ClassFrame[];
  argScan: ArgListScan | null;
  /** Per open ArgList: whether it opened a generator's scope. */
  readonly argListScopes: boolean[];
  readonly aliases: Map<string, string>;
  readonly importBound: Set<string>;
  readonly attributeRoots: Set<string>;
  readonly handledStrings: Set<number>;

  // Facts found so far.
  errorCount: number;
  readonly imports: ImportFact[];
  readonly models: ModelFact[];
  readonly training: TrainingFact[];
  readonly hyperparameters: HyperparameterFact[];
  readonly dataLoads: DataLoadFact[];
  readonly writtenPaths: string[];
  readonly standInData: StandInDataFact[];
  readonly modelInputs: ModelInputFact[];
  readonly placeholders: Located[];
  readonly prints: Located[];
  readonly layers: LayerCall[];
  /** Parsed-source offsets of each layer call, parallel to `layers`. */
  readonly layerSpans: Array<[number, number]>;
  readonly functionalCalls: FunctionalCall[];
  inputCalled: boolean;
  readonly classes: ClassRecord[];
  readonly modelClasses: Map<string, ModelKind>;
  readonly sequentials: SequentialRecord[];
}

export function createWalkState(original: string, src: string, toOriginal: (offset: number) => number, identity: boolean): WalkState {
  return {
    src,
    original,
    toOriginal,
    identity,
    depth: 0,
    types: [],
    memberObjectNext: false,
    memberBrackets: [],
    subscript: 0,
    savedSubscripts: [],
    inError: 0,
    annotations: [],
    deleting: 0,
    modelClassDepth: 0,
    marks: new Map(),
    scopeFrames: [{ index: 0, bodyFrom: 0, holeFrom: -1, holeTo: -1 }],
    names: {
      scopes: [{ kind: 'module', parent: null, start: 0, end: original.length, name: null }],
      bindings: [],
      reads: [],
      declarations: [],
      starImports: [],
    },
    defined: new Set(),
    used: [],
    proseByLine: new Map(),
    lineStarts: [],
    assignments: [],
    loops: [],
    classFrames: [],
    argScan: null,
    argListScopes: [],
    aliases: new Map(),
    importBound: new Set(),
    attributeRoots: new Set(),
    handledStrings: new Set(),
    errorCount: 0,
    imports: [],
    models: [],
    training: [],
    hyperparameters: [],
    dataLoads: [],
    writtenPaths: [],
    standInData: [],
    modelInputs: [],
    placeholders: [],
    prints: [],
    layers: [],
    layerSpans: [],
    functionalCalls: [],
    inputCalled: false,
    classes: [],
    modelClasses: new Map(),
    sequentials: [],
  };
}

/** A piece of the block's text, from parsed-source offsets. */
export function located(walk: WalkState, from: number, to: number): Located {
  const start = walk.toOriginal(from);
  const end = Math.max(start, walk.toOriginal(to));
  return { start, end, text: walk.original.slice(start, end) };
}

/** A parsed-source offset in the block's text. */
export function originalOffset(walk: WalkState, offset: number): number {
  return walk.identity ? offset : walk.toOriginal(offset);
}

/** Is the node being entered (or left) a direct child of a node named `name`? */
export function childOf(walk: WalkState, name: string): boolean {
  return walk.depth > 0 && walk.types[walk.depth - 1].name === name;
}
