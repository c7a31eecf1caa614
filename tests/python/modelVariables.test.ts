// isModelVariableName on names real questions give their networks and their other things (the names below are
// taken from the code of corpus questions: tests/fixtures/python/questions.jsonl and ../shared/corpus/stackoverflow/).
import { describe, expect, it } from 'vitest';
import { isModelVariableName } from '../../lib/python/modelVariables';

describe('a variable that holds a network', () => {
  it.each([
    'model',
    'net',
    'Net',
    'network',
    'my_model',
    'model_ft',
    'model1',
    'model_4',
    'netG',
    'net_d',
    'resnet',
    'resnet18',
    'MyResNet',
    'UNet',
    'KModel',
    'q_network',
    'models',
    'encoder',
    'generator',
    'discriminator',
    'learn',
    'classifier',
  ])('%s holds one', (name) => {
    expect(isModelVariableName(name)).toBe(true);
  });

  it.each([
    'model_config',
    'MODEL_PATH',
    'model_dir',
    'encoder_out',
    'training_generator',
    'ImageDataGenerator',
    'get_args_for_mini_imagenet',
    'imagenet',
    'x',
    'batch_size',
    '',
  ])('%s does not', (name) => {
    expect(isModelVariableName(name)).toBe(false);
  });
});
