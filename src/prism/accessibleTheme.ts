import type { PrismTheme } from 'prism-react-renderer';

/** WCAG AA contrast for normal-size text, the level axe checks. */
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Moves a colour towards black (on a light background) or white (on a dark one) until it reads. */
function readable(color: string, background: Rgb): string {
  let rgb = parseColor(color);
  if (!rgb) return color;
  const target = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 0; step < 20 && contrast(rgb, background) < MIN_CONTRAST; step += 1) {
    rgb = rgb.map((v) => Math.round(v + (target - v) * 0.1)) as Rgb;
  }
  return `rgb(${rgb.join(', ')})`;
}

/** The colour a reader sees: `color` drawn at `opacity` over `background`. */
function seenColor(color: string, opacity: number, background: Rgb): string {
  const rgb = parseColor(color);
  if (!rgb || opacity >= 1) return color;
  return `rgb(${rgb.map((v, i) => Math.round(v * opacity + (background[i] ?? 0) * (1 - opacity))).join(', ')})`;
}

/**
 * A Prism theme whose every token colour meets 4.5:1 against the theme's background. The stock
 * themes (GitHub's light, Dracula's dark) use a few paler colours, for numbers and comments, that
 * fall short of it, and GitHub's dims namespaces with an opacity (4.49:1); only those change, and
 * only as much as needed: a dimmed token gets the colour it showed, made readable, at full opacity.
 */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background)
    throw new Error(`accessibleTheme: cannot read the background colour ${theme.plain.backgroundColor}.`);
  const plain = theme.plain.color;
  return {
    plain: { ...theme.plain, ...(plain && { color: readable(plain, background) }) },
    styles: theme.styles.map(({ style: { opacity, ...style }, ...rest }) => {
      const color = style.color ?? (opacity === undefined ? undefined : plain);
      const shown = color && seenColor(color, Number(opacity ?? 1), background);
      return { ...rest, style: { ...style, ...(shown && { color: readable(shown, background) }) } };
    }),
  };
}
