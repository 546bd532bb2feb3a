import ts from 'typescript';
import type { Literal, ThemeParameter } from './types';

/** The kinds of value a property's type allows, split by the walk. */
export interface ValueForms {
  /** Strings, numbers, booleans and their literals. */
  values: ts.Type[];
  /** Arrays, by their element type. */
  arrays: ts.Type[];
  /** Objects a theme can hold, walked for parameters of their own. */
  objects: ts.Type[];
  /** Anything else: functions, objects with methods (`Path2D`). */
  opaque: ts.Type[];
}

interface PropertyTypes {
  path: string;
  /** The unit of the nearest parameter above this one (`fontSize.min` is in the pixels of `fontSize`). */
  inheritedUnit: string | undefined;
  /** The property's own name: `fontFamily`, `color`, `opacity`. */
  name: string;
  forms: ValueForms;
  typeNode: ts.TypeNode | undefined;
  /** The library's `ColorVariant`, member name to value (`Series`: `'__use__series__color__'`). */
  colorVariants: Readonly<Record<string, string>>;
}

type Control = Pick<ThemeParameter, 'control' | 'options' | 'variants' | 'numeric' | 'unit'>;

/**
 * The library's type aliases that say what a number or a string means. They are erased from the
 * checker's types (`Pixels` is `number`), so they are read from the declarations as written.
 */
const UNIT_ALIASES: Record<string, string> = {
  Pixels: 'px',
  Distance: 'px',
  Radian: 'rad',
  SizeRatio: 'ratio',
  Ratio: 'ratio',
};
const isColorAlias = (alias: string) =>
  alias === 'Color' || alias === 'ColorVariant' || alias.startsWith('ColorVariant.');

/**
 * Units of plain `number` properties, by name, where the declarations' comments or the library's use of
 * them say it: font sizes, widths, paddings and offsets are pixels (the canvas is drawn in CSS pixels),
 * opacities multiply from 0 to 1, rotations are degrees ("The degrees of rotation of the tick labels",
 * "in degrees" on textures), `lineHeight` multiplies the font size.
 */
const UNITS_BY_NAME: [RegExp, string][] = [
  [/^(rotation|shapeRotation)$/, '°'],
  [/^lineHeight$/, '× font size'],
  [
    /^(\w*FontSize|fontSize|strokeWidth|width|lineWidth|borderWidth|textBorder|size|padding|margin|offsetX|offsetY|top|bottom|left|right|inner|outer|verticalWidth|horizontalHeight|spacingBuffer|widthLimit|capturePad|maxCircularSize|maxBulletSize|baselineArcThickness|baselineBarThickness|minHeight|spacing|x|y)$/,
    'px',
  ],
];

/** The control of a parameter, or undefined when the builder has none for its type. */
export function controlFor(checker: ts.TypeChecker, property: PropertyTypes): Control | undefined {
  const { name, forms, typeNode, colorVariants } = property;
  const aliases = typeNode ? aliasesIn(checker, typeNode) : new Set<string>();
  const unit = unitOf(name, aliases) ?? property.inheritedUnit;
  const values = forms.values;
  const hasString = values.some((type) => isPrimitive(type) && !type.isLiteral() && isStringish(type));
  const hasNumber = values.some((type) => (type.flags & ts.TypeFlags.Number) !== 0);
  const literals = literalsOf(values);
  const isColor = [...aliases].some(isColorAlias) || (name === 'color' && hasString);

  if (forms.arrays.length > 0 && values.length === 0) {
    const elements = forms.arrays;
    if (isColor && elements.some(isStringish)) return { control: 'colorList' };
    if (elements.every((element) => (element.flags & ts.TypeFlags.Number) !== 0))
      return { control: 'numberList', ...(unit && { unit }) };
    if (elements.every((element) => (element.flags & ts.TypeFlags.Object) !== 0)) return { control: 'objectList' };
    return undefined;
  }
  if (values.length === 0) {
    // Only opaque forms (a function, a Path2D): nothing a theme literal can write.
    return undefined;
  }
  if (isColor) {
    // `Color | ColorVariant` is `string` to the checker (a string absorbs its literals): the variants
    // allowed are read from the declaration, the whole `ColorVariant` or `typeof ColorVariant.Series`.
    const variants = Object.entries(colorVariants)
      .filter(([member]) => aliases.has('ColorVariant') || aliases.has(`ColorVariant.${member}`))
      .map(([, value]) => value);
    return { control: 'color', ...(variants.length > 0 && { variants }) };
  }
  if (name === 'fontFamily' && hasString) return { control: 'fontFamily' };
  if (hasString) {
    return { control: 'text', ...(hasNumber && { numeric: true }), ...(literals.length > 0 && { options: literals }) };
  }
  if (hasNumber) {
    return literals.length > 0
      ? { control: 'numberOrChoice', options: literals, ...(unit && { unit }) }
      : { control: 'number', ...(unit && { unit }) };
  }
  if (literals.length !== values.length) return undefined;
  if (literals.length === 2 && literals.includes(true) && literals.includes(false)) return { control: 'boolean' };
  return { control: 'enum', options: literals };
}

/** A string, number or boolean, a literal of one, or a string branded by an intersection (csstype's `string & {}`). */
export function isPrimitive(type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike)) return true;
  return isStringish(type);
}

function isStringish(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.StringLike) return true;
  return type.isIntersection() && type.types.some((part) => (part.flags & ts.TypeFlags.String) !== 0);
}

/** The literal values among a property's value types, in the declarations' order (`false` for a `false` member). */
function literalsOf(values: ts.Type[]): Literal[] {
  const literals: Literal[] = [];
  for (const type of values) {
    if (type.isStringLiteral() || type.isNumberLiteral()) literals.push(type.value);
    else if (type.flags & ts.TypeFlags.BooleanLiteral) {
      literals.push((type as ts.Type & { intrinsicName?: string }).intrinsicName === 'true');
    }
  }
  return literals;
}

/** Multipliers from 0 to 1, whatever alias they are written with (`opacity: Ratio`), and the band paddings' "A number between 0 and 1". */
const ZERO_TO_ONE = /^(opacity|strokeOpacity|barsPadding|histogramPadding)$/;

function unitOf(name: string, aliases: Set<string>): string | undefined {
  if (ZERO_TO_ONE.test(name)) return '0–1';
  for (const alias of aliases) {
    const unit = UNIT_ALIASES[alias];
    if (unit) return unit;
  }
  return UNITS_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
}

/**
 * The library's type aliases a declared type names, through the aliases it refers to (`StrokeStyle`
 * of the partition theme is `Color`), a type parameter's default (`stroke: C` of `StrokeStyle<C = Color>`),
 * unions and arrays, but not into objects.
 */
function aliasesIn(checker: ts.TypeChecker, node: ts.TypeNode, found = new Set<string>()): Set<string> {
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    for (const member of node.types) aliasesIn(checker, member, found);
  } else if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) {
    aliasesIn(checker, node.type, found);
  } else if (ts.isArrayTypeNode(node)) {
    aliasesIn(checker, node.elementType, found);
  } else if (ts.isTypeQueryNode(node)) {
    // `typeof ColorVariant.Series`: one value of the ColorVariant constant, kept with its member's name.
    const name = node.exprName;
    if (ts.isQualifiedName(name) && ts.isIdentifier(name.left) && name.left.text === 'ColorVariant') {
      found.add(`ColorVariant.${name.right.text}`);
    }
  } else if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    const resolved = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // `ColorVariant` is a constant and a type of the same name: the type's declaration is the one read.
    const declarations = resolved?.declarations ?? [];
    const parameter = declarations.find(ts.isTypeParameterDeclaration);
    const alias = declarations.find(ts.isTypeAliasDeclaration);
    if (parameter?.default) aliasesIn(checker, parameter.default, found);
    else if (resolved && alias && !found.has(resolved.name)) {
      found.add(resolved.name);
      aliasesIn(checker, alias.type, found);
    }
  }
  return found;
}
