// What a variable that holds a network is called: `model`, `net`, `MyResNet`, `model_ft`, `netG`, `encoder`,
// `learn` (fastai). One rule for every reader of names: the informative-print recogniser (`print(model)`), the
// runnable-code item (an undefined model is a large gap, codebook `code_runnable`) and the suggestions' snippets.

/** Words that name the network as a variable's whole name (checklist §1 "Model"): `encoder`, `generator`, `learn` (fastai). */
const MODEL_ROLES: ReadonlySet<string> = new Set(['classifier', 'encoder', 'decoder', 'generator', 'discriminator', 'learner', 'learn']);
/** Words that name the network at the end of a longer name: `my_model`, `MyResNet`, `q_network`. */
const MODEL_NOUNS: ReadonlySet<string> = new Set(['model', 'net', 'network']);

/**
 * Whether `name` holds a network (or is the class of one): after qualifiers of one or two letters and version digits
 * are set aside (`model_ft`, `netG`, `net_d`, `model2`), its last word (snake_case and CamelCase split, plurals
 * folded) is `model`, `net` or `network` or a compound ending in one (`resnet18`, `UNet`, `KModel`; not the ImageNet
 * dataset), or the whole name is a role such as `encoder` or `generator`. `model_config`, `MODEL_PATH`,
 * `training_generator` and `ImageDataGenerator` name something else.
 */
export function isModelVariableName(name: string): boolean {
  let known = modelNameCache.get(name);
  if (known === undefined) {
    if (modelNameCache.size >= MODEL_NAME_CACHE_MAX) modelNameCache.clear();
    known = readsAsModelName(name);
    modelNameCache.set(name, known);
  }
  return known;
}

/** Answers by name: the walk, the runnable-code item and the snippets ask of the same few names again and again. */
const modelNameCache = new Map<string, boolean>();
const MODEL_NAME_CACHE_MAX = 10_000;

function readsAsModelName(name: string): boolean {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  while (words.length > 1 && words[words.length - 1].length <= 2) words.pop();
  const last = words[words.length - 1];
  if (!last) return false;
  const singular = last.length > 3 && last.endsWith('s') ? last.slice(0, -1) : last;
  // A compound ending in a model noun, written as one word: `resnet`, `UNet`, `kmodel`, `basemodel`, `qnetwork`.
  if ([...MODEL_NOUNS].some((noun) => singular.endsWith(noun)) && singular !== 'imagenet') return true;
  return words.length === 1 && MODEL_ROLES.has(singular);
}
