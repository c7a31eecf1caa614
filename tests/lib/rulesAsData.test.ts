// Rules as data: a phrase rule is a named list in the file of the item that owns it, one alternative per line, built
// by lib/phraseRules.ts, so that it is reviewed and diffed one alternative at a time (hostile review 2026-12-04). A
// regular-expression literal longer than 200 characters is a phrase list written on one line: none is left in lib/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const LONGEST = 200;

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every regular-expression literal in lib/ longer than `longest` characters (slashes and flags included). */
function longLiterals(longest: number): string[] {
  const found: string[] = [];
  for (const file of typeScriptFiles(resolve(ROOT, 'lib'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && node.getText(source).length > longest) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${relative(ROOT, file)}:${line} (${node.getText(source).length} characters)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('rules as data', () => {
  it(`no regular-expression literal in lib/ is longer than ${LONGEST} characters`, () => {
    expect(longLiterals(LONGEST)).toEqual([]);
  });

  it('the scan sees the literals (a threshold of 0 finds hundreds)', () => {
    expect(longLiterals(0).length).toBeGreaterThan(300);
  });
});
