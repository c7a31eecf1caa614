// Checklist item `model` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl), each
// one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: present = model definition code, printed summary or exact checkpoint name; partial = prose
// only ("a CNN with 3 conv layers") or only part of the model; absent = no model information; na = no
// model is involved (pure tensor op, install problem).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { tensorflowIssue } from '../fixtures/tf/tensorflowIssues';
import { blockWith, expectJudgment, expectWhyCitesChecklist, FIXTURE_PATH, inQuestionCode, judged, suggestionFor } from './itemFixtures';

describe('model: present', () => {
  // 61945404: `class CNet(nn.Module)` with its three Conv3d layers, the Linear head and forward() —
  // the model definition code (codebook: present).
  it('61945404 (class CNet(nn.Module)) is present, evidence inside the class definition', () => {
    const { question, judgment } = judged(61945404, 'model');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'class CNet(nn.Module):');
    const text = question.blocks[block].text;
    const classStart = text.indexOf('class CNet(nn.Module):');
    const inClass = judgment.evidence.filter((e) => e.block === block && e.start >= classStart && e.end <= text.length);
    expect(inClass.length).toBeGreaterThan(0);
    expect(inClass.some((e) => e.excerpt.startsWith('class CNet(nn.Module)'))).toBe(true);
  });

  // 62086878: "I have finetuned 'bert-base-uncased' model" — an exact pretrained checkpoint name
  // (codebook: present).
  it("62086878 ('bert-base-uncased') is present, evidence is the checkpoint name", () => {
    const { question, judgment } = judged(62086878, 'model');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.block === 0 && e.excerpt === 'bert-base-uncased')).toBe(true);
  });
});

describe('model: partial', () => {
  // 62458671: "train BERT with 2 sentences …" — the architecture is named, but no checkpoint, code or
  // summary (codebook: partial, prose only).
  it('62458671 (just "BERT") is partial, evidence on the name', () => {
    const { question, judgment } = judged(62458671, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.length).toBeGreaterThan(0);
    expect(judgment.evidence.every((e) => e.excerpt === 'BERT')).toBe(true);
  });

  // 61778066: `net = EAST(extractor=extractor, geometry_mode=geometry_mode, pretrained=True)` — the
  // network is built from a class that is never shown or printed (codebook: partial, only named).
  it('61778066 (net = EAST(...), class not shown) is partial, evidence on that call', () => {
    const { question, judgment } = judged(61778066, 'model');
    expectJudgment(question, judgment, 'partial');
    const block = blockWith(question, 'net = EAST(');
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt.includes('EAST('))).toBe(true);
  });
});

describe('model: partial, an architecture named in prose', () => {
  // 61708729: "I'm using the Soft Actor-Critic implementation available here" — the architecture is named, the
  // network is not shown (codebook: partial, prose only; "say missing only when it is").
  it('61708729 (Soft Actor-Critic) is partial, evidence on the name', () => {
    const { question, judgment } = judged(61708729, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => /actor-critic/i.test(e.excerpt))).toBe(true);
  });

  // 63204176: "a simple multinomial logistic regression using mnist data" — the model is described in words only.
  it('63204176 (multinomial logistic regression) is partial, evidence on the name', () => {
    const { question, judgment } = judged(63204176, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => /logistic regression/i.test(e.excerpt))).toBe(true);
  });
});

describe('model: absent', () => {
  // 62090674: saving fails on `Net()` and `model.state_dict()`, but neither Net nor the model is
  // defined, printed or named (codebook: absent, no model information).
  it('62090674 (Net() never defined) is absent', () => {
    const { question, judgment } = judged(62090674, 'model');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });

  // 63324935: "when I try to train my model an error is thrown" — a model is involved, nothing is said
  // about it (codebook: absent).
  it('63324935 ("train my model", nothing more) is absent', () => {
    const { question, judgment } = judged(63324935, 'model');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('model: na', () => {
  // 62002348 and 63092529 are pure tensor operations (masking, conditional selection): no model is
  // involved (codebook: na, pure tensor op).
  it('62002348 (tensor masking) is na', () => {
    const { question, judgment } = judged(62002348, 'model');
    expectJudgment(question, judgment, 'na');
  });

  it('63092529 (conditional tensor construction) is na', () => {
    const { question, judgment } = judged(63092529, 'model');
    expectJudgment(question, judgment, 'na');
  });

  // 62783857: `'ToTensor' object is not iterable` in a Dataset and its transforms; the code calls no network, trains
  // nothing and loads no model (codebook v2 `model` na: "the problem does not depend on the network").
  it("62783857 ('ToTensor' object is not iterable in a Dataset) is na", () => {
    const { question, judgment } = judged(62783857, 'model');
    expectJudgment(question, judgment, 'na');
  });
});

describe('model: a hyphenated compound is not a tensor op', () => {
  // Codebook `model`: na only for a pure tensor op. tensorflow/tensorflow#42885 (a relu layer in a model, the model
  // never shown: absent; tests/fixtures/tf/PROVENANCE.md) with words added to its title (synthesized variants): CSS's
  // `z-index` (the hostile review's payload) or "multi-view" name no op; "index" alone does (na), so the rule is live.
  it('42885 with "z-index" or "multi-view" in its title stays absent; with "index" alone it reads as a tensor op', () => {
    const issue = tensorflowIssue(42885);
    const titled = (suffix: string) =>
      analyzeQuestion(readGitHubIssueRecord({ ...issue, title: `${issue.title} ${suffix}` })).items.model.status;
    expect(titled('')).toBe('absent');
    expect(titled('<div style="z-index:9">')).toBe('absent');
    expect(titled('multi-view')).toBe('absent');
    expect(titled('index')).toBe('na');
  });
});

describe('model: suggestions', () => {
  // 61778066 calls its network `net`: the suggested summary must print `net`, not a made-up name.
  it("prints the question's own `net` (61778066, partial)", () => {
    const { question, report } = judged(61778066, 'model');
    const s = suggestionFor(report, 'model');
    expect(s.snippet).toBe('print(net)');
    expect(s.text).toContain('`print(net)`');
    expect(inQuestionCode(question, 'net')).toBe(true);
    expectWhyCitesChecklist(s, report);
  });

  // 62090674 uses `model.state_dict()`: the suggestion prints that `model`.
  it("prints the question's own `model` (62090674, absent)", () => {
    const { question, report } = judged(62090674, 'model');
    const s = suggestionFor(report, 'model');
    expect(s.snippet).toBe('print(model)');
    expect(inQuestionCode(question, 'model')).toBe(true);
    expect(s.text).toMatch(/never shown|definition/);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when the model is present, or when none is involved', () => {
    for (const id of [61945404, 62086878, 62002348, 63092529]) {
      expect(judged(id, 'model').report.suggestions.find((s) => s.item === 'model')).toBeUndefined();
    }
  });
});

describe('model: say missing only when it is', () => {
  const has = (j: { evidence: { excerpt: string }[] }, s: string) => j.evidence.some((e) => e.excerpt.includes(s));

  // 64276472: `vgg16.VGG16(include_top=False, weights='imagenet', …)` — a Keras application constructed with its
  // weights is an exact pretrained model (codebook: exact checkpoint name, present).
  it('64276472 (vgg16.VGG16(weights=imagenet) constructed) is present', () => {
    const { question, judgment } = judged(64276472, 'model');
    expectJudgment(question, judgment, 'present');
    expect(has(judgment, 'VGG16(')).toBe(true);
  });

  // 62873633: `mlp = SentimentNetwork(...)`, its class never shown — the model is named, not shown: partial.
  it('62873633 (an instance of SentimentNetwork, class not shown) is partial', () => {
    const { question, judgment } = judged(62873633, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(has(judgment, 'SentimentNetwork(')).toBe(true);
  });

  // 63223579: "my trained NSGA-Net PyTorch model" — a named architecture in prose: partial (codebook: prose only).
  it('63223579 (NSGA-Net named in prose) is partial', () => {
    const { question, judgment } = judged(63223579, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(has(judgment, 'NSGA-Net')).toBe(true);
  });

  // 63174079: "a softmax function at the end of my Neural Network" — only part of the model: partial.
  it('63174079 (a softmax function at the end of the network) is partial', () => {
    const { question, judgment } = judged(63174079, 'model');
    expectJudgment(question, judgment, 'partial');
  });

  // 63348829: "pre-trained embeddings, like GloVe" — a pretrained model named in prose, not shown: partial.
  it('63348829 (pre-trained embeddings, GloVe) is partial', () => {
    const { question, judgment } = judged(63348829, 'model');
    expectJudgment(question, judgment, 'partial');
  });

  // 63093141: `Xv.requires_grad_()` — the trainable tensors are the whole (hand-written) model: present.
  it('63093141 (tensors made trainable with requires_grad_()) is present', () => {
    const { question, judgment } = judged(63093141, 'model');
    expectJudgment(question, judgment, 'present');
    expect(has(judgment, 'requires_grad_(')).toBe(true);
  });

  // 62892405: `--pipeline_config_path=training/ssd_inception_v2_coco.config` — a TF Object Detection zoo
  // configuration names the exact pretrained model (codebook: exact checkpoint name).
  it('62892405 (ssd_inception_v2_coco config) is present', () => {
    const { question, judgment } = judged(62892405, 'model');
    expectJudgment(question, judgment, 'present');
    expect(has(judgment, 'ssd_inception_v2')).toBe(true);
  });

  // 64684171: a performance question the classifier reads as a setup problem, naming
  // `centernet_resnet50_v2_512x512_kpts_coco17_tpu-8`: the model is involved and named exactly — present, not na.
  it('64684171 (a zoo checkpoint named in a setup-like question) is present, not na', () => {
    const { question, judgment } = judged(64684171, 'model');
    expectJudgment(question, judgment, 'present');
    expect(has(judgment, 'centernet_resnet50_v2_512x512')).toBe(true);
  });
});

describe('model: parts that are not the whole (codebook v2)', () => {
  // 61879612: `class FocalLoss(nn.Module)` is the only class; the network it trains is never shown (codebook v2 `model`:
  // "a loss `nn.Module` … is no model information"). The gold says partial: the prose names the task's network.
  it('61879612 (a loss written as an nn.Module) is partial, not present', () => {
    const { question, judgment } = judged(61879612, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt.includes('FocalLoss'))).toBe(false);
  });

  // 61988776: "GPT-2" names a family without its size (codebook v2 `model` partial: "a family name without size").
  it('61988776 ("GPT-2", no size) is partial', () => {
    const { question, judgment } = judged(61988776, 'model');
    expectJudgment(question, judgment, 'partial');
  });

  // 61945404 (present above) with its `forward` method cut out (synthesized): the layers in `__init__` without the forward
  // pass are only part of the model (codebook v2 `model` partial: "layer constructors in `__init__` without the forward pass").
  it('synth-61945404 without its forward method is partial', () => {
    const line = readFileSync(FIXTURE_PATH, 'utf8')
      .split('\n')
      .find((l) => l.includes('"question_id": 61945404,'));
    const record = JSON.parse(line ?? '{}') as { body_html: string };
    const body = record.body_html.replace(/\n {4}def forward[\s\S]*?(?=<\/code><\/pre>)/, '\n');
    expect(body).not.toContain('def forward');
    const report = analyzeQuestion(readStackExchangeApiQuestion({ ...record, body_html: body }));
    expect(report.items.model.status).toBe('partial');
  });
});

describe('model: networks fixed by a builder name or defined in TensorFlow.js', () => {
  // 62232285: "I use torchvision deeplabv3_resnet50 model", built by `models.segmentation.deeplabv3_resnet50(…)`:
  // the head and the backbone fix the network (codebook v2 `model` present: "a name that fixes architecture and size").
  it('62232285 (torchvision `deeplabv3_resnet50`) is present', () => {
    const { question, judgment } = judged(62232285, 'model');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt === 'deeplabv3_resnet50')).toBe(true);
  });

  // 65548876: `tf.sequential({layers: [tf.layers.dense({inputShape: [12], units: …}), …]})` — the layer list with its
  // sizes, in JavaScript (codebook `model`: model definition code).
  it('65548876 (a TensorFlow.js `tf.sequential` with its layers) is present', () => {
    const { question, judgment } = judged(65548876, 'model');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt === 'tf.sequential(')).toBe(true);
  });

  // 71884959: cuDNN fails to load, and the post shows no program: no network is involved (codebook v2 `model` na:
  // "an install problem").
  it('71884959 (cuDNN fails to load, no program) is na', () => {
    const { question, judgment } = judged(71884959, 'model');
    expectJudgment(question, judgment, 'na');
  });
});

describe('model: a tool fails and no program of the asker runs (codebook v2 `model` na)', () => {
  it('63364452 (a tensorboard command fails) is na', () => {
    const { question, judgment } = judged(63364452, 'model');
    expectJudgment(question, judgment, 'na');
  });

  it('64880546 (a CUDA library does not load, the commands only probe the install) is na', () => {
    const { question, judgment } = judged(64880546, 'model');
    expectJudgment(question, judgment, 'na');
  });
});

describe('model: a definition with parts left out (codebook v2 partial: "elided definitions")', () => {
  // 62649109: `class New_net(nn.Module)` builds `self.net1 = net1()` and `self.net2 = net2()`, and the post never
  // defines either: only the head of the network is shown (codebook v2 `model` partial: "undefined sub-networks").
  it('62649109 (sub-networks `net1()`, `net2()` never defined) is partial, evidence names them', () => {
    const { question, judgment } = judged(62649109, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.note.includes('net1, net2'))).toBe(true);
  });

  // 62994194: `class Net(nn.Module)` with one Conv1d, then lines of dots in `__init__` and `forward`: the asker left
  // the rest of the architecture out (codebook v2 `model` partial: "elided definitions").
  it('62994194 (a model class elided with lines of dots) is partial', () => {
    const { question, judgment } = judged(62994194, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.note === 'nn.Module Net: part of it left out')).toBe(true);
  });

  // 61907804: `class MyModule(torch.nn.Module)` whose body is `...`: a placeholder, not a network.
  it('61907804 (a model class whose body is `...`) is partial', () => {
    const { question, judgment } = judged(61907804, 'model');
    expectJudgment(question, judgment, 'partial');
  });

  // 62334279: a printed `EfficientDet(` summary that stops at lines of `...` (codebook v2 `model` partial: "a
  // summary cut off").
  it('62334279 (a printed summary cut off with `...`) is partial', () => {
    const { question, judgment } = judged(62334279, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.note === 'printed model summary, cut off')).toBe(true);
  });
});

describe('model: a requires_grad tensor is no network (codebook v2 `model`)', () => {
  // 62198351: `x = torch.ones(2, 2, requires_grad=True)` then `x.add_(1)` — a question about autograd and leaf
  // tensors, nothing trained (codebook v2: "a tensor with `requires_grad=True` … is no model information"; na when
  // "what `requires_grad` does" is the problem).
  it('62198351 (an in-place op on a leaf tensor) is na', () => {
    const { question, judgment } = judged(62198351, 'model');
    expectJudgment(question, judgment, 'na');
  });

  // 62559008: `w = torch.tensor(3.0, requires_grad=True)` and one `loss.backward()`: how a gradient is computed,
  // no network trained (codebook v2 `model` na).
  it('62559008 (one gradient of a requires_grad scalar) is na', () => {
    const { question, judgment } = judged(62559008, 'model');
    expectJudgment(question, judgment, 'na');
  });
});

describe('model: a network written by hand', () => {
  // 62247728: PyTorch's two-layer example with `w1 = torch.randn(D_in, H, …)`, `h = x.mm(w1)`, and the weights
  // stepped by hand (`w1 -= learning_rate * grad_w1`): the code is the whole network (codebook `model` present:
  // "a full definition").
  it('62247728 (weights stepped by hand from their gradient) is present', () => {
    const { question, judgment } = judged(62247728, 'model');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt.includes('w1 -= learning_rate * grad_w1'))).toBe(true);
  });
});

describe('model: architectures named outside the word list (codebook v2 partial: "the kind of network named")', () => {
  // 61846505: "I was looking at CycleGAN's official pytorch implementation … two different networks": the kind of
  // network is named, nothing of it shown (hostile review 2026-12-04: CycleGAN missed).
  it('61846505 (CycleGAN) is partial, evidence on the name', () => {
    const { question, judgment } = judged(61846505, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt === 'CycleGAN')).toBe(true);
  });

  // 62261602: "I have a trained transformers NER model": the library's plural before "model" names the network.
  it('62261602 ("a trained transformers NER model") is partial', () => {
    const { question, judgment } = judged(62261602, 'model');
    expectJudgment(question, judgment, 'partial');
  });

  // 62341052: the title "… Raccoon prediction model using FastRCNN through Transfer Learning": a named architecture
  // in the title, as "CNN" there already counts.
  it('62341052 (FastRCNN in the title) is partial, evidence in the title', () => {
    const { question, judgment } = judged(62341052, 'model');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.block === -1 && e.excerpt === 'FastRCNN')).toBe(true);
  });
});

describe('model: a link to a discussion thread is no repository defining the model', () => {
  // 62326683: the only link is to a PyTorch GitHub issue (`github.com/pytorch/pytorch/issues/36214`) and the model is
  // `old_net = init_your_net()`: nothing of the network is said (codebook v2 `model` partial only for "a link to the
  // repository that defines the asker's model"; hostile review 2026-12-04: "any link taken for a model").
  it('62326683 (a GitHub issue link, no network shown) is absent', () => {
    const { question, judgment } = judged(62326683, 'model');
    expectJudgment(question, judgment, 'absent');
  });
});
