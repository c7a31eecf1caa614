// Checklist item `hyperparameters` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl),
// each one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: of learning rate, batch size, epochs, optimizer, loss function — at least two stated (code
// or prose) = present, exactly one = partial, none = absent; na = no training or loss computation.
import { describe, expect, it } from 'vitest';
import { blockWith, expectJudgment, expectWhyCitesChecklist, judged, suggestionFor } from './itemFixtures';

describe('hyperparameters: present', () => {
  // 63163827: `epochs = 10` and `lr = 0.002` in the training script — two of the five (codebook: present).
  it('63163827 (epochs = 10, lr = 0.002) is present and states epochs and learning rate', () => {
    const { question, judgment } = judged(63163827, 'hyperparameters');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.stated).toEqual(expect.arrayContaining(['epochs', 'learning_rate']));
    const block = blockWith(question, 'epochs = 10');
    const excerpts = judgment.evidence.filter((e) => e.block === block).map((e) => e.excerpt);
    expect(excerpts).toEqual(expect.arrayContaining(['epochs = 10', 'lr = 0.002']));
  });

  // 62407647: `optim.SGD(myNet.parameters(), lr=0.01, momentum=0.9)` — optimizer and learning rate
  // (codebook: present).
  it('62407647 (optim.SGD with lr=0.01) is present and states optimizer and learning rate', () => {
    const { question, judgment } = judged(62407647, 'hyperparameters');
    expectJudgment(question, judgment, 'present');
    expect([...(judgment.facts.stated as string[])].sort()).toEqual(['learning_rate', 'optimizer']);
    const block = blockWith(question, 'optim.SGD(myNet.parameters(), lr=0.01, momentum=0.9)');
    expect(judgment.evidence.every((e) => e.block === block)).toBe(true);
    expect(judgment.evidence.map((e) => e.excerpt)).toEqual(expect.arrayContaining(['lr=0.01']));
  });
});

describe('hyperparameters: partial', () => {
  // 62109287: a training script whose loss is nn.CrossEntropyLoss (named in the title); no learning rate,
  // batch size, epochs or optimizer — exactly one of the five (codebook: partial).
  it('62109287 (only CrossEntropyLoss) is partial, evidence in the title', () => {
    const { question, judgment } = judged(62109287, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['loss']);
    expect(judgment.evidence.some((e) => e.block === -1 && e.excerpt.includes('CrossEntropyLoss'))).toBe(true);
  });

  // 62886651: training a seq2seq model with "negative log-likelihood loss"; nothing else — one of the
  // five (codebook: partial).
  it('62886651 (only the NLL loss) is partial, evidence on the loss name', () => {
    const { question, judgment } = judged(62886651, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['loss']);
    expect(judgment.evidence.every((e) => /negative log[- ]likelihood/i.test(e.excerpt))).toBe(true);
  });
});

describe('hyperparameters: values one assignment away, whole words', () => {
  // 61844103: `batch_boyut = 2` then `DataLoader(X_egitim, batch_size=batch_boyut)` — the batch size is stated in the
  // code, through a constant it assigns; the only one of the five (codebook: exactly one = partial).
  it('61844103 (batch_size=batch_boyut, batch_boyut = 2) is partial, the batch size read as 2', () => {
    const { question, judgment } = judged(61844103, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['batch_size']);
    expect(judgment.evidence.some((e) => e.excerpt === 'batch_size=batch_boyut' && e.note.includes('= 2'))).toBe(true);
  });

  // 62995726: "I'm not adamant on using the fold/unfold combination" — "adamant" is no Adam optimizer (prose
  // words match as whole words); nothing else of the five is stated.
  it('62995726 ("adamant") states no optimizer', () => {
    const { judgment } = judged(62995726, 'hyperparameters');
    expect(judgment.facts.stated ?? []).not.toContain('optimizer');
    expect(judgment.evidence.some((e) => /adamant/i.test(e.excerpt))).toBe(false);
  });
});

describe('hyperparameters: training involved, nothing stated', () => {
  // 62453752: only the traceback is shown, and it runs through `loss.backward()` and `optimizer.step()` — training
  // is involved, none of the five is given (codebook: absent; na only when no training or loss is involved).
  it('62453752 (a traceback through loss.backward()) is absent, not na', () => {
    const { question, judgment } = judged(62453752, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
  });

  // 61962710: "I want to fine tune BERT on a specific domain" — "fine tune" with a space is training.
  it('61962710 ("fine tune BERT") is absent, not na', () => {
    const { question, judgment } = judged(61962710, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('hyperparameters: absent', () => {
  // 63324935: "when I try to train my model an error is thrown" — training, but none of the five
  // (codebook: absent).
  it('63324935 (training, nothing stated) is absent', () => {
    const { question, judgment } = judged(63324935, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.facts.stated).toEqual([]);
  });

  // 61886303: accuracy/train and loss/train curves of a training run; no setting is given (codebook: absent).
  it('61886303 (training curves, nothing stated) is absent', () => {
    const { question, judgment } = judged(61886303, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.facts.stated).toEqual([]);
  });
});

describe('hyperparameters: na', () => {
  // 62002348 (masking a tensor) involves no training or loss (codebook: na).
  it('62002348 (tensor masking) is na', () => {
    const { question, judgment } = judged(62002348, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });

  // 61736959: `import torch.nn.functional` fails — an import problem; the script's `import torch.optim`
  // line trains nothing (codebook: na, no training or loss computation).
  it('61736959 (ModuleNotFoundError on import) is na', () => {
    const { question, judgment } = judged(61736959, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });
});

describe('hyperparameters: suggestions', () => {
  // 62886651 states only the loss: the suggestion asks for the other four, with the training-bug figure.
  it('asks for the four missing settings on 62886651 (partial)', () => {
    const { report } = judged(62886651, 'hyperparameters');
    const s = suggestionFor(report, 'hyperparameters');
    for (const missing of ['learning rate', 'batch size', 'epochs', 'optimizer']) expect(s.text).toContain(missing);
    expectWhyCitesChecklist(s, report);
  });

  it('asks for all five on 63324935 (absent)', () => {
    const { report } = judged(63324935, 'hyperparameters');
    const s = suggestionFor(report, 'hyperparameters');
    for (const missing of ['learning rate', 'batch size', 'epochs', 'optimizer', 'loss']) expect(s.text).toContain(missing);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when two or more are stated, or when no training is involved', () => {
    for (const id of [63163827, 62407647, 62002348, 61736959]) {
      expect(judged(id, 'hyperparameters').report.suggestions.find((s) => s.item === 'hyperparameters')).toBeUndefined();
    }
  });
});

describe('hyperparameters: training named in passing is not the problem (codebook v2: words used in passing decide nothing)', () => {
  // 61827738: "I am trying to use a pre-trained model" and a conv layer's channel error on the input: no training step
  // is involved (codebook v2 `hyperparameters` na: "even if the model was trained earlier").
  it('61827738 ("a pre-trained model", an input channel error) is na', () => {
    const { question, judgment } = judged(61827738, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });
});

describe('hyperparameters: a tool fails and no program of the asker runs (codebook v2 na: no training step)', () => {
  // 63364452: "I have no problems with training models" — training named in passing; the problem is the tensorboard
  // command.
  it('63364452 (a tensorboard command fails) is na', () => {
    const { question, judgment } = judged(63364452, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });
});

describe('hyperparameters: settings stated where the asker states them (hostile review 2026-12-04)', () => {
  // 65322700: the only setting is in the pasted Keras log, "Epoch 1/40" (codebook v2: "a pasted Keras log line
  // 'Epoch 3/10' states the epochs"): partial, not absent.
  it('65322700 (a Keras log "Epoch 1/40") states the epochs: partial', () => {
    const { question, judgment } = judged(65322700, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['epochs']);
  });

  // 64556120: "training my network using `sparse_categorical_crossentropy` loss" names the loss by its Keras name.
  it('64556120 ("sparse_categorical_crossentropy loss" in prose) states the loss: partial', () => {
    const { question, judgment } = judged(64556120, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['loss']);
  });

  // 62421575: "I have tried reduce the batch size from 20 to 10 to 2 and 1" states the batch size it ran with.
  it('62421575 ("the batch size from 20 to 10") states the batch size: partial', () => {
    const { question, judgment } = judged(62421575, 'hyperparameters');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.stated).toEqual(['batch_size']);
  });
});

describe('hyperparameters: running a model is not training (codebook v2: na when the step is inference)', () => {
  // 64203611: a BatchNormalization layer with trainable=False, run through `model.predict` only; "trainable" in the
  // title is the layer's flag, and no training call is made.
  it('64203611 (model.predict only) is na', () => {
    const { question, report, judgment } = judged(64203611, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
    expect(report.problem.step).not.toBe('training');
  });

  // 62494963: class activation maps of a pretrained VGG16 in `model.eval()` mode: nothing is trained.
  it('62494963 (model.eval() and a forward pass) is na', () => {
    const { question, report, judgment } = judged(62494963, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
    expect(report.problem.step).toBe('inference');
  });
});

describe("hyperparameters: the asker's own training, not training named in passing (codebook v2; hostile review 2026-12-04)", () => {
  // 61863541: "a project that requires training a PyTorch framework NN on a very large dataset" — the question is
  // which Dataset/Sampler to write; training is the purpose, not the problem.
  it('61863541 (training named as the purpose of a data-loading question) is na', () => {
    const { question, judgment } = judged(61863541, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });

  // 62946271: how batching is done for sequence data; "the network trains fine" is quoted advice.
  it('62946271 ("the network trains fine", in passing) is na', () => {
    const { question, judgment } = judged(62946271, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
  });

  // 62400112: "I have run into the following error while training a BERT classifier": the error arises in training.
  it('62400112 ("error while training a BERT classifier") stays absent', () => {
    const { question, judgment } = judged(62400112, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
  });

  // 63065916: "How do I do hyperparameter tuning with the model above?" — the training settings are the question.
  it('63065916 ("hyperparameter tuning") stays absent', () => {
    const { question, judgment } = judged(63065916, 'hyperparameters');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('hyperparameters: a title naming a model trained earlier is not the training step (codebook v2)', () => {
  // 62659706: "How can I load a partially trained model in PyTorch?" — loading is the step; "trained" says when the
  // model was made ("na … even if the model was trained earlier").
  it('62659706 ("a partially trained model") is na', () => {
    const { question, report, judgment } = judged(62659706, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
    expect(report.problem.step).not.toBe('training');
  });

  // 62086878: "How to get embedding from bert finetuned model?" — embeddings from a model fine-tuned earlier.
  it('62086878 ("bert finetuned model") is na', () => {
    const { question, report, judgment } = judged(62086878, 'hyperparameters');
    expectJudgment(question, judgment, 'na');
    expect(report.problem.step).not.toBe('training');
  });
});
