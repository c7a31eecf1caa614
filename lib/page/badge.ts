// The toolbar badge for a page verdict: the score on a colour by grade; empty for every other state. Its own module
// so the background imports no engine code.
import type { PageVerdict } from './pageVerdict';

/** The toolbar badge for a verdict: the score on a colour by grade; empty for every other state. */
export interface BadgeLook {
  text: string;
  color: string;
  title: string;
}

// Stacks' green / yellow / orange / red 500–600 shades, dark enough for white badge text.
const GRADE_COLORS: Record<string, string> = { A: '#2f6f44', B: '#4e8a3a', C: '#a06800', D: '#c04f00', E: '#c02d2e' };

export function badgeFor(verdict: PageVerdict | null): BadgeLook {
  if (verdict?.state !== 'verdict' || verdict.report.score === null) {
    return { text: '', color: '#6a737c', title: verdict && verdict.state !== 'verdict' ? `ReproLens: ${verdict.why}` : 'ReproLens' };
  }
  const { score, grade, grade_name } = verdict.report;
  return {
    text: String(score),
    color: GRADE_COLORS[grade ?? 'E'] ?? GRADE_COLORS.E,
    title: `ReproLens: ${score}/100, ${grade} (${grade_name})`,
  };
}
