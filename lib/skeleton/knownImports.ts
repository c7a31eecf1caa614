// The import a name stands for when a question's code uses it without importing it: the conventional aliases
// of the DL ecosystem (`np`, `nn`, `F`, `tf`, `layers` …) and names people import by themselves (`DataLoader`,
// `Dense`, `train_test_split`). Names whose module depends on the framework (`F`, `layers`, `Model`) are only
// resolved for that framework; anything else stays a TODO — an unknown name is never guessed.
import { KERAS_LAYERS } from '../python/calls/modelNames';
import type { Framework } from '../checklist';

type Family = 'pytorch' | 'tensorflow' | 'any';

const COMMON: Record<string, string> = {
  np: 'import numpy as np',
  numpy: 'import numpy',
  pd: 'import pandas as pd',
  pandas: 'import pandas',
  plt: 'import matplotlib.pyplot as plt',
  math: 'import math',
  os: 'import os',
  sys: 'import sys',
  time: 'import time',
  random: 'import random',
  json: 'import json',
  re: 'import re',
  copy: 'import copy',
  glob: 'import glob',
  pickle: 'import pickle',
  itertools: 'import itertools',
  collections: 'import collections',
  deepcopy: 'from copy import deepcopy',
  deque: 'from collections import deque',
  OrderedDict: 'from collections import OrderedDict',
  defaultdict: 'from collections import defaultdict',
  Counter: 'from collections import Counter',
  partial: 'from functools import partial',
  tqdm: 'from tqdm import tqdm',
  cv2: 'import cv2',
  Image: 'from PIL import Image',
  sklearn: 'import sklearn',
  train_test_split: 'from sklearn.model_selection import train_test_split',
  StandardScaler: 'from sklearn.preprocessing import StandardScaler',
  MinMaxScaler: 'from sklearn.preprocessing import MinMaxScaler',
  LabelEncoder: 'from sklearn.preprocessing import LabelEncoder',
  OneHotEncoder: 'from sklearn.preprocessing import OneHotEncoder',
  LogisticRegression: 'from sklearn.linear_model import LogisticRegression',
  accuracy_score: 'from sklearn.metrics import accuracy_score',
  confusion_matrix: 'from sklearn.metrics import confusion_matrix',
  classification_report: 'from sklearn.metrics import classification_report',
  roc_auc_score: 'from sklearn.metrics import roc_auc_score',
  euclidean_distances: 'from sklearn.metrics.pairwise import euclidean_distances',
  cosine_similarity: 'from sklearn.metrics.pairwise import cosine_similarity',
  f1_score: 'from sklearn.metrics import f1_score',
  mean_squared_error: 'from sklearn.metrics import mean_squared_error',
  KFold: 'from sklearn.model_selection import KFold',
  StratifiedKFold: 'from sklearn.model_selection import StratifiedKFold',
};

const PYTORCH: Record<string, string> = {
  torch: 'import torch',
  nn: 'import torch.nn as nn',
  F: 'import torch.nn.functional as F',
  optim: 'import torch.optim as optim',
  lr_scheduler: 'from torch.optim import lr_scheduler',
  cudnn: 'import torch.backends.cudnn as cudnn',
  Variable: 'from torch.autograd import Variable',
  Dataset: 'from torch.utils.data import Dataset',
  DataLoader: 'from torch.utils.data import DataLoader',
  TensorDataset: 'from torch.utils.data import TensorDataset',
  random_split: 'from torch.utils.data import random_split',
  Subset: 'from torch.utils.data import Subset',
  torchvision: 'import torchvision',
  transforms: 'from torchvision import transforms',
  datasets: 'from torchvision import datasets',
  models: 'from torchvision import models',
  Parameter: 'from torch.nn import Parameter',
  model_zoo: 'import torch.utils.model_zoo as model_zoo',
  init: 'import torch.nn.init as init',
};

const TENSORFLOW: Record<string, string> = {
  tf: 'import tensorflow as tf',
  keras: 'from tensorflow import keras',
  layers: 'from tensorflow.keras import layers',
  Sequential: 'from tensorflow.keras.models import Sequential',
  Model: 'from tensorflow.keras.models import Model',
  load_model: 'from tensorflow.keras.models import load_model',
  Input: 'from tensorflow.keras.layers import Input',
  K: 'from tensorflow.keras import backend as K',
  to_categorical: 'from tensorflow.keras.utils import to_categorical',
  Adam: 'from tensorflow.keras.optimizers import Adam',
  SGD: 'from tensorflow.keras.optimizers import SGD',
  RMSprop: 'from tensorflow.keras.optimizers import RMSprop',
  ImageDataGenerator: 'from tensorflow.keras.preprocessing.image import ImageDataGenerator',
  Tokenizer: 'from tensorflow.keras.preprocessing.text import Tokenizer',
  pad_sequences: 'from tensorflow.keras.preprocessing.sequence import pad_sequences',
  EarlyStopping: 'from tensorflow.keras.callbacks import EarlyStopping',
  ModelCheckpoint: 'from tensorflow.keras.callbacks import ModelCheckpoint',
  concatenate: 'from tensorflow.keras.layers import concatenate',
};

function familyOf(framework: Framework): Family {
  if (framework === 'pytorch' || framework === 'huggingface') return 'pytorch';
  if (framework === 'tensorflow' || framework === 'keras') return 'tensorflow';
  return 'any';
}

/** The import statement for `name`, or null when the name is not a known import for this framework. */
/** Keras names no PyTorch code uses bare: their presence says the code is Keras whatever else it imports. */
const KERAS_ONLY = new Set([
  'Dense',
  'Conv1D',
  'Conv2D',
  'Conv3D',
  'MaxPooling1D',
  'MaxPooling2D',
  'BatchNormalization',
  'GlobalAveragePooling2D',
  'Activation',
  'TimeDistributed',
  'Bidirectional',
]);

/** True when the undefined names themselves say the code is Keras (`Dense`, `Conv2D` …). */
export function looksLikeKeras(names: Iterable<string>): boolean {
  for (const name of names) if (KERAS_ONLY.has(name)) return true;
  return false;
}

export function importFor(name: string, framework: Framework): string | null {
  if (Object.hasOwn(COMMON, name)) return COMMON[name];
  const family = familyOf(framework);
  // `torch` and `tf` are unambiguous whatever the detected framework.
  if (name === 'torch') return PYTORCH.torch;
  if (name === 'tf') return TENSORFLOW.tf;
  if (family === 'pytorch' && Object.hasOwn(PYTORCH, name)) return PYTORCH[name];
  if (family === 'tensorflow') {
    if (Object.hasOwn(TENSORFLOW, name)) return TENSORFLOW[name];
    // Keras layer classes: the one list the model recogniser reads too (lib/python/calls/modelNames.ts).
    if (KERAS_LAYERS.has(name)) return `from tensorflow.keras.layers import ${name}`;
  }
  return null;
}

/** The module whose version the skeleton prints, and the name it is imported under. */
export function versionModule(framework: Framework): { module: string; alias: string; name: string } | null {
  switch (familyOf(framework)) {
    case 'pytorch':
      return { module: 'torch', alias: 'torch', name: 'torch' };
    case 'tensorflow':
      return { module: 'tensorflow', alias: 'tf', name: 'tensorflow' };
    default:
      return framework === 'jax' ? { module: 'jax', alias: 'jax', name: 'jax' } : null;
  }
}

/** Python's standard library modules a question plausibly imports (top-level names). */
const STANDARD_LIBRARY = new Set(
  (
    '__future__ abc argparse array ast asyncio base64 bisect builtins bz2 calendar cmath collections concurrent configparser contextlib copy csv ' +
    'ctypes dataclasses datetime decimal difflib enum errno fnmatch fractions functools gc getpass glob gzip hashlib heapq hmac html http ' +
    'importlib inspect io ipaddress itertools json keyword logging lzma math mimetypes multiprocessing numbers operator os pathlib pdb pickle ' +
    'platform pprint queue random re resource sched secrets select shlex shutil signal socket sqlite3 statistics string struct subprocess sys ' +
    'tarfile tempfile textwrap threading time timeit traceback types typing unicodedata unittest urllib uuid warnings weakref xml zipfile zlib'
  ).split(' '),
);

/** Packages a reader can pip-install by the import's name (or its well-known distribution). */
const THIRD_PARTY = new Set(
  (
    'torch torchvision torchaudio torchtext numpy pandas scipy sklearn matplotlib seaborn tensorflow keras tensorflow_datasets tensorflow_hub ' +
    'tensorflow_addons jax jaxlib flax optax transformers datasets tokenizers accelerate timm cv2 PIL skimage imageio tqdm h5py yaml requests ' +
    'nltk spacy gensim librosa soundfile pytorch_lightning lightning torchmetrics albumentations efficientnet_pytorch segmentation_models_pytorch ' +
    'tensorboard tensorboardX wandb onnx onnxruntime xgboost lightgbm statsmodels sympy networkx plotly IPython google einops sentencepiece ' +
    'torch_geometric dgl pycocotools gym skorch detectron2 sentence_transformers fairseq numba flask dill imgaug ' +
    'facenet_pytorch pandas_datareader kornia allennlp fastai mmcv mmdet apex horovod ray optuna hydra omegaconf ' +
    'pytorch_metric_learning ignite torchsummary thop cupy boto3 sagemaker torch_xla torchsample tensorboardX ' +
    'pytorch_pretrained_bert pytorch_transformers simpletransformers sacremoses jieba Levenshtein tensorrt ' +
    'openvino sympy joblib shap lime captum pyro gpytorch botorch stable_baselines3 stable_baselines pybullet ' +
    'pygame open3d trimesh nibabel pydicom SimpleITK monai torchio rasterio shapely geopandas bs4 lxml'
  ).split(' '),
);

/** Packages the reproduction of a DL bug rarely does without: never dropped even when unused. */
const CORE = new Set('torch torchvision numpy pandas scipy sklearn tensorflow keras jax transformers'.split(' '));

export type ModuleStanding = 'standard' | 'core' | 'third-party' | 'unknown';

/** Whether a reader can have the module: the standard library, a known package, or neither (likely the asker's own). */
export function moduleStanding(module: string): ModuleStanding {
  const root = module.replace(/^\.+/, '').split('.')[0];
  if (module.startsWith('.')) return 'unknown';
  if (STANDARD_LIBRARY.has(root)) return 'standard';
  if (CORE.has(root)) return 'core';
  if (THIRD_PARTY.has(root)) return 'third-party';
  return 'unknown';
}
