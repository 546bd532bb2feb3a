import { toLinear, type Rgba } from './color';

/**
 * WCAG 2's contrast ratio, as the success criteria 1.4.3 (text) and 1.4.11 (graphical objects) define
 * it: relative luminance from linear sRGB, and (lighter + 0.05) / (darker + 0.05). Colours must be
 * opaque: composite a translucent one over what it is drawn on first.
 */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG 2 level AA: 4.5:1 for text, 3:1 for large text and for the graphical objects a reader must see. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_GRAPHICS = 3;

/**
 * Large text in WCAG 2's sense: at least 18 point (24 CSS pixels), or 14 point (about 18.66 pixels)
 * in bold. A weight of 700 or more counts as bold.
 */
export function isLargeText(fontSizePx: number, fontWeight: string | number): boolean {
  const bold =
    fontWeight === 'bold' || fontWeight === 'bolder' || (typeof fontWeight === 'number' && fontWeight >= 700);
  return fontSizePx >= 24 || (bold && fontSizePx >= (14 * 4) / 3);
}
