// A name whose value the question prints (docs/skeleton.md, "Names", 2): `print("shape of x", x.shape)` and
// the pasted `shape of x (2,)` make `x` random values of that shape; a short printed tensor is taken literally.
import { type PrintedValue, shownWhere } from '../printedValues';
import { ASSUMED_MARK } from '../skeletonScript';
import type { NameStrategy } from './strategy';

export const printedValue: NameStrategy = {
  knows: 'a value the question prints',
  resolve(name, { printed }) {
    const value = printed.get(name);
    if (!value) return null;
    const made = standInFor(name, value);
    return {
      definitions: [`${ASSUMED_MARK} from ${shownWhere(value)}`, made.line],
      assumptions: [`\`${name}\`: ${made.what}, from ${shownWhere(value)}`],
      needs: [made.needs],
    };
  },
};

export interface StandIn {
  line: string;
  expression: string;
  what: string;
  needs: string;
}

/** A printed value as Python: the literal itself, or random values of the printed shape. */
export function standInFor(name: string, value: PrintedValue): StandIn {
  const needs = value.library === 'torch' ? 'torch' : 'np';
  if (value.literal) return { line: `${name} = ${value.literal}`, expression: value.literal, what: `exactly the printed values`, needs };
  const dims = value.dims!.join(', ');
  const expression = value.library === 'torch' ? `torch.randn(${dims})` : `np.random.rand(${dims})`;
  return {
    line: `${name} = ${expression}`,
    expression,
    what: `random values of shape (${dims}${value.dims!.length === 1 ? ',' : ''})`,
    needs,
  };
}
