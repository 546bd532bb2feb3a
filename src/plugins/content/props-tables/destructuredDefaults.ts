import { ReflectionKind } from 'typedoc/models';
import ts from 'typescript';
import type { LibraryTypes } from './libraryTypes';
import type { ReflectionIndex } from './reflectionIndex';
import type { Part } from './typedocJson';

/**
 * Literal defaults the compiled component gives its props in its destructured first parameter
 * (`({ truncate = false, tagName = 'td' })`), or an exported constant's member
 * (`orientation = LayoutDirection.Horizontal`), as the runs of a `@defaultValue` tag, by prop.
 */
export function destructuredDefaults(types: LibraryTypes, name: string, index: ReflectionIndex): Map<string, Part[]> {
  const defaults = new Map<string, Part[]>();
  const library = types.runtimeExports();
  const exported = library[name];
  // A `memo` or `forwardRef` component keeps its function in `type` or `render`.
  const candidate =
    typeof exported === 'object' && exported !== null
      ? ((exported as { type?: unknown; render?: unknown }).type ?? (exported as { render?: unknown }).render)
      : exported;
  if (typeof candidate !== 'function') return defaults;
  const source = ts.createSourceFile(
    'component.js',
    `(${Function.prototype.toString.call(candidate)})`,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const fn = firstFunction(source);
  const pattern = fn?.parameters[0]?.name;
  if (!pattern || !ts.isObjectBindingPattern(pattern)) return defaults;
  for (const element of pattern.elements) {
    if (element.dotDotDotToken || !element.initializer) continue;
    const key = element.propertyName ?? element.name;
    if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) continue;
    const value = defaultRuns(element.initializer, library, index);
    if (value) defaults.set(key.text, value);
  }
  return defaults;
}

/** A default as written: a literal, or `Export.Member` when the library exports that constant. */
function defaultRuns(
  node: ts.Expression,
  library: Record<string, unknown>,
  index: ReflectionIndex,
): Part[] | undefined {
  if (ts.isStringLiteral(node)) return [{ kind: 'code', text: `\`${JSON.stringify(node.text)}\`` }];
  if (
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  ) {
    return [{ kind: 'code', text: `\`${node.getText()}\`` }];
  }
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return [{ kind: 'code', text: `\`${node.getText()}\`` }];
  }
  // `common_1.LayoutDirection.Horizontal`, `exports.MeterSize.Medium`: the last two names.
  if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const owner = node.expression.name.text;
    const member = node.name.text;
    const value = library[owner];
    if (typeof value !== 'object' || value === null || !(member in value)) return undefined;
    const target =
      index.byName.get(owner)?.find((r) => r.kind === ReflectionKind.Variable && index.urlOf(r.id)) ??
      index.byName.get(owner)?.find((r) => index.urlOf(r.id));
    return target
      ? [{ kind: 'inline-tag', tag: '@link', text: `${owner}.${member}`, target: target.id }]
      : [{ kind: 'code', text: `\`${owner}.${member}\`` }];
  }
  return undefined;
}

function firstFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return node;
  return ts.forEachChild(node, firstFunction);
}
