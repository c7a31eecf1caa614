// Which missing facts decide the diagnosis of the question's problem. Experienced answerers can answer most bug
// reports as they stand; for the rest they ask first for the one or two facts that decide the cause — the failing
// code, versions, the full error (gold/dev-first-asks.jsonl) — not for the whole checklist. The rules below are read
// from the problem (lib/classify/problem.ts): its step and the kind of error raised there. Pure.
import type { ItemId, ItemJudgments, ItemStatus } from './checklist';
import type { Problem } from './classify/problem';

/** One decisive fact: the item whose gap it is, when the item counts as missing, and the ask in the problem's terms. */
interface DecisiveRule {
  /** The problem this fact decides. */
  when: (problem: Problem) => boolean;
  item: ItemId;
  /** The item's statuses that leave the fact out of the post. */
  missing: readonly ItemStatus[];
  /** The ask for this problem, when it says more than the item's usual ask (which it may build on). */
  ask?: string | ((itemAsk: string) => string);
  /** The ask in a few words, for the folded line ("add: the shapes and values at the failing call"). */
  headline?: string;
}

const NOT_PRESENT: readonly ItemStatus[] = ['absent', 'partial'];
const ABSENT: readonly ItemStatus[] = ['absent'];

// In order of what a regular asks first (gold/dev-first-asks.jsonl's ask details: for an install, the exact command,
// its output and the Python version and platform; for a device error, where tensors, model and optimizer state are
// created and loaded; for training behaviour, the loop and its settings).
const RULES: readonly DecisiveRule[] = [
  // An install or setup problem (codebook: install/import errors): the command's output, then the machine.
  {
    when: (p) => p.step === 'setup' || p.machine,
    item: 'logs',
    missing: ABSENT,
    ask: 'Paste the exact command you ran and its full output, as text.',
    headline: 'the command and its full output',
  },
  {
    when: (p) => p.step === 'setup' || p.machine,
    item: 'environment',
    missing: NOT_PRESENT,
    ask: (itemAsk) => `${itemAsk} Say how you install it too (pip, conda, the exact wheel), on which operating system.`,
    headline: 'the versions and how you installed them',
  },
  // An error about the input's values or emptiness (codebook `bug_type`: empty or wrongly laid-out input data).
  {
    when: (p) => p.error === 'data_values',
    item: 'data',
    missing: NOT_PRESENT,
    ask: 'Show what the failing call receives: its shape and the range of its values (for an index error, the largest index against the size of the layer or table it indexes).',
    headline: 'the shapes and values at the failing call',
  },
  // Out of memory: what runs, and how big it is.
  {
    when: (p) => p.error === 'memory',
    item: 'model',
    missing: ABSENT,
    ask: 'Say which model runs and the size of its input (batch size, image size or sequence length).',
    headline: 'the model and its input size',
  },
  // A device error: where each tensor, the model and the optimizer state are created, moved and loaded.
  {
    when: (p) => p.error === 'device',
    item: 'code',
    missing: NOT_PRESENT,
    ask: 'Show where the tensors, the model and the optimizer state are created and moved to the device, and how any checkpoint is loaded.',
    headline: 'where tensors and model move to the device',
  },
  // An export or conversion: the call and its settings, then the network being exported.
  {
    when: (p) => p.step === 'conversion',
    item: 'code',
    missing: NOT_PRESENT,
    ask: 'Show the export or conversion call with its arguments (input shape, opset or converter settings).',
    headline: 'the export call and its settings',
  },
  {
    when: (p) => p.step === 'conversion',
    item: 'model',
    missing: NOT_PRESENT,
    ask: 'Show the network being exported: its layers, or the output of `print(model)` / `model.summary()` (exporters fail or differ on particular layers).',
    headline: 'the network being exported',
  },
  // A model saved in one place fails to load in another: the versions on both sides decide it.
  {
    when: (p) => p.step === 'persistence' && p.error !== null,
    item: 'environment',
    missing: ABSENT,
    ask: 'State the framework versions where the model was saved and where it is loaded.',
    headline: 'the versions where saved and where loaded',
  },
  // Training dynamics without an error: the loop, then its settings.
  {
    when: (p) => p.dynamics && p.failure,
    item: 'code',
    missing: NOT_PRESENT,
    ask: 'Post the code of the training loop: where the loss is computed, where `backward()` and the optimizer step are called, and how the figures you report are measured.',
    headline: 'the training loop',
  },
  { when: (p) => p.dynamics && p.failure, item: 'hyperparameters', missing: ABSENT },
  // No code at all for a problem in the asker's own program: the failing code is the first ask.
  { when: (p) => p.failure && p.step !== 'setup' && !p.machine, item: 'code', missing: ABSENT },
];

/** A decisive ask: its item, and the ask in the problem's terms (and in a few words) when it has one. */
export interface DecisiveAsk {
  item: ItemId;
  ask: DecisiveRule['ask'] | null;
  headline: string | null;
}

/** The text shown for a decisive ask: the problem's own wording, or the item's ask. */
export function decisiveAskText(decisive: DecisiveAsk, itemAsk: string): string {
  if (decisive.ask === null || decisive.ask === undefined) return itemAsk;
  return typeof decisive.ask === 'string' ? decisive.ask : decisive.ask(itemAsk);
}

/** The decisive asks for this question, most decisive first (each item once); none when it is answerable as it stands. */
export function decisiveAsks(items: ItemJudgments, problem: Problem): DecisiveAsk[] {
  const asks: DecisiveAsk[] = [];
  for (const rule of RULES) {
    if (!rule.when(problem) || !rule.missing.includes(items[rule.item].status)) continue;
    if (asks.some((a) => a.item === rule.item)) continue;
    asks.push({ item: rule.item, ask: rule.ask ?? null, headline: rule.headline ?? null });
  }
  return asks;
}
