// tools/docs/markedSection.ts on synthesized documents: the splice the browser bench, the skeleton bench and the
// reproduction report share.
import { describe, expect, it } from 'vitest';
import { extractSection, hasSection, replaceSection, sectionMarkers } from '../../../tools/docs/markedSection';

const { start, end } = sectionMarkers('demo');
const section = `${start}\n## New\n${end}`;

describe('markedSection (synthesized documents)', () => {
  it('names its markers after the section', () => {
    expect(sectionMarkers('browser-bench')).toEqual({ start: '<!-- browser-bench:start -->', end: '<!-- browser-bench:end -->' });
  });

  it('replaces a section in place and keeps everything around it', () => {
    const doc = `# Doc\n\n${start}\n## Old\n| 1 |\n${end}\n\n## After\n`;
    expect(replaceSection(doc, 'demo', section)).toBe(`# Doc\n\n${section}\n\n## After\n`);
    expect(replaceSection(replaceSection(doc, 'demo', section), 'demo', section)).toBe(replaceSection(doc, 'demo', section));
  });

  it('appends a missing section after one blank line, ending with a newline', () => {
    expect(replaceSection('# Doc\n\ntext\n\n\n', 'demo', section)).toBe(`# Doc\n\ntext\n\n${section}\n`);
    expect(replaceSection('', 'demo', section)).toBe(`${section}\n`);
  });

  it('puts a missing section before a named other section when the document has it', () => {
    const other = `${sectionMarkers('last').start}\nlast\n${sectionMarkers('last').end}\n`;
    expect(replaceSection(`# Doc\n\ntext\n\n${other}`, 'demo', section, { before: 'last' })).toBe(
      `# Doc\n\ntext\n\n${section}\n\n${other}`,
    );
    expect(replaceSection('# Doc\n', 'demo', section, { before: 'last' })).toBe(`# Doc\n\n${section}\n`);
  });

  it('treats an end marker before the start, or a start without an end, as no section', () => {
    const broken = `${end}\n${start}\nno end\n`;
    expect(hasSection(broken, 'demo')).toBe(false);
    expect(extractSection(broken, 'demo')).toBeNull();
    expect(replaceSection(broken, 'demo', section)).toBe(`${broken.trimEnd()}\n\n${section}\n`);
  });

  it('extracts a section with its markers and says whether it is there', () => {
    const doc = `intro\n${section}\noutro`;
    expect(hasSection(doc, 'demo')).toBe(true);
    expect(hasSection(doc, 'other')).toBe(false);
    expect(extractSection(doc, 'demo')).toBe(section);
  });
});
