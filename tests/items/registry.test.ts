// Every checklist item is one file in lib/items/, registered once, documented, and complete: its judge, its texts
// (the ones every surface shows), its suggestion and a score weight for every bug type (Refined GitHub's feature
// meta-test, applied to checklist items).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHECKLIST, checklistItems } from '../../lib/items/registry';
import { ITEM_TEXTS } from '../../lib/items/texts';
import { ITEM_IDS } from '../../lib/report';
import { TYPED_BUGS } from '../../lib/checklistFigures';
import { whyItMatters } from '../../lib/suggest';

const itemsDir = resolve(import.meta.dirname, '../../lib/items');
/** The files in lib/items/ that hold no item: the registry, the item shape, and what several items share. */
const NOT_ITEMS = new Set([
  'registry.ts',
  'item.ts',
  'evidence.ts',
  'texts.ts',
  'questionNames.ts',
  'libraryNames.ts',
  'dataCodeShapes.ts',
  'dataProseShapes.ts',
  // The data item's evidence (prose descriptions and mentions, code forms, their collection) and when it does not apply.
  'dataProseDescriptions.ts',
  'dataProseMentions.ts',
  'dataCodeForms.ts',
  'dataEvidence.ts',
  'dataApplicability.ts',
  // The data and environment asks' helpers.
  'dataAsk.ts',
  'environmentLibraries.ts',
  // The runnable-code item's reading of the program's shape (definitions never called, methods without their class).
  'programShape.ts',
  // The expected-vs-actual item's phrase rules: the goal, and the expected and actual outcomes.
  'expectedVsActualGoal.ts',
  'expectedVsActualOutcome.ts',
  // The model item's names of networks (families, checkpoints, model-zoo builders) and how whole a shown model is.
  'modelNames.ts',
  'modelCompleteness.ts',
]);
const fileId = (file: string) => file.replace(/\.ts$/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

describe('checklist item registry', () => {
  it('registers every id of the report schema exactly once, in schema order', () => {
    expect(checklistItems.map((i) => i.id)).toEqual([...ITEM_IDS]);
    expect(Object.keys(CHECKLIST)).toEqual([...ITEM_IDS]);
    for (const id of ITEM_IDS) expect(CHECKLIST[id].id).toBe(id);
  });

  it('has one file per item, named after its id, and every item file is registered', () => {
    const files = readdirSync(itemsDir).filter((f) => f.endsWith('.ts') && !NOT_ITEMS.has(f));
    expect(files.map(fileId).sort()).toEqual([...ITEM_IDS].sort());
    for (const file of files) {
      const source = readFileSync(resolve(itemsDir, file), 'utf8');
      const id = fileId(file);
      expect(source, `${file} defines its ChecklistItem`).toMatch(new RegExp(`: ChecklistItem<'${id}'> = \\{`));
      expect(source, `${file} declares id '${id}'`).toContain(`id: '${id}'`);
      expect(source, `${file} exports its texts`).toContain(`export const ${camel(id)}Texts: ItemTexts = {`);
      expect(source, `${file} exports its facts type`).toMatch(
        new RegExp(`export (?:interface|type) ${camel(id).replace(/^\w/, (c) => c.toUpperCase())}Facts\\b`),
      );
    }
  });

  it('gives every item a judge, texts, a suggestion and a weight (0–1) for every bug type', () => {
    for (const item of checklistItems) {
      expect(typeof item.judge, item.id).toBe('function');
      expect(item.texts.title.length, item.id).toBeGreaterThan(2);
      expect(item.texts.description.length, item.id).toBeGreaterThan(20);
      expect(typeof item.suggestion.build, item.id).toBe('function');
      expect(item.suggestion.edit, item.id).toMatch(/^Readers .+\.$/);
      expect(Object.keys(item.weights).sort(), item.id).toEqual([...TYPED_BUGS].sort());
      for (const type of TYPED_BUGS) {
        expect(item.weights[type], `${item.id} for ${type}`).toBeGreaterThan(0);
        expect(item.weights[type], `${item.id} for ${type}`).toBeLessThanOrEqual(1);
        // The study's figure, or the item's own sentence where it has none (Shah et al., 2024).
        expect(whyItMatters(item.id, type), `${item.id} for ${type}`).toMatch(/Shah et al\., 2024\)\.$/);
      }
    }
  });

  it('documents every item in docs/checklist-items.md under its one title', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/checklist-items.md'), 'utf8');
    for (const item of checklistItems) expect(doc).toContain(`## \`${item.id}\` — ${item.texts.title}\n`);
  });

  it('shows every surface the item’s own texts: lib/items/texts.ts holds the very objects the items hold', () => {
    for (const item of checklistItems) expect(ITEM_TEXTS[item.id]).toBe(item.texts);
  });
});
