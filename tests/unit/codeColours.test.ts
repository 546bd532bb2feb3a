import { describe, expect, test } from 'vitest';
import { codeThemes } from '../../src/prism/codeThemes';

/**
 * Every colour a code block can give its text, in both modes, reads at WCAG AA (4.5:1) on the
 * block's background. The colours come from the theme alone, whatever the page, so they are
 * checked here once; axe checks the highlighted lines in the browser on a few pages only
 * (tests/axe.ts), where it spent about half of its time on the site's thousands of token spans.
 */
type Rgb = [number, number, number];

function rgb(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
  const parts = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (!parts) throw new Error(`not a colour this test reads: ${colour}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

const luminance = (colour: Rgb) => {
  const [r, g, b] = colour.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

/** A colour drawn at `opacity` over `under`, as the reader sees it. */
const blend = (top: Rgb, under: Rgb, opacity: number) =>
  top.map((v, i) => v * opacity + (under[i] ?? 0) * (1 - opacity)) as Rgb;

describe.each(Object.entries(codeThemes))('the %s code theme', (_mode, theme) => {
  const background = rgb(theme.plain.backgroundColor ?? '');
  const plain = theme.plain.color ?? '';

  test('its plain text reads on its background', () => {
    expect(ratio(rgb(plain), background)).toBeGreaterThanOrEqual(4.5);
  });

  test.each(theme.styles.map((style) => [style.types.join(', '), style.style] as const))(
    'its %s tokens read on its background',
    (_types, style) => {
      const opacity = Number(style.opacity ?? 1);
      const seen = blend(rgb(style.color ?? plain), background, opacity);
      expect(ratio(seen, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
