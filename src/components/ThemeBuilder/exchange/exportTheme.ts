import { isPlainObject, partialTheme, type ParamValue } from '../model/values';

/** The name the exported partial theme is declared under. */
export const THEME_CONST = 'chartTheme';

/** The line that applies the export, inside a `<Chart>`. */
export function settingsLine(baseName: string): string {
  return `<Settings theme={${THEME_CONST}} baseTheme={${baseName}} />`;
}

/**
 * The TypeScript a reader pastes into an app: a `PartialTheme` of the values that differ from the base
 * (`entries`, in the `Theme` type's order), the base named, and the `Settings` line that applies both,
 * as a comment (its `Settings` and base come from the reader's chart module). The import reads this
 * text back, the base from that line (`importTheme.ts`).
 */
export function exportTheme(
  entries: readonly (readonly [string, ParamValue])[],
  baseName: string,
  version: string,
): string {
  const theme = partialTheme(entries);
  return [
    `import type { PartialTheme } from '@elastic/charts';`,
    '',
    `// Made with the theme builder for @elastic/charts ${version}, on ${baseName}: the values that differ from it.`,
    `export const ${THEME_CONST}: PartialTheme = ${exportValue(theme)};`,
    '',
    `// Apply it on its base in each chart (${baseName} and Settings come from '@elastic/charts'):`,
    `// ${settingsLine(baseName)}`,
    '',
  ].join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Lists of primitives up to this many characters stay on one line, as Prettier would keep them. */
const INLINE_WIDTH = 72;

/** A value written as TypeScript, in Prettier's layout: short lists of primitives on one line, objects one key a line. */
export function exportValue(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => exportValue(item, inner));
    const inline = `[${items.join(', ')}]`;
    if (value.every((item) => !isPlainObject(item) && !Array.isArray(item)) && inline.length <= INLINE_WIDTH)
      return inline;
    return `[\n${items.map((item) => `${inner}${item},\n`).join('')}${indent}]`;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const lines = keys.map(
      (key) => `${inner}${IDENTIFIER.test(key) ? key : quote(key)}: ${exportValue(value[key], inner)},\n`,
    );
    return `{\n${lines.join('')}${indent}}`;
  }
  throw new Error(`theme builder: cannot write ${String(value)} as a theme value.`);
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}
