import type { BaseFamily } from '@site/src/plugins/content/theme-parameters/types';
import { baseOfExportName, type BuilderState } from '../model/builderState';
import { readThemeObject, type ParameterIndex } from '../model/parameterIndex';
import type { ColorTest } from '../model/validateValue';
import { isPlainObject, valueAt } from '../model/values';
import {
  LiteralSyntaxError,
  NameRef,
  parseModule,
  type Literal,
  type LiteralObject,
  type ParsedModule,
} from './literalParser';

export interface ImportContext {
  index: ParameterIndex;
  bases: readonly BaseFamily[];
  current: BuilderState;
  isColor: ColorTest;
  /** The library's exports, where a name such as `ColorVariant.Series` or `LIGHT_THEME` is looked up. */
  library: Readonly<Record<string, unknown>>;
}

export type ImportResult =
  /** Nothing was read: the state stays as it was. */
  | { ok: false; problems: string[] }
  /** The new state, and what could not be read of the text (each named). */
  | { ok: true; state: BuilderState; applied: number; base: string | undefined; problems: string[] };

/**
 * A pasted theme as the builder's state, read without running it (`literalParser.ts`). The text may
 * be JSON, an object literal, or a module such as the builder's own export: its theme is the object
 * declared as a `PartialTheme` (or `Theme`), else the one the `<Settings theme={…} />` line names,
 * else the only object in it; its base is the `baseTheme` of that line, else the one base theme it
 * imports. The values replace the builder's; whatever is unreadable is named, and when nothing at all
 * can be read the builder keeps its state.
 */
export function importTheme(text: string, context: ImportContext): ImportResult {
  let module: ParsedModule;
  try {
    module = parseModule(text);
  } catch (error) {
    if (error instanceof LiteralSyntaxError) return { ok: false, problems: [error.message] };
    throw error;
  }
  const found = themeOf(module);
  if ('problem' in found) return { ok: false, problems: [found.problem] };
  const baseName = baseNameOf(module, text, context.bases);
  const { values, problems } = readThemeObject(found.theme, context.index, context.isColor, (value) =>
    resolveNames(value, context.library),
  );
  const applied = Object.keys(values).length;
  if (applied === 0 && problems.length > 0) return { ok: false, problems };
  const base = baseName === undefined ? undefined : baseOfExportName(context.bases, baseName);
  const state: BuilderState = {
    family: base?.family ?? context.current.family,
    variant: base?.variant ?? context.current.variant,
    overrides: values,
  };
  return { ok: true, state, applied, base: baseName, problems };
}

const THEME_TYPES = new Set(['PartialTheme', 'Theme', 'RecursivePartial']);

function themeOf(module: ParsedModule): { theme: LiteralObject } | { problem: string } {
  const isObject = (value: Literal): value is LiteralObject => isPlainObject(value) && !(value instanceof NameRef);
  const typed = module.declarations.filter(
    (declaration) => declaration.typeName && THEME_TYPES.has(declaration.typeName),
  );
  const typedObject = typed.find((declaration) => isObject(declaration.value));
  if (typedObject && isObject(typedObject.value)) return { theme: typedObject.value };
  const themeAttribute = module.settings
    .map(({ attributes }) => attributes['theme'])
    .find((value) => value !== undefined);
  if (themeAttribute instanceof NameRef) {
    const declared = module.declarations.find((declaration) => declaration.name === themeAttribute.name);
    if (declared && isObject(declared.value)) return { theme: declared.value };
  } else if (themeAttribute !== undefined && isObject(themeAttribute)) return { theme: themeAttribute };
  const objects = [...module.declarations.map(({ value }) => value), ...module.values.map(({ value }) => value)].filter(
    isObject,
  );
  if (objects.length === 1 && objects[0]) return { theme: objects[0] };
  if (objects.length === 0)
    return { problem: 'The text holds no theme: no object literal or JSON object was found in it.' };
  return {
    problem: `The text holds ${objects.length} objects and none is marked as the theme: declare it as \`const theme: PartialTheme = {…}\` or name it in \`<Settings theme={…} />\`.`,
  };
}

/** `baseTheme={DARK_THEME}`, in a `<Settings />` line of the code or of a comment (as the export writes it). */
const BASE_ATTRIBUTE = /baseTheme=\{\s*([A-Z_]+)\s*\}/g;

/**
 * The base a pasted theme was made on: the `baseTheme` of a `<Settings />` line, live or in a comment,
 * else the one base theme the text imports; undefined when it names none (the builder keeps its own).
 */
function baseNameOf(module: ParsedModule, text: string, bases: readonly BaseFamily[]): string | undefined {
  const isBase = (name: string) => baseOfExportName(bases, name) !== undefined;
  for (const { attributes } of module.settings) {
    const base = attributes['baseTheme'];
    if (base instanceof NameRef && isBase(base.name)) return base.name;
  }
  const written = [...text.matchAll(BASE_ATTRIBUTE)].map((match) => match[1] ?? '').find(isBase);
  if (written) return written;
  const imported = module.imports.filter(isBase);
  return imported.length === 1 ? imported[0] : undefined;
}

/**
 * A value with its names looked up among the library's exports: `ColorVariant.Series` is the string it
 * stands for, `LIGHT_THEME.colors.vizColors` the palette of the exported theme. Only own properties of
 * plain data are followed; a name that leads to anything else is named as unreadable.
 */
export function resolveNames(
  value: unknown,
  library: Readonly<Record<string, unknown>>,
): { value: unknown } | { problem: string } {
  if (value instanceof NameRef) {
    const [root, ...rest] = value.name.split('.');
    const exported = root !== undefined && Object.hasOwn(library, root) ? library[root] : undefined;
    const found = rest.length === 0 ? exported : valueAt(exported, rest.join('.'));
    const plain = found === undefined ? undefined : asData(found);
    return plain === undefined
      ? { problem: `${value.name} (line ${value.line}) is not a constant of @elastic/charts that the import can read.` }
      : { value: plain };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const resolved = resolveNames(item, library);
      if ('problem' in resolved) return resolved;
      items.push(resolved.value);
    }
    return { value: items };
  }
  return { value };
}

/** A library value as plain data (a string, a number, a list or an object of them), or undefined. */
function asData(value: unknown, depth = 0): unknown {
  if (depth > 8) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => asData(item, depth + 1));
    return items.includes(undefined) ? undefined : items;
  }
  if (isPlainObject(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, asData(item, depth + 1)] as const);
    return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
  }
  return undefined;
}
