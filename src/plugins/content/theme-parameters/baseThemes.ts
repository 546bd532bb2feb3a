import ts from 'typescript';
import type { LibraryTypes } from '../props-tables/libraryTypes';
import type { BaseFamily } from './types';

/** `LIGHT_THEME`, `AMSTERDAM_DARK_THEME`: a family's prefix and the variant. */
const VARIANT_NAME = /^(?:(\w+)_)?(LIGHT|DARK)_THEME$/;

/**
 * The base themes the library exports: every export whose declared type is `Theme`, paired into
 * families by name (`AMSTERDAM_LIGHT_THEME` and `AMSTERDAM_DARK_THEME`), with each one's `@deprecated`
 * note. The family without a prefix (`LIGHT_THEME`, `DARK_THEME`) comes first; the rest keep the
 * order of the library's exports. An export of type `Theme` whose name does not say its variant
 * fails the build, so that a new base cannot go unseen.
 */
export function baseThemes(library: LibraryTypes): BaseFamily[] {
  const { checker } = library;
  const themeSymbol = library.exported('Theme');
  if (!themeSymbol) throw new Error('theme-parameters: the library exports no `Theme` type.');
  const themeType = checker.getDeclaredTypeOfSymbol(themeSymbol);
  const families = new Map<string, BaseFamily>();
  for (const name of Object.keys(library.runtimeExports())) {
    const symbol = library.exported(name);
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Variable) || checker.getTypeOfSymbol(symbol) !== themeType) continue;
    const match = VARIANT_NAME.exec(name);
    if (!match) {
      throw new Error(`theme-parameters: ${name} is a Theme whose name does not say light or dark; pair it by hand.`);
    }
    const prefix = match[1] ?? '';
    const family = families.get(prefix) ?? { label: prefix === '' ? 'Default' : titleCase(prefix) };
    const variant = match[2] === 'LIGHT' ? 'light' : 'dark';
    family[variant] = name;
    const deprecated = symbol.getJsDocTags(checker).find((tag) => tag.name === 'deprecated');
    if (deprecated) {
      family.deprecated = { ...family.deprecated, [variant]: ts.displayPartsToString(deprecated.text).trim() };
    }
    families.set(prefix, family);
  }
  if (!families.has('')) throw new Error('theme-parameters: the library exports no LIGHT_THEME or DARK_THEME.');
  return [...families.entries()].sort(([a], [b]) => Number(a !== '') - Number(b !== '')).map(([, family]) => family);
}

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}
