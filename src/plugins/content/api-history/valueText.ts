/**
 * A default the library applies, as one line of JavaScript-like text that stays the same while the value
 * does, so that two versions differ only where the default changed:
 * - a string in double quotes (`"canvas"`), so a bare word is never a string;
 * - a number, boolean, `null` or `undefined` as JavaScript writes it (`NaN`, `-0`, `Infinity` included);
 * - an object the library exports under a name, as that name (`LIGHT_THEME`): its contents have a history
 *   of their own, in the export's type;
 * - another array or object as a literal with sorted keys (`{"duration":0}`);
 * - a function by its compiled source on one line, with the compiler's numbered module names
 *   (`utils_1.x`, which number the file's imports) written without the number (`utils.x`), and the
 *   compiler's rewrite of an optional member access for older targets (`d === null || d === void 0 ? void 0 :
 *   d.x`, as releases before 69.1.1 were compiled) written as the source has it (`d?.x`); a built-in by its name
 *   (`String`).
 */
export function valueText(value: unknown, exportNameOf: ReadonlyMap<unknown, string>): string {
  return write(value, exportNameOf, []);
}

function write(value: unknown, exportNameOf: ReadonlyMap<unknown, string>, path: unknown[]): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function': {
      const source = Function.prototype.toString.call(value);
      if (/\{\s*\[native code\]\s*\}$/.test(source)) return (value as { name: string }).name;
      return source
        .replace(/\s+/g, ' ')
        .replace(/\b([A-Za-z_$][\w$]*?)_\d+\./g, '$1.')
        .replace(/\b([A-Za-z_$][\w$]*) === null \|\| \1 === void 0 \? void 0 : \1\./g, '$1?.');
    }
  }
  if (value === null || value === undefined) return String(value);
  const name = exportNameOf.get(value);
  if (name) return name;
  if (path.includes(value)) {
    throw new Error('api-history: a default holds itself (a cycle); give valueText.ts a way to write it.');
  }
  const inner = [...path, value];
  if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item, exportNameOf, inner)).join(',')}]`;
  const prototype = Object.getPrototypeOf(value) as object | null;
  const className = prototype === null || prototype === Object.prototype ? '' : `${prototype.constructor.name} `;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = keys.map(
    (key) => `${JSON.stringify(key)}:${write((value as Record<string, unknown>)[key], exportNameOf, inner)}`,
  );
  return `${className}{${entries.join(',')}}`;
}
