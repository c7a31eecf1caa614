// Checklist item `data` on real questions the engine misjudged before the codebook v2 rules these tests pin
// (hostile review 2026-12-04, patterns "Data" and "Applicability"). Each question's gold label is quoted from
// ../shared/corpus/gold/dev.jsonl or dev-tf-keras.jsonl; see tests/fixtures/items/PROVENANCE.md.
import { describe, expect, it } from 'vitest';
import { blockWith, expectEvidenceInPost, expectJudgment, judged, overlaps } from './itemFixtures';

describe('data: counts alone are partial (codebook v2 `data` partial: "counts alone (number of classes, …)")', () => {
  it('61723290 ("about 120 classes using a dog breed dataset", nothing else) is partial, gold partial', () => {
    const { question, judgment } = judged(61723290, 'data');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt === '120 classes')).toBe(true);
  });

  it('70459884 ("One Hot Encoded target variables of 250 classes") is partial, gold partial', () => {
    const { question, judgment } = judged(70459884, 'data');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt === '250 classes')).toBe(true);
  });
});

describe('data: literal samples in code are data (codebook v2: "Literal values in code … are sample data (`present`)")', () => {
  it('63056076 (`index = [[2,0,1], [2,2,0]]`, `value = [[0.1, …]]`) is present, gold present', () => {
    const { question, judgment } = judged(63056076, 'data');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'index = [[2,0,1]');
    const at = question.blocks[block].text.indexOf('[[2,0,1]');
    expect(judgment.evidence.some((e) => overlaps(e, block, at, at + 3))).toBe(true);
  });

  it('62175302 (`pd.DataFrame({"A":[1,1,0], …})`) is present, gold present', () => {
    const { question, judgment } = judged(62175302, 'data');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.note === 'sample values in the code' && e.excerpt.startsWith('DataFrame('))).toBe(true);
  });

  it("65298391 (`text_test = ['this is such an amazing movie!']` fed to the preprocessor) is present, gold present", () => {
    const { question, judgment } = judged(65298391, 'data');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.note === 'sample values in the code' && e.excerpt.includes("['this is s"))).toBe(true);
  });
});

describe('data: numbers that are no size of the data (hostile review 2026-12-04, "numbers read as data sizes")', () => {
  it('62341052 (Colab\'s collapsed-traceback line "7 frames") is no data evidence', () => {
    const { judgment } = judged(62341052, 'data');
    expect(judgment.evidence.some((e) => /\bframes\b/.test(e.excerpt))).toBe(false);
    expect(judgment.status).not.toBe('present');
  });
});

describe('data: data hinted only by a variable\'s name (codebook v2 `data` partial: "a variable `images`")', () => {
  it('63223579 (`outputs = net(images)`, nothing else said of the images) is partial, gold partial', () => {
    const { question, judgment } = judged(63223579, 'data');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.note === 'data named only by its variable' && e.excerpt.includes('images'))).toBe(true);
  });

  it('70017229 (`model.predict(images_ds)` on TFRecord images) is partial, gold partial', () => {
    const { question, judgment } = judged(70017229, 'data');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt.includes('images_ds'))).toBe(true);
  });

  it('62911946 (`model(X_train)`: a split, no data named) stays absent, gold absent', () => {
    const { question, judgment } = judged(62911946, 'data');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('data: shapes in the error message (codebook v2 `data` partial: "only an intermediate or output shape")', () => {
  it('62396359 ("size mismatch, m1: [1 x 9], m2: [2048 x 9]") is not absent: the error gives a shape', () => {
    const { question, judgment } = judged(62396359, 'data');
    expect(judgment.status).not.toBe('absent');
    expectEvidenceInPost(question, judgment);
    expect(judgment.evidence.some((e) => e.note === 'shape [1 x 9] in the error message')).toBe(true);
  });
});

describe('data: shapes written with symbols in comments and docstrings, and shapes the code fixes (codebook v2 `data`)', () => {
  it('62273504 (`# (n1, n2, 2)` after the failing line, nothing else said of the data) is partial, gold partial', () => {
    const { question, judgment } = judged(62273504, 'data');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.note === 'a shape in a comment' && e.excerpt === '(n1, n2, 2)')).toBe(true);
  });

  it('62084245 (`# bs x N x 3 x 224 x 224` in the model code) is not absent: the comment gives the shape', () => {
    const { question, judgment } = judged(62084245, 'data');
    expect(judgment.status).not.toBe('absent');
    expectEvidenceInPost(question, judgment);
    expect(judgment.evidence.some((e) => e.note === 'a shape in a comment')).toBe(true);
  });

  it("63260899 (torchsummary's `summary(model, (1,64,64))`: the input's size) is present, gold present", () => {
    const { question, judgment } = judged(63260899, 'data');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt.startsWith('summary(model, (1,64'))).toBe(true);
  });
});

describe('data: saving or loading a model is na (codebook v2 `data` na: "a checkpoint that fails to load")', () => {
  it('62796445 ("How to save a model in PyTorch?", a validation loop as context) is na, gold na', () => {
    const { question, judgment } = judged(62796445, 'data');
    expectJudgment(question, judgment, 'na');
  });

  it('63146892 (a Keras model saved as .pb cannot be loaded, no error text) is na, gold na', () => {
    const { question, judgment } = judged(63146892, 'data');
    expectJudgment(question, judgment, 'na');
  });
});
