import { colorChannels } from '../../../plugins/content/api-history/colorSyntax';

/**
 * Colours as numbers, for the checks. Pure: the browser first turns any CSS colour into one of the
 * two forms a canvas reads back (`normaliseColor` in `cssColor.ts`), which `parseRgba` reads here.
 */

/** Red, green and blue from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(r, g, b, a)`; undefined otherwise. */
export function parseRgba(text: string): Rgba | undefined {
  const channels = colorChannels(text);
  if (!channels || channels.some((value) => Number.isNaN(value))) return undefined;
  const [r, g, b, a] = channels;
  return { r: clamp(r, 255), g: clamp(g, 255), b: clamp(b, 255), a: clamp(a, 1) };
}

/** `top` drawn over the opaque `bottom`: what the eye sees (source-over compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** `#rrggbb` of a colour's red, green and blue (alpha left out). */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The sRGB transfer function undone: a channel from 0 to 255 as linear light from 0 to 1. */
export function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light from 0 to 1 back to an sRGB channel from 0 to 255. */
export function fromLinear(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(0, value));
}
