// The training, optimizer, loss and hyperparameter names the recognisers know, against what real questions write
// (tests/fixtures/python/questions.jsonl, tests/fixtures/skeleton/inference-questions.jsonl).
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONAL_LOSSES,
  HYPERPARAMETER_NAMES,
  KERAS_LOSS_CLASSES,
  NON_TRAINING_FITTERS,
  NOT_HYPERPARAMETER,
  OPTIMIZER_MODULES,
  OPTIMIZER_NAMES,
  TRAINING_METHODS,
} from '../../../lib/python/calls/trainingNames';

describe('training methods and fitters', () => {
  it('the methods 62513349, 70465064 and 43237124 call to train and evaluate', () => {
    for (const method of ['fit', 'predict', 'backward', 'zero_grad', 'evaluate', 'train_on_batch'])
      expect(TRAINING_METHODS.has(method), method).toBe(true);
    for (const method of ['step', 'train', 'eval']) expect(TRAINING_METHODS.has(method), method).toBe(false); // decided by their object
  });

  it('objects whose `.fit` is preprocessing: a scaler, a tokenizer, a label encoder, but not a model', () => {
    for (const object of ['scaler', 'min_max_scaler', 'tokenizer', 'le', 'pca', 'vectorizer'])
      expect(NON_TRAINING_FITTERS.test(object), object).toBe(true);
    for (const object of ['model', 'classifier', 'net']) expect(NON_TRAINING_FITTERS.test(object), object).toBe(false);
  });
});

describe('optimizers and losses', () => {
  it('the optimizers the questions construct: RMSprop (62513349), SGD (63127564), Adam and AdamW', () => {
    for (const name of ['RMSprop', 'SGD', 'Adam', 'AdamW']) expect(OPTIMIZER_NAMES.has(name), name).toBe(true);
    for (const module of ['torch.optim', 'optim', 'keras.optimizers', 'tensorflow.keras.optimizers', 'tensorflow.train']) {
      expect(OPTIMIZER_MODULES.test(module), module).toBe(true);
    }
    expect(OPTIMIZER_MODULES.test('torch.nn')).toBe(false);
  });

  it('losses as functions (F.cross_entropy, F.nll_loss, F.mse_loss) and keras loss classes (MeanSquaredError of 70465064)', () => {
    for (const name of ['cross_entropy', 'nll_loss', 'mse_loss', 'binary_cross_entropy_with_logits'])
      expect(FUNCTIONAL_LOSSES.test(name), name).toBe(true);
    expect(FUNCTIONAL_LOSSES.test('relu')).toBe(false);
    for (const name of ['MeanSquaredError', 'CategoricalCrossentropy', 'Huber']) expect(KERAS_LOSS_CLASSES.test(name), name).toBe(true);
    expect(KERAS_LOSS_CLASSES.test('Dense')).toBe(false);
  });
});

describe('hyperparameter spellings', () => {
  const kind = (name: string) => HYPERPARAMETER_NAMES.find(([pattern]) => pattern.test(name))?.[1] ?? null;

  it("the spellings of the questions: BATCH_SIZE and NUM_EPOCHS (62513349), lr (63127564), learning_rate (63233837), 'lr' keys (62937388)", () => {
    expect([kind('BATCH_SIZE'), kind('NUM_EPOCHS'), kind('lr'), kind('learning_rate')]).toEqual([
      'batch_size',
      'epochs',
      'learning_rate',
      'learning_rate',
    ]);
  });

  it('names of schedules and decays match a learning-rate spelling but are excluded', () => {
    expect([kind('learning_rate_decay'), kind('warmup_lr'), kind('min_lr')]).toEqual(['learning_rate', 'learning_rate', 'learning_rate']);
    for (const name of ['learning_rate_decay', 'warmup_lr', 'min_lr']) expect(NOT_HYPERPARAMETER.test(name), name).toBe(true);
    expect(NOT_HYPERPARAMETER.test('learning_rate')).toBe(false);
  });
});
