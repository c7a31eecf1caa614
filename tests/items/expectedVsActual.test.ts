// Checklist item `expected_vs_actual` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl),
// each one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: present = both the expectation and what happened are stated ("a stated goal plus the error
// or output actually obtained is present"); partial = only one of the two ("a goal alone is partial");
// absent = neither.
import { describe, expect, it } from 'vitest';
import { blockWith, expectJudgment, expectWhyCitesChecklist, judged, suggestionFor } from './itemFixtures';

describe('expected_vs_actual: present', () => {
  // 62301268: "I just want to install pytorch" (goal) and the output "Collecting torch / Killed"
  // (what happened) — codebook: present.
  it('62301268 (wants to install torch; gets "Killed") is present, evidence on both', () => {
    const { question, judgment } = judged(62301268, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    const goal = blockWith(question, 'I just want to install pytorch');
    const output = blockWith(question, 'Killed');
    expect(judgment.evidence.some((e) => e.block === goal && /want/.test(e.excerpt))).toBe(true);
    expect(judgment.evidence.some((e) => e.block === output && e.excerpt.includes('Killed'))).toBe(true);
  });

  // 61945404: "I want to pass it through 3 convolution layers" (goal) and "after the first conv3d layer
  // the output is [10,8,1,126,254]" (what happened) — codebook: present.
  it('61945404 (goal + observed output shape) is present, evidence on both phrases', () => {
    const { question, judgment } = judged(61945404, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'the output is [10,8,1,126,254]');
    const text = question.blocks[block].text;
    expect(judgment.evidence).toHaveLength(2);
    expect(judgment.evidence.every((e) => e.block === block)).toBe(true);
    const goalAt = text.indexOf('I want to pass it through');
    const actualAt = text.indexOf('the output is [10,8,1,126,254]');
    expect(judgment.evidence.some((e) => e.start === goalAt)).toBe(true);
    expect(judgment.evidence.some((e) => e.start === actualAt)).toBe(true);
  });
});

describe('expected_vs_actual: partial', () => {
  // 62456558: "I would like to use the torch.nn.CrossEntropyLoss function" — a goal, but no result or
  // error (codebook: a goal alone is partial).
  it('62456558 (goal only) is partial, evidence on the goal', () => {
    const { question, judgment } = judged(62456558, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence).toHaveLength(1);
    expect(judgment.evidence[0].block).toBe(0);
    expect(judgment.evidence[0].excerpt).toMatch(/want|would like/i);
    // The typed fact says which half is missing; the suggestion reads it, never the reason's wording.
    expect(judgment.facts).toEqual({ missing: 'actual' });
  });

  // 62907427: "I want to keep the minimum elements in each one of them as well as the sign" — what the
  // asker wants, no obtained output or error (codebook: partial).
  it('62907427 (goal only) is partial, evidence on the goal', () => {
    const { question, judgment } = judged(62907427, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
    const block = blockWith(question, 'I want to keep the minimum elements');
    expect(judgment.evidence.some((e) => e.block === block && /want/i.test(e.excerpt))).toBe(true);
    expect(judgment.facts).toEqual({ missing: 'actual' });
  });

  // 62980773 was the outcome-only example; codebook v2 (gold audited to present): "naming the activity during which
  // the error appeared states the goal" — the traceback "occurs when starting the docker container".
  it('62980773 (the error "occurs when starting the docker container") is present', () => {
    const { question, judgment } = judged(62980773, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('what the asker was doing');
    expect(judgment.evidence[0].excerpt).toBe('when starting');
  });

  // 62109287 was once read as outcome only: "When I pass an input torch tensor of size [8,21,400,400] …
  // the program raises a TypeError" states what the asker was doing and what happened, so it is present (gold
  // present; codebook: "a stated goal plus the error or output actually obtained is present").
  it('62109287 (what the asker was doing, then the TypeError) is present', () => {
    const { question, judgment } = judged(62109287, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('what the asker was doing');
    expect(judgment.evidence[0].excerpt).toBe('When I pass');
  });
});

describe('expected_vs_actual: what the asker was doing', () => {
  // 62880550: "When I open the graph it only shows dot and dosen't show a line": opening the graph is what the
  // asker was doing, and the outcome follows (codebook: "a stated goal plus the error or output actually obtained
  // is present"; gold present).
  it('62880550 ("When I open the graph", then what it shows) is present', () => {
    const { question, judgment } = judged(62880550, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('what the asker was doing');
    expect(judgment.evidence[0].excerpt).toBe('When I open');
  });
});

describe('expected_vs_actual: what the asker did before it failed', () => {
  // 61778066: "I set my model and data to the same device, but always raise the error like this: RuntimeError …"
  // (codebook: "a stated goal plus the error or output actually obtained is present"; gold present).
  it('61778066 ("I set my model and data to the same device", then the RuntimeError) is present', () => {
    const { question, judgment } = judged(61778066, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I set');
  });
});

describe('expected_vs_actual: an expectation implied by a comparison', () => {
  // 62246089: "conv2d() produced smoothened output … as expected but the fft-based convolution returned a more
  // blurry output": "as expected" states what the asker expected (codebook: both stated, present; gold present).
  it('62246089 ("as expected", then the blurry output) is present', () => {
    const { question, judgment } = judged(62246089, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('as expected');
  });

  // 66964492: "My notebook was working up till today … now it is giving me this error": a baseline that worked
  // is what the asker expected (codebook: present; gold present).
  it('66964492 ("was working up till today", then the ImportError) is present', () => {
    const { question, judgment } = judged(66964492, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('was working up till');
  });

  // 64769187: "my training is more than 2x slower than before": the earlier speed is the expectation
  // (codebook: present; gold present).
  it('64769187 ("slower than before") is present', () => {
    const { question, judgment } = judged(64769187, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('slower than before');
  });
});

describe('expected_vs_actual: an outcome reported in words', () => {
  // Codebook `expected_vs_actual`: "a stated goal plus the error or output actually obtained is present"; all
  // three are gold present.
  it('71969321 ("I\'m using tensorflow to open …", "it says \'Cleanup called…\'") is present', () => {
    const { question, judgment } = judged(71969321, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[1].excerpt).toBe('it says');
  });

  it('75232220 ("I\'m trying to run a notebook", "I keep getting the same issue") is present', () => {
    const { question, judgment } = judged(75232220, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[1].excerpt).toBe('keep getting');
  });

  // 67171002: "I'm having issues during training" names no concrete observation; codebook v2 ("it doesn't work"
  // with no error, output or concrete symptom is no actual outcome) and the audited gold say partial.
  it('67171002 ("I want to create …", "I\'m having issues during training") is partial', () => {
    const { question, judgment } = judged(67171002, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
  });

  // 62166719: "am having problems dealing with padding='same'" is a difficulty with the conversion, not an
  // outcome obtained; the question stays partial (gold partial).
  it('62166719 ("having problems dealing with …") is partial', () => {
    const { question, judgment } = judged(62166719, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
  });
});

describe('expected_vs_actual: a how-to asked indirectly', () => {
  // 67737186: "I was wondering if it is possible/how easy it would be to implement a TFX pipeline … in AWS?",
  // "How would you go about putting a TF in production": the task the asker wants done, a goal alone
  // (codebook: "a goal alone is partial"; gold partial).
  // 62415285 ("how would one run … with the new release?") and 62111599 ("Any way to directly load data into GPU
  // without transfer step?") ask for a task too (gold partial).
  it('62415285 ("how would one") and 62111599 ("Any way to") are partial', () => {
    for (const id of [62415285, 62111599]) {
      const { question, judgment } = judged(id, 'expected_vs_actual');
      expectJudgment(question, judgment, 'partial');
      expect(judgment.facts).toEqual({ missing: 'both' });
    }
  });

  it('67737186 ("if it is possible", "How would you go about") is partial', () => {
    const { question, judgment } = judged(67737186, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts).toEqual({ missing: 'both' });
  });
});

describe('expected_vs_actual: a goal stated as a failed task', () => {
  // Codebook: "a stated goal plus the error or output actually obtained is present"; both gold present.
  it('63404192 ("I keep failing to run pip install", then the error) is present', () => {
    const { question, judgment } = judged(63404192, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I keep failing to');
  });

  it('62949148 ("… and want to convert it to torch.tensor", then the TypeError) is present', () => {
    const { question, judgment } = judged(62949148, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('and want to');
  });

  // 62279080: "we failed to convert Python type" is TorchScript's error quoted in prose, not the asker's goal; the
  // goal is the title's and the closing how-to ("so how can I use my own python object in torchscript?"), and with
  // the error obtained it is present (codebook v2, gold audited from partial to present: goal + error).
  it('62279080 (a how-to whose attempt fails with the quoted error) is present, the goal not from "we failed"', () => {
    const { question, judgment } = judged(62279080, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => /we failed/i.test(e.excerpt))).toBe(false);
    expect(judgment.evidence[0].excerpt).toMatch(/^how can I$/i);
  });
});

describe('expected_vs_actual: absent', () => {
  // 62170439 (src_mask vs src_key_padding_mask) and 62125442 (mm vs spmm) are conceptual questions
  // that state neither an expectation nor an outcome (codebook: absent).
  it('62170439 (conceptual question) is absent', () => {
    const { question, judgment } = judged(62170439, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });

  it('62125442 (conceptual question) is absent', () => {
    const { question, judgment } = judged(62125442, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });
});

describe('expected_vs_actual: a hypothetical goal is none', () => {
  // Codebook: a conceptual question states neither an expectation nor an outcome (absent); both gold absent.
  it('62270525 ("Let\'s say I\'m trying to train an RNN language model") is absent', () => {
    const { question, judgment } = judged(62270525, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
  });

  it('61939491 ("if I wanted to use a color dataset like CIFAR10") is absent', () => {
    const { question, judgment } = judged(61939491, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('expected_vs_actual: suggestions', () => {
  // 62456558 gives only the goal: the suggestion asks for what actually happens.
  it('asks for what actually happens on 62456558 (goal only)', () => {
    const { report } = judged(62456558, 'expected_vs_actual');
    const s = suggestionFor(report, 'expected_vs_actual');
    expect(s.text).toMatch(/actually happens|what you get/i);
    expectWhyCitesChecklist(s, report);
  });

  it('asks for both on 62170439 (absent), which carries no facts', () => {
    const { report, judgment } = judged(62170439, 'expected_vs_actual');
    expect(judgment.facts).toEqual({});
    const s = suggestionFor(report, 'expected_vs_actual');
    expect(s.text).toMatch(/expected/i);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when both are stated', () => {
    for (const id of [62301268, 61945404]) {
      expect(judged(id, 'expected_vs_actual').report.suggestions.find((s) => s.item === 'expected_vs_actual')).toBeUndefined();
    }
  });
});

describe('expected_vs_actual: goals in contractions (hostile review 2026-12-04)', () => {
  // 62499307: "I'd like to extract the indices where `3` appears" — a goal, no outcome (codebook: a goal alone is
  // partial; gold partial). The apostrophe joins "I" to "d like", which the goal pattern (a blank after "I") missed.
  it('62499307 ("I\'d like to extract …") is partial on the goal', () => {
    const { question, judgment } = judged(62499307, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence[0].excerpt).toBe("I'd like");
    expect(judgment.facts).toEqual({ missing: 'actual' });
  });

  // 68836551: "Im attempting to use model.predict_classes to make class predictions" and the AttributeError
  // (codebook: goal + error obtained, present; gold present).
  it('68836551 ("Im attempting to use model.predict_classes", then the error) is present', () => {
    const { question, judgment } = judged(68836551, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('Im attempting');
  });
});

describe('expected_vs_actual: any activity named, not only listed verbs (hostile review 2026-12-04)', () => {
  // Codebook v2: "naming the activity during which the error appeared ('while training the model I got …') states
  // the goal, so goal plus error is present" — whatever the activity's verb.
  it('62726792 ("I encounter this weird error when building a simple NN") is present', () => {
    const { question, judgment } = judged(62726792, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('what the asker was doing');
    expect(judgment.evidence[0].excerpt).toBe('when building');
  });

  it('66888763 ("I first tried to install tensorflow=2.4.0 in Conda", then the solver errors) is present', () => {
    const { question, judgment } = judged(66888763, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I first tried');
  });
});

describe("expected_vs_actual: any action of the asker's own before the failure (hostile review 2026-12-04)", () => {
  // Codebook v2: naming the activity states the goal; goal + error obtained is present (both gold present).
  it('61736959 ("I have installed pytorch by using command", then the import errors) is present', () => {
    const { question, judgment } = judged(61736959, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I have installed');
  });

  it('63884339 ("I followed instructions … to install tensorflow_hub", then ModuleNotFoundError) is present', () => {
    const { question, judgment } = judged(63884339, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I followed');
  });
});

describe('expected_vs_actual: cue words out of context (hostile review 2026-12-04)', () => {
  // 63909553 (gold absent): "I ran into some code that gave data in the form of a PrefetchDataset" — "that gave"
  // is a relative clause describing the code, and the question is purely explanatory (codebook v2: a why/what
  // question with no task of the asker's own is absent).
  it('63909553 ("some code that gave data in the form of …", a what-is question) is absent', () => {
    const { question, judgment } = judged(63909553, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
  });

  // 62081985 (gold partial): "I've done some research and it says, that I should just replace …" reports advice,
  // not an outcome; the goal ("I'm trying to replace the last fully connected layer …") stands alone.
  it('62081985 ("it says, that I should …" is advice) is partial on the goal', () => {
    const { question, judgment } = judged(62081985, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts).toEqual({ missing: 'actual' });
  });
});

describe('expected_vs_actual: concrete outcomes, bare verdicts and tasks (hostile review 2026-12-04, third round)', () => {
  // Codebook `expected_vs_actual`: "a stated goal plus the error or output actually obtained is present". The gold
  // of each question below is given in its comment.
  // 63335526 (gold present): "I need a list … of sums" and "I always get sums over the individual fields".
  it('63335526 ("I always get …": an adverb between the asker and the outcome) is present', () => {
    const { question, judgment } = judged(63335526, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[1].excerpt).toBe('I always get');
  });

  // 61883535 (gold present): "the desired result is …" and "this code results in:" with the tensor pasted below.
  it('61883535 ("this code results in:") is present, the outcome shown by the pasted output', () => {
    const { question, judgment } = judged(61883535, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
  });

  // 62250184 (gold present): "My dataloader returns the shape torch.Size (1,1,256,256,51)".
  it('62250184 ("My dataloader returns the shape …") is present', () => {
    const { question, judgment } = judged(62250184, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt === 'My dataloader returns')).toBe(true);
  });

  // 66654250 (gold present): "I want an example of CycleGAN … to run fast" and "the training on GPUs is dead slow".
  it('66654250 ("dead slow") is present', () => {
    const { question, judgment } = judged(66654250, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[1].excerpt).toBe('dead slow');
  });

  // 63053478 (gold present): "I am exporting …, and everything works good, except it can't use CoreML/GPU".
  it('63053478 ("it can\'t use CoreML/GPU accelerator") is present', () => {
    const { question, judgment } = judged(63053478, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
  });

  // 71890276 (gold present): "Every time I convert a model …, I always receive this WARNING", "I hope to use it".
  it('71890276 ("I always receive this WARNING", "I hope to use it") is present', () => {
    const { question, judgment } = judged(71890276, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
  });

  // 61880270 (gold present): "I have shapes of … while I was expecting 500,3,3,512,512 and 500".
  it('61880270 ("while I was expecting …") is present', () => {
    const { question, judgment } = judged(61880270, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('I was expecting');
  });

  // 62376687 (gold present): "we are supposed to get 62 frames" is the expected outcome, not an obligation, and
  // "Why do I see only 60 frames?" the count observed.
  it('62376687 ("we are supposed to get 62 frames", "I see only 60 frames") is present', () => {
    const { question, judgment } = judged(62376687, 'expected_vs_actual');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('supposed to get');
  });

  // 64556120 (gold partial): "which obviously does not work" is a bare verdict (codebook v2: "it doesn't work" with
  // no error, output or concrete symptom is no actual outcome); "works as expected" stands alone.
  it('64556120 ("which obviously does not work") is partial', () => {
    const { question, judgment } = judged(64556120, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
  });

  // 65358676 (gold absent): "how could I figure out what this does?" asks how to learn, and names no task.
  it('65358676 ("how could I figure out what this does") is absent', () => {
    const { question, judgment } = judged(65358676, 'expected_vs_actual');
    expectJudgment(question, judgment, 'absent');
  });

  // 61856895 (gold partial): "After executing this on colab notebook, I am getting this error" — running the
  // posted code is no task (codebook v2: "an error pasted with no stated task is partial").
  it('61856895 ("After executing this on colab notebook") is partial', () => {
    const { question, judgment } = judged(61856895, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
  });

  // 62087498 (gold partial): "Attempting to deserialize …" is the library's error quoted in the post, not a goal.
  it('62087498 ("Attempting to …" inside the quoted error) is partial', () => {
    const { question, judgment } = judged(62087498, 'expected_vs_actual');
    expectJudgment(question, judgment, 'partial');
  });
});
