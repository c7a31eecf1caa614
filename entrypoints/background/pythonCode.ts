// Whether a question has Python code a reproduction skeleton can be built from: one of its code blocks holds a Python
// segment (lib/analysis/codeBlockKind.ts), as lib/skeleton/codePieces.ts requires before it builds anything. Cheap
// (line classification, no parsing), so the judge path can say whether to offer the skeleton section without
// building it. On the corpus's 635 scored questions of pytorch-2020, pytorch-2020-2023 and tf-keras-howto it is true
// exactly where buildSkeleton gives a skeleton (2026-12).
// TODO(2026-12, issue 11 merge): belongs in lib/skeleton/codePieces.ts next to the rule it mirrors.
import { analyzeBlockKinds } from '../../lib/analysis/codeBlockKind';
import type { Question } from '../../lib/question';

/** collectCodePieces reads at most this much of a code block. */
const MAX_PIECE_CHARS = 60_000;

export function hasPythonCode(question: Question): boolean {
  return question.blocks.some((block) => {
    if (block.kind !== 'code' || !block.text.trim()) return false;
    const { kind, segments } = analyzeBlockKinds(block.text.replace(/\r\n?/g, '\n').slice(0, MAX_PIECE_CHARS), block.lang);
    return segments.length ? segments.some((s) => s.kind === 'python') : kind === 'python';
  });
}
