// The file-reading, checkpoint and dataset names the data-load recogniser knows, against what real questions
// call (tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_METHODS,
  FILE_READ_CALLS,
  FILE_READ_METHODS,
  KERAS_DATASETS,
  TORCHVISION_DATASETS,
} from '../../../lib/python/calls/dataNames';

describe('file reads', () => {
  it('the readers of the questions: pd.read_csv (63001490), cv2.imread (63233837), ImageFolder (62672870)', () => {
    for (const method of ['read_csv', 'imread', 'ImageFolder', 'loadtxt', 'flow_from_directory'])
      expect(FILE_READ_METHODS.has(method), method).toBe(true);
  });

  it('calls known only by their whole name: open, numpy.load, PIL.Image.open (63552044 as `Image.open`), h5py.File', () => {
    for (const call of ['open', 'numpy.load', 'PIL.Image.open', 'Image.open', 'h5py.File', 'json.load'])
      expect(FILE_READ_CALLS.has(call), call).toBe(true);
    expect(FILE_READ_CALLS.has('load')).toBe(false); // `load` alone is too common a name
  });
});

describe('checkpoints and datasets', () => {
  it('keras.models.load_model (63233837) and load_weights restore checkpoints; torch.load is decided by its path', () => {
    for (const method of ['load_model', 'load_weights', 'load_from_checkpoint']) expect(CHECKPOINT_METHODS.has(method), method).toBe(true);
    expect(CHECKPOINT_METHODS.has('load')).toBe(false);
  });

  it('public datasets: MNIST and CIFAR10 of torchvision, mnist of keras (62805263)', () => {
    for (const name of ['MNIST', 'FashionMNIST', 'CIFAR10', 'ImageNet']) expect(TORCHVISION_DATASETS.has(name), name).toBe(true);
    for (const name of ['mnist', 'cifar10', 'imdb']) expect(KERAS_DATASETS.has(name), name).toBe(true);
    expect(TORCHVISION_DATASETS.has('ImageFolder')).toBe(false); // a folder of the asker's own images
  });
});
