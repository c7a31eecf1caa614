// Checklist item "data": shape, dtype, value range of inputs and labels, sample rows, a named public
// dataset with its loading code, or code that generates stand-in data. Critical in 72.9 % of
// reproduced SO bugs and 97 % of tensor/input bugs (checklist §1–2); without it readers must make
// the "input data generation" edit (49 %).
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';
import { PRINTED_SUMMARY } from './model';

// "28x28 images", "(N, 3, 224, 224)", "shape of [64, 10]", "dtype float32", "of size 512".
const PROSE_SHAPE =
  /\b\d+\s*[x×*]\s*\d+(?:\s*[x×*]\s*\d+)*\b|\b(?:shape|size|dimensions?|dims?)\s*(?:of|is|=|:)?\s*[([]\s*\w+\s*,\s*\w+|\b(?:dtype|float32|float64|float16|int64|int32|uint8|long ?tensor|float ?tensor|double ?tensor|bool tensor)\b/i;
// Public datasets named in prose or code: a reader can fetch them (checklist: "a named public dataset").
const NAMED_DATASET =
  /\b(?:(?:fashion[- ]?|e|k)?mnist|cifar[- ]?(?:10|100)|imagenet|ms[- ]?coco|coco dataset|pascal[- ]?voc|iris(?: dataset|\.csv)|titanic|imdb|sst-?2|squad|glue|wikitext|penn treebank|celeba|svhn|food-?101|boston housing|wine ?quality|kdd ?cup\s?\d*|cityscapes|librispeech|multi30k|ag[_ ]news|stanford dogs|caltech-?\d+|omniglot|movielens|cora|ucf-?101|kinetics)\b/i;
// Concrete sizes stated in prose: "784 features", "3,320,320 pictures", "300-dimensional".
const PROSE_SIZES =
  /\b\d+\s*(?:features|channels|dimensions|timesteps|time steps|columns|classes|categories|labels|tokens|words|frames)\b|\b\d+\s*-\s*dim(?:ensional)?\b|\b\d+\s*,\s*\d+\s*,\s*\d+\b/i;
// Shapes fixed by the code: reshape/view to literal sizes, Keras input_shape, dtype arguments.
// (A dtype argument alone is a cast, not a description; one literal size next to -1 is a flatten.)
// Printed shapes pasted among the code (`torch.Size([64, 1])`) and shapes written as comments or
// assignments (`data.shape = [batch_size, seq_len, vocab]`) describe the data too.
const CODE_SHAPE =
  /\.(?:reshape|view|resize_?)\(\s*\(?\s*(?:-1\s*,\s*)?\d+\s*,\s*\d+|\binput_shape\s*=\s*\(\s*\d|\bshape\s*=\s*\(\s*\d+\s*,|torch\.Size\(\[\s*\d+\s*,|\.shape\s*(?:=|==|:|->|is)\s*[([]\s*\w+\s*,\s*\w+/;
const DATA_VARIABLE = /^(?:x|X|y|Y|inputs?|images?|imgs?|labels?|targets?|data|dataset|x_train|y_train|x_test|y_test|train_data|test_data|train_x|train_y|features|samples|batch|input_ids|sentences?|tokens)$/;
const MODEL_FILE = /\.(?:pt|pth|ckpt|h5|hdf5|onnx|pb|tflite|mlmodel|bin|pkl|joblib|caffemodel|prototxt)['"]?$|^['"]?[\w./-]*(?:model|checkpoint|weights|output)s?[\w./-]*['"]?$/i;
// Printed sample values: `tensor([[0.1, …]])`, `array([...])`, a matrix of numbers.
const SAMPLE_VALUES = /\b(?:tensor|array|Parameter containing)\s*\(?\s*\[|^\s*\[\s*\[?\s*-?\d+(?:\.\d+)?(?:e-?\d+)?[,\s]+-?\d/m;
// The asker describes their own data, without shape or type: "my dataset", "the images", "a CSV of…".
const OWN_DATA =
  /\b(?:my|our|the|a|this|custom|own|training|test|validation|input)\s+(?:own\s+|[A-Z][\w-]*\s+)?(?:data(?:set|frame)?s?|images?|pictures?|photos?|samples?|inputs?|labels?|csv|text(?:s| file)?|sentences?|corpus|time ?series|audio|videos?|features?|point clouds?|sequences?)\b(?!-)|\b(?:dataset|data set|csv|images?) (?:of|with|contains?|consists?)\b|\bi have (?:about |around |some |a |\d[\d,]* )?\w*\s*(?:images|samples|rows|examples|sentences|files|data|texts|documents)\b|\b(?:two|three|\d+) (?:\w+ )?tensors\b|\b\d+[- ]channels?\b|\b(?:integer|float|binary|grayscale|rgb|colou?r|categorical|numerical|text) (?:matri(?:x|ces)|images?|data|values|features|labels|tensors?)/i;

interface DataEvidence {
  described: Evidence[];
  vague: Evidence[];
  involved: boolean;
}

export function findDataEvidence(ctx: JudgeContext): DataEvidence {
  const described: Evidence[] = [];
  const vague: Evidence[] = [];
  let involved = false;
  for (const { block, fact } of ctx.shapes) {
    // Shapes of the data, not of intermediate activations: skip error messages and model summaries,
    // and symbolic shapes such as (seq_len, 1, state_dim).
    if (block < 0 || fact.dims.filter((d) => d !== null).length < 2) continue;
    if (isInsideErrorOrSummary(ctx, block, fact.start)) continue;
    described.push(evidenceAt(ctx.question, block, `shape ${fact.text}`, fact.start, fact.end));
  }
  for (const { block, fact } of ctx.python) {
    // Code that generates the data is "present" under the codebook, whatever its shape.
    for (const s of fact.standInData) {
      // torch.eye(rows, cols) with unknown sizes says little; literal sizes or values describe the data.
      const literal = s.shape !== null || /\(\s*\[\s*[-\d[(]|\(\s*-?\d/.test(s.text.slice(s.call.length));
      (literal ? described : vague).push(evidenceAt(ctx.question, block, `generated data ${s.call}`, s.start, s.end));
    }
    for (const d of fact.dataLoads) {
      involved = true;
      if (d.kind === 'dataset_loader') described.push(evidenceAt(ctx.question, block, `public dataset ${d.detail ?? ''}`.trim(), d.start, d.end));
      // Model files (.pt, .h5, .onnx …) and bare output directories say nothing about the input data.
      else if (d.kind !== 'checkpoint' && !MODEL_FILE.test(d.detail ?? d.text)) vague.push(evidenceAt(ctx.question, block, `data loaded from ${d.detail ?? d.text}`, d.start, d.end));
    }
    if (fact.training.length) involved = true;
  }
  const hasLoadingCode = ctx.python.some(({ fact }) => fact.dataLoads.some((d) => d.kind !== 'checkpoint'));
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'python' && b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    if (b.kind === 'output' && PRINTED_SUMMARY.test(text)) continue;
    const m = CODE_SHAPE.exec(text);
    if (m) described.push(evidenceAt(ctx.question, b.block, 'shape or dtype in the code', m.index, m.index + m[0].length));
    const named = NAMED_DATASET.exec(text);
    if (named) (hasLoadingCode ? described : vague).push(evidenceAt(ctx.question, b.block, `dataset ${named[0]}`, named.index, named.index + named[0].length));
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    const m = SAMPLE_VALUES.exec(text);
    if (m) described.push(evidenceAt(ctx.question, b.block, 'sample values printed', m.index, m.index + m[0].length));
  }
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'image') return;
    if (b.kind === 'code') return;
    const shape = PROSE_SHAPE.exec(b.text) ?? PROSE_SIZES.exec(b.text);
    if (shape && !isInsideErrorOrSummary(ctx, i, shape.index)) {
      described.push(evidenceAt(ctx.question, i, 'data described', shape.index, shape.index + shape[0].length));
    }
    // Codebook: a named public dataset is "present" with its loading code, else a vague description.
    const named = NAMED_DATASET.exec(b.text);
    if (named) (hasLoadingCode ? described : vague).push(evidenceAt(ctx.question, i, `dataset ${named[0]}`, named.index, named.index + named[0].length));
    for (const span of b.inlineCode) {
      if (SAMPLE_VALUES.test(span.text)) described.push(evidenceAt(ctx.question, i, 'sample values', span.start, span.end));
    }
    const own = OWN_DATA.exec(b.text);
    if (own) vague.push(evidenceAt(ctx.question, i, 'data mentioned without shape or type', own.index, own.index + own[0].length));
  });
  // Code that computes on tensors, or a training / tensor problem, involves data even when none is described.
  if (described.length || vague.length || ctx.python.some(({ fact }) => fact.lines >= 2)) involved = true;
  if (/\b(?:tensors?|inputs?|batch(?:es)?|loss|accuracy|train(?:ing)?|dataloader|predict\w*)\b/.test(ctx.proseLower)) involved = true;
  return { described, vague, involved };
}

function isInsideErrorOrSummary(ctx: JudgeContext, block: number, offset: number): boolean {
  const analysis = ctx.codeByBlock.get(block);
  if (analysis?.kind === 'traceback') return true;
  if (analysis?.kind === 'output' && PRINTED_SUMMARY.test(ctx.question.blocks[block].text)) return true;
  return ctx.errors.some((e) => e.block === block && e.fact.start <= offset && offset < e.fact.end);
}

export const data: ChecklistItem = {
  id: 'data',
  title: 'Data',
  description:
    'Shape, dtype or value range of the inputs and labels, sample data, a named public dataset with its loading code, or code that generates stand-in data.',
  judge(ctx, verdict) {
    if (verdict.isSetupProblem) return judgment('na', 'An installation or import problem: no data flows through it.');
    const found = findDataEvidence(ctx);
    if (found.described.length) {
      return judgment('present', 'The data is described: shapes, types, samples or a public dataset.', found.described.slice(0, 5));
    }
    if (found.vague.length) {
      return judgment('partial', 'The data is mentioned or loaded from files, but its shape and type are not shown.', found.vague.slice(0, 5));
    }
    if (!found.involved && !verdict.isBugReport) return judgment('na', 'No input data is involved in the problem.');
    return judgment('absent', 'Nothing is said about the input data.');
  },
};
