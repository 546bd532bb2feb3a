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

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(r, g, b, a)`; undefined otherwise. */
export function parseRgba(text: string): Rgba | undefined {
  const trimmed = text.trim();
  const hex = HEX.exec(trimmed)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
  }
  const rgb = RGB_FUNCTION.exec(trimmed);
  if (!rgb) return undefined;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
  const alphaText = rgb[4];
  const a = alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : Number(alphaText);
  if ([r, g, b, a].some((value) => value === undefined || Number.isNaN(value))) return undefined;
  return { r: clamp(r ?? 0, 255), g: clamp(g ?? 0, 255), b: clamp(b ?? 0, 255), a: clamp(a, 1) };
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
