import path from 'node:path';
import ts from 'typescript';
import { installedLibrary } from '../src/plugins/content/installedLibrary';

/**
 * Prop and member names computed straight from the installed @elastic/charts declarations with the
 * TypeScript compiler: the independent side of the props-table drift test.
 */
const ENTRY = installedLibrary(path.resolve(__dirname, '..')).distFile('index.d.ts');

export class LibraryProps {
  private readonly checker: ts.TypeChecker;
  private readonly exports: Map<string, ts.Symbol>;

  constructor() {
    // Node's resolution, as TypeDoc's run has it (tsconfig.reference.json): without it React's types stay
    // unresolved, and `memo` or `FunctionComponent` components (`Meter`, `TooltipMetricRow`) have no call signature.
    const program = ts.createProgram([ENTRY], {
      strict: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    });
    this.checker = program.getTypeChecker();
    const source = program.getSourceFile(ENTRY);
    const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`TypeScript found no module at ${ENTRY}`);
    this.exports = new Map(this.checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
  }

  /** The props a component accepts: the properties of its first parameter (call or construct signature). */
  componentProps(name: string): string[] {
    const symbol = this.resolve(name);
    const type = this.checker.getTypeOfSymbol(symbol);
    const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
    const props = signature?.getParameters()[0];
    if (!props) throw new Error(`${name} takes no props parameter`);
    return this.names(this.checker.getTypeOfSymbol(props));
  }

  /** The members of an exported interface or type alias. */
  typeMembers(name: string): string[] {
    return this.names(this.checker.getDeclaredTypeOfSymbol(this.resolve(name)));
  }

  private resolve(name: string): ts.Symbol {
    const symbol = this.exports.get(name);
    if (!symbol) throw new Error(`@elastic/charts exports no ${name}`);
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  private names(type: ts.Type): string[] {
    return this.checker
      .getPropertiesOfType(type)
      .map((p) => p.name)
      .sort();
  }
}
