// Names of networks in prose and code for the checklist item "model": architecture families (partial), exact
// checkpoints, model-zoo configurations and builders (present). Codebook v2 `model`.
import { alternationRegExp, firstMatchWhere, sequence } from '../../phraseRules';

// Architecture described in prose ("a CNN with 3 conv layers", "ResNet50", "an LSTM"): "partial".
// Codebook v2 `model` partial: "the kind of network named … a family name without size".
const ARCHITECTURE_NAMES: readonly string[] = [
  'cnn',
  'convnet',
  'rnn',
  'lstm',
  'gru',
  'mlp',
  'autoencoder',
  'vae',
  'gan',
  'dcgan',
  'transformer',
  // "a trained transformers NER model": the library's plural names the model only before "model".
  'transformers(?: [a-z]{2,12})? models?',
  'bert',
  'gpt-?2?',
  'resnet\\s?\\d*',
  'vgg\\s?\\d*',
  'unet',
  'u-net',
  'yolo\\w*',
  'efficientnet\\w*',
  'mobilenet\\w*',
  'densenet\\d*',
  'inception\\w*',
  'alexnet',
  'seq2seq',
  'perceptron',
  '(?:conv(?:olutional)?|dense|linear|fully[- ]connected|lstm|embedding|hidden|output|input) layers?',
  '\\d+ layers?',
  'encoder',
  'decoder',
  'u-?net',
  'faster r-?cnn',
  'mask r-?cnn',
  'siamese',
  'gcn',
  'gnn',
  'sequence[- ]to[- ]sequence',
  'dropout',
  'batch[- ]?norm\\w*',
  'pre-?trained (?:models?|embeddings?|word vectors?|networks?)',
  'glove',
  'word2vec',
  'fasttext',
  '(?:recurrent|convolutional|feed-?forward|graph|siamese) neural net(?:work)?s?',
  'same (?:structure|architecture)',
  'efficient ?net\\w*',
  '(?:logistic|linear|softmax) regression',
  'actor[- _]critic',
  'deep q[- ]?(?:network|learning)',
  'dqn',
  'activation (?:functions?|layers?)',
  'softmax (?:layers?|functions?|outputs?)',
  'trainable (?:parameters|weights)',
];
export const ARCHITECTURE_WORDS = alternationRegExp(ARCHITECTURE_NAMES, { flags: 'i', wordBoundary: true });
// A named architecture in prose ("NSGA-Net", "LeNet", "PointNet", "CycleGAN", "BigGAN", "FastRCNN"): codebook `model`,
// prose only is partial; names outside the word list were missed (hostile review 2026-12-04, "Model").
// ImageNet and WordNet name data, not networks.
export const NAMED_NET = /\b(?!ImageNet\b|WordNet\b)[A-Z][A-Za-z0-9]*(?:-?Net|GAN|R-?CNN)\b/;
// Hugging Face model families whose checkpoint names add a size and casing (`bert-base-uncased`, `t5-small`).
const TRANSFORMER_FAMILIES: readonly string[] = [
  'bert',
  'roberta',
  'distilbert',
  'distilroberta',
  'albert',
  'xlnet',
  'xlm',
  'gpt2',
  'gpt',
  't5',
  'bart',
  'electra',
  'deberta',
  'camembert',
  'longformer',
  'biobert',
  'scibert',
];
// Codebook v2 `model` present: "a name that fixes architecture and size (`bert-base-uncased`)"; a hub path names one too.
// Exact pretrained checkpoint names in prose: "bert-large-uncased", "gpt2-medium", "facebook/bart-large".
const CHECKPOINT_NAME_FORMS: readonly string[] = [
  sequence(TRANSFORMER_FAMILIES, '(?:-[a-z0-9]{1,20}){1,6}'),
  '(?<![\\w-])[a-z][\\w-]{0,60}\\/[a-z][\\w.-]{0,60}?(?:bert|gpt|t5|bart|base|large|small|uncased|cased)[\\w.-]{0,40}',
];
const CHECKPOINT_NAME = alternationRegExp(CHECKPOINT_NAME_FORMS, { flags: 'gi', wordBoundary: true });
// The size in a checkpoint name (`-base`, `-large`, `-small`, `-xl`, `-1.3B`) or a hub path (`facebook/bart-large`):
// without one, `GPT-2` or `BERT-cased` names a family (codebook v2 `model` partial: "a family name without size").
// biome-ignore format: one alternative per line
const CHECKPOINT_SIZES: readonly string[] = [
  'base',
  'large',
  'small',
  'medium',
  'tiny',
  'mini',
  'xx?l',
  '\\d+(?:\\.\\d+)?[mb]',
];
const CHECKPOINT_SIZE = alternationRegExp(CHECKPOINT_SIZES, { flags: 'i', before: '(?:^|[-/_])', after: '(?:$|[-_.])' });

/** An exact checkpoint name in the text: a family with a size, or a hub path. */
export function checkpointNamed(text: string): RegExpExecArray | null {
  return firstMatchWhere(CHECKPOINT_NAME, text, (m) => m[0].includes('/') || CHECKPOINT_SIZE.test(m[0]));
}
export const GPT2_CHECKPOINT_ID = /(?<![\w-])gpt2(?![\w-])/;

// TF Object Detection zoo configurations and checkpoints (`ssd_inception_v2_coco.config`,
// `centernet_resnet50_v2_512x512_kpts_coco17_tpu-8`, `yolov3-tiny.tflite`): codebook `model`, an exact
// pretrained checkpoint name is present.
export const DETECTION_ZOO_NAME =
  /\b(?:ssd|faster_rcnn|centernet|efficientdet|mask_rcnn|retinanet|rfcn)(?:_[a-z0-9]+){2,}|\byolov\d+-tiny\b/;

// torchvision's segmentation and detection builders (`deeplabv3_resnet50`, `fasterrcnn_resnet50_fpn`,
// `lraspp_mobilenet_v3_large`), in code or prose: the head and the backbone in the name fix the network (codebook `model`
// present: "a name that fixes architecture and size").
// biome-ignore format: one alternative per line
const TORCHVISION_TASK_HEADS: readonly string[] = [
  'deeplabv3',
  'fcn',
  'lraspp',
  'fasterrcnn',
  'maskrcnn',
  'keypointrcnn',
  'retinanet',
  'fcos',
  'ssdlite\\d*',
];
export const TORCHVISION_BUILDER = alternationRegExp([sequence(TORCHVISION_TASK_HEADS, '_(?:resnet|mobilenet|vgg)\\w*')], {
  flags: 'i',
  wordBoundary: true,
});
// A TensorFlow.js network built in the post (`tf.sequential({layers: [tf.layers.dense({units: 8, …})]})`): its layer
// list with sizes is the definition, in JavaScript (codebook `model`: "model definition code").
export const TFJS_MODEL_BUILT = /\btf\.(?:sequential|model)\(/;
export const TFJS_LAYER = /\btf\.layers\.\w+\(/;

// A model-zoo architecture referenced in code (`models.resnet50` passed to a learner, `keras.applications.VGG16`):
// the network is fixed by its name.
export const MODEL_ZOO_REFERENCE =
  /\b(?:models|applications)\.(?:resnet|resnext|wide_resnet|vgg|densenet|alexnet|squeezenet|mobilenet|inception|googlenet|efficientnet|xception|nasnet)[\w.]{0,30}/i;
// A Keras application constructed (`vgg16.VGG16(include_top=False, weights='imagenet')`): codebook `model`, an exact
// pretrained model — the class name fixes the architecture and `weights=` the checkpoint.
export const KERAS_APPLICATION_BUILT =
  /\b(?:VGG1[69]|ResNet(?:50|101|152)(?:V2)?|InceptionV3|InceptionResNetV2|Xception|MobileNet(?:V2|V3Small|V3Large)?|EfficientNet(?:V2)?B[0-7]|DenseNet(?:121|169|201)|NASNet(?:Mobile|Large))\s*\(/;
