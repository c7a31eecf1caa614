// Whose a shape stated in prose is (checklist item `data`): the words before it in its sentence. Codebook `data`: a
// shape of the data is present; a shape that may be the model's rather than the data's is ambiguous, so partial
// ("say missing only when it is").

// The words before a prose shape name the model as what has it, and not its input: "the shape of the model is".
const MODEL_WORD = /\bmodel(?:'s)?\b/i;
const INPUT_WORD = /\binputs?\b/i;

/** The text from the start of the sentence holding `offset` (at most 80 characters back) up to `offset`. */
function sentenceBefore(text: string, offset: number): string {
  const window = text.slice(Math.max(0, offset - 80), offset);
  const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n'), window.lastIndexOf('? '), window.lastIndexOf('! '));
  return window.slice(cut + 1);
}

/** "The shape of the TFLite model is [1, 2535, 85]": the sentence names the model, not its input, as what has the shape. */
export function shapeSaidOfModel(text: string, offset: number): boolean {
  const lead = sentenceBefore(text, offset);
  return MODEL_WORD.test(lead) && !INPUT_WORD.test(lead);
}
