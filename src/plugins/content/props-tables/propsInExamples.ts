import path from 'node:path';
import ts from 'typescript';

/** Table name (a component, or a type that declares props), then prop name, then example names. */
export type PropsInExamples = Map<string, Map<string, Set<string>>>;

/**
 * Which example modules set which props, found by the TypeScript compiler rather than by matching
 * text: every JSX attribute of an element whose tag is a component of @elastic/charts counts for
 * that component (`<AreaSeries stackAccessors>` for `AreaSeries`) and for each exported type that
 * declares the prop (`SeriesAccessors` for `stackAccessors`), so a shared type's table links the
 * examples too. Spread attributes are not followed. Its time: PERFORMANCE.md, 'Props tables: props
 * in examples'.
 */
export function propsInExamples(files: string[]): PropsInExamples {
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const found: PropsInExamples = new Map();
  const record = (table: string, prop: string, example: string) => {
    const props = found.get(table) ?? new Map<string, Set<string>>();
    found.set(table, props);
    props.set(prop, (props.get(prop) ?? new Set()).add(example));
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`props-tables: the compiler did not read ${file}.`);
    const example = path.basename(file, '.tsx');
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const component = libraryExportName(checker, node.tagName);
        if (component) {
          for (const attribute of node.attributes.properties) {
            if (!ts.isJsxAttribute(attribute)) continue;
            const prop = attribute.name.getText(source);
            record(component, prop, example);
            for (const owner of declaringTypes(checker, attribute)) record(owner, prop, example);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The name @elastic/charts exports a JSX tag under, or undefined for any other tag. */
function libraryExportName(checker: ts.TypeChecker, tag: ts.JsxTagNameExpression): string | undefined {
  let symbol = checker.getSymbolAtLocation(tag);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol && isFromLibrary(symbol) ? symbol.getName() : undefined;
}

/** The named interfaces and type aliases of the library that declare an attribute's prop. */
function declaringTypes(checker: ts.TypeChecker, attribute: ts.JsxAttribute): string[] {
  // The attribute's own symbol is the JSX attribute; the prop is on the type the element expects.
  const expected = checker.getContextualType(attribute.parent);
  const symbol = expected?.getProperty(attribute.name.getText());
  const owners: string[] = [];
  for (const declaration of symbol?.declarations ?? []) {
    if (!isInLibrary(declaration.getSourceFile().fileName)) continue;
    const parent = declaration.parent;
    if (ts.isInterfaceDeclaration(parent)) owners.push(parent.name.text);
    else if (ts.isTypeLiteralNode(parent)) {
      // `type AreaSeriesSpec = BasicSeriesSpec & { areaSeriesStyle?: ... }`: the literal is a part.
      let up: ts.Node = parent.parent;
      while (ts.isIntersectionTypeNode(up) || ts.isUnionTypeNode(up) || ts.isParenthesizedTypeNode(up)) up = up.parent;
      if (ts.isTypeAliasDeclaration(up)) owners.push(up.name.text);
    }
  }
  return owners;
}

function isFromLibrary(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => isInLibrary(declaration.getSourceFile().fileName));
}

function isInLibrary(fileName: string): boolean {
  return fileName.includes('/node_modules/@elastic/charts/');
}
