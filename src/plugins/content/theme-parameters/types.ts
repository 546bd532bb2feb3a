/**
 * The theme builder's data, made at build time by this plugin from the installed library's `Theme` type and
 * read by `src/components/ThemeBuilder/`: one entry per parameter, and the base themes the library exports.
 */

/** A value a literal type allows: `'auto'`, `500`, `false`. */
export type Literal = string | number | boolean;

/**
 * The control a parameter gets, decided from its type:
 * - `color`: a CSS colour (`Color`, or a string property named `color`); `variants` lists the
 *   `ColorVariant` values the type also allows (the series colour, an empty colour, adaptive text);
 * - `colorList`: an array of colours (the palette), edited as a list that can be reordered;
 * - `number`, `boolean`, `enum` (one of `options`), `fontFamily` (a font stack);
 * - `numberOrChoice`: a number or one of `options` (`valueFontSize: 'default' | 'fit' | number`);
 * - `text`: a string, or with `numeric` a number or a string (`minExtent: Pixels | string`);
 * - `numberList`: an array of numbers (a dash pattern);
 * - `objectList`: an array of objects (a gradient's stops), edited as a literal.
 */
export type ControlKind =
  | 'color'
  | 'colorList'
  | 'number'
  | 'numberOrChoice'
  | 'boolean'
  | 'enum'
  | 'fontFamily'
  | 'text'
  | 'numberList'
  | 'objectList';

export interface ThemeParameter {
  /** The full path in the theme: `axes.tickLabel.fontSize`. */
  path: string;
  /** The top-level key it belongs to: `axes`. */
  section: string;
  control: ControlKind;
  /** The type as the declarations write it (`Color | ColorVariant`, `Pixels`, `number | SimplePadding`). */
  type: string;
  /** Whether the type lets a theme leave it out (`stroke?: Color`). */
  optional: boolean;
  /** `enum` and `numberOrChoice`: the values allowed; `text`: the literal values the type names. */
  options?: Literal[];
  /** `color`: the `ColorVariant` values the type allows besides a colour. */
  variants?: string[];
  /** `text`: a number is allowed too. */
  numeric?: boolean;
  /** `number`, `numberOrChoice`, `numberList`: the unit, from the type's alias or the parameter's documented meaning. */
  unit?: string;
  /** The library's own comment on the property, without its maintainers' to-do lines. */
  description?: string;
  /**
   * Where the parameter is a member of one form of a union of objects (`dimmed: { opacity } | { fill, stroke }`):
   * the union's path and its forms, each written as its keys.
   */
  union?: { path: string; forms: string[] };
}

/** A base theme the library exports, as a light and a dark variant where it has both. */
export interface BaseFamily {
  /** What the chooser shows: "Default", "Amsterdam", "Legacy". */
  label: string;
  light?: string;
  dark?: string;
  /** Each variant's `@deprecated` note, where its export has one. */
  deprecated?: { light?: string; dark?: string };
}

/** `@generated/theme-parameters/default/theme-parameters.json`. */
export interface ThemeParametersData {
  /** The installed library's version. */
  version: string;
  parameters: ThemeParameter[];
  bases: BaseFamily[];
}
