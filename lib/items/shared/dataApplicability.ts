// When the data item does not apply (checklist item `data` `na`): problems through which no input data flows — a
// checkpoint that fails to load, an API missing from a module, code that feeds nothing to a model, a loss or a
// training step. Each rule cites its codebook v2 `data` `na` line.
import type { JudgeContext } from '../../context';
import type { Problem } from '../../classify/problem';
import { trainingLogShown } from '../model';

// Codebook v2 `data` `na`: "a checkpoint that fails to load": the file and the network raise it, no input of the
// asker's reaches it. Saving or loading that misbehaves without an error (a reloaded model that differs, a file too
// large) is the same step: the experts judge its data na too (codebook v2 `hyperparameters` na: "saving/loading").
// (Its "attribute error" is not read from the exception class alone: the experts still judge the data of an
// AttributeError raised inside a forward pass or a training loop.)
export function noDataFlows(problem: Problem): boolean {
  return problem.step === 'persistence';
}

// `module 'keras.engine' has no attribute 'Layer'`: an API missing from a module, raised when the name is looked up.
const MODULE_ATTRIBUTE_ERROR = /^module '[\w.]+' has no attribute\b/;

/**
 * Codebook v2 `data` `na`: "an import, install or attribute error". An attribute missing from a module (an API renamed
 * or removed in the installed version) is raised where the name is looked up, before any input is read; an attribute
 * missing from an object (`'Tensor' object has no attribute …`) may be the data's own, and is judged as any program.
 */
export function apiMissingFromModule(ctx: JudgeContext): boolean {
  return ctx.errors.length > 0 && ctx.errors.every((e) => MODULE_ATTRIBUTE_ERROR.test(e.fact.message));
}

/**
 * A network's forward pass was called: the error is raised by `forward()` (`forward() takes 1 positional argument but 2
 * were given`) or a traceback runs through a `forward` frame. Input reached the network, whatever the code shows.
 */
function forwardPassRan(ctx: JudgeContext): boolean {
  if (ctx.errors.some((e) => e.fact.message.startsWith('forward()'))) return true;
  return ctx.program.blocks.some((b) => b.traceback?.frames.some((f) => f.func === 'forward'));
}

/**
 * Codebook v2 `data` `na`: "no input data flows through the problem". The posted code passes nothing to a model, a
 * loss or a training call, generates no stand-in input and reads no file, and the problem lies in no step that takes
 * input (training, inference, conversion): what it shows is a definition or an API, not a computation on data.
 */
export function codeTakesNoInput(ctx: JudgeContext, problem: Problem): boolean {
  if (problem.step !== 'program' || !problem.failure || !ctx.python.length || trainingLogShown(ctx) || forwardPassRan(ctx)) return false;
  return ctx.python.every(
    ({ fact }) => !fact.modelInputs.length && !fact.training.length && !fact.dataLoads.length && !fact.standInData.length,
  );
}
