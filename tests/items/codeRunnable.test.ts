// Checklist item `code_runnable` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl),
// each one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: present = imports present, every name defined, data public or generated; partial = small
// gaps (one missing import, one undefined variable, a local file path — "missing standard imports or a
// local file path alone make it partial"); absent = large gaps (fragments, `...`, undefined model/data),
// and always when `code` is partial; na = `code` is absent.
import { describe, expect, it } from 'vitest';
import { isConfigurationText } from '../../lib/analysis/configText';
import { isLibraryName } from '../../lib/python/knownModules';
import {
  backtickedNames,
  blockWith,
  expectEvidenceInPost,
  expectJudgment,
  expectSentence,
  expectWhyCitesChecklist,
  inQuestionCode,
  judged,
  suggestionFor,
} from './itemFixtures';

const noGaps = { undefinedNames: [], missingImports: [], placeholders: 0, localData: [], unbuiltModel: null };

describe('code_runnable: present', () => {
  // 63163827: `import torch`, data made with torch.tensor, every name (X, y, w, epochs, lr) assigned
  // before use — the script runs as posted (codebook: present).
  it('63163827 (self-contained training loop) is present with no gaps in its facts', () => {
    const { question, judgment } = judged(63163827, 'code_runnable');
    expect(judgment.status).toBe('present');
    expectSentence(judgment.reason);
    expectEvidenceInPost(question, judgment);
    expect(judgment.facts).toEqual(noGaps);
  });

  // 62002348: `import torch`, both tensors generated with torch.rand, nothing undefined (codebook: present).
  it('62002348 (import + generated tensors) is present with no gaps in its facts', () => {
    const { question, judgment } = judged(62002348, 'code_runnable');
    expect(judgment.status).toBe('present');
    expectSentence(judgment.reason);
    expectEvidenceInPost(question, judgment);
    expect(judgment.facts).toEqual(noGaps);
  });

  // `present` points at the self-contained code itself: the reader can click through to what runs.
  it('63163827: present evidence is the Python code block that runs as posted', () => {
    const { question, judgment } = judged(63163827, 'code_runnable');
    expect(judgment.evidence.length).toBeGreaterThan(0);
    for (const e of judgment.evidence) {
      const block = question.blocks[e.block];
      expect(block.kind).toBe('code');
      expect(e.start).toBe(0);
      expect(e.end).toBe(block.text.length);
    }
    expect(judgment.evidence.some((e) => /import torch/.test(question.blocks[e.block].text))).toBe(true);
  });
});

describe('code_runnable: configuration text is no program', () => {
  // 62359175: a udev rules file (`SUBSYSTEM=="cpu", ACTION=="add", … ATTR{online}="1"`) parses as Python
  // comparisons of undefined names; the post's commands and output have no gap (gold: present).
  it('62359175 (udev rules pasted) is present: the rule keys are not undefined names', () => {
    const { question, judgment } = judged(62359175, 'code_runnable');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.undefinedNames ?? []).toEqual([]);
  });

  // 62324422: `cat /etc/os-release` and its `NAME="Ubuntu"`, `ID=ubuntu`, `ID_LIKE=debian` rows — the values
  // `ubuntu` and `debian` are not undefined names, and the shell commands run as posted.
  it('62324422 (/etc/os-release pasted) has no undefined names from the file', () => {
    const { question, judgment } = judged(62324422, 'code_runnable');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt.includes('ID_LIKE'))).toBe(false);
  });

  it('tells configuration text from Python', () => {
    expect(isConfigurationText('cat /etc/os-release\nNAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian')).toBe(true);
    expect(isConfigurationText('[tool.poetry]\nname = "myproject"\n\n[tool.poetry.dependencies]\ntensorflow = "^2.8"')).toBe(true);
    expect(isConfigurationText('X = np.array([[1, 3], [2, 3]])\nX = torch.FloatTensor(X).cuda()')).toBe(false);
    expect(isConfigurationText('X=np.array([1, 2])\nY=torch.tensor(X)')).toBe(false);
    expect(isConfigurationText('BATCH=32')).toBe(false);
  });
});

describe('code_runnable: partial', () => {
  // 67684738 (TF.js): the code is JavaScript (a React Native app loading a converted model). Whether it
  // runs cannot be judged from Python facts, and ambiguous evidence is partial, never absent ("say missing
  // only when it is").
  it('67684738 (JavaScript code) is partial, citing the other-language block', () => {
    const { question, judgment } = judged(67684738, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.every((e) => e.note === 'code in another language')).toBe(true);
  });

  // 63065497: a snippet whose undefined names are the loop indices `i`, `j`, `idx` (and `torch` lacks its
  // import): a reader fills indices in without guessing the asker's code — small gaps (codebook: partial),
  // not the three undefined names that make a large gap.
  it('63065497 (undefined loop indices only) is partial, the indices as undefined names', () => {
    const { question, judgment } = judged(63065497, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.undefinedNames).toEqual(expect.arrayContaining(['i', 'j', 'idx']));
  });

  // 66542889 (TF/Keras): a whole Keras model script whose only gap is the layer imports (`Input`,
  // `TimeDistributed`, `SpatialDropout2D`, `Dense`, `Model`) — "missing standard imports … alone make it
  // partial" (codebook); they are missing imports, not undefined names.
  it('66542889 (Keras script without its layer imports) is partial, the layers as missing imports', () => {
    const { question, judgment } = judged(66542889, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.missingImports).toEqual(expect.arrayContaining(['TimeDistributed', 'SpatialDropout2D', 'Model']));
    expect(judgment.facts.undefinedNames).not.toContain('TimeDistributed');
  });

  // 62427615: the EMNIST script reads `scipy.io.loadmat(DIRECTORY + '/emnist-letters.mat')` and leaves
  // `DIRECTORY`, `batch_size`, `num_epochs` undefined. `DIRECTORY` is a path constant ("a local file path",
  // codebook: small gap) and the other two are settings a reader fills in: partial, not three invented names.
  it('62427615 (undefined DIRECTORY, batch_size, num_epochs) is partial: a path constant and two settings', () => {
    const { question, judgment } = judged(62427615, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.undefinedNames).toEqual(['DIRECTORY', 'batch_size', 'num_epochs']);
  });

  // 62549990: complete imports and names; the only gap is `pd.read_csv(r'../iris.csv')`, a local file
  // path — "a local file path alone make[s] it partial" (codebook clarification).
  it('62549990 (only gap: local ../iris.csv) is partial, evidence on the path', () => {
    const { question, judgment } = judged(62549990, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    const block = blockWith(question, "pd.read_csv(r'../iris.csv')");
    expect(judgment.evidence.every((e) => e.block === block && e.excerpt.includes('../iris.csv'))).toBe(true);
    expect(judgment.facts.undefinedNames).toEqual([]);
    expect(judgment.facts.missingImports).toEqual([]);
    expect(judgment.facts.localData).toContain("pd.read_csv(r'../iris.csv')");
  });

  // 62980773: one line, `torch.load('./ML/model.pth', …)` — a local checkpoint path plus the missing
  // standard `import torch`: small gaps (codebook: partial).
  it('62980773 (local ./ML/model.pth, no import torch) is partial, evidence on the path', () => {
    const { question, judgment } = judged(62980773, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    const block = blockWith(question, "best_model = torch.load('./ML/model.pth'");
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt.includes('./ML/model.pth'))).toBe(true);
    expect(judgment.facts.missingImports).toEqual(['torch']);
    expect(judgment.facts.undefinedNames).toEqual([]);
  });

  // 61862579: the tutorial's log_sum_exp, never called, calls `argmax(vec)`, a helper defined elsewhere in the
  // tutorial, and uses `torch` without importing it. Codebook v2: definitions never called that also use a helper
  // the post never defines are absent (the gold's label; this test said partial before v2 settled it).
  it('61862579 (never-called log_sum_exp using the undefined argmax) is absent and names argmax in its facts', () => {
    const { question, judgment } = judged(61862579, 'code_runnable');
    expect(judgment.status).toBe('absent');
    expectSentence(judgment.reason);
    expectEvidenceInPost(question, judgment);
    expect(judgment.facts.undefinedNames).toEqual(['argmax']);
    expect(judgment.facts.missingImports).toContain('torch');
    expect(judgment.reason).toContain('argmax');
  });
});

describe('code_runnable: definitions never called, methods without their class (codebook v2)', () => {
  // 62878940: a pure-Python `CyclicIterator` class, every name it uses defined, never instantiated — "code that only
  // defines classes or functions and never calls them is partial when every name it uses is defined or imported".
  it('62878940 (a complete class never instantiated) is partial, not present', () => {
    const { question, judgment } = judged(62878940, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.reason).toContain('`CyclicIterator`');
    expect(judgment.evidence.map((e) => e.note)).toContain('definitions never called');
  });

  // 62277715: `def forward(self, input)` calls `some_layers`, which the post never defines, and nothing calls
  // `forward` — definitions never called that use a helper the post never defines: absent.
  it('62277715 (a never-called forward using the undefined some_layers) is absent', () => {
    const { question, judgment } = judged(62277715, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.facts.undefinedNames).toEqual(['some_layers']);
  });

  // 62485231: `def forward(self, src)` and `def __init__(self, …)` pasted at the top level, no class anywhere —
  // methods without their class are a fragment (codebook: absent), though `self` is a parameter here.
  it('62485231 (methods with a self parameter, no class) is absent as an excerpt', () => {
    const { question, judgment } = judged(62485231, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.reason).toContain('excerpt');
  });

  // 62830524: `class Net(nn.Module):` with its methods' indentation lost (`def forward(self, x):` at column 0)
  // and then `net = Net()`: the methods are the class's, not an excerpt, and the class is called.
  it('62830524 (a class whose body lost its indentation) is not read as methods without their class', () => {
    const { judgment } = judged(62830524, 'code_runnable');
    expect(judgment.status).not.toBe('absent');
  });
});

describe('code_runnable: constants in capitals are settings (codebook v2)', () => {
  // 71969321 (TF/Keras): `def open_img(path)` reads a PNG and resizes it to `[IMG_HEIGHT, IMG_WIDTH]`, never called,
  // no `import tensorflow`. The undefined names are PEP 8 constants, sizes the reader fills in: definitions never
  // called whose only gaps are an import and settings are partial, not absent (codebook v2: absent only with an
  // undefined helper, model, attribute or data).
  it('71969321 (a never-called open_img using IMG_HEIGHT, IMG_WIDTH) is partial', () => {
    const { question, judgment } = judged(71969321, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.undefinedNames).toEqual(['IMG_HEIGHT', 'IMG_WIDTH']);
  });
});

describe('code_runnable: names a library exports lack only their import (codebook v2)', () => {
  // 62253755: detectron2's `get_cfg`, `model_zoo` and `build_model(cfg)` with none of their imports, and a local
  // `./detectron/input.jpg`. `build_model` is detectron2's builder, not the asker's missing network: missing imports
  // and a local path are small gaps (codebook v2: partial).
  it('62253755 (detectron2 build_model without its import) is partial, build_model a missing import', () => {
    const { question, judgment } = judged(62253755, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.missingImports).toContain('build_model');
    expect(judgment.facts.undefinedNames).toEqual([]);
  });

  // 63231811 (TF/Keras): TF Lite Model Maker's `ImageClassifierDataLoader.from_folder(path)` and
  // `image_classifier.create(train_data)` without `from tflite_model_maker import …`: library imports, not the
  // asker's data or model (gold review 2026-12-04: "tflite_model_maker imports, not user data"); partial.
  it('63231811 (Model Maker names without their import) is partial, no undefined data', () => {
    const { question, judgment } = judged(63231811, 'code_runnable');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.missingImports).toEqual(['ImageClassifierDataLoader', 'image_classifier']);
    expect(judgment.facts.undefinedNames).toEqual([]);
  });
});

describe('code_runnable: Hugging Face classes are library names', () => {
  // transformers 4.x names every architecture's classes `<Arch>Model`, `<Arch>Tokenizer(Fast)`, `<Arch>Config`,
  // `<Arch>For<Task>`: used without the import they lack only that line. Synthesized names, not a question.
  it('synth-names: DistilBertTokenizer, XLNetForSequenceClassification are library names; MyBertModel is not', () => {
    for (const name of ['DistilBertTokenizer', 'XLNetForSequenceClassification', 'RobertaTokenizerFast', 'GPT2LMHeadModel'])
      expect(isLibraryName(name, false), name).toBe(true);
    for (const name of ['MyBertModel', 'BertClassifier', 'Bert']) expect(isLibraryName(name, false), name).toBe(false);
  });
});

describe('code_runnable: a builtin named like the input is undefined data (gold review 2026-12-04)', () => {
  // 62938230: `model_ft.eval()` then `output = model_ft(input) #input is a tweets list` at module level; neither
  // `model_ft` nor `input` is assigned anywhere. `input` is read as a value, never called: the asker's data, not
  // Python's `input()`. An undefined model next to undefined data is a large gap (codebook v2: absent).
  it('62938230 (model_ft(input), input never assigned) is absent, input among the undefined names', () => {
    const { question, judgment } = judged(62938230, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.facts.undefinedNames).toContain('input');
  });
});

describe('code_runnable: comments are not placeholders of code', () => {
  // 64223840 (TF/Keras): a full script on np.random data; the comment `# my dummy loss function` heads the loss it
  // labels. A comment is not code, so it is no `...` placeholder (gold review 2026-12-04: "comments flagged as
  // gaps"); at most a small gap.
  it('64223840 (a comment reading like an elision) is not absent, and counts no placeholder', () => {
    const { judgment } = judged(64223840, 'code_runnable');
    expect(judgment.status).not.toBe('absent');
    expect(judgment.facts.placeholders).toBe(0);
  });
});

describe('code_runnable: paths the code writes are no gap (codebook v2)', () => {
  // 70342506 (TF/Keras): Fashion-MNIST from keras.datasets, and `log_dir` set to a `.../logs` folder for TensorBoard —
  // the folder the run writes, not a file only the asker has (codebook v2: "paths the code writes to … are no gap").
  it('70342506 (TensorBoard log_dir) reads no local file', () => {
    const { judgment } = judged(70342506, 'code_runnable');
    expect(judgment.facts.localData).toEqual([]);
    expect(judgment.status).toBe('present');
  });
});

describe('code_runnable: absent', () => {
  // 63757796 (TF/Keras): a custom layer's methods posted without their class, so `self` is undefined — a
  // fragment of the code (codebook: "fragments make it absent").
  it('63757796 (methods without their class) is absent as an excerpt', () => {
    const { question, judgment } = judged(63757796, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.reason).toContain('`self`');
    expect(judgment.facts.undefinedNames).toContain('self');
  });

  // 61837275: the training loop iterates `train_dl`, which the post never builds, and no data is read
  // anywhere: the whole data side is missing (codebook: absent = "undefined model/data").
  it('61837275 (undefined train_dl, no data read) is absent, citing the undefined loader', () => {
    const { question, judgment } = judged(61837275, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence.some((e) => e.note === 'undefined data: train_dl')).toBe(true);
  });

  // 62191983: the training frames `df_train` and `df_test` are used but never loaded or built — undefined
  // data (codebook: absent = "undefined model/data"), not a small gap.
  it('62191983 (undefined df_train, df_test) is absent, citing the undefined data', () => {
    const { question, judgment } = judged(62191983, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence.some((e) => e.note === 'undefined data: df_train')).toBe(true);
  });

  // 62319760: `LoadDataset(xtrain, ytrain)` and `range(num_epoch)` — the data and the epoch count are
  // never defined: undefined data is a large gap (codebook: absent).
  it('62319760 (xtrain, ytrain, num_epoch undefined) is absent and lists them', () => {
    const { question, judgment } = judged(62319760, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.facts.undefinedNames).toEqual(expect.arrayContaining(['xtrain', 'ytrain', 'num_epoch']));
    expect(judgment.reason).toContain('xtrain');
  });

  // 62475859: the training loop has `...` where code was left out (codebook: `...` makes it absent).
  it('62475859 (`...` placeholders in the loop) is absent, evidence on the placeholders', () => {
    const { question, judgment } = judged(62475859, 'code_runnable');
    expectJudgment(question, judgment, 'absent');
    const block = blockWith(question, 'for i, data in enumerate(trainloader, 0):');
    expect(judgment.facts.placeholders).toBe(2);
    const placeholders = judgment.evidence.filter((e) => e.excerpt === '...');
    expect(placeholders).toHaveLength(2);
    expect(placeholders.every((e) => e.block === block)).toBe(true);
  });

  // 61774526: `code` is partial (one trivial line) — "code_runnable is absent (not na) whenever code is
  // partial" (codebook clarification).
  it('61774526 (code partial: one line) is absent, not na', () => {
    const { question, judgment, report } = judged(61774526, 'code_runnable');
    expect(report.items.code.status).toBe('partial');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('code_runnable: na', () => {
  // 62886651 and 62125442 post no code at all, so runnability does not apply (codebook: na if `code` is absent).
  it('62886651 (no code) is na', () => {
    const { question, judgment, report } = judged(62886651, 'code_runnable');
    expect(report.items.code.status).toBe('absent');
    expectJudgment(question, judgment, 'na');
    expect(judgment.evidence).toEqual([]);
  });

  it('62125442 (no code) is na', () => {
    const { question, judgment, report } = judged(62125442, 'code_runnable');
    expect(report.items.code.status).toBe('absent');
    expectJudgment(question, judgment, 'na');
  });
});

describe('code_runnable: suggestions', () => {
  // 61862579: the suggestion must name the question's own undefined helper `argmax`.
  it('names the undefined argmax from the question code (61862579)', () => {
    const { question, report } = judged(61862579, 'code_runnable');
    const s = suggestionFor(report, 'code_runnable');
    expect(s.text).toContain('`argmax`');
    const names = backtickedNames(s.text);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(inQuestionCode(question, name), `${name} is in the question's code`).toBe(true);
    expectWhyCitesChecklist(s, report);
  });

  it('asks to replace the local file on 62549990', () => {
    const { report } = judged(62549990, 'code_runnable');
    const s = suggestionFor(report, 'code_runnable');
    expect(s.text).toMatch(/local file/i);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when the code runs as posted, or when there is no code', () => {
    for (const id of [63163827, 62002348, 62886651, 62125442]) {
      expect(judged(id, 'code_runnable').report.suggestions.find((s) => s.item === 'code_runnable')).toBeUndefined();
    }
  });
});
