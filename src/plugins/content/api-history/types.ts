/**
 * The public surface of one published @elastic/charts, as `extractSurface` reads it from the package, and
 * the history of every version from 60.0.0 that `npm run history` writes to `history.json`. Plain JSON:
 * the file is committed, and the build reads it without fetching anything.
 *
 * Every printed type is normalised (`normalizeType.ts`), so that two versions differ here only where
 * their declarations say something different.
 */

/** What one version offers. */
export interface Surface {
  /** Every export of `dist/index.d.ts`, re-exports followed, by name. */
  exports: Record<string, ExportEntry>;
  /** The package.json's `peerDependencies`, as written. */
  peerDependencies: Record<string, string>;
  /** The `.css` files under `dist/`, relative to it, sorted. */
  stylesheets: string[];
  /**
   * Packages the declarations import that the compiler could not find next to the package (the site's
   * node_modules): what they name reads as `any`. Absent when every import resolved.
   */
  unresolvedImports?: string[];
  appliedDefaults: AppliedDefaults;
  /**
   * The runtime values of every export declared as a `Theme` (`LIGHT_THEME`, `DARK_THEME`, `LEGACY_*`, ...), by
   * name, read from the compiled code and normalised (`themeValues.ts`).
   */
  themes: Record<string, ThemeTree>;
}

/** A theme, or a section of one: its values by key. */
export interface ThemeTree {
  [key: string]: ThemeValue;
}

/** A value of a theme: a string (colours written one way), a finite number, a boolean, an array, a section. */
export type ThemeValue = string | number | boolean | ThemeValue[] | ThemeTree;

/** What an export is; a name can be several at once (`Position`: a `variable` and a `type alias`). */
export type ExportKind =
  'class' | 'component' | 'enum' | 'function' | 'interface' | 'namespace' | 'type alias' | 'variable';

export interface ExportEntry {
  /** Sorted; `component` replaces `function`, `variable` or `class` for a React component. */
  kinds: ExportKind[];
  /**
   * Members, by name: a component's props (`propsType` says which type they come from), an interface's
   * properties and methods (inherited ones included), an object type alias's members, a class's public
   * instance members.
   */
  members?: Record<string, Member>;
  /**
   * A component's props type, when its parameter names a type the library exports (`TooltipTableCellProps`);
   * spec components take an unnamed `SFProps<...>`.
   */
  propsType?: string;
  /** Call, construct and index signatures of an interface or object type, in declaration order. */
  signatures?: string[];
  /** What a type alias that is not an object type stands for (`"bottom" | "left" | "right" | "top"`). */
  definition?: string;
  /** The type of a value export (a function's signature, a constant's type); not for components. */
  valueType?: string;
  /** The text of the export's `@deprecated` tag ('' when it has none); absent when not deprecated. */
  deprecated?: string;
}

export interface Member {
  /** The type, normalised, without the `| undefined` an optional member implies. */
  type: string;
  /** Present (and true) when the member may be left out. */
  optional?: true;
  /** The text of its `@defaultValue` (or `@default`) tag. */
  defaultValue?: string;
  /** The text of its `@deprecated` tag ('' when it has none); absent when not deprecated. */
  deprecated?: string;
}

/**
 * The defaults a chart really applies, read by the site's own methods from the version's compiled code,
 * each with whether it worked on this version, and why not where it did not.
 */
export interface AppliedDefaults {
  /**
   * `readRuntimeDefaults` of the props tables: every spec component rendered with only an `id` under a
   * recording store, plus React `defaultProps` and the read-time defaults the site knows of.
   */
  specs: Outcome;
  /** `destructuredDefaults` of the props tables: literal defaults in a component's compiled first parameter. */
  parameters: Outcome;
}

/** A method's result: the defaults, by component then prop, as value texts (`valueText.ts`); or why it failed. */
export type Outcome =
  { works: true; byComponent: Record<string, Record<string, string>> } | { works: false; reasons: string[] };

/** `history.json`. */
export interface History {
  package: string;
  /** What the data means and how it was read, for a reader of the file. */
  notes: Record<string, string>;
  /** Every version the registry serves from `from` on, oldest first: the order of `deltas`. */
  versions: string[];
  /** The oldest version's surface, whole. */
  base: Surface;
  /** Each later version as a change of the one before it (`delta.ts`), in the order of `versions`. */
  deltas: { version: string; delta: Delta }[];
}

/**
 * A change of one JSON object into another, key by key: `null` removes a key, `{ "=": value }` sets it
 * (added, or replaced whole), and any other object is the change of the object under that key. Arrays
 * and strings are replaced whole. A surface holds no `null`, so `null` is free to mean "removed".
 */
export interface Delta {
  [key: string]: Delta | { '=': unknown } | null;
}
