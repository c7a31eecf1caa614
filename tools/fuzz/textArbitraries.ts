// The fast-check generators of a question's words: random unicode text, prose of a DL question's words, titles and tags.
// Shared by the property tests (tests/engine/properties.test.ts, a fixed seed in `npm test`) and the fuzz script
// (./fuzz.ts, `npm run fuzz`).
import fc from 'fast-check';

export const noise = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 1, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ maxLength, unit: 'grapheme' }) },
  );

const WORDS = [
  'I',
  'my',
  'model',
  'training',
  'loss',
  'is',
  'NaN',
  'accuracy',
  'stays',
  'at',
  '0.1',
  'error',
  'shape',
  'expected',
  'but',
  'got',
  'when',
  'I',
  'run',
  'the',
  'following',
  'code',
  'Here',
  'how',
  'do',
  'to',
  'reshape',
  'tensor',
  'PyTorch',
  'TensorFlow 2.3',
  'Keras',
  'GPU',
  'CUDA',
  'torch 1.5.0',
  'on Colab',
  'Windows 10',
  'dataset',
  'MNIST',
  'batch size 32',
  'learning rate 0.001',
  'epochs',
  'I expected',
  'instead',
  'it prints',
  'help',
  '?',
  '.',
  ',',
  'RuntimeError:',
  'x_train',
];
export const prose = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')) },
  { weight: 1, arbitrary: noise(80) },
);

const TAGS = [
  'python',
  'pytorch',
  'tensorflow',
  'keras',
  'tensorflow2.0',
  'tf.keras',
  'deep-learning',
  'gpu',
  'cuda',
  'nan',
  'loss-function',
  'tensor',
  'valueerror',
  'typeerror',
  'attributeerror',
  'huggingface-transformers',
  'jax',
  'python-3.x',
  'layer',
  'training-data',
];
export const tags = fc.array(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TAGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
  {
    maxLength: 6,
  },
);
export const title = fc.oneof(
  fc.constantFrom(
    '',
    'RuntimeError: size mismatch, m1: [64 x 784], m2: [512 x 10]',
    'How to reshape a tensor in PyTorch?',
    'Keras model.fit ValueError',
    'Loss becomes NaN after a few epochs',
    'tf.Session error in TensorFlow 1.15',
    'CUDA out of memory',
    'What is the difference between view and reshape?',
  ),
  prose,
  noise(150),
);
