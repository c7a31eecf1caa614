// Codebook `framework`: the framework the problem is in, `other` when it lies in none of them (a NumPy, OpenCV or
// SciPy call, a Theano install, a Flask app) although the question is tagged with one. Decided from structure:
// what the code imports and calls, which packages the traceback's frames are in.
import type { JudgeContext } from '../context';

/**
 * A framework's qualified name inside an error message (`tf.saved_model.LoadOptions`): the error is that framework's.
 * Two dotted parts, and no word boundary before it: inline code in a quoted error is often glued to the word before
 * it ("in<code>tf.saved_model…</code>" reads "intf.saved_model…"), and a two-part dotted name cannot occur by chance.
 */
const FRAMEWORK_QUALIFIED_NAME = /(?:tf|tensorflow|keras|torch|jax)\.[a-z_]\w*\.[a-z_]/i;
const SITE_PACKAGE = /[\\/](?:site|dist)-packages[\\/](\w+)/;

/** The libraries outside the deep-learning frameworks that the code imports or calls and the traceback runs in. */
export function otherLibraries(ctx: JudgeContext, frameworkModules: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  for (const { fact } of ctx.python)
    for (const f of fact.frameworks) if (!(f.split('.')[0] in frameworkModules)) found.add(f.split('.')[0]);
  for (const b of ctx.program.blocks)
    for (const frame of b.traceback?.frames ?? []) {
      const root = SITE_PACKAGE.exec(frame.file)?.[1];
      if (root && !(root in frameworkModules)) found.add(root);
    }
  return [...found];
}

/**
 * Codebook `framework` (`other`): no framework is evidenced beyond a tag — no import, qualified name, idiom,
 * traceback frame or mention of one, and no error message naming one — while the code or the traceback show other
 * libraries at work. The tag says where the asker looked; the code says where the problem is.
 */
export function libraryOnlyProblem(
  ctx: JudgeContext,
  beyondTags: Readonly<Record<string, number>>,
  frameworkModules: Readonly<Record<string, unknown>>,
): boolean {
  if (Object.values(beyondTags).some((n) => n > 0)) return false;
  if (ctx.errors.some(({ fact }) => FRAMEWORK_QUALIFIED_NAME.test(fact.message))) return false;
  return otherLibraries(ctx, frameworkModules).length > 0;
}
