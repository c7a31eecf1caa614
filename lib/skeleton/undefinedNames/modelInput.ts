// The data the question's own model is fed (docs/skeleton.md, "Names", 4): a loader the training loop iterates
// becomes one batch, an input passed straight to the model one tensor (modelInputs.ts reads the shapes).
import { standInForModelInput } from '../modelInputStandIns';
import { ASSUMED_MARK, TODO_MARK } from '../skeletonScript';
import type { NameStrategy } from './strategy';

export const modelInput: NameStrategy = {
  knows: "the data the question's own model is fed",
  resolve(name, { code, outputLines, batchSize, shapes }) {
    const fed = standInForModelInput(name, { code: code.text, words: code, errorMessages: outputLines, batchSize, shapes });
    if (!fed) return null;
    return {
      definitions: [...fed.assumptions.map((a) => `${ASSUMED_MARK}: ${a}`), ...fed.todos.map((t) => `${TODO_MARK} ${t}`), ...fed.lines],
      assumptions: fed.assumptions,
      missing: fed.todos,
      needs: ['torch'],
    };
  },
};
