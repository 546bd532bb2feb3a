import path from 'node:path';
import ts from 'typescript';
import { installedLibrary, type InstalledLibrary } from '../installedLibrary';

/**
 * The installed library as the TypeScript compiler sees its declarations, and as Node loads its
 * compiled code: what the props tables read for the components our TypeDoc plugin cannot resolve
 * (destructured parameters, props types the library keeps private, unions of forms; see
 * `collectMembers`). The jobs done with it have a file each: `componentForms.ts` (a component's props,
 * form by form), `destructuredDefaults.ts` (the defaults in its compiled code) and `typedocJson.ts`
 * (what the compiler read, written as TypeDoc's JSON for the tables).
 */
export class LibraryTypes {
  readonly checker: ts.TypeChecker;
  /** Exported names, each to the symbol it stands for (aliases resolved). */
  private readonly exports = new Map<string, ts.Symbol>();
  /** The other way: the name under which the library exports a symbol. */
  private readonly exportNames = new Map<ts.Symbol, string>();
  private runtime: Record<string, unknown> | undefined;

  constructor(private readonly library: InstalledLibrary) {
    const entry = library.distFile('index.d.ts');
    // The compiler settings of TypeDoc's run (tsconfig.reference.json): Node's resolution finds React's types.
    const program = ts.createProgram([entry], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    });
    this.checker = program.getTypeChecker();
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
    for (const exported of moduleSymbol ? this.checker.getExportsOfModule(moduleSymbol) : []) {
      const symbol = this.resolveAlias(exported);
      this.exports.set(exported.name, symbol);
      if (!this.exportNames.has(symbol)) this.exportNames.set(symbol, exported.name);
    }
  }

  /** The symbol the library exports as `name` (aliases resolved). */
  exported(name: string): ts.Symbol | undefined {
    return this.exports.get(name);
  }

  /** The name under which the library exports `symbol` (an alias is followed first). */
  exportNameOf(symbol: ts.Symbol): string | undefined {
    return this.exportNames.get(this.resolveAlias(symbol));
  }

  /** The compiled library's exports, loaded on first use (synchronously, like the compiler's work around it). */
  runtimeExports(): Record<string, unknown> {
    this.runtime ??= this.library.load();
    return this.runtime;
  }

  resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }
}

let cachedLibrary: LibraryTypes | undefined;

/**
 * The compiler's view of the installed library, made once per process: it takes seconds
 * (PERFORMANCE.md, 'Props tables: the compiler's view').
 */
export function libraryTypes(): LibraryTypes {
  // The site's root, four folders up from this one: the plugins run with it as their site directory.
  cachedLibrary ??= new LibraryTypes(installedLibrary(path.resolve(__dirname, '..', '..', '..', '..')));
  return cachedLibrary;
}
