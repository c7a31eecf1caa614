// Checklist item "data": shape, dtype, value range of inputs and labels, sample rows, a named public
// dataset with its loading code, or code that generates stand-in data. Critical in 72.9 % of
// reproduced SO bugs and 97 % of tensor/input bugs (checklist §1–2); without it readers must make
// the "input data generation" edit (49 %).
import { judgment, studyWeights, type ChecklistItem, type ItemTexts, type NoFacts } from './shared/item';
import { dataSuggestion } from './shared/dataAsk';
import { findDataEvidence } from './shared/dataEvidence';
import { apiMissingFromModule, codeTakesNoInput, noDataFlows } from './shared/dataApplicability';
import { nothingOfTheAskersRuns } from '../classify/problem';

/** The suggestion reads the question's names and shapes from the context, not from the judgment. */
export type DataFacts = NoFacts;

export const dataTexts: ItemTexts = {
  title: 'Data',
  description:
    'Shape, dtype or value range of the inputs and labels, sample data, a named public dataset with its loading code, or code that generates stand-in data.',
  shortName: 'input data',
  consequence: 'a reader would have to guess the input data and its shapes',
};

export const data: ChecklistItem<'data'> = {
  id: 'data',
  texts: dataTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights('data', { gpu: 0.3 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment('na', 'An installation or import problem: no data flows through it.');
    const found = findDataEvidence(ctx);
    if (found.described.length) {
      return judgment('present', 'The data is described: shapes, types, samples or a public dataset.', found.described.slice(0, 5));
    }
    if (found.vague.length) {
      return judgment(
        'partial',
        'The data is mentioned or loaded from files, but its shape and type are not shown.',
        found.vague.slice(0, 5),
      );
    }
    // Applicability turns only "nothing said" into "does not apply": data the asker does describe is judged as described
    // (the experts mark the data of a failing save partial when it is mentioned).
    if (noDataFlows(classification.problem))
      return judgment('na', 'Saving or loading a model or checkpoint: no input data flows through the problem.');
    if (apiMissingFromModule(ctx)) return judgment('na', 'An API missing from a module: the error is raised before any data is read.');
    if (codeTakesNoInput(ctx, classification.problem))
      return judgment('na', 'The posted code feeds no input to a model, a loss or a training step: no data flows through it.');
    if (nothingOfTheAskersRuns(ctx, classification.problem))
      return judgment('na', 'The machine or a tool fails and no program of the asker runs: no data flows through it.');
    if (!found.involved && !classification.isBugReport) return judgment('na', 'No input data is involved in the problem.');
    return judgment('absent', 'Nothing is said about the input data.');
  },
  suggestion: {
    edit: 'Readers would have to generate stand-in input data of a guessed shape ("input data generation", needed in 49 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (_j, ctx, framework) => dataSuggestion(ctx, framework),
  },
};
