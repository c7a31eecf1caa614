// The names of the marked sections of docs/performance.md that tools other than the Node bench write: the memory
// bench (./benchMemory.ts), the busy-machine suite run (./benchBusySuite.ts) and the data-dump bench (./dump.ts).
// Their own module, so the Node bench
// can keep them (tools/docs/markedSection.ts carrySections) without importing those scripts, which run on import.
export const MEMORY_SECTION = 'memory-bench';
export const BUSY_SECTION = 'busy-suite';
export const DUMP_SECTION = 'dump-bench';
