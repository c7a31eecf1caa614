// What calls, assignments and configuration dictionaries of real questions (tests/fixtures/python/questions.jsonl)
// state about hyperparameters: learning rate, batch size, epochs, optimizer, loss.
import { describe, expect, it } from 'vitest';
import {
  assignmentFacts,
  dictionaryFacts,
  hyperparameterFacts,
  hyperparameterName,
} from '../../../lib/python/calls/hyperparameterArguments';
import { type CallFact, NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith, nodeOf } from '../pythonQuestions';
import { siteOf } from './callSites';

const values = (facts: readonly CallFact[]) => facts.map((f) => (f.fact === 'hyperparameter' ? [f.name, f.value] : f.fact));

describe('hyperparameterFacts on real calls', () => {
  it('`to.SGD(net.parameters(), lr=0.1)` states the optimizer and its learning rate (63127564)', () => {
    const code = blockWith(63127564, 'to.SGD');
    expect(values(hyperparameterFacts(siteOf(code, 'to.SGD')))).toEqual([
      ['learning_rate', '0.1'],
      ['optimizer', 'SGD'],
    ]);
  });

  it('`optim.RMSprop(generator.parameters(), lr=0.0001)` (62513349)', () => {
    const code = blockWith(62513349, 'optim.RMSprop');
    expect(values(hyperparameterFacts(siteOf(code, 'optim.RMSprop(generator')))).toEqual([
      ['learning_rate', '0.0001'],
      ['optimizer', 'RMSprop'],
    ]);
  });

  it("`model.compile(optimizer='adam', loss='mse')` names both (63655484)", () => {
    const code = blockWith(63655484, 'model.compile');
    expect(values(hyperparameterFacts(siteOf(code, 'model.compile')))).toEqual([
      ['optimizer', 'adam'],
      ['loss', 'mse'],
    ]);
  });

  it('argparse flags: `--lr` default 0.0001 is a learning rate, `--weight_decay` is none (63001490)', () => {
    const code = blockWith(63001490, "add_argument('--lr'");
    expect(values(hyperparameterFacts(siteOf(code, "parser.add_argument('--lr'")))).toEqual([['learning_rate', '0.0001']]);
    expect(hyperparameterFacts(siteOf(code, "parser.add_argument('--weight_decay'"))).toBe(NO_FACTS);
  });

  it("`parser.add_argument('--batch_size', default=50, …)` (62513349)", () => {
    const code = blockWith(62513349, "add_argument('--batch_size'");
    expect(values(hyperparameterFacts(siteOf(code, "parser.add_argument('--batch_size'")))).toEqual([['batch_size', '50']]);
  });

  it('keyword arguments with hyperparameter names: `DataLoader(…, batch_size=BATCH_SIZE, …)` sets the batch size, not to a literal (62513349)', () => {
    const code = blockWith(62513349, 'DataLoader(dataset=train_dataset');
    expect(values(hyperparameterFacts(siteOf(code, 'DataLoader(dataset=train_dataset')))).toEqual([['batch_size', null]]);
  });

  it('`tf.keras.losses.MeanSquaredError()` is a loss (70465064); `nn.CrossEntropyLoss(…)` quotes its short call (62258765)', () => {
    expect(values(hyperparameterFacts(siteOf(blockWith(70465064, 'MeanSquaredError'), 'tf.keras.losses.MeanSquaredError')))).toEqual([
      ['loss', 'tf.keras.losses.MeanSquaredError()'],
    ]);
    expect(values(hyperparameterFacts(siteOf(blockWith(62258765, 'CrossEntropyLoss'), 'nn.CrossEntropyLoss')))).toEqual([
      ['loss', 'nn.CrossEntropyLoss(predictions.transpose(1, 2), target)'],
    ]);
  });

  it('calls that state nothing make no list (62513349)', () => {
    const code = blockWith(62513349, 'torch.cuda.empty_cache');
    expect(hyperparameterFacts(siteOf(code, 'torch.cuda.empty_cache'))).toBe(NO_FACTS);
  });
});

describe('assignmentFacts and dictionaryFacts', () => {
  it('`BATCH_SIZE = 4` states the batch size (62372055)', () => {
    const code = blockWith(62372055, 'BATCH_SIZE = 4');
    const statement = nodeOf(code, 'AssignStatement', 'BATCH_SIZE = 4');
    expect(assignmentFacts('BATCH_SIZE', statement.lastChild!, statement.from, code)).toEqual([
      { fact: 'hyperparameter', name: 'batch_size', value: '4', from: statement.from, to: statement.to },
    ]);
  });

  it('`NUM_EPOCHS = opt.num_epochs` sets the epochs without a literal (62513349)', () => {
    const code = blockWith(62513349, 'NUM_EPOCHS = opt.num_epochs');
    const statement = nodeOf(code, 'AssignStatement', 'NUM_EPOCHS');
    expect(values(assignmentFacts('NUM_EPOCHS', statement.lastChild!, statement.from, code))).toEqual([['epochs', null]]);
  });

  it("a default `hyperparams={'lr': 0.0001}` is a configuration dictionary (62937388)", () => {
    const code = blockWith(62937388, "hyperparams={'lr'");
    expect(values(dictionaryFacts(nodeOf(code, 'DictionaryExpression', "{'lr'"), code))).toEqual([['learning_rate', '0.0001']]);
  });

  it('spellings: the corpus names of learning rates, batch sizes and epochs, and names that only look like them', () => {
    expect(['lr', 'learning_rate', 'LR', 'base_lr', 'g_lr'].map(hyperparameterName)).toEqual(Array(5).fill('learning_rate'));
    expect(['BATCH_SIZE', 'batch_size', 'bs', 'per_device_train_batch_size'].map(hyperparameterName)).toEqual(Array(4).fill('batch_size'));
    expect(['NUM_EPOCHS', 'epochs', 'num_train_epochs', 'n_epochs'].map(hyperparameterName)).toEqual(Array(4).fill('epochs'));
    expect(['lr_scheduler', 'lr_decay', 'batch', 'epoch', 'dim', 'self', 'blr_x'].map(hyperparameterName)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
