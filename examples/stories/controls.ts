/**
 * Control definitions the stories share, so each story file only says which props a reader can
 * turn and within which range. The descriptions come from the examples' own prop comments
 * (Storybook reads them with react-docgen).
 */

/** A select over the values of one of the library's constant objects (`Position`, `CurveType`…), labelled by key. */
export function choiceOf<const T extends Record<string, string | number>>(constants: T) {
  const entries = Object.entries(constants) as [string, T[keyof T]][];
  return {
    options: entries.map(([, value]) => value),
    control: { type: 'select', labels: Object.fromEntries(entries.map(([key, value]) => [value, key])) },
  } as const;
}

/** Inline radio buttons over a few string values. */
export function oneOf<const T extends readonly string[]>(...options: T) {
  return { options, control: { type: 'inline-radio' } } as const;
}

/** A slider over whole numbers. */
export function range(min: number, max: number, step = 1) {
  return { control: { type: 'range', min, max, step } } as const;
}
