// The evidence about the input data a question gives (checklist item `data`): what describes it (shapes, types,
// samples, stand-in data, a public dataset with its loading code), what only mentions it, and whether data is involved
// at all. It reads the walk's facts, the code and output blocks and the prose; the item's judge weighs the result.
import type { JudgeContext } from '../../context';
import type { Evidence } from '../../question';
import { TITLE_BLOCK } from '../../question';
import { evidenceAt } from './evidence';
import { PRINTED_SUMMARY } from '../model';
import { commentedShape, kerasInputShape, statedIntConstants, SUMMARY_SHAPE, sizesKnown } from './dataCodeShapes';
import { shapeSaidOfModel } from './dataProseShapes';
import { NAMED_DATASET, PROPER_DATASET, proseDataStatement } from './dataProseDescriptions';
import { ownDataMention, TENSOR_RANK } from './dataProseMentions';
import {
  CODE_SHAPE,
  CONVERTED_DATA,
  DATA_PIPELINE,
  firstMatch,
  IMAGE_TRANSFORM,
  LITERAL_SAMPLE,
  lineAt,
  MODEL_FILE,
  namesData,
  NAMED_DATASET_CLASS,
  PARAMETER_LINE,
  PASTED_TENSOR,
  SAMPLE_VALUES,
  sampleRows,
  TF_IMAGE_RESIZE,
  TRAINING_WORDS,
  TRANSFORM_SIZE,
  withoutImportLines,
} from './dataCodeForms';

/** What describes the data (present), what only mentions it (partial), and whether data is involved at all. */
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
    // (seq_len, 1, 1): unknown sizes padded with singleton axes give no size of the data.
    if (fact.dims.includes(null) && fact.dims.every((d) => d === null || d === 1)) continue;
    if (isInsideSummary(ctx, block)) continue;
    // A shape only in the error message (`size mismatch, m1: [1 x 9]`) may be an intermediate tensor's: the data is
    // hinted, not stated — partial, never absent (codebook v2 `data` partial: "only an intermediate or output shape").
    if (isInsideError(ctx, block, fact.start)) {
      vague.push(evidenceAt(ctx.question, block, `shape ${fact.text} in the error message`, fact.start, fact.end));
      continue;
    }
    // `<class 'torch.nn.parameter.Parameter'> torch.Size([2048, 512])`, `fc1.weight torch.Size(…)`:
    // the shapes of the model's weights, not of its input.
    if (PARAMETER_LINE.test(lineAt(ctx.question.blocks[block].text, fact.start))) continue;
    described.push(evidenceAt(ctx.question, block, `shape ${fact.text}`, fact.start, fact.end));
  }
  const constants = statedIntConstants(ctx);
  for (const { block, fact } of ctx.python) {
    // Code that generates the data is "present" under the codebook, whatever its shape.
    for (const s of fact.standInData) {
      // torch.eye(rows, cols) with unknown sizes says little; literal sizes or values describe the data.
      // An empty tensor (`torch.Tensor([])`) is an accumulator to be filled, not data.
      if (s.shape?.includes(0)) continue;
      const literal =
        s.shape !== null || /\(\s*\[\s*[-\d[(]|\(\s*-?\d/.test(s.text.slice(s.call.length)) || sizesKnown(s.call, s.text, constants);
      (literal ? described : vague).push(evidenceAt(ctx.question, block, `generated data ${s.call}`, s.start, s.end));
    }
    for (const d of fact.dataLoads) {
      involved = true;
      if (d.kind === 'dataset_loader')
        described.push(evidenceAt(ctx.question, block, `public dataset ${d.detail ?? ''}`.trim(), d.start, d.end));
      // Model files (.pt, .h5, .onnx …) and bare output directories say nothing about the input data.
      else if (d.kind !== 'checkpoint' && !MODEL_FILE.test(d.detail ?? d.text))
        vague.push(evidenceAt(ctx.question, block, `data loaded from ${d.detail ?? d.text}`, d.start, d.end));
    }
    if (fact.training.length) involved = true;
    // What the code feeds the model or its training, named only: `model(images)`, `model.fit(X_train, …)` — partial.
    const named = fact.modelInputs.find((m) => m.role !== 'loss' && m.names.some(namesData));
    if (named) vague.push(evidenceAt(ctx.question, block, 'data named only by its variable', named.start, named.end));
  }
  const hasLoadingCode = ctx.python.some(({ fact }) => fact.dataLoads.some((d) => d.kind !== 'checkpoint'));
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'python' && b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    if (b.kind === 'output' && PRINTED_SUMMARY.test(text)) {
      // A Keras summary's Output Shape column gives the input's shape per sample ("its shapes say the
      // input shape"); its parameter counts are no data.
      const shape = SUMMARY_SHAPE.exec(text);
      if (shape)
        described.push(evidenceAt(ctx.question, b.block, 'input shape in the printed summary', shape.index, shape.index + shape[0].length));
      continue;
    }
    // A printed tensor pasted into the code (`list_tensor = [tensor([[1, 2, 3], …]), …]`): sample values, shown.
    const pasted = b.kind === 'python' ? PASTED_TENSOR.exec(text) : null;
    if (pasted) described.push(evidenceAt(ctx.question, b.block, 'sample values shown', pasted.index, pasted.index + pasted[0].length));
    const literal = b.kind === 'python' ? LITERAL_SAMPLE.exec(text) : null;
    if (literal)
      described.push(evidenceAt(ctx.question, b.block, 'sample values in the code', literal.index, literal.index + literal[0].length));
    const m = firstMatch(CODE_SHAPE, text, (at) => !PARAMETER_LINE.test(lineAt(text, at)));
    if (m) described.push(evidenceAt(ctx.question, b.block, 'shape or dtype in the code', m.index!, m.index! + m[0].length));
    const commented = b.kind === 'python' ? commentedShape(text) : null;
    if (commented) vague.push(evidenceAt(ctx.question, b.block, 'a shape in a comment', commented.start, commented.end));
    if (b.kind === 'python') {
      const input = kerasInputShape(text, constants);
      if (input) (input.known ? described : vague).push(evidenceAt(ctx.question, b.block, input.note, input.start, input.end));
    }
    const resized = hasLoadingCode && b.kind === 'python' ? (TRANSFORM_SIZE.exec(text) ?? TF_IMAGE_RESIZE.exec(text)) : null;
    if (resized)
      described.push(evidenceAt(ctx.question, b.block, 'images loaded at a fixed size', resized.index, resized.index + resized[0].length));
    const datasetClass = b.kind === 'python' ? NAMED_DATASET_CLASS.exec(withoutImportLines(text)) : null;
    if (datasetClass)
      vague.push(
        evidenceAt(ctx.question, b.block, 'data named by its class only', datasetClass.index, datasetClass.index + datasetClass[0].length),
      );
    const transformed = b.kind === 'python' ? IMAGE_TRANSFORM.exec(text) : null;
    if (transformed)
      vague.push(
        evidenceAt(
          ctx.question,
          b.block,
          'images named by their transforms only',
          transformed.index,
          transformed.index + transformed[0].length,
        ),
      );
    const piped = b.kind === 'python' ? DATA_PIPELINE.exec(text) : null;
    if (piped)
      vague.push(
        evidenceAt(ctx.question, b.block, 'data put in an input pipeline, shape not shown', piped.index, piped.index + piped[0].length),
      );
    const converted = b.kind === 'python' ? CONVERTED_DATA.exec(text) : null;
    if (converted)
      vague.push(
        evidenceAt(
          ctx.question,
          b.block,
          'data converted to a tensor, shape not shown',
          converted.index,
          converted.index + converted[0].length,
        ),
      );
    const named = NAMED_DATASET.exec(text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, b.block, `dataset ${named[0]}`, named.index, named.index + named[0].length),
      );
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    const m = SAMPLE_VALUES.exec(text);
    if (m) described.push(evidenceAt(ctx.question, b.block, 'sample values printed', m.index, m.index + m[0].length));
    const rows = m || b.output.trainingLog.length || TRAINING_WORDS.test(text) ? null : sampleRows(text);
    if (rows) described.push(evidenceAt(ctx.question, b.block, 'sample rows shown', rows.start, rows.end));
  }
  // A public dataset named in the title ("… to solve CIFAR10 Dataset") counts as one named in the body.
  const titleNamed = NAMED_DATASET.exec(ctx.question.title);
  if (titleNamed)
    (hasLoadingCode ? described : vague).push(
      evidenceAt(ctx.question, TITLE_BLOCK, `dataset ${titleNamed[0]}`, titleNamed.index, titleNamed.index + titleNamed[0].length),
    );
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'image') return;
    if (b.kind === 'code') return;
    const stated = proseDataStatement(b.text);
    const shape = stated?.match ?? null;
    // "… cnn.conv1.weight.shape returns torch.Size([32, 4, 1, 1])": a weight's shape, not the data's.
    const aboutWeights = shape !== null && PARAMETER_LINE.test(b.text.slice(Math.max(0, shape.index - 60), shape.index));
    if (stated && shape && !aboutWeights && !isInsideErrorOrSummary(ctx, i, shape.index)) {
      // "The shape of the TFLite model is [1, 2535, 85]": a shape said to be the model's may be its output's, not
      // the data's — ambiguous, so partial (say missing only when it is). Counts alone are partial (codebook v2).
      const ofModel = shapeSaidOfModel(b.text, shape.index);
      const note = ofModel ? "a shape said to be the model's" : stated.count ? 'the data counted only, no shape' : 'data described';
      (ofModel || stated.count ? vague : described).push(evidenceAt(ctx.question, i, note, shape.index, shape.index + shape[0].length));
    }
    // Codebook: a named public dataset is "present" with its loading code, else a vague description.
    const named = NAMED_DATASET.exec(b.text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, i, `dataset ${named[0]}`, named.index, named.index + named[0].length),
      );
    for (const span of b.inlineCode) {
      if (SAMPLE_VALUES.test(span.text)) described.push(evidenceAt(ctx.question, i, 'sample values', span.start, span.end));
    }
    const proper = named ? null : PROPER_DATASET.exec(b.text);
    if (proper) vague.push(evidenceAt(ctx.question, i, `dataset ${proper[0]}`, proper.index, proper.index + proper[0].length));
    const rank = TENSOR_RANK.exec(b.text);
    if (rank) vague.push(evidenceAt(ctx.question, i, "the data's rank only, no sizes", rank.index, rank.index + rank[0].length));
    // A blockquote is mostly text the asker copied (documentation, an error): "the inputs" there is not their data.
    const own = b.kind === 'quote' ? null : ownDataMention(b.text);
    if (own) vague.push(evidenceAt(ctx.question, i, 'data mentioned without shape or type', own.index!, own.index! + own[0].length));
  });
  // Code that computes on tensors, or a training / tensor problem, involves data even when none is described.
  if (described.length || vague.length || ctx.python.some(({ fact }) => fact.lines >= 2)) involved = true;
  if (/\b(?:tensors?|inputs?|batch(?:es)?|loss|accuracy|train(?:ing)?|dataloader|predict\w*|augment\w*)\b/.test(ctx.proseLower))
    involved = true;
  return { described, vague, involved };
}

function isInsideErrorOrSummary(ctx: JudgeContext, block: number, offset: number): boolean {
  return isInsideSummary(ctx, block) || isInsideError(ctx, block, offset);
}

function isInsideSummary(ctx: JudgeContext, block: number): boolean {
  return ctx.codeByBlock.get(block)?.kind === 'output' && PRINTED_SUMMARY.test(ctx.question.blocks[block].text);
}

function isInsideError(ctx: JudgeContext, block: number, offset: number): boolean {
  if (ctx.codeByBlock.get(block)?.kind === 'traceback') return true;
  return ctx.errors.some((e) => e.block === block && e.fact.start <= offset && offset < e.fact.end);
}
