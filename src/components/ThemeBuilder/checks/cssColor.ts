import { parseRgba, type Rgba } from './color';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Any CSS colour the browser accepts (`snow`, `hsl(200 50% 40%)`, `#36a2ef33`) as a canvas reads it
 * back: `#rrggbb`, or `rgba(r, g, b, a)` when translucent. The chart draws its colours on a canvas,
 * so what a canvas cannot read is not a colour to it either (`currentcolor` has no meaning there).
 * Undefined for anything else, such as 73.2.1's own `mangenta` in LEGACY_LIGHT_THEME.
 */
export function normaliseColor(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /currentcolor|var\(/i.test(trimmed) || !CSS.supports('color', trimmed)) return undefined;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  // A value the canvas rejects leaves the last one: two different starting values tell it apart.
  context.fillStyle = '#000000';
  context.fillStyle = trimmed;
  const first = context.fillStyle;
  context.fillStyle = '#ffffff';
  context.fillStyle = trimmed;
  return first === context.fillStyle ? String(first) : undefined;
}

/** A CSS colour as numbers, or undefined when it is none. */
export function cssRgba(text: string): Rgba | undefined {
  const normalised = normaliseColor(text);
  return normalised === undefined ? undefined : parseRgba(normalised);
}

/** Whether the chart can draw `text` as a colour. */
export function isCssColor(text: string): boolean {
  return normaliseColor(text) !== undefined;
}
