// The last strategy (docs/skeleton.md, "Names", 6): a name nothing above resolves is a TODO, never a guess.
import { TODO_MARK } from '../skeletonScript';
import type { NameStrategy } from './strategy';

export const todo: NameStrategy = {
  knows: 'nothing: the name is a TODO',
  resolve(name) {
    const what =
      name === 'self'
        ? 'the code uses `self` outside a class: the class around these methods is not shown'
        : `\`${name}\` is used but never defined in the question`;
    return { missing: [what], definitions: [`${TODO_MARK} ${what}`] };
  },
};
