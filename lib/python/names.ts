// Names of deep-learning APIs the Python analyser recognises. Rules match on the canonical dotted
// name of a callee ("torch.nn.Linear") after import aliases are resolved, and fall back to the last
// segment where askers paste code without its imports.

/** Aliases askers use without showing the import; resolved when the block has no import for them. */
export const CONVENTIONAL_ALIASES: Readonly<Record<string, string>> = {
  tf: 'tensorflow',
  np: 'numpy',
  pd: 'pandas',
  nn: 'torch.nn',
  F: 'torch.nn.functional',
  optim: 'torch.optim',
  K: 'keras.backend',
  plt: 'matplotlib.pyplot',
  tfds: 'tensorflow_datasets',
  hub: 'tensorflow_hub',
  pl: 'pytorch_lightning',
  jnp: 'jax.numpy',
  transforms: 'torchvision.transforms',
  layers: 'keras.layers',
  sk: 'sklearn',
};

/** Top-level modules worth reporting as frameworks (an import of `os` says nothing about the stack). */
export const FRAMEWORK_MODULES: ReadonlySet<string> = new Set([
  'torch', 'torchvision', 'torchaudio', 'torchtext', 'tensorflow', 'keras', 'transformers', 'jax', 'flax',
  'optax', 'haiku', 'numpy', 'scipy', 'sklearn', 'pandas', 'fastai', 'pytorch_lightning', 'lightning',
  'detectron2', 'torch_geometric', 'timm', 'tensorflow_hub', 'tensorflow_datasets', 'tensorflow_addons',
  'tensorflow_probability', 'datasets', 'tokenizers', 'sentence_transformers', 'accelerate', 'peft',
  'diffusers', 'cv2', 'PIL', 'skimage', 'albumentations', 'mxnet', 'paddle', 'onnx', 'onnxruntime', 'dgl',
  'allennlp', 'mmcv', 'mmdet', 'ultralytics', 'spacy', 'gensim', 'xgboost', 'lightgbm', 'matplotlib',
  'librosa', 'h5py', 'horovod', 'deepspeed', 'apex', 'tensorboard', 'tensorboardX', 'wandb', 'torchsummary',
  'torchinfo', 'theano', 'caffe', 'caffe2', 'chainer', 'cupy', 'numba', 'trax', 'sonnet', 'gym', 'stable_baselines3',
]);

/** Base classes whose subclasses are PyTorch-style modules (last segment). */
export const TORCH_MODEL_BASES: ReadonlySet<string> = new Set([
  'Module', 'LightningModule', 'ScriptModule', 'PreTrainedModel', 'ModuleList', 'ModuleDict',
]);

/** Base classes whose subclasses are Keras/TF models or layers (last segment). */
export const KERAS_MODEL_BASES: ReadonlySet<string> = new Set(['Model', 'Layer']);

export const TORCH_LAYERS: ReadonlySet<string> = new Set([
  'Linear', 'Bilinear', 'LazyLinear', 'Conv1d', 'Conv2d', 'Conv3d', 'ConvTranspose1d', 'ConvTranspose2d',
  'ConvTranspose3d', 'LSTM', 'GRU', 'RNN', 'LSTMCell', 'GRUCell', 'RNNCell', 'Embedding', 'EmbeddingBag',
  'BatchNorm1d', 'BatchNorm2d', 'BatchNorm3d', 'LayerNorm', 'GroupNorm', 'InstanceNorm1d', 'InstanceNorm2d',
  'Dropout', 'Dropout2d', 'Dropout3d', 'MaxPool1d', 'MaxPool2d', 'MaxPool3d', 'AvgPool1d', 'AvgPool2d',
  'AvgPool3d', 'AdaptiveAvgPool1d', 'AdaptiveAvgPool2d', 'AdaptiveMaxPool1d', 'AdaptiveMaxPool2d', 'ReLU',
  'ReLU6', 'LeakyReLU', 'PReLU', 'ELU', 'GELU', 'SELU', 'SiLU', 'Sigmoid', 'Tanh', 'Softmax', 'LogSoftmax',
  'Flatten', 'Unflatten', 'Upsample', 'Transformer', 'TransformerEncoder', 'TransformerEncoderLayer',
  'TransformerDecoder', 'TransformerDecoderLayer', 'MultiheadAttention', 'Identity', 'ZeroPad2d',
  'ConstantPad2d', 'ReflectionPad2d', 'PixelShuffle',
]);

export const KERAS_LAYERS: ReadonlySet<string> = new Set([
  'Dense', 'Conv1D', 'Conv2D', 'Conv3D', 'Conv2DTranspose', 'Conv1DTranspose', 'SeparableConv2D',
  'DepthwiseConv2D', 'LSTM', 'GRU', 'SimpleRNN', 'ConvLSTM2D', 'CuDNNLSTM', 'CuDNNGRU', 'Bidirectional',
  'TimeDistributed', 'Embedding', 'Flatten', 'Dropout', 'SpatialDropout1D', 'SpatialDropout2D', 'MaxPooling1D',
  'MaxPooling2D', 'MaxPooling3D', 'MaxPool1D', 'MaxPool2D', 'AveragePooling1D', 'AveragePooling2D',
  'GlobalAveragePooling1D', 'GlobalAveragePooling2D', 'GlobalMaxPooling1D', 'GlobalMaxPooling2D',
  'BatchNormalization', 'LayerNormalization', 'Activation', 'ReLU', 'LeakyReLU', 'PReLU', 'Softmax', 'Reshape',
  'Permute', 'RepeatVector', 'Concatenate', 'Add', 'Multiply', 'Lambda', 'Attention', 'MultiHeadAttention',
  'UpSampling1D', 'UpSampling2D', 'ZeroPadding2D', 'Cropping2D', 'Masking', 'InputLayer', 'GaussianNoise',
]);

/** TF1 functional layers: tf.layers.dense(...), tf.compat.v1.layers.conv2d(...). */
export const TF1_LAYER_FUNCTIONS: ReadonlySet<string> = new Set([
  'dense', 'conv1d', 'conv2d', 'conv3d', 'conv2d_transpose', 'max_pooling2d', 'average_pooling2d', 'dropout',
  'batch_normalization', 'flatten',
]);

/** torchvision.models architecture constructors. */
export const TORCHVISION_ARCH =
  /^(resnet\d+|resnext\w+|wide_resnet\w+|vgg\d+(_bn)?|alexnet|densenet\d+|inception_v3|googlenet|mobilenet_v\d\w*|squeezenet\w+|shufflenet\w+|mnasnet\w+|efficientnet\w+|regnet\w+|vit_\w+|swin_\w+|convnext\w+|maxvit\w*|fasterrcnn\w+|maskrcnn\w+|retinanet\w+|keypointrcnn\w+|fcn_\w+|deeplabv3\w*|lraspp\w+|ssd\w*|r3d_18|mc3_18|r2plus1d_18)$/;

/** keras.applications constructors that may be called bare after `from keras.applications import …`. */
export const KERAS_APPLICATIONS =
  /^(VGG1[69]|ResNet\d+(V2)?|InceptionV3|InceptionResNetV2|Xception|MobileNet(V2|V3Small|V3Large)?|DenseNet\d+|NASNet(Mobile|Large)|EfficientNet(V2)?\w*|ConvNeXt\w+|RegNet\w+)$/;

/** `X.from_pretrained` objects that are not models. */
export const NON_MODEL_PRETRAINED = /(Tokenizer|Processor|FeatureExtractor|Config|Vocab)\w*$/;

/** Methods whose call means the code trains or evaluates. */
export const TRAINING_METHODS: ReadonlySet<string> = new Set([
  'fit', 'fit_generator', 'train_on_batch', 'test_on_batch', 'evaluate', 'evaluate_generator', 'predict',
  'predict_generator', 'predict_on_batch', 'backward', 'zero_grad', 'apply_gradients', 'minimize',
]);

/** Objects with a `.fit` that are preprocessing, not training. */
export const NON_TRAINING_FITTERS = /scaler|encoder|vectori[sz]er|tokenizer|pca|imputer|kmeans|normali[sz]er|transformer$|^le$/i;

export const OPTIMIZER_NAMES: ReadonlySet<string> = new Set([
  'SGD', 'Adam', 'AdamW', 'Adamax', 'Adagrad', 'Adadelta', 'RMSprop', 'RMSProp', 'Nadam', 'NAdam', 'RAdam', 'Ftrl',
  'LBFGS', 'SparseAdam', 'ASGD', 'Rprop', 'Lamb', 'LAMB', 'Adafactor', 'Lion',
]);

/** Modules under which a call is an optimizer constructor. */
export const OPTIMIZER_MODULES = /(^|\.)(optim|optimizers|train|optimizer_v2\.\w+)$/;

/** torch.nn.functional / tf.nn losses called as functions. */
export const FUNCTIONAL_LOSSES =
  /^(nll_loss|cross_entropy|binary_cross_entropy(_with_logits)?|mse_loss|l1_loss|smooth_l1_loss|huber_loss|kl_div|ctc_loss|cosine_embedding_loss|margin_ranking_loss|hinge_embedding_loss|poisson_nll_loss|triplet_margin_loss|soft_margin_loss|multilabel_margin_loss|multilabel_soft_margin_loss|multi_margin_loss|\w*cross_entropy\w*|\w+_loss)$/;

/** Keras loss classes that may be called bare. */
export const KERAS_LOSS_CLASSES = /^(\w*Crossentropy|MeanSquaredError|MeanAbsoluteError|MeanSquaredLogarithmicError|MeanAbsolutePercentageError|Huber|KLDivergence|Hinge|SquaredHinge|CategoricalHinge|CosineSimilarity|LogCosh|Poisson)$/;

/** Calls that read a local file or folder (matched on the callee's last segment). */
export const FILE_READ_METHODS: ReadonlySet<string> = new Set([
  'read_csv', 'read_excel', 'read_json', 'read_table', 'read_pickle', 'read_parquet', 'read_hdf', 'read_feather',
  'loadtxt', 'genfromtxt', 'imread', 'image_dataset_from_directory', 'text_dataset_from_directory',
  'flow_from_directory', 'flow_from_dataframe', 'ImageFolder', 'DatasetFolder', 'TFRecordDataset',
  'TextLineDataset', 'FixedLengthRecordDataset', 'read_image', 'decode_image', 'loadmat', 'load_img', 'listdir',
  'VideoCapture', 'imdecode',
]);

/** Calls that read a file, matched on the whole canonical name (their last segment alone is too common). */
export const FILE_READ_CALLS: ReadonlySet<string> = new Set([
  'open', 'numpy.load', 'numpy.fromfile', 'numpy.memmap', 'PIL.Image.open', 'Image.open', 'h5py.File',
  'librosa.load', 'torchaudio.load', 'pickle.load', 'joblib.load', 'json.load', 'tensorflow.io.read_file',
  'tensorflow.read_file', 'tensorflow.io.gfile.GFile', 'tensorflow.gfile.GFile', 'glob.glob', 'glob', 'os.walk',
  'scipy.io.loadmat', 'soundfile.read', 'wavfile.read', 'scipy.io.wavfile.read',
]);

export const TORCHVISION_DATASETS: ReadonlySet<string> = new Set([
  'MNIST', 'FashionMNIST', 'KMNIST', 'EMNIST', 'QMNIST', 'CIFAR10', 'CIFAR100', 'SVHN', 'STL10', 'ImageNet',
  'CelebA', 'VOCSegmentation', 'VOCDetection', 'CocoDetection', 'CocoCaptions', 'Omniglot', 'LSUN', 'Cityscapes',
  'SBDataset', 'Flowers102', 'Places365', 'Caltech101', 'Caltech256', 'OxfordIIITPet', 'Kinetics', 'Kinetics400',
  'UCF101', 'HMDB51', 'USPS', 'SEMEION', 'PhotoTour', 'Food101', 'StanfordCars', 'FakeData',
]);

export const KERAS_DATASETS: ReadonlySet<string> = new Set([
  'mnist', 'fashion_mnist', 'cifar10', 'cifar100', 'imdb', 'reuters', 'boston_housing',
]);

/** Methods that restore saved weights or a whole saved model. */
export const CHECKPOINT_METHODS: ReadonlySet<string> = new Set([
  'load_model', 'load_weights', 'load_from_checkpoint', 'load_checkpoint', 'load_state_dict_from_url', 'load_url',
]);

/** Hyperparameter names as keyword arguments or assignment targets. */
export const HYPERPARAMETER_NAMES: ReadonlyArray<readonly [RegExp, 'learning_rate' | 'batch_size' | 'epochs']> = [
  [/^(lr|learning_?rate|base_?lr|init(ial)?_?lr|max_?lr|lr_?rate|\w+_lr|learning_?rate_\w+)$/i, 'learning_rate'],
  [/^(batch_?size|bs|batchsize|train_?batch_?size|per_device_train_batch_size|mini_?batch_?size)$/i, 'batch_size'],
  [/^(epochs|num_?epochs?|n_?epochs?|nb_?epochs?|max_?epochs?|total_?epochs?|num_train_epochs|training_?epochs?)$/i, 'epochs'],
];

/** Names that are never learning rates though they match a pattern above. */
export const NOT_HYPERPARAMETER = /sched|decay|step|warmup|factor|min|mult|policy|finder/i;
