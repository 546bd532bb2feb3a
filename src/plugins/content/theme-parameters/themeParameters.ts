import ts from 'typescript';
import type { LibraryTypes } from '../props-tables/libraryTypes';
import { controlFor, isPrimitive, type ValueForms } from './controlKind';
import type { ThemeParameter } from './types';

/**
 * Every parameter of the library's `Theme` type, read from its declarations with the compiler: a
 * parameter is a path that can hold a value (a number, a colour, a list...), not only an object.
 *
 * The walk goes down each property's type. Where a type is an object, its properties are walked;
 * where it is a union, each member counts: `padding: number | SimplePadding` is a parameter
 * (`axes.tickLabel.padding`, a number) and has parameters below it (`.inner`, `.outer`); the members
 * of a union of objects (`dimmed: { opacity } | { fill, stroke }`) all count, each marked with its
 * form. Object types with methods (a `Path2D`) are not data a theme literal can hold, and are left to
 * the property's type text. A parameter the builder has no control for fails the build, naming it.
 */
export function themeParameters(library: LibraryTypes): ThemeParameter[] {
  const { checker } = library;
  const themeSymbol = library.exported('Theme');
  if (!themeSymbol) throw new Error('theme-parameters: the library exports no `Theme` type.');
  const colorVariants = memberValues(checker, library.exported('ColorVariant'));
  const parameters = new Map<string, ThemeParameter>();

  const walkObject = (type: ts.Type, path: string, union: ThemeParameter['union'], seen: readonly ts.Type[]) => {
    if (seen.includes(type)) throw new Error(`theme-parameters: ${path} refers to itself; the walk cannot end.`);
    for (const property of checker.getPropertiesOfType(type)) {
      visitProperty(property, path ? `${path}.${property.name}` : property.name, union, [...seen, type]);
    }
  };

  const visitProperty = (
    property: ts.Symbol,
    path: string,
    union: ThemeParameter['union'],
    seen: readonly ts.Type[],
  ) => {
    const declaration = property.declarations?.[0];
    const typeNode = declaration && 'type' in declaration ? (declaration.type as ts.TypeNode | undefined) : undefined;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const forms = valueForms(checker, type);
    if (forms.values.length > 0 || forms.arrays.length > 0 || forms.opaque.length > 0) {
      const typeText = typeNode ? writtenType(checker, typeNode) : checker.typeToString(type);
      const control = controlFor(checker, {
        path,
        inheritedUnit: unitAbove(parameters, path),
        name: property.name,
        forms,
        typeNode,
        colorVariants,
      });
      if (!control) {
        throw new Error(
          `theme-parameters: the theme builder has no control for ${path} (type ${typeText}); ` +
            'teach src/plugins/content/theme-parameters/controlKind.ts its kind.',
        );
      }
      const description = descriptionOf(checker, property);
      const existing = parameters.get(path);
      if (existing) {
        // The same key in two forms of a union (rare): one control, the first form's type.
        return;
      }
      parameters.set(path, {
        path,
        section: path.split('.')[0] ?? path,
        type: typeText,
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        ...control,
        ...(description && { description }),
        ...(union && { union }),
      });
    }
    const objects = forms.objects;
    const formsOfUnion =
      objects.length > 1
        ? {
            path,
            forms: objects.map(
              (object) =>
                `{ ${checker
                  .getPropertiesOfType(object)
                  .map((p) => p.name)
                  .join(', ')} }`,
            ),
          }
        : union;
    for (const object of objects) walkObject(object, path, formsOfUnion, seen);
  };

  walkObject(checker.getDeclaredTypeOfSymbol(themeSymbol), '', undefined, []);
  return [...parameters.values()];
}

/** The unit of the nearest parameter above `path`, if any. */
function unitAbove(parameters: Map<string, ThemeParameter>, path: string): string | undefined {
  const parts = path.split('.');
  for (let end = parts.length - 1; end > 0; end -= 1) {
    const above = parameters.get(parts.slice(0, end).join('.'));
    if (above) return above.unit;
  }
  return undefined;
}

/** Splits a property's type into the kinds of value it allows. */
function valueForms(checker: ts.TypeChecker, type: ts.Type): ValueForms {
  const forms: ValueForms = { values: [], arrays: [], objects: [], opaque: [] };
  for (const member of type.isUnion() ? type.types : [type]) {
    if (member.flags & ts.TypeFlags.Undefined || member.flags & ts.TypeFlags.Null) continue;
    if (isPrimitive(member)) forms.values.push(member);
    else if (checker.isArrayType(member))
      forms.arrays.push(checker.getTypeArguments(member as ts.TypeReference)[0] ?? member);
    else if (member.flags & ts.TypeFlags.Object || member.flags & ts.TypeFlags.Intersection) {
      if (isData(checker, member)) forms.objects.push(member);
      else forms.opaque.push(member);
    } else forms.opaque.push(member);
  }
  return forms;
}

/** An object a theme literal can hold: no call signatures and no methods (a `Path2D` has both kinds of member). */
function isData(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  return checker
    .getPropertiesOfType(type)
    .every((property) => !property.declarations?.some((declaration) => ts.isMethodSignature(declaration)));
}

/** A constant object's string members, name to value (`ColorVariant`: `Series` to `'__use__series__color__'`); none when it is not exported. */
function memberValues(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): Record<string, string> {
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Variable)) return {};
  const members: Record<string, string> = {};
  for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol))) {
    const type = checker.getTypeOfSymbol(property);
    if (type.isStringLiteral()) members[property.name] = type.value;
  }
  return members;
}

/**
 * A property's type as its declaration writes it, with a reference to a type parameter replaced by its
 * default (`stroke: C` of `StrokeStyle<C = Color>` reads `Color`).
 */
function writtenType(checker: ts.TypeChecker, node: ts.TypeNode): string {
  if (ts.isTypeReferenceNode(node)) {
    const declaration = checker.getSymbolAtLocation(node.typeName)?.declarations?.[0];
    if (declaration && ts.isTypeParameterDeclaration(declaration) && declaration.default) {
      return declaration.default.getText();
    }
  }
  return node.getText().replace(/\s+/g, ' ');
}

/** A line of a doc comment that is a note to the library's maintainers (as the reference drops them). */
const MAINTAINER_LINE = /^[ \t]*(todo|fixme)\b.*(\n|$)/gim;

function descriptionOf(checker: ts.TypeChecker, property: ts.Symbol): string | undefined {
  const text = ts.displayPartsToString(property.getDocumentationComment(checker)).replace(MAINTAINER_LINE, '').trim();
  return text === '' ? undefined : text;
}
