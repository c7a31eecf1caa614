// Checklist item "hyperparameters": learning rate, batch size, epochs, optimizer, loss function.
// Codebook: two or more stated is "present", exactly one "partial". Critical in 52.9 % of reproduced
// SO bugs; readers otherwise make the "hyperparameter initialization" edit (44 %).
import { judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import { evidenceAt } from './shared/evidence';
import { modelName } from './shared/questionNames';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';
import type { HyperparameterName } from '../analysis/blockFacts';
import { intConstants } from './shared/dataCodeShapes';
import { codeTrains, nothingOfTheAskersRuns, type Problem, type ProblemStep } from '../classify/problem';
import { alternationRegExp, sequence } from '../phraseRules';

export interface HyperparametersFacts {
  /** The settings the question states, in the order found; none for setup problems. */
  stated?: HyperparameterName[];
}

export const hyperparametersTexts: ItemTexts = {
  title: 'Hyperparameters',
  description: 'Learning rate, batch size, epochs, optimizer and loss function (two or more stated).',
  shortName: 'training settings',
  consequence: 'a reader would have to guess the training settings',
};

const ALL_SETTINGS: HyperparameterName[] = ['learning_rate', 'batch_size', 'epochs', 'optimizer', 'loss'];

// Loss functions named in prose (codebook `hyperparameters`: the loss function stated in code or prose), including
// Keras's string names (`sparse_categorical_crossentropy`) and `nll_loss` (hostile review 2026-12-04).
// biome-ignore format: one alternative per line
const LOSS_NAMES: readonly string[] = [
  '(?:sparse_)?(?:categorical|binary)_crossentropy',
  'cross[ -]?entropy',
  'mse',
  'mae',
  'nll(?:_loss)?',
  'bce\\w*',
  'hinge',
  'triplet',
  'ctc',
  'kl[ -]?div\\w*',
  'huber',
  'focal',
  'dice',
  'l1',
  'l2',
  'smooth ?l1',
  'mean squared error',
  'binary cross[ -]?entropy',
  'negative log[- ]likelihood',
];

const PROSE_HYPERPARAMETERS: Array<[HyperparameterName, RegExp]> = [
  ['learning_rate', /\b(?:learning[ -]rates?|lr)\b\s*(?:(?:of|is|=|:|was|to)\s*)?(?:\d|e-|1e)/i],
  ['batch_size', /\bbatch[ _-]?size\s*(?:(?:of|is|=|:|was|to|from)\s*)?\d+|\bbatches of \d+/i],
  ['epochs', /\b\d+\s*epochs?\b|\bepochs?\s*(?:=|:|of)\s*\d+/i],
  // Whole words only ("adamant" is no Adam); TF 1's class names (`AdamOptimizer`) count.
  ['optimizer', /\b(?:adam(?:w|ax)?|sgd|rmsprop|adagrad|adadelta|lbfgs|torch\.optim)(?:optimizer)?\b(?:\s+optimi[sz]er)?/i],
  ['loss', alternationRegExp(LOSS_NAMES, { flags: 'i', before: '\\b', after: '(?:\\s*loss)?\\b' })],
  // Loss classes named in prose or the title: `nn.CrossEntropyLoss`, `BCEWithLogitsLoss`, `F.nll_loss`.
  ['loss', /\b(?:nn\.)?[A-Z][A-Za-z0-9]{0,40}Loss\b|\bF\.[a-z_]{1,40}_loss\b/],
];
// Codebook v2: "a pasted Keras log line 'Epoch 3/10' states the epochs" (in a log block or quoted in prose).
const KERAS_EPOCH_LINE = /\bepoch\s+\d+\s*\/\s*(\d+)\b/i;
const NUMERIC_SETTINGS = new Set<HyperparameterName>(['learning_rate', 'batch_size', 'epochs']);
// A traceback or printed output that runs through a training step (`loss.backward()`, `optimizer.step()`,
// `model.fit(…)`, `train_step`): training is involved even when the question's own code is not shown
// (codebook `hyperparameters`: na only when no training or loss computation is involved).
const TRAINING_STEP = /\.backward\(|\boptimizer\.step\(|\.fit\(|\btrain_step\b/;

// Codebook `hyperparameters`: "learning rate, batch size, epochs, optimizer, loss function", and training itself.
const TRAINING_TERMS: readonly string[] = [
  '(?<!pre-?)train(?:s|ing)?(?![ _/-]?(?:data|sets?|splits?|test|val\\w*|samples|images|loader|dataset|examples)\\b)',
  'fine[- ]?tun(?:e|es|ing)',
  'epochs?',
  'loss(?:es)?',
  'optimi[sz]\\w*',
  'learning rate',
  'converg\\w*',
  'backprop\\w*',
  'overfit\\w*',
  'underfit\\w*',
  'accuracy',
  'batch size',
  'hyper-?parameters?',
];
// Training is involved: only then do hyperparameters apply (codebook: "na" when no training or loss).
// ("fine tuning" with a space; `fit()` ends on a bracket, so it stands outside the closing `\b`.)
// biome-ignore format: one alternative per line
const TRAINING_WORD_FORMS: readonly string[] = [
  'loss\\b',
  '\\bfit\\(',
  sequence('\\b', TRAINING_TERMS, '\\b'),
];
const TRAINING_WORDS = alternationRegExp(TRAINING_WORD_FORMS, { flags: 'i' });
// The asker's own training in the prose (codebook v2: "words such as 'training' used in passing decide nothing";
// hostile review 2026-12-04: the gold's absent ones say "I am training…", "when I try to train my model an error is
// thrown", "hyperparameter tuning"; its na ones name training as a purpose or a past ("data to train my model with",
// "I have trained a model", "the network trains fine")). A present or future activity, not a model trained earlier.
const TRAINS_NOW = '(?:train(?:s|ing)?|re-?train(?:s|ing)?|fine[- ]?tun(?:e|es|ing)|finetun(?:e|es|ing))';
const TRAINS_ANY = '(?:train(?:s|ed|ing)?|re-?train\\w*|fine[- ]?tun\\w*|finetun\\w*)';
// biome-ignore format: one alternative per line
const ASKER_TRAINS_FORMS: readonly string[] = [
  // "I am trying to train", "we fine-tune", but not "train and test" (a split's name)
  sequence("\\b(?:i|we)(?:'m| am| are| was| were|'ve| have| had)? (?:[a-z]{1,15} ){0,3}?", TRAINS_NOW, '\\b(?!(?: and|,|/) ?(?:test|val))'),
  // the moment of the problem: "while training", "when fine-tuning the model"
  sequence('\\b(?:while|when|during|after|before|whilst|upon|start) (?:the |my |our )?(?:[a-z]{1,15} )?', TRAINS_ANY, '\\b'),
  // the asker's own run: "my loss", "the accuracy", "our optimizer"
  '\\b(?:my|our|the) (?:[a-z]{1,15} )?(?:training|loss|accuracy|learning rate|optimi[sz]er|epochs?)\\b',
  '\\btraining (?:is|was|takes|took|gets|got|runs|ran|goes|went|stops|stopped|fails|failed|crashes|crashed|hangs)\\b',
  '\\btraining (?:batch|step|loop|process|run|phase|speed|procedure|session|job|script|code)',
  sequence('\\b(?:want|wants|wanted|need|needs|trying|try|tried|like|going|wish|able) to (?:[a-z]{1,15} )?', TRAINS_ANY, '\\b'),
  '\\bfor (?:[a-z]{1,15} )?(?:training|fine[- ]?tuning|finetuning) (?:a|an|the|my|our)\\b',
  // the settings themselves are the question: "hyperparameter tuning"; a log's "epoch 3"
  '\\bhyper-?parameters?\\b',
  '\\bepochs? \\d',
  '\\bfit\\(|\\.fit\\b',
];
const ASKER_TRAINS = alternationRegExp(ASKER_TRAINS_FORMS, { flags: 'i' });
const NO_TRAINING_STEPS = new Set<ProblemStep>(['persistence', 'conversion']);

export function findHyperparameters(
  ctx: JudgeContext,
  problem: Problem,
): { byName: Map<HyperparameterName, Evidence>; trainingInvolved: boolean } {
  const byName = new Map<HyperparameterName, Evidence>();
  let trainingInvolved = false;
  const constants = intConstants(ctx);
  for (const { block, fact } of ctx.python) {
    for (const h of fact.hyperparameters) {
      // `batch_size=batch_boyut` after `batch_boyut = 2`: the value is stated, one assignment away.
      const value = h.value ?? assignedValue(ctx.question.blocks[block].text.slice(h.start, h.end), constants);
      // `lr=args.lr` or `range(num_epochs)` names the setting without stating it.
      if (NUMERIC_SETTINGS.has(h.name) && !(value && /\d/.test(value))) continue;
      if (!byName.has(h.name))
        byName.set(h.name, evidenceAt(ctx.question, block, `${h.name.replace('_', ' ')}${value ? ` = ${value}` : ''}`, h.start, h.end));
    }
    if (fact.hyperparameters.length) trainingInvolved = true;
  }
  const texts: Array<[number, string]> = [[-1, ctx.question.title]];
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'prose' || b.kind === 'quote') texts.push([i, b.text]);
  });
  for (const [i, text] of texts) {
    for (const [name, pattern] of PROSE_HYPERPARAMETERS) {
      if (byName.has(name)) continue;
      const m = pattern.exec(text);
      if (!m) continue;
      byName.set(name, evidenceAt(ctx.question, i, `${name.replace('_', ' ')} stated in prose`, m.index, m.index + m[0].length));
      // A setting the asker states is one of their run, or a loss they compute (codebook: na only when no training
      // or loss computation is involved).
      trainingInvolved = true;
    }
  }
  for (let i = 0; i < ctx.question.blocks.length && !byName.has('epochs'); i++) {
    const m = KERAS_EPOCH_LINE.exec(ctx.question.blocks[i].text);
    if (m) byName.set('epochs', evidenceAt(ctx.question, i, `epochs = ${m[1]} (training log)`, m.index, m.index + m[0].length));
  }
  // Evaluation calls (`predict`, `model.eval()`) train nothing (codebook v2: na when the step is inference).
  if (codeTrains(ctx)) trainingInvolved = true;
  for (const b of ctx.program.blocks) {
    if (b.output.trainingLog.length) trainingInvolved = true;
    if (b.kind !== 'python' && TRAINING_STEP.test(ctx.question.blocks[b.block].text)) trainingInvolved = true;
  }
  // The title is the asker's statement of the problem; in the body only the asker's own training counts.
  if (problem.step === 'training' || ASKER_TRAINS.test(ctx.proseLower) || TRAINING_WORDS.test(ctx.titleLower)) trainingInvolved = true;
  return { byName, trainingInvolved };
}

/** `batch_size=batch_boyut`: the integer the code assigns to the keyword's variable, if it does. */
function assignedValue(keyword: string, constants: ReadonlyMap<string, number>): string | null {
  const name = /=\s*([A-Za-z_]\w*)$/.exec(keyword)?.[1];
  return name !== undefined && constants.has(name) ? String(constants.get(name)) : null;
}

export const hyperparameters: ChecklistItem<'hyperparameters'> = {
  id: 'hyperparameters',
  texts: hyperparametersTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights('hyperparameters', { gpu: 0.2 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment('na', 'An installation or import problem: no training is involved.');
    const { byName, trainingInvolved } = findHyperparameters(ctx, classification.problem);
    const stated = [...byName.keys()];
    const evidence = [...byName.values()];
    if (stated.length >= 2)
      return judgment('present', `Stated: ${stated.map((s) => s.replace('_', ' ')).join(', ')}.`, evidence, { stated });
    // Codebook v2: `na` when the failing or questioned step is saving/loading or conversion, even if the model was
    // trained earlier (settings the post states still count: the experts mark those present).
    if (NO_TRAINING_STEPS.has(classification.problem.step))
      return judgment('na', 'The problem lies in saving/loading or conversion: no training setting decides it.', [], { stated });
    if (!trainingInvolved) return judgment('na', 'No training or loss computation is involved.', [], { stated });
    // Codebook v2 `hyperparameters` na: the machine or a tool fails and no program of the asker's runs — no training
    // step is involved, unless the asker reports how training behaves.
    if (nothingOfTheAskersRuns(ctx, classification.problem) && !classification.problem.dynamics)
      return judgment('na', 'The machine or a tool fails and no program of the asker runs: no training setting decides it.', [], {
        stated,
      });
    if (stated.length === 1) return judgment('partial', `Only the ${stated[0].replace('_', ' ')} is stated.`, evidence, { stated });
    return judgment('absent', 'No learning rate, batch size, epochs, optimizer or loss is stated.', [], { stated });
  },
  suggestion: {
    edit: 'Readers would have to guess batch size, epochs and learning rate ("hyperparameter initialization", needed in 44 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: ({ facts }, ctx, framework) => {
      const stated = facts.stated ?? [];
      const missing = ALL_SETTINGS.filter((h) => !stated.includes(h));
      const keras = framework === 'tensorflow' || framework === 'keras';
      const given = stated.length ? ` (only the ${stated.map(settingName).join(' and ')} ${stated.length === 1 ? 'is' : 'are'} given)` : '';
      return {
        text: `State the training settings you used: ${missing.map(settingName).join(', ')}${given}.`,
        snippet: (keras ? kerasSettingsSnippet(missing) : torchSettingsSnippet(missing)).replace(/\bmodel\b/g, modelName(ctx)),
      };
    },
  },
};

const settingName = (h: HyperparameterName) => h.replace('_', ' ');

// The snippets show only the settings not given (the ask never names a setting the code states); the
// values are placeholders the asker replaces with their own.
function kerasSettingsSnippet(missing: HyperparameterName[]): string {
  const compile = [
    missing.includes('optimizer') || missing.includes('learning_rate') ? 'optimizer=tf.keras.optimizers.Adam(learning_rate=1e-3)' : null,
    missing.includes('loss') ? "loss='sparse_categorical_crossentropy'" : null,
  ].filter(Boolean);
  const fit = [missing.includes('batch_size') ? 'batch_size=32' : null, missing.includes('epochs') ? 'epochs=10' : null].filter(Boolean);
  const lines = ['# the values you actually used:'];
  if (compile.length) lines.push(`model.compile(${compile.join(', ')})`);
  if (fit.length) lines.push(`model.fit(x, y, ${fit.join(', ')})`);
  return lines.join('\n');
}

function torchSettingsSnippet(missing: HyperparameterName[]): string {
  const lines = ['# the values you actually used:'];
  if (missing.includes('optimizer') || missing.includes('learning_rate'))
    lines.push('optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)');
  if (missing.includes('loss')) lines.push('criterion = torch.nn.CrossEntropyLoss()');
  const sizes = (['batch_size', 'epochs'] as const).filter((h) => missing.includes(h));
  if (sizes.length) lines.push(`${sizes.join(', ')} = ${sizes.map((h) => (h === 'batch_size' ? '32' : '10')).join(', ')}`);
  return lines.join('\n');
}
