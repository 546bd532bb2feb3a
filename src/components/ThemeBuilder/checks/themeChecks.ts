import { ciede2000, toLab } from './ciede2000';
import { composite, toHex, type Rgba } from './color';
import { AA_GRAPHICS, AA_LARGE_TEXT, AA_TEXT, contrastRatio, isLargeText } from './contrast';
import { simulateVision, VISIONS, type Vision } from './simulateVision';

/** Reads a value of the theme being built (the reader's value, else the base's). */
export type ThemeReader = (path: string) => unknown;
/** Reads a CSS colour as numbers; undefined when it is none. */
export type ColorReader = (css: string) => Rgba | undefined;

/**
 * The palette's pairs closer than this CIEDE2000 distance are named as hard to tell apart. A difference
 * of 1 to 2 is visible between two large patches side by side; series are told apart as thin lines,
 * small points and legend swatches, where the difference needed grows as the marks shrink (Szafir,
 * "Modeling Color Difference for Visualization Design", IEEE VIS 2017). 10 is our threshold for that.
 */
export const PALETTE_MIN_DELTA_E = 10;

/** Where a text colour is drawn: on the chart's background, on the palette's colours, or on another parameter's colour. */
type Ground = { background: true } | { palette: number } | { path: string };

interface TextUse {
  /** The colour parameter, or two for the metric, which picks the one with more contrast. */
  paths: [string] | [string, string];
  what: string;
  on: Ground;
  /** The parameter of its font size, where the theme sets one. */
  size?: string;
  /** Its weight: a parameter (with the weight the library uses when it is unset), or the weight the library draws it in. */
  weight?: { path: string; unset: string } | { fixed: string };
}

/**
 * The text colours of the theme and what each is drawn on, as 73.2.1's code draws them. Tick labels
 * are measured and drawn at weight normal whatever `axes.tickLabel.fontWeight` says
 * (`axes/ticks/labels.js`, `renderer/canvas/axes/tick_label.js`); axis and panel titles are bold
 * unless the theme sets a weight (`renderer/canvas/panels/title.js`). A colour set to
 * `__use__adaptive__color__` is chosen by the library for contrast and is not checked. The metric
 * draws each text in its dark or its light colour, whichever contrasts more with the tile
 * (`metric/renderer/dom/metric.js`): a tile with a progress bar sits on the background, a tile
 * without one on its own colour (the preview's takes the palette's first).
 */
const TEXT_USES: TextUse[] = [
  {
    paths: ['axes.tickLabel.fill'],
    what: 'Axis tick labels',
    on: { background: true },
    size: 'axes.tickLabel.fontSize',
    weight: { fixed: 'normal' },
  },
  {
    paths: ['axes.axisTitle.fill'],
    what: 'Axis titles',
    on: { background: true },
    size: 'axes.axisTitle.fontSize',
    weight: { path: 'axes.axisTitle.fontWeight', unset: 'bold' },
  },
  {
    paths: ['axes.axisPanelTitle.fill'],
    what: 'Small-multiples panel titles',
    on: { background: true },
    size: 'axes.axisPanelTitle.fontSize',
    weight: { path: 'axes.axisPanelTitle.fontWeight', unset: 'bold' },
  },
  {
    paths: ['barSeriesStyle.displayValue.fill'],
    what: 'Bar value labels',
    on: { background: true },
    size: 'barSeriesStyle.displayValue.fontSize',
    weight: { path: 'barSeriesStyle.displayValue.fontWeight', unset: 'normal' },
  },
  {
    paths: ['heatmap.xAxisLabel.textColor'],
    what: 'Heatmap x labels',
    on: { background: true },
    size: 'heatmap.xAxisLabel.fontSize',
    weight: { path: 'heatmap.xAxisLabel.fontWeight', unset: 'normal' },
  },
  {
    paths: ['heatmap.yAxisLabel.textColor'],
    what: 'Heatmap y labels',
    on: { background: true },
    size: 'heatmap.yAxisLabel.fontSize',
    weight: { path: 'heatmap.yAxisLabel.fontWeight', unset: 'normal' },
  },
  {
    paths: ['partition.linkLabel.textColor'],
    what: 'Partition linked labels',
    on: { background: true },
    size: 'partition.linkLabel.fontSize',
    weight: { path: 'partition.linkLabel.fontWeight', unset: 'normal' },
  },
  ...[0, 1, 2, 3, 4].map((index): TextUse => ({
    paths: ['partition.fillLabel.textColor'],
    what: `Partition labels on palette colour ${index + 1}`,
    on: { palette: index },
    weight: { path: 'partition.fillLabel.fontWeight', unset: 'normal' },
  })),
  { paths: ['goal.tickLabel.fill'], what: 'Goal tick labels', on: { background: true } },
  { paths: ['goal.majorLabel.fill'], what: 'Goal major label', on: { background: true } },
  { paths: ['goal.minorLabel.fill'], what: 'Goal minor label', on: { background: true } },
  { paths: ['goal.majorCenterLabel.fill'], what: 'Goal centre value', on: { background: true } },
  { paths: ['goal.minorCenterLabel.fill'], what: 'Goal centre label', on: { background: true } },
  { paths: ['bulletGraph.textColor'], what: 'Bullet graph text', on: { background: true } },
  {
    paths: ['metric.textDarkColor', 'metric.textLightColor'],
    what: 'Metric value (progress tile)',
    on: { background: true },
  },
  {
    paths: ['metric.textSubtitleDarkColor', 'metric.textSubtitleLightColor'],
    what: 'Metric subtitle (progress tile)',
    on: { background: true },
  },
  {
    paths: ['metric.textExtraDarkColor', 'metric.textExtraLightColor'],
    what: 'Metric extra text (progress tile)',
    on: { background: true },
  },
  {
    paths: ['metric.textDarkColor', 'metric.textLightColor'],
    what: 'Metric value (coloured tile)',
    on: { palette: 0 },
  },
  {
    paths: ['flamegraph.navigation.buttonTextColor'],
    what: 'Flame graph buttons',
    on: { path: 'flamegraph.navigation.buttonBackgroundColor' },
  },
];

/** The graphical objects a reader must see against the background (WCAG 1.4.11). */
const GRAPHICS: { path: string; what: string }[] = [
  { path: 'lineAnnotation.line.stroke', what: 'Line annotations' },
  { path: 'goal.progressLine.stroke', what: 'Goal progress bar' },
  { path: 'bulletGraph.barBackground', what: 'Bullet graph value bar' },
];

export interface ContrastCheck {
  /** The parameter the check sits beside (the text colour, or the metric's colour the library picks). */
  path: string;
  what: string;
  /** What it is drawn on, in words: `background.color`, `colors.vizColors[2]`. */
  on: string;
  foreground: string;
  background: string;
  ratio: number;
  required: number;
  pass: boolean;
}

export interface PalettePair {
  vision: Vision;
  /** Positions in the palette, from 0. */
  first: number;
  second: number;
  colours: [string, string];
  deltaE: number;
}

export interface ThemeChecks {
  /** The background the chart is drawn on, as the checks see it. */
  background: string;
  contrast: ContrastCheck[];
  /** Palette pairs closer than PALETTE_MIN_DELTA_E, for each vision. */
  closePairs: PalettePair[];
  /** What could not be checked, and why (a value that is no colour the chart can draw). */
  unreadable: string[];
}

/**
 * The builder's checks of a theme: the contrast of every text colour with what it is drawn on and of
 * the palette and the graphical objects with the background (WCAG 2 AA), and the palette's pairs that
 * are too close for normal vision and simulated deuteranopia, protanopia and tritanopia.
 */
export function checkTheme(read: ThemeReader, readColor: ColorReader): ThemeChecks {
  const unreadable: string[] = [];
  const colourAt = (path: string): Rgba | undefined => {
    const value = read(path);
    if (typeof value !== 'string') return undefined;
    const colour = readColor(value);
    if (!colour) unreadable.push(`${path}: "${value}" is not a colour the chart can draw`);
    return colour;
  };
  // The background as the chart's contrast logic sees it: its colour over the opaque fallback.
  const fallback = colourAt('background.fallbackColor') ?? { r: 255, g: 255, b: 255, a: 1 };
  const color = colourAt('background.color');
  const background = composite(color ?? fallback, { ...fallback, a: 1 });
  const palette = Array.isArray(read('colors.vizColors')) ? (read('colors.vizColors') as unknown[]) : [];
  const paletteColours = palette.map((value, i) => {
    const colour = typeof value === 'string' ? readColor(value) : undefined;
    if (!colour) unreadable.push(`colors.vizColors[${i}]: ${JSON.stringify(value)} is not a colour the chart can draw`);
    return colour && composite(colour, background);
  });

  const contrast: ContrastCheck[] = [];
  for (const use of TEXT_USES) {
    const ground = groundOf(use.on, background, paletteColours, colourAt);
    if (!ground) continue;
    const candidates = use.paths.flatMap((path) => {
      const value = read(path);
      // Chosen by the library for contrast: nothing to check.
      if (typeof value !== 'string' || value.startsWith('__use__')) return [];
      const colour = colourAt(path);
      return colour ? [{ path, seen: composite(colour, ground.colour) }] : [];
    });
    const best = candidates
      .map((candidate) => ({ ...candidate, ratio: contrastRatio(candidate.seen, ground.colour) }))
      .sort((a, b) => b.ratio - a.ratio)[0];
    if (!best) continue;
    const size = use.size === undefined ? undefined : read(use.size);
    const weight = weightOf(use, read);
    const required = typeof size === 'number' && isLargeText(size, weight) ? AA_LARGE_TEXT : AA_TEXT;
    contrast.push({
      path: best.path,
      what: use.what,
      on: ground.name,
      foreground: toHex(best.seen),
      background: toHex(ground.colour),
      ratio: best.ratio,
      required,
      pass: best.ratio >= required,
    });
  }
  paletteColours.forEach((colour, i) => {
    if (colour) contrast.push(graphic(`colors.vizColors[${i}]`, `Palette colour ${i + 1}`, colour, background));
  });
  for (const { path, what } of GRAPHICS) {
    const colour = colourAt(path);
    if (colour) contrast.push(graphic(path, what, composite(colour, background), background));
  }

  return {
    background: toHex(background),
    contrast,
    closePairs: closePairs(paletteColours),
    unreadable: [...new Set(unreadable)],
  };
}

function groundOf(
  on: Ground,
  background: Rgba,
  palette: (Rgba | undefined)[],
  colourAt: (path: string) => Rgba | undefined,
): { name: string; colour: Rgba } | undefined {
  if ('background' in on) return { name: 'background.color', colour: background };
  if ('palette' in on) {
    const colour = palette[on.palette];
    return colour && { name: `colors.vizColors[${on.palette}]`, colour };
  }
  const colour = colourAt(on.path);
  return colour && { name: on.path, colour: composite(colour, background) };
}

function weightOf(use: TextUse, read: ThemeReader): string | number {
  if (!use.weight) return 'normal';
  if ('fixed' in use.weight) return use.weight.fixed;
  const value = read(use.weight.path);
  return typeof value === 'string' || typeof value === 'number' ? value : use.weight.unset;
}

function graphic(path: string, what: string, colour: Rgba, background: Rgba): ContrastCheck {
  const ratio = contrastRatio(colour, background);
  return {
    path,
    what,
    on: 'background.color',
    foreground: toHex(colour),
    background: toHex(background),
    ratio,
    required: AA_GRAPHICS,
    pass: ratio >= AA_GRAPHICS,
  };
}

/** Every pair of the palette closer than PALETTE_MIN_DELTA_E under each vision, closest first within a vision. */
export function closePairs(palette: (Rgba | undefined)[]): PalettePair[] {
  const pairs: PalettePair[] = [];
  for (const vision of VISIONS) {
    const seen = palette.map((colour) => colour && { hex: toHex(colour), lab: toLab(simulateVision(colour, vision)) });
    const found: PalettePair[] = [];
    seen.forEach((a, first) => {
      seen.forEach((b, second) => {
        if (!a || !b || second <= first) return;
        const deltaE = ciede2000(a.lab, b.lab);
        if (deltaE < PALETTE_MIN_DELTA_E) found.push({ vision, first, second, colours: [a.hex, b.hex], deltaE });
      });
    });
    pairs.push(...found.sort((x, y) => x.deltaE - y.deltaE));
  }
  return pairs;
}
