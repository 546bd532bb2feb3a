import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { LibraryTypes } from '../props-tables/libraryTypes';

/**
 * The names `dist/index.d.ts` exports, re-exports followed, sorted. `LibraryTypes` answers by name only, so
 * the candidates are every name a declaration file of `dist/` declares or exports under, read without the
 * compiler's checker (a few hundred small files), and the exports are those `LibraryTypes` knows.
 */
export function exportNames(types: LibraryTypes, distDir: string): string[] {
  const candidates = new Set<string>();
  for (const file of declarationFiles(distDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) for (const name of namesOf(statement)) candidates.add(name);
  }
  const names = [...candidates].filter((name) => types.exported(name) !== undefined);
  if (names.length === 0) {
    throw new Error(
      `api-history: the compiler finds no export in ${path.join(distDir, 'index.d.ts')}; is the package whole?`,
    );
  }
  return names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The names a top-level statement declares, and those it exports under (`export { a as b }`, `export * as ns`). */
function namesOf(statement: ts.Statement): string[] {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (!clause) return [];
    return ts.isNamedExports(clause) ? clause.elements.map((element) => element.name.text) : [clause.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement)
  ) {
    return statement.name && ts.isIdentifier(statement.name) ? [statement.name.text] : [];
  }
  return [];
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(file);
    return entry.name.endsWith('.d.ts') ? [file] : [];
  });
}
