// Bug type (Humbatova et al.'s top level, as the checklist uses it) from the error types and
// messages first, then the title, prose and code. The paper's tag rule is the baseline (./tagRule.ts).
import type { JudgeContext } from '../context';
import type { BugType } from '../report';
import { bugTypeFromTags } from './tagRule';

type Typed = Exclude<BugType, 'not_a_bug'>;

// Ordered: the first rule whose pattern matches the text decides. Error text is checked before prose.
const ERROR_RULES: Array<[Typed, RegExp]> = [
  // Device placement, GPU memory, CUDA runtime and availability — not dtype errors that merely name a CUDA type.
  ['gpu', /out of memory|device-side assert|cuda error|cudnn|cublas|nccl|cuda runtime|no cuda gpus|cuda driver|nvidia|device type|same device|different devices?|on (?:the )?(?:cpu|cuda|gpu) but|deserialize object on a cuda device|is_available|libcudart|libcuda|cuda\w* is not available|(?:input|weight) type \(torch\.cuda|torch\.cuda\.\w+tensor\) and/i],
  ['tensor_input', /size mismatch|\bsizes?\b|shape|scalar type|one element tensors|must be long|\b(?:long|float|double|int|byte|bool)\b.*\b(?:expected|found|got)\b|(?:expected|found|got)\b.*\b(?:long|float|double|int|byte|bool)\b|multi-target|dimension|\bdims?\b|expected (?:input|target|object of scalar type|scalar type|\d+d|[\w\s]*size)|must match|mat1|mat2|mismatch|out of range|out of bounds|sizes? of tensors|invalid argument \d|expected .* but got|got (?:input|target) of size|non-?singleton|dtype|scalar type|broadcast|view size|reshape|not compatible with input|number of (?:channels|dims)|batch[_ ]size/i],
  ['api', /\b(?:attributeerror|importerror|modulenotfounderror|typeerror|nameerror|syntaxerror|notimplementederror|picklingerror|filenotfounderror|oserror|keyerror|unexpected keyword|has no attribute|not callable|no module named|missing \d+ required|positional argument|deprecated|unpickl|pickle|version|state_dict|missing key|unexpected key)\b/i],
  ['training', /\bnan\b|inf\b|loss|gradient|backward|grad_fn|requires_grad|optimizer|leaf variable|inplace operation|retain_graph/i],
];
const PROSE_RULES: Array<[Typed, RegExp]> = [
  ['gpu', /\b(?:cuda|gpus?|nvidia|cudnn|multi-?gpu|dataparallel|distributeddataparallel|vram|gpu memory|out of memory|\.cuda\(\)|device)\b/i],
  ['training', /\b(?:loss(?:es)?|accuracy|converg\w*|overfit\w*|underfit\w*|nan|learning rate|training (?:is|gets|takes)|not learning|doesn'?t learn|predicts? (?:the )?same|always predicts?|gradients?|vanishing|exploding|optimizer|weights? (?:are not|don'?t|do not|not) updat\w*|train(?:ing)? (?:slow|speed))\b/i],
  ['tensor_input', /\b(?:shapes?|dimensions?|dims?|reshape|size mismatch|input size|wrong size|batch (?:size|dimension)|dtype|channels?|tensor of size|one-?hot|squeeze|unsqueeze|view\(|permute)\b/i],
  ['model', /\b(?:layers?|architecture|activation|pretrained|pre-trained|weights|parameters|hidden state|embedding|conv\w*|lstm|gru|rnn|attention|transfer learning|fine-?tun\w*|freez\w*|model (?:is|does|doesn'?t|returns))\b/i],
  ['api', /\b(?:install\w*|import\w*|version|deprecated|api|attribute|module|function|argument|parameter|onnx|torchscript|jit|export|convert\w*|save|load\w*|pickle|serializ\w*)\b/i],
];

const TYPE_ORDER: Typed[] = ['gpu', 'tensor_input', 'training', 'model', 'api'];

function addMatches(tally: Record<Typed, number>, rules: Array<[Typed, RegExp]>, text: string, weight: number): void {
  for (const [type, pattern] of rules) if (pattern.test(text)) tally[type] += weight;
}

/**
 * The bug type of a question already judged to be a bug report. Evidence adds up: the error text
 * (title included) weighs most (it names the failing mechanism), then the title, the paper's tag rule and the prose.
 * Ties go to the more specific type (gpu, tensor_input, training, model, api); no evidence means api.
 */
export function detectBugType(ctx: JudgeContext): Typed {
  const errorText = ctx.errors
    .map((e) => `${e.fact.exceptionType}: ${e.fact.message}`)
    .concat(ctx.program.blocks.flatMap((b) => (b.traceback?.exceptionType ? [`${b.traceback.exceptionType}: ${b.traceback.message ?? ''}`] : [])))
    .join('\n');
  const tally: Record<Typed, number> = { gpu: 0, tensor_input: 0, training: 0, model: 0, api: 0 };
  if (errorText) addMatches(tally, ERROR_RULES, errorText, 4);
  addMatches(tally, PROSE_RULES, ctx.titleLower, 2);
  addMatches(tally, PROSE_RULES, ctx.proseLower, 1);
  const byTags = bugTypeFromTags([...ctx.tags]);
  if (byTags && byTags !== 'not_a_bug') tally[byTags] += 2;
  let best: Typed = TYPE_ORDER[0];
  for (const type of TYPE_ORDER) if (tally[type] > tally[best]) best = type;
  return tally[best] > 0 ? best : 'api';
}
