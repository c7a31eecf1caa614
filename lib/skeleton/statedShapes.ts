// Shapes and values the question states in its prose for a name its code uses (docs/skeleton.md, "Names", 2 "A
// printed value"; inputs from stated facts): "inverse_mel_pred has a size of torch.Size([1, 256, 499])",
// "x is of shape (64, 3, 32, 32)", "The size of d is (1793,1)", "y is tensor([20.], dtype=torch.float64)". Each becomes
// a shown value like a printed one, marked `stated`, so the stand-in says it came from the question's words. A printed
// value of the same name wins.
import type { CodeWords } from './codeWords';
import { cut, type PrintedValue, readValue } from './printedValues';

/** Where the name and the shape sit in a sentence; `{name}` and `{shape}` are filled in below. One alternative a line. */
const STATED_SHAPE_PHRASES: readonly string[] = [
  // "x has a size of torch.Size([1, 256, 499])", "x now has shape (2, 3)", "x has the dimensions [4, 5]"
  '{name} (?:now |still )?(?:has|had|have) (?:a |the )?(?:size|shape|dimensions?) (?:of )?(?:is )?{shape}',
  // "x is of shape (64, 3, 32, 32)", "x is a tensor of size [8, 10]", "x is with shape (2, 3)"
  '{name} (?:is|was) (?:an? \\w+ )?(?:of|with) (?:a |the )?(?:size|shape|dimensions?) (?:of )?{shape}',
  // "The size of d is (1793,1)", "the shape of x: (2, 3)"
  '(?:size|shape|dimensions?) of (?:the )?(?:tensor |array |variable )?{name} (?:is|was|are|:)\\s*{shape}',
  // "x.shape is (2, 3)", "x.size() = torch.Size([2, 3])"
  '{name}\\.(?:shape|size\\(\\)) (?:is|was|=|==|:)\\s*{shape}',
];

/** Where the name and a short tensor's printed value sit in a sentence; `{name}` and `{value}` are filled in below. */
const STATED_VALUE_PHRASES: readonly string[] = [
  // "y is tensor([20.], dtype=torch.float64)", "out was tensor([[0.1, 0.9]], grad_fn=<AddmmBackward0>)"
  '{name} (?:is|was|is now|becomes|equals) (?:the tensor )?{value}',
  // "y = tensor([1, 2])", "y: tensor([1, 2])"
  '{name}\\s*(?:=|==|:)\\s*{value}',
];

const NAME = '([A-Za-z_]\\w*)';
/** A shape as PyTorch or NumPy prints it; readValue (printedValues.ts) reads its numbers. */
const SHAPE = '(torch\\.Size\\(\\[[\\d,\\s]*\\]\\)|\\((?:\\s*\\d+\\s*,)+(?:\\s*\\d+)?\\s*\\)|\\[(?:\\s*\\d+\\s*,)+\\s*\\d+\\s*\\])';

/**
 * A tensor as PyTorch prints a short one: the numbers, then its dtype, device and autograd fields; readValue reads it.
 * No `...`: an abridged print gives no values.
 */
const VALUE = "(tensor\\(\\[[-\\d.,\\s[\\]e+]*\\](?:,\\s*(?:dtype=torch\\.\\w+|device='[\\w:]+'|grad_fn=<\\w+>|requires_grad=True))*\\))";

// Not a part of the name ("the first element of b has shape …": b is a list, the shape its element's).
const phraseRegExp = (phrase: string): RegExp =>
  new RegExp(
    `(?<![\\w.])(?<!\\bof\\s+)${phrase.replace('{name}', NAME).replace('{shape}', SHAPE).replace('{value}', VALUE).replace(/ /g, '\\s+')}`,
    'gi',
  );
/** Each kind of statement: its phrases, how readValue reads what they capture, and the part of the value it gives. */
const STATEMENTS = [
  { phrases: STATED_SHAPE_PHRASES.map(phraseRegExp), what: 'shape', gives: (v: Partial<PrintedValue>) => Boolean(v.dims) },
  { phrases: STATED_VALUE_PHRASES.map(phraseRegExp), what: 'value', gives: (v: Partial<PrintedValue>) => Boolean(v.literal) },
] as const;

/** The shapes and values `prose` states for names the code uses, the first statement of each name (shapes first). */
export function findStatedShapes(prose: string[], code: CodeWords): Map<string, PrintedValue> {
  const found = new Map<string, PrintedValue>();
  for (const { phrases, what, gives } of STATEMENTS) {
    for (const sentence of prose) {
      for (const phrase of phrases) {
        for (const [text, name, stated] of sentence.matchAll(phrase)) {
          if (found.has(name) || !usedInCode(name, code)) continue;
          const value = readValue(stated.replace(/\s+/g, ' '), what);
          if (value && gives(value)) found.set(name, { name, ...value, source: cut(text.trim()), stated: true });
        }
      }
    }
  }
  return found;
}

function usedInCode(name: string, code: CodeWords): boolean {
  return code.uses(name).length > 0;
}
