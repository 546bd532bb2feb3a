/**
 * The two ways the library's themes write a colour by its channels, `#` hex and `rgb()`/`rgba()`, read in one
 * place: by the theme history (normalised at build time, `themeValues.ts`, and compared, `cssColor.ts`) and by the
 * theme builder's checks in the browser (`ThemeBuilder/checks/color.ts`). Named colours are `cssColor.ts`'s.
 */

/** A hex colour's digits (after the `#`): three, four, six or eight. */
export const HEX_DIGITS = /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** `rgb()` or `rgba()`, with commas or spaces, the alpha after a comma or a slash: the channels as written. */
export const RGB_FUNCTION = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

/** Red, green and blue from 0 to 255 and alpha from 0 to 1, as written (not rounded, not clamped). */
export type Channels = [number, number, number, number];

/** Hex digits at full length: three or four written as six or eight (`f0c` is `ff00cc`), six or eight as they are. */
export function fullHexDigits(digits: string): string {
  return digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
}

/** The channels of a `#rgb(a)`, `#rrggbb(aa)`, `rgb()` or `rgba()` colour; undefined for any other string. */
export function colorChannels(text: string): Channels | undefined {
  const value = text.trim();
  if (value.startsWith('#')) {
    if (!HEX_DIGITS.test(value.slice(1))) return undefined;
    const full = fullHexDigits(value.slice(1));
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [byte(0), byte(2), byte(4), full.length === 8 ? byte(6) / 255 : 1];
  }
  const rgb = RGB_FUNCTION.exec(value);
  if (!rgb) return undefined;
  const [, r = '', g = '', b = '', a] = rgb;
  const channel = (part: string) => (part.endsWith('%') ? (Number(part.slice(0, -1)) * 255) / 100 : Number(part));
  const alpha = a === undefined ? 1 : a.endsWith('%') ? Number(a.slice(0, -1)) / 100 : Number(a);
  return [channel(r), channel(g), channel(b), alpha];
}
