// Types of ./stacksSubset.mjs (a plain Node script, so `node tools/build/stacksSubset.mjs` runs it as is).
export const SUBSET_SELECTORS: string[];
export function stacksSubset(css: string, starts: readonly string[]): string[];
export function subsetFile(css: string, version: string): string;
export const STACKS_DIR: string;
export const SUBSET_FILE: string;
export function generatedSubset(): string;
export const VARIABLES_FILE: string;
export const PANEL_SHEETS: string[];
export function generatedVariables(): string;
