// Names resolved first (docs/skeleton.md, "Names", 1): the ecosystem's aliases (`np`, `nn`, `F`, `tf` …) and
// names people import bare (`DataLoader`, `Dense`), for the question's framework (lib/python/knownModules.ts).
import { importFor } from '../../python/knownModules';
import type { NameStrategy } from './strategy';

export const usualImport: NameStrategy = {
  knows: "the ecosystem's usual import for the name",
  resolve(name, { importFamily }) {
    const statement = importFor(name, importFamily);
    return statement ? { imports: [`${statement}  # ReproLens: added; the code uses \`${name}\` without importing it`] } : null;
  },
};
