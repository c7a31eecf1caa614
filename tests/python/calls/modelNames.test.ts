// The model and layer names the model recogniser knows, against the calls real questions make
// (tests/fixtures/skeleton/inference-questions.jsonl, tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import {
  KERAS_APPLICATIONS,
  KERAS_LAYERS,
  KERAS_MODEL_BASES,
  NON_MODEL_PRETRAINED,
  TF1_LAYER_FUNCTIONS,
  TORCH_LAYERS,
  TORCH_MODEL_BASES,
  TORCHVISION_ARCH,
} from '../../../lib/python/calls/modelNames';
import { analyzePythonSource } from '../../../lib/python/walk';
import { allCode } from '../../skeleton/inferenceQuestions';
import { scriptOf } from '../pythonQuestions';

/** Last names of every `nn.X(` call the code makes (the walk's own layer and model facts aside). */
function torchNnCalls(code: string): string[] {
  return [...code.matchAll(/\bnn\.([A-Z]\w*)\(/g)].map((m) => m[1]);
}

describe('TORCH_LAYERS against the PyTorch questions', () => {
  const questions = [61781193, 62109679, 62204109, 62416819, 62424364, 62087498, 62237372];
  const called = new Set([...questions.flatMap((id) => torchNnCalls(allCode(id))), ...torchNnCalls(scriptOf(61704416))]);

  it('every layer class the questions construct is known (Linear, Conv2d/3d, LSTM, RNN, Embedding, norms, pools, activations)', () => {
    for (const layer of ['Linear', 'Conv2d', 'Conv3d', 'LSTM', 'RNN', 'Embedding', 'BatchNorm1d', 'BatchNorm2d', 'Dropout', 'Dropout2d']) {
      expect(called.has(layer), layer).toBe(true);
      expect(TORCH_LAYERS.has(layer), layer).toBe(true);
    }
    for (const layer of ['MaxPool2d', 'MaxPool3d', 'ReLU', 'LeakyReLU', 'LogSoftmax']) expect(TORCH_LAYERS.has(layer), layer).toBe(true);
  });

  it('containers and losses the questions call are no layers (Sequential, CrossEntropyLoss, MSELoss, DataParallel)', () => {
    for (const name of ['Sequential', 'CrossEntropyLoss', 'MSELoss', 'NLLLoss', 'DataParallel', 'Module'])
      expect(TORCH_LAYERS.has(name), name).toBe(false);
  });

  it('the walk finds the layers of a real model through these names (61704416)', () => {
    const layers = analyzePythonSource(scriptOf(61704416)).modelClasses.flatMap((m) => m.layers.map((l) => l.layer));
    expect(layers).toEqual(expect.arrayContaining(['Conv2d', 'BatchNorm2d', 'MaxPool2d', 'Dropout', 'Linear']));
  });
});

describe('keras and TF1 names against the Keras questions', () => {
  it('the layers 69040420 and 64425861 construct are keras layers', () => {
    for (const layer of ['Conv2D', 'Dense', 'Activation', 'Lambda', 'LayerNormalization'])
      expect(KERAS_LAYERS.has(layer), layer).toBe(true);
    expect(KERAS_LAYERS.has('Input')).toBe(false); // an Input is the functional model's start, not a layer call
    expect(scriptOf(69040420)).toContain('layers.Conv2D(');
  });

  it('TF1 layer functions are lower case: tf.layers.dense, conv2d', () => {
    expect(TF1_LAYER_FUNCTIONS.has('dense')).toBe(true);
    expect(TF1_LAYER_FUNCTIONS.has('Dense')).toBe(false);
  });

  it('model bases: nn.Module, LightningModule (62937388) and keras Model / Layer (64425861)', () => {
    for (const base of ['Module', 'LightningModule', 'ModuleList']) expect(TORCH_MODEL_BASES.has(base), base).toBe(true);
    for (const base of ['Model', 'Layer']) expect(KERAS_MODEL_BASES.has(base), base).toBe(true);
  });
});

describe('pretrained model names', () => {
  it('torchvision architectures the questions load (resnet18, resnet50, vgg16) and names that are none', () => {
    for (const arch of ['resnet18', 'resnet50', 'vgg16', 'vgg16_bn', 'mobilenet_v2', 'fasterrcnn_resnet50_fpn'])
      expect(TORCHVISION_ARCH.test(arch), arch).toBe(true);
    for (const name of ['resnet', 'Net', 'load_model', 'save_model', 'vgg']) expect(TORCHVISION_ARCH.test(name), name).toBe(false);
  });

  it('keras applications (MobileNet of 63411142) and tokenizers that are no models (GPT2Tokenizer of 68084302)', () => {
    for (const app of ['MobileNet', 'MobileNetV2', 'VGG16', 'ResNet50', 'InceptionV3'])
      expect(KERAS_APPLICATIONS.test(app), app).toBe(true);
    expect(KERAS_APPLICATIONS.test('Sequential')).toBe(false);
    expect(NON_MODEL_PRETRAINED.test('GPT2Tokenizer')).toBe(true);
    expect(NON_MODEL_PRETRAINED.test('BertConfig')).toBe(true);
    expect(NON_MODEL_PRETRAINED.test('GPT2LMHeadModel')).toBe(false);
  });
});
