// Test support for the call recognisers: the CallSite of one call in real code, built as the walk builds it
// (lib/python/callFacts.ts callSiteOf), with callee names resolved through the code's own imports and the
// conventional aliases (`nn` -> `torch.nn`), as the walk's canonicalName does.
import { parser } from '@lezer/python';
import { argListOf, callSiteOf } from '../../../lib/python/callFacts';
import type { CallSite } from '../../../lib/python/calls/site';
import { scanArgList } from '../../../lib/python/argLists';
import { conventionalModule } from '../../../lib/python/knownModules';

interface SiteOptions {
  /** The variable the call's value goes to. */
  target?: string | null;
  inModelClass?: boolean;
}

/** Import aliases of `source`: `import torch.nn as nn` -> nn: torch.nn; `from torch import nn` -> nn: torch.nn. */
function aliasesOf(source: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const m of source.matchAll(/^[ \t]*import[ \t]+([\w.]+)(?:[ \t]+as[ \t]+(\w+))?/gm)) {
    aliases.set(m[2] ?? m[1].split('.')[0], m[2] ? m[1] : m[1].split('.')[0]);
  }
  for (const m of source.matchAll(/^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+\(?([\w, \t]+)\)?/gm)) {
    for (const part of m[2].split(',')) {
      const [name, alias] = part.trim().split(/[ \t]+as[ \t]+/);
      if (name) aliases.set(alias ?? name, `${m[1]}.${name}`);
    }
  }
  return aliases;
}

/** The site of the first call in `source` whose text starts with `callText`. */
export function siteOf(source: string, callText: string, options: SiteOptions = {}): CallSite {
  const aliases = aliasesOf(source);
  const canonicalOf = (written: string) => {
    const dot = written.indexOf('.');
    const root = dot < 0 ? written : written.slice(0, dot);
    const rest = dot < 0 ? '' : written.slice(dot);
    const module = aliases.get(root) ?? conventionalModule(root);
    return module ? module + rest : written;
  };
  let site: CallSite | null = null;
  parser.parse(source).iterate({
    enter: (ref) => {
      if (site) return false;
      if (ref.name !== 'CallExpression' || !source.slice(ref.from, ref.to).startsWith(callText)) return undefined;
      const node = ref.node;
      const argList = argListOf(node);
      site = callSiteOf(node, source, canonicalOf, {
        args: argList ? scanArgList(argList, source).args : [],
        target: options.target ?? null,
        inModelClass: options.inModelClass ?? false,
      });
      return false;
    },
  });
  if (!site) throw new Error(`no call "${callText}" with a named callee in the source`);
  return site;
}
