// Codebook `framework`: the framework the problem is in. A question asking for one framework's counterpart of another's
// function ("what is torch's unsqueeze equivalence with tensorflow?", "tensorflow's TimeDistributed equivalent in
// PyTorch", "a Sparse Embedding in Tensorflow 2 like Pytorch Embedding(sparse=True)") is a problem in the framework
// the code is to be written in: the one named as the target ("in …", "with …"), whichever the other is.
import type { Framework } from '../checklist';
import { alternationRegExp } from '../phraseRules';

// How askers ask for a counterpart.
const COUNTERPART_WORDS: readonly string[] = ['equivalen\\w*', 'similar', 'counterpart', 'analog\\w*', "(?<!would |'d )like"];
const COUNTERPART = alternationRegExp(COUNTERPART_WORDS, { flags: 'i', wordBoundary: true });
// The target: the framework the counterpart is wanted in.
const TARGET = /\b(?:in|with|for|into)\s+(pytorch|torch|tensorflow|tf|keras)\b/i;
const TARGET_FRAMEWORK: Readonly<Record<string, Framework>> = {
  pytorch: 'pytorch',
  torch: 'pytorch',
  tensorflow: 'tensorflow',
  tf: 'tensorflow',
  keras: 'keras',
};

/** The framework a counterpart is asked in, or null when the title asks for none. */
export function counterpartAsked(title: string): Framework | null {
  if (!COUNTERPART.test(title)) return null;
  const target = TARGET.exec(title)?.[1].toLowerCase();
  return target ? TARGET_FRAMEWORK[target] : null;
}
