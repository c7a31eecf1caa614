// Checklist item "code": the code that exercises the problem. Critical in 78.8 % of reproduced
// SO bugs (checklist §1). Codebook: one trivial line, pseudo-code or a screenshot is "partial".
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';

/** Non-trivial code lines across Python blocks and other-language code blocks (Dockerfile, C++ …). */
export function substantialCode(ctx: JudgeContext): { lines: number; evidence: Evidence[]; trivialOnly: boolean } {
  let lines = 0;
  const evidence: Evidence[] = [];
  let trivialOnly = true;
  for (const b of ctx.program.blocks) {
    if (b.kind === 'python' && b.python) {
      const p = b.python;
      const codeLines = p.lines;
      const importOnly = p.imports.length > 0 && p.imports.length >= codeLines;
      lines += codeLines;
      evidence.push(evidenceAt(ctx.question, b.block, `${codeLines} line${codeLines === 1 ? '' : 's'} of Python`));
      if (codeLines >= 2 && !importOnly) trivialOnly = false;
    } else if (b.kind === 'other' || b.kind === 'shell') {
      const n = ctx.question.blocks[b.block].text.split('\n').filter((l) => l.trim()).length;
      if (b.kind === 'other' && n >= 2) {
        lines += n;
        trivialOnly = false;
        evidence.push(evidenceAt(ctx.question, b.block, 'code in another language'));
      } else if (b.kind === 'shell') {
        evidence.push(evidenceAt(ctx.question, b.block, 'shell commands'));
      }
    }
  }
  return { lines, evidence, trivialOnly };
}

const CODE_SCREENSHOT = /\b(?:code|script|snippet|implementation)\b/i;
// Inline code in prose that is a call or statement, not just a name: `np.array([1,2,3])`, `x = f(y)`.
const INLINE_STATEMENT = /[\w\]\)]\s*\(.*\)|^\s*\w[\w.]*\s*=[^=]|\bimport\s+\w/;

export const code: ChecklistItem = {
  id: 'code',
  title: 'Code snippet',
  description: 'The code that exercises the problem: the failing call, training/evaluation loop or preprocessing, as text.',
  judge(ctx) {
    const found = substantialCode(ctx);
    if (found.lines > 0 && !found.trivialOnly) {
      return judgment('present', 'Code that exercises the problem is posted as text.', found.evidence.slice(0, 5), { lines: found.lines });
    }
    if (found.evidence.length) {
      return judgment('partial', 'Only a trivial line or commands are posted, not the code that fails.', found.evidence.slice(0, 5), { lines: found.lines });
    }
    const partial: Evidence[] = [];
    ctx.question.blocks.forEach((b, i) => {
      if (b.kind === 'image') {
        const prev = ctx.question.blocks[i - 1];
        if (CODE_SCREENSHOT.test(`${b.text} ${prev && prev.kind !== 'image' ? prev.text.slice(-160) : ''}`)) {
          partial.push(evidenceAt(ctx.question, i, 'code only as a screenshot'));
        }
      } else if (b.kind === 'prose' || b.kind === 'quote') {
        for (const span of b.inlineCode) {
          if (INLINE_STATEMENT.test(span.text)) partial.push(evidenceAt(ctx.question, i, 'code only inline in prose', span.start, span.end));
        }
      }
    });
    if (partial.length) return judgment('partial', 'Code appears only inline in prose or in a screenshot.', partial.slice(0, 5));
    return judgment('absent', 'No code is posted.');
  },
};
