// Keeps the memory bench's section of docs/performance.md (./benchMemory.ts) when the Node bench rewrites the file. Pure.
import { extractSection, replaceSection } from '../docs/markedSection';

export const MEMORY_SECTION = 'memory-bench';

/** The sections other bench tools write (memory, the busy suite), kept when the Node bench rewrites the file. */
export function carryMemorySection(oldDoc: string, newDoc: string): string {
  let doc = newDoc;
  for (const name of [MEMORY_SECTION, 'busy-suite']) {
    const section = extractSection(oldDoc, name);
    if (section !== null) doc = replaceSection(doc, name, section);
  }
  return doc;
}
