// Every recogniser's facts about one call, in a fixed order: models and layers, training, hyperparameters,
// data loads, stand-in data, prints. Each recogniser is a pure function of the call site.
import { dataLoadFacts } from './dataLoads';
import { hyperparameterFacts } from './hyperparameterArguments';
import { modelFacts } from './models';
import { modelInputFacts } from './modelInputVariables';
import { printFacts } from './prints';
import { type CallFact, type CallSite, NO_FACTS } from './site';
import { standInFacts } from './standIns';
import { trainingFacts } from './training';

const RECOGNISERS: ReadonlyArray<(site: CallSite) => readonly CallFact[]> = [
  modelFacts,
  trainingFacts,
  hyperparameterFacts,
  dataLoadFacts,
  standInFacts,
  printFacts,
  modelInputFacts,
];

export function recognizeCall(site: CallSite): readonly CallFact[] {
  let all: CallFact[] | null = null;
  let only: readonly CallFact[] = NO_FACTS;
  for (const recognise of RECOGNISERS) {
    const facts = recognise(site);
    if (!facts.length) continue;
    if (only.length) {
      all ??= [...only];
      all.push(...facts);
    } else only = facts;
  }
  return all ?? only;
}
