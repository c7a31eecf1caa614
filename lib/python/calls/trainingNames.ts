// Names of training, optimizer and loss APIs, and the spellings of hyperparameter names, that the training
// and hyperparameter recognisers know (matched on a callee's last segment or its canonical module).
import { alternationRegExp } from '../../phraseRules';

/** Methods whose call means the code trains or evaluates. */
export const TRAINING_METHODS: ReadonlySet<string> = new Set([
  'fit',
  'fit_generator',
  'train_on_batch',
  'test_on_batch',
  'evaluate',
  'evaluate_generator',
  'predict',
  'predict_generator',
  'predict_on_batch',
  'backward',
  'zero_grad',
  'apply_gradients',
  'minimize',
]);

/** Objects with a `.fit` that are preprocessing, not training. */
export const NON_TRAINING_FITTERS = /scaler|encoder|vectori[sz]er|tokenizer|pca|imputer|kmeans|normali[sz]er|transformer$|^le$/i;

export const OPTIMIZER_NAMES: ReadonlySet<string> = new Set([
  'SGD',
  'Adam',
  'AdamW',
  'Adamax',
  'Adagrad',
  'Adadelta',
  'RMSprop',
  'RMSProp',
  'Nadam',
  'NAdam',
  'RAdam',
  'Ftrl',
  'LBFGS',
  'SparseAdam',
  'ASGD',
  'Rprop',
  'Lamb',
  'LAMB',
  'Adafactor',
  'Lion',
]);

/** Modules under which a call is an optimizer constructor. */
export const OPTIMIZER_MODULES = /(^|\.)(optim|optimizers|train|optimizer_v2\.\w+)$/;

// The loss functions of torch.nn.functional (and any `*_loss`, `*cross_entropy*` such as tf.nn's).
const FUNCTIONAL_LOSS_NAMES: readonly string[] = [
  'nll_loss',
  'cross_entropy',
  'binary_cross_entropy(_with_logits)?',
  'mse_loss',
  'l1_loss',
  'smooth_l1_loss',
  'huber_loss',
  'kl_div',
  'ctc_loss',
  'cosine_embedding_loss',
  'margin_ranking_loss',
  'hinge_embedding_loss',
  'poisson_nll_loss',
  'triplet_margin_loss',
  'soft_margin_loss',
  'multilabel_margin_loss',
  'multilabel_soft_margin_loss',
  'multi_margin_loss',
  '\\w*cross_entropy\\w*',
  '\\w+_loss',
];
/** torch.nn.functional / tf.nn losses called as functions. */
export const FUNCTIONAL_LOSSES = alternationRegExp(FUNCTIONAL_LOSS_NAMES, { flags: '', before: '^', after: '$' });

/** Keras loss classes that may be called bare. */
export const KERAS_LOSS_CLASSES =
  /^(\w*Crossentropy|MeanSquaredError|MeanAbsoluteError|MeanSquaredLogarithmicError|MeanAbsolutePercentageError|Huber|KLDivergence|Hinge|SquaredHinge|CategoricalHinge|CosineSimilarity|LogCosh|Poisson)$/;

/** Hyperparameter names as keyword arguments or assignment targets. */
export const HYPERPARAMETER_NAMES: ReadonlyArray<readonly [RegExp, 'learning_rate' | 'batch_size' | 'epochs']> = [
  [/^(lr|learning_?rate|base_?lr|init(ial)?_?lr|max_?lr|lr_?rate|\w+_lr|learning_?rate_\w+)$/i, 'learning_rate'],
  [/^(batch_?size|bs|batchsize|train_?batch_?size|per_device_train_batch_size|mini_?batch_?size)$/i, 'batch_size'],
  [/^(epochs|num_?epochs?|n_?epochs?|nb_?epochs?|max_?epochs?|total_?epochs?|num_train_epochs|training_?epochs?)$/i, 'epochs'],
];

/** Names that are never learning rates though they match a pattern above. */
export const NOT_HYPERPARAMETER = /sched|decay|step|warmup|factor|min|mult|policy|finder/i;
