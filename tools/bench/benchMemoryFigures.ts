// Keeps the memory bench's section of docs/performance.md (./benchMemory.ts) when the Node bench rewrites the file. Pure.
import { extractSection, replaceSection } from '../docs/markedSection';

export const MEMORY_SECTION = 'memory-bench';

export function carryMemorySection(oldDoc: string, newDoc: string): string {
  const section = extractSection(oldDoc, MEMORY_SECTION);
  return section === null ? newDoc : replaceSection(newDoc, MEMORY_SECTION, section);
}
