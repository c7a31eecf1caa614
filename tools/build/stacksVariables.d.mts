// Types of ./stacksVariables.mjs (a plain Node module, imported by ./stacksSubset.mjs).
export interface CssRule {
  selectors: string[];
  body: string;
}
export interface VarRead {
  name: string;
  fallback: string | null;
  start: number;
  end: number;
}
export const THEME_SELECTORS: { light: string; dark: string };
export function topLevelRules(css: string): CssRule[];
export function declaredProperties(body: string): Array<[string, string]>;
export function varReads(value: string): VarRead[];
export function themeTables(stacksCss: string): { light: Map<string, string>; dark: Map<string, string> };
export function neededVariables(table: Map<string, string>, wanted: readonly string[]): Map<string, string>;
export function readNames(css: string): string[];
export function variablesFile(stacksCss: string, version: string, panelCss: string): string;
