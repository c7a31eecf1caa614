// Every checklist item is one file in lib/items/, registered once, and documented (Refined GitHub's
// feature meta-test, applied to checklist items).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checklistItems } from '../../lib/items/registry';
import { ITEM_IDS } from '../../lib/report';
import { ITEM_TEXTS } from '../../lib/items/itemTexts';

const itemsDir = resolve(import.meta.dirname, '../../lib/items');
const NOT_ITEMS = new Set(['registry.ts', 'item.ts', 'evidence.ts', 'itemTexts.ts']);
const fileId = (file: string) => file.replace(/\.ts$/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('checklist item registry', () => {
  it('registers every id of the report schema exactly once, in schema order', () => {
    expect(checklistItems.map((i) => i.id)).toEqual([...ITEM_IDS]);
  });

  it('has one file per item, named after its id, and every item file is registered', () => {
    const files = readdirSync(itemsDir).filter((f) => f.endsWith('.ts') && !NOT_ITEMS.has(f));
    expect(files.map(fileId).sort()).toEqual([...ITEM_IDS].sort());
    for (const file of files) {
      const source = readFileSync(resolve(itemsDir, file), 'utf8');
      expect(source, `${file} defines a ChecklistItem`).toMatch(/: ChecklistItem = \{/);
      expect(source, `${file} declares id '${fileId(file)}'`).toContain(`id: '${fileId(file)}'`);
    }
  });

  it('documents every item in docs/checklist-items.md and gives each a title and description', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/checklist-items.md'), 'utf8');
    for (const item of checklistItems) {
      expect(doc).toContain(`## \`${item.id}\``);
      expect(item.title.length).toBeGreaterThan(2);
      expect(item.description.length).toBeGreaterThan(20);
    }
  });

  it('takes each item’s title and description from itemTexts.ts, which the overlay and options show', () => {
    for (const item of checklistItems) expect({ title: item.title, description: item.description }).toEqual(ITEM_TEXTS[item.id]);
  });
});
