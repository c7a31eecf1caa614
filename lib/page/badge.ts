// The toolbar badge for a page verdict: the score on a colour by grade; empty for every other state. Its own module
// so the background imports no engine code.
import type { GradeLetter } from '../score';
import type { Verdict } from '../verdict';

/** The toolbar badge for a verdict: the score on a colour by grade; empty for every other state. */
export interface BadgeLook {
  text: string;
  color: string;
  title: string;
}

// Stacks' green / yellow / orange / red 500–600 shades, dark enough for white badge text.
const GRADE_COLORS: Record<GradeLetter, string> = { A: '#2f6f44', B: '#4e8a3a', C: '#a06800', D: '#c04f00', E: '#c02d2e' };

export function badgeFor(verdict: Verdict | null): BadgeLook {
  if (verdict?.state !== 'verdict') return { text: '', color: '#6a737c', title: verdict ? `ReproLens: ${verdict.why}` : 'ReproLens' };
  const { score, grade, gradeName } = verdict;
  return { text: String(score), color: GRADE_COLORS[grade], title: `ReproLens: ${score}/100, ${grade} (${gradeName})` };
}
