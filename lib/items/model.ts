// Checklist item "model": the network — definition code, `model.summary()` / `print(model)` output,
// layers with sizes, or an exact pretrained checkpoint name. Critical in 64.7 % of reproduced SO bugs;
// without it readers make the "neural network construction" edit (27 %).
import { inlineCode, judgment, studyWeights, type ChecklistItem, type ItemTexts, type NoFacts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import { firstMatchWhere } from '../phraseRules';
import { definitionElided, gradientStepAt, summaryCutOff, trainsWeights, undefinedSubNetworks } from './shared/modelCompleteness';
import { modelName } from './shared/questionNames';
import type { JudgeContext } from '../context';
import { nothingOfTheAskersRuns, type Problem } from '../classify/problem';
import type { PythonBlockFacts } from '../python/walkFacts';
import type { Evidence } from '../question';
import {
  ARCHITECTURE_WORDS,
  checkpointNamed,
  DETECTION_ZOO_NAME,
  GPT2_CHECKPOINT_ID,
  KERAS_APPLICATION_BUILT,
  MODEL_ZOO_REFERENCE,
  NAMED_NET,
  TFJS_LAYER,
  TFJS_MODEL_BUILT,
  TORCHVISION_BUILDER,
} from './shared/modelNames';

/** The suggestion reads the model's name from the context, not from the judgment. */
export type ModelFacts = NoFacts;

export const modelTexts: ItemTexts = {
  title: 'Model',
  description:
    'The network: definition code, a printed summary (model.summary(), print(model)), layers with sizes and activations, or an exact pretrained checkpoint name.',
  shortName: 'model code',
  consequence: 'a reader would have to guess the model',
};

// Printed summaries: Keras `Model: "sequential"` / `Layer (type)`, PyTorch `Net(\n  (conv1): Conv2d(…)`.
export const PRINTED_SUMMARY =
  /^[ \t]*Model: "|Layer \(type\)|^[ \t]*\(\w+\): (?:Conv|Linear|LSTM|GRU|Sequential|BatchNorm|ReLU|Embedding|Dropout|MaxPool)/m;
// The model exists but is not shown: built from a class defined elsewhere, loaded from a file, or in a linked repository.
// The name is a word holding one of these (`(?=\w*?model)\w+`): `\w*model\w*` tried every occurrence in a long word.
const MODEL_ELSEWHERE_CODE =
  /\b(?=\w*?(?:[mM]odel|[nN]et|[nN]etwork|[cC]lassifier|[eE]ncoder|[dD]ecoder))\w+\s*=\s*(?:[a-z_]\w*\.)*[A-Z]\w*\(|\b(?:build_model|create_model)\s*\(/;
// An instance of a network class whose definition is not shown (`mlp = SentimentNetwork(...)`): codebook `model`,
// "only part of the model" — the model is named, not shown: partial.
const NETWORK_CLASS_INSTANCE = /=\s*(?:[a-z_]\w*\.)*(?=[A-Z]\w*?(?:Net|Network|Model)\s*\()[A-Z]\w*\s*\(/;
// A model restored from a saved file: a model is used, but loading a file says nothing about the network.
const MODEL_LOADED_FROM_FILE = /\b(?:torch\.load|load_state_dict|jit\.load|load_model|load_weights)\s*\(/;
// A model saved or restored, in Python or C++ (`torch.save(checkpoint, …)`, `model.state_dict()`, `torch::jit::load`):
// the network is what the code handles.
const MODEL_SAVED_OR_LOADED =
  /\b(?:torch(?:\.|::)(?:load|save)|state_dict|load_state_dict|jit(?:\.|::)load|load_model|load_weights|save_weights|save_model)\s*\(/;
// A path that names a saved model (`model.pkl`, `weights.h5`, `resnet.pth`).
const SAVED_MODEL_PATH = /\.(?:pt|pth|ckpt|h5|hdf5|onnx|pb|tflite|pkl|joblib|caffemodel)['"]?$|model|checkpoint|weights/i;
const MODEL_ELSEWHERE_LINK = /github\.com\/|\btutorial\b|\bimplementation (?:available|from|of)\b/i;
// An issue, pull request or discussion thread is talk about a repository, not the repository that defines the asker's
// model (codebook v2 `model` partial: "a link to the repository that defines the asker's model").
const DISCUSSION_PATH = /^github\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull|discussions)\b/i;
const MODEL_ELSEWHERE_IN_TEXT = new RegExp(MODEL_ELSEWHERE_LINK.source, 'gi');
const URL_SCHEME = /^https?:\/\/(?:www\.)?/i;
const isDiscussionLink = (href: string) => DISCUSSION_PATH.test(href.replace(URL_SCHEME, ''));
/** The first place in the text that points to the model elsewhere, past GitHub discussion threads. */
function modelElsewhereInText(text: string): RegExpExecArray | null {
  return firstMatchWhere(MODEL_ELSEWHERE_IN_TEXT, text, (m) => !DISCUSSION_PATH.test(text.slice(m.index, m.index + 200)));
}
const HAND_WRITTEN_WEIGHTS = /\b(?:nn\.)?Parameter\(/;
// Codebook v2 `model`: "a tensor with `requires_grad=True` … is no model information" — unless the post trains it.
const WEIGHTS_REQUIRING_GRAD = /\brequires_grad\s*=\s*True\b|\.requires_grad_\(\s*\)/;
// The forward pass of a model class: `def forward(self, x)` (PyTorch), `def call(self, inputs)` (Keras).
const FORWARD_DEFINED = /\bdef\s+(?:forward|call|__call__)\s*\(/;
/**
 * A model class that constructs layers but (with no forward pass anywhere in the post) never says how they connect.
 * A Sequential subclass, or a class whose layers are all in one Sequential, is whole: its order is its forward pass
 * (codebook v2 `model`: "an `nn.Sequential` or Keras `Sequential` list is whole").
 */
function layersWithoutForward(fact: PythonBlockFacts, name: string | null): boolean {
  const cls = fact.modelClasses.find((c) => c.name === name);
  if (!cls?.layers.length || cls.bases.some((b) => /Sequential$/.test(b.canonical))) return false;
  // Every layer inside one Sequential built in the class: its order is the forward pass.
  const sequential = cls.layers.find((l) => l.layer === 'Sequential');
  return !sequential || cls.layers.some((l) => l.start < sequential.start || l.end > sequential.end);
}
// A class named as a loss (`FocalLoss`, `myLoss`, `DiceLoss`).
const LOSS_CLASS_NAME = /loss$/i;
// A failing data pipeline (loading, batching, transforms) involves no network.
const DATA_PIPELINE = /\b(?:data ?loader|dataset|transforms?|collate|sampler|torchtext|tokeni[sz]er)\b/;
// A question about one tensor operation (stack, index, reshape, einsum …) involves no network. Not the tail of a
// hyphenated compound: CSS's `z-index` or a "multi-view" setup names no tensor op (hostile review 2026-12-01).
const TENSOR_OPERATION =
  /(?<!-)\b(?:tensors?|torch\.\w+|stack|cat|concat\w*|index\w*|slic\w+|reshape|view|einsum|matmul|mm|bmm|gather|scatter|squeeze|unsqueeze|permute|transpose|broadcast\w*|numpy|array)\b/;
// A model is involved, but nothing more is said: "absent" rather than "na".
const MODEL_INVOLVED = /\b(?:model|network|net|classifier|neural)\b/i;
// An import line names a module, not the model shown (codebook `model`: an import alone is no model information).
const IMPORT_LINE = /^[ \t]*(?:from|import)[ \t][^\n]*/gm;

/** The code with import lines blanked to spaces, so offsets still point into the block. */
function withoutImports(text: string): string {
  return text.replace(IMPORT_LINE, (line) => ' '.repeat(line.length));
}

export function findModelEvidence(ctx: JudgeContext): { full: Evidence[]; mentioned: Evidence[]; used: boolean } {
  const full: Evidence[] = [];
  const mentioned: Evidence[] = [];
  let used = false;
  const forwardShown = ctx.python.some(({ block }) => FORWARD_DEFINED.test(ctx.question.blocks[block].text));
  const undefinedNames = new Set(ctx.program.undefinedNames.map((u) => u.name));
  for (const { block, fact } of ctx.python) {
    for (const m of fact.models) {
      // A loss written as an nn.Module (`class FocalLoss(nn.Module)`) is no network (codebook v2 `model`: "a loss
      // `nn.Module` … is no model information").
      if (m.kind === 'nn.Module' && m.name !== null && LOSS_CLASS_NAME.test(m.name)) continue;
      // Codebook v2 `model` partial: "layer constructors in `__init__` without the forward pass".
      if (!forwardShown && layersWithoutForward(fact, m.name)) {
        mentioned.push(evidenceAt(ctx.question, block, `${m.kind} ${m.name ?? ''}: its forward pass not shown`.trim(), m.start, m.end));
        continue;
      }
      // Codebook v2 `model` partial: "elided definitions (`...`, undefined sub-networks …)".
      const text = ctx.question.blocks[block].text;
      if (definitionElided(fact, m, text)) {
        mentioned.push(evidenceAt(ctx.question, block, `${m.kind} ${m.name ?? ''}: part of it left out`.trim(), m.start, m.end));
        continue;
      }
      const subNetworks = undefinedSubNetworks(fact, m, text, undefinedNames);
      if (subNetworks.length) {
        const note = `${m.kind} ${m.name ?? ''}: its parts ${subNetworks.join(', ')} not defined`;
        mentioned.push(evidenceAt(ctx.question, block, note, m.start, m.end));
        continue;
      }
      const e = evidenceAt(ctx.question, block, `${m.kind}${m.name ? ` ${m.name}` : ''}`, m.start, m.end);
      // A list of layer constructors with their sizes is the model (codebook: "layer list with sizes").
      full.push(e);
    }
    if (fact.training.length || fact.used.some((u) => /^(?:model|net|network|self)$/i.test(u.name))) used = true;
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    const m = PRINTED_SUMMARY.exec(text);
    if (!m) continue;
    // Codebook v2 `model` partial: "a summary cut off".
    const cut = summaryCutOff(text, m.index);
    (cut ? mentioned : full).push(
      evidenceAt(ctx.question, b.block, cut ? 'printed model summary, cut off' : 'printed model summary', m.index, m.index + m[0].length),
    );
  }
  ctx.question.blocks.forEach((b, i) => {
    // A zoo configuration is named in commands and config paths as often as in prose: every block.
    const zooName = b.kind === 'image' ? null : DETECTION_ZOO_NAME.exec(b.text);
    if (zooName) full.push(evidenceAt(ctx.question, i, 'exact pretrained checkpoint', zooName.index, zooName.index + zooName[0].length));
    const builder = b.kind === 'image' ? null : TORCHVISION_BUILDER.exec(b.text);
    if (builder) full.push(evidenceAt(ctx.question, i, 'model-zoo architecture', builder.index, builder.index + builder[0].length));
    const tfjs = b.kind === 'code' && TFJS_LAYER.test(b.text) ? TFJS_MODEL_BUILT.exec(b.text) : null;
    if (tfjs) full.push(evidenceAt(ctx.question, i, 'TensorFlow.js model defined in the code', tfjs.index, tfjs.index + tfjs[0].length));
    if (b.kind !== 'prose' && b.kind !== 'quote') return;
    const checkpoint = checkpointNamed(b.text) ?? GPT2_CHECKPOINT_ID.exec(b.text);
    if (checkpoint)
      full.push(evidenceAt(ctx.question, i, 'exact pretrained checkpoint', checkpoint.index!, checkpoint.index! + checkpoint[0].length));
    const m = ARCHITECTURE_WORDS.exec(b.text) ?? NAMED_NET.exec(b.text);
    if (m) mentioned.push(evidenceAt(ctx.question, i, 'model described in prose', m.index, m.index + m[0].length));
    if (MODEL_INVOLVED.test(b.text)) used = true;
  });
  const weightsTrained = ctx.python.some(({ block, fact }) => trainsWeights(fact.training, ctx.question.blocks[block].text));
  for (const { block } of ctx.python) {
    const text = ctx.question.blocks[block].text;
    // A hand-written model: its weights are tensors created with requires_grad, or nn.Parameter.
    const weights = HAND_WRITTEN_WEIGHTS.exec(text) ?? (weightsTrained ? WEIGHTS_REQUIRING_GRAD.exec(text) : null);
    if (weights)
      full.push(evidenceAt(ctx.question, block, 'weights defined in the code', weights.index, weights.index + weights[0].length));
    // Weights stepped by hand from their gradient (`w1 -= learning_rate * grad_w1`): the code is the whole network.
    const step = weights ? null : gradientStepAt(text);
    if (step) full.push(evidenceAt(ctx.question, block, 'weights updated by hand from their gradient', step.start, step.end));
    if (MODEL_LOADED_FROM_FILE.test(text)) used = true;
    const zoo = MODEL_ZOO_REFERENCE.exec(withoutImports(text)) ?? KERAS_APPLICATION_BUILT.exec(text);
    if (zoo) full.push(evidenceAt(ctx.question, block, 'model-zoo architecture', zoo.index, zoo.index + zoo[0].length));
    const m = MODEL_ELSEWHERE_CODE.exec(text) ?? NETWORK_CLASS_INSTANCE.exec(text);
    if (m) {
      used = true;
      mentioned.push(evidenceAt(ctx.question, block, 'model built or loaded, its definition not shown', m.index, m.index + m[0].length));
    }
  }
  if (used) {
    ctx.question.blocks.forEach((b, i) => {
      if (b.kind !== 'prose' && b.kind !== 'quote') return;
      const link = b.links.find((l) => MODEL_ELSEWHERE_LINK.test(l.href) && !isDiscussionLink(l.href)) ?? null;
      const m = link ? null : modelElsewhereInText(b.text);
      if (link) mentioned.push(evidenceAt(ctx.question, i, 'model in a linked repository', link.start, link.end));
      else if (m) mentioned.push(evidenceAt(ctx.question, i, 'model from a tutorial or repository', m.index, m.index + m[0].length));
    });
  }
  const title = ARCHITECTURE_WORDS.exec(ctx.question.title) ?? NAMED_NET.exec(ctx.question.title);
  if (title) mentioned.push(evidenceAt(ctx.question, -1, 'model named in the title', title.index, title.index + title[0].length));
  if (MODEL_INVOLVED.test(ctx.question.title)) used = true;
  return { full, mentioned, used };
}

/**
 * Codebook `model`: `na` "if no model is involved (pure tensor op …)". Self-contained posted code (imports, every
 * name defined, no fragments, no local files read) that builds no network, trains nothing and loads no saved model shows the problem
 * lives in the op it calls, whatever the prose says about the asker's wider project ("suppose we build a model").
 */
function reproducesWithoutNetwork(ctx: JudgeContext): boolean {
  if (!ctx.python.length || ctx.program.undefinedNames.length) return false;
  if (!ctx.python.some(({ fact }) => fact.imports.length)) return false;
  return ctx.python.every(
    ({ block, fact }) =>
      !fact.models.length &&
      // A gradient taken on a toy tensor (`y.backward()`) trains no network.
      !trainsWeights(fact.training, ctx.question.blocks[block].text) &&
      // A file it reads (`pickle.load(open('m.pkl', 'rb'))`) may hold the network: not self-contained.
      !fact.dataLoads.some((d) => d.kind !== 'dataset_loader' && d.kind !== 'url') &&
      fact.errorCount <= Math.max(2, fact.lines / 8) &&
      !MODEL_LOADED_FROM_FILE.test(ctx.question.blocks[block].text),
  );
}

/**
 * Codebook v2 `model` `na`: "the problem does not depend on the network, even if a model is mentioned". The posted
 * code calls no network, trains nothing and loads no saved model, and the problem lies in no step that runs one
 * (training, inference, saving or loading, conversion): the problem is in the code shown (a data pipeline, a tensor
 * operation, a tool), whatever the prose says about the asker's wider project.
 */
/** A training log pasted among the output (`Epoch 1/40`, `loss: 0.69`): a network was trained on input, whatever the code shows. */
export function trainingLogShown(ctx: JudgeContext): boolean {
  return ctx.program.blocks.some((b) => b.output.trainingLog.length > 0);
}

function codeRunsNoNetwork(ctx: JudgeContext, problem: Problem): boolean {
  if (problem.step !== 'program' || !ctx.python.length || trainingLogShown(ctx)) return false;
  return ctx.python.every(
    ({ block, fact }) =>
      !fact.modelInputs.some((input) => input.role === 'model') &&
      // A gradient taken on a toy tensor (`y.backward()`) trains no network.
      !trainsWeights(fact.training, ctx.question.blocks[block].text) &&
      // A file it reads (`pickle.load(open('loan_model.pkl', 'rb'))`) may hold the network.
      !fact.dataLoads.some((d) => d.kind === 'checkpoint' || (d.kind !== 'dataset_loader' && SAVED_MODEL_PATH.test(d.detail ?? d.text))) &&
      !MODEL_SAVED_OR_LOADED.test(ctx.question.blocks[block].text),
  );
}

export const model: ChecklistItem<'model'> = {
  id: 'model',
  texts: modelTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights('model', { gpu: 0.3 }),
  judge(ctx, classification) {
    const found = findModelEvidence(ctx);
    if (classification.isSetupProblem && !found.full.length)
      return judgment('na', 'An installation or import problem: no model is involved.');
    if (found.full.length) return judgment('present', 'The model is defined in code, printed, or named exactly.', found.full.slice(0, 5));
    if (found.mentioned.length) {
      return judgment('partial', 'The model is only described in words.', found.mentioned.slice(0, 5));
    }
    // A failing run involves a network unless the question is a setup problem; only other questions
    // (pure tensor operations, conceptual ones) can leave the model out entirely.
    const text = `${ctx.titleLower}\n${ctx.proseLower}`;
    if (!found.used && (!classification.isBugReport || DATA_PIPELINE.test(text) || TENSOR_OPERATION.test(ctx.titleLower))) {
      return judgment('na', 'No model is involved in the problem.');
    }
    if (nothingOfTheAskersRuns(ctx, classification.problem))
      return judgment('na', 'The machine or a tool fails and no program of the asker runs: no model is involved.');
    if (reproducesWithoutNetwork(ctx)) return judgment('na', 'The posted code reproduces the problem without any network.');
    if (codeRunsNoNetwork(ctx, classification.problem))
      return judgment('na', 'The posted code runs, trains and loads no network: the problem does not depend on one.');
    return judgment('absent', 'A model is used but never shown.');
  },
  suggestion: {
    edit: 'Readers would have to rebuild the network from the description ("neural network construction", needed in 27 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (j, ctx, framework) => {
      const name = modelName(ctx);
      const summary = framework === 'tensorflow' || framework === 'keras' ? `${name}.summary()` : `print(${name})`;
      return {
        text:
          j.status === 'partial'
            ? `Show the whole network, not only a description or a few layers: post its definition, or add ${inlineCode(summary)} and paste the output.`
            : `The model is never shown — post its definition, or add ${inlineCode(summary)} and paste the output (for a pretrained model, its exact checkpoint name).`,
        snippet: summary,
      };
    },
  },
};
