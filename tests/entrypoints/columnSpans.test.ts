// The free parts of a column (entrypoints/draft.content/columnSpans.ts), on boxes as the saved 2023 Ask page lays
// them out at 1366×768 (rounded from a screenshot of tests/browser/coachPlacement.browser.test.ts's page): the
// sidebar column beside the title card, the "Writing a good title" help card in it, the full-width body section.
import { describe, expect, it } from 'vitest';
import { freeSpans } from '../../entrypoints/draft.content/columnSpans';

const COLUMN = { left: 991, right: 1290 };
const HELP_CARD = { left: 991, top: 432, right: 1290, bottom: 610 };
const BODY_SECTION = { left: 239, top: 575, right: 1291, bottom: 900 };
const TITLE_CARD = { left: 239, top: 432, right: 975, bottom: 556 };

describe('freeSpans', () => {
  it('leaves the parts between the cards and sections that cross the column, a gap clear of each', () => {
    const spans = freeSpans(COLUMN, { top: 66, bottom: 752 }, [HELP_CARD, BODY_SECTION, TITLE_CARD], 16);
    // Above the help card only: none between it and the body section, and the section reaches below the window.
    expect(spans).toEqual([{ top: 66, bottom: 416 }]);
  });

  it('ignores what does not cross the column, and what lies outside the span looked at', () => {
    expect(freeSpans(COLUMN, { top: 66, bottom: 400 }, [TITLE_CARD, { ...HELP_CARD, top: 500, bottom: 600 }], 16)).toEqual([
      { top: 66, bottom: 400 },
    ]);
  });

  it('gives nothing when an obstacle covers the whole span', () => {
    expect(freeSpans(COLUMN, { top: 100, bottom: 300 }, [{ left: 0, top: 0, right: 2000, bottom: 400 }], 16)).toEqual([]);
  });

  it('merges obstacles that overlap, and keeps the span between two apart', () => {
    const a = { left: 1000, top: 100, right: 1100, bottom: 200 };
    const b = { left: 1000, top: 150, right: 1100, bottom: 260 };
    const c = { left: 1000, top: 500, right: 1100, bottom: 520 };
    expect(freeSpans(COLUMN, { top: 50, bottom: 700 }, [c, b, a], 10)).toEqual([
      { top: 50, bottom: 90 },
      { top: 270, bottom: 490 },
      { top: 530, bottom: 700 },
    ]);
  });
});
