// The data item's ask (checklist §4: "name the gap with the question's own names"): print the shapes of the variables
// that reach the model, the training call or the loss, from the walk's facts; a generic ask only when no
// such variable is known, and then it says so.
import { inlineCode } from './item';
import { dataNames, fedDataNames, type FedData } from './questionNames';
import type { JudgeContext } from '../../context';
import type { Framework } from '../../checklist';

/** Where each kind of call the variables reach is named in the ask. */
const REACHES: Record<FedData['role'], string> = {
  model: 'the model',
  training: 'the training call',
  loss: 'the loss',
};

export function dataSuggestion(ctx: JudgeContext, framework: Framework): { text: string; snippet: string } {
  const ask = dataAsk(ctx);
  const shape = ctx.shapes.find((s) => s.fact.dims.length >= 2 && s.fact.dims.every((d) => d !== null))?.fact.dims as number[] | undefined;
  const print = inlineCode(ask.printLine);
  const one = ask.names.length === 1;
  let text: string;
  if (ask.fed)
    text = `${joinNames(ask.names)} ${one ? 'goes' : 'go'} into ${REACHES[ask.fed]} but ${one ? 'its shape is' : 'their shapes are'} never shown — add ${print} just before that call and paste the output.`;
  else if (ask.names.length)
    text = `${joinNames(ask.names)} ${one ? 'is' : 'are'} used but the shape and dtype are never shown — add ${print} and paste the output, or generate a small stand-in instead of your local files.`;
  else if (ctx.python.length)
    text = `The code does not show which variables go into the model, so print the shape and dtype of its inputs and labels (${print}, with your own names) and paste the output.`;
  else
    text = `Say what goes into the model: print the shape and dtype of the inputs and labels (${print}, with your own names) and paste the output.`;
  return { text, snippet: `${ask.printLine}\n\n# or a stand-in anyone can run:\n${standInSnippet(framework, ask.names, shape ?? null)}` };
}

/** Whose shapes the ask prints: the variables fed to the model, fit or the loss; else the code's data-looking names; else none. */
function dataAsk(ctx: JudgeContext): { fed: FedData['role'] | null; names: string[]; printLine: string } {
  const fed = fedDataNames(ctx);
  if (fed) {
    const { names } = fed;
    const fields = names.length === 1 ? [`${names[0]}.shape`, `${names[0]}.dtype`] : names.map((n) => `${n}.shape`);
    return { fed: fed.role, names, printLine: `print(${fields.join(', ')})` };
  }
  const named = dataNames(ctx);
  if (named.length) return { fed: null, names: named, printLine: `print(${named.map((n) => `${n}.shape, ${n}.dtype`).join(', ')})` };
  return { fed: null, names: [], printLine: 'print(x.shape, x.dtype, y.shape, y.dtype)' };
}

/** "`images` and `labels`". */
function joinNames(names: string[]): string {
  const shown = names.map(inlineCode);
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * Random data of the question's own shape under its own first data name. With no shape known the snippet invents
 * none (never a generic `torch.randn(8, 3, 32, 32)`): the asker fills in the shape printed above.
 */
function standInSnippet(framework: Framework, names: string[], shape: number[] | null): string {
  const dims = shape ? shape.join(', ') : '...';
  const note = shape ? '# same shape and dtype as your data' : '# put the shape printed above in place of ...';
  const x = names[0] ?? 'x';
  if (framework === 'tensorflow' || framework === 'keras') {
    return `import numpy as np\n${x} = np.random.rand(${dims}).astype('float32')  ${note}\nprint(${x}.shape, ${x}.dtype)`;
  }
  return `import torch\n${x} = torch.randn(${dims})  ${note}\nprint(${x}.shape, ${x}.dtype)`;
}
