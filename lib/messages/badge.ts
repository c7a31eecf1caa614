// The toolbar badge for a page verdict: the score on a colour by grade; empty for every other state. It only reads a
// verdict already made (the background judges pages with the engine itself: entrypoints/background/index.ts).
import type { GradeLetter } from '../score';
import type { Verdict } from '../verdict';
import { verdictSummaryLine } from '../verdictSummary';

/** The toolbar badge for a verdict: the score on a colour by grade; empty for every other state. */
export interface BadgeLook {
  text: string;
  color: string;
  title: string;
}

// Stacks' green / yellow / orange / red 500–600 shades, dark enough for white badge text.
const GRADE_COLORS: Record<GradeLetter, string> = { A: '#2f6f44', B: '#4e8a3a', C: '#a06800', D: '#c04f00', E: '#c02d2e' };
const NEUTRAL = '#6a737c';

/**
 * `showNotDeepLearning` is the option of that name: off (the default), a question outside deep learning leaves no
 * trace on the toolbar, not even in the title (quiet by default).
 */
export function badgeFor(verdict: Verdict | null, showNotDeepLearning = false): BadgeLook {
  if (verdict?.state === 'quiet' && verdict.reason === 'not_deep_learning' && !showNotDeepLearning)
    return { text: '', color: NEUTRAL, title: 'ReproLens' };
  if (verdict?.state !== 'verdict') return { text: '', color: NEUTRAL, title: verdict ? `ReproLens: ${verdict.why}` : 'ReproLens' };
  return { text: String(verdict.score), color: GRADE_COLORS[verdict.grade], title: `ReproLens: ${verdictSummaryLine(verdict)}` };
}
