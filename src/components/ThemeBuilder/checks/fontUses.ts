import type { FontSpec } from './fontMeasure';
import type { ThemeReader } from './themeChecks';

interface FontUse {
  what: string;
  /** Where its family, size, style and weight come from; a fixed value where the library ignores the theme's. */
  family: string;
  size: string;
  style: string | { fixed: string };
  weight: { path: string; unset: string } | { fixed: string };
  sample: string;
}

/**
 * The canvas text whose font the theme sets, measured with the font the chart measures it with, as
 * 73.2.1's code builds it: tick labels at weight normal and variant normal whatever the theme says
 * (`axes/ticks/labels.js`); axis titles bold and normal unless the theme sets them (`panels/title.js`);
 * bar value labels at style, weight and variant normal (`rendering/bars.js`, `computeBoxWidth`); a
 * heatmap's labels with every part of the theme's `Font`.
 */
const FONT_USES: FontUse[] = [
  {
    what: 'Axis tick labels',
    family: 'axes.tickLabel.fontFamily',
    size: 'axes.tickLabel.fontSize',
    style: 'axes.tickLabel.fontStyle',
    weight: { fixed: 'normal' },
    sample: '12:00  1,250  Wed',
  },
  {
    what: 'Axis titles',
    family: 'axes.axisTitle.fontFamily',
    size: 'axes.axisTitle.fontSize',
    style: 'axes.axisTitle.fontStyle',
    weight: { path: 'axes.axisTitle.fontWeight', unset: 'bold' },
    sample: 'Latency (ms)',
  },
  {
    what: 'Bar value labels',
    family: 'barSeriesStyle.displayValue.fontFamily',
    size: 'barSeriesStyle.displayValue.fontSize',
    style: { fixed: 'normal' },
    weight: { fixed: 'normal' },
    sample: '1,250',
  },
  {
    what: 'Heatmap x labels',
    family: 'heatmap.xAxisLabel.fontFamily',
    size: 'heatmap.xAxisLabel.fontSize',
    style: 'heatmap.xAxisLabel.fontStyle',
    weight: { path: 'heatmap.xAxisLabel.fontWeight', unset: 'normal' },
    sample: '12  16  20',
  },
];

export interface MeasuredUse {
  what: string;
  /** The path of the family, where the reader changes it. */
  familyPath: string;
  font: FontSpec;
  sample: string;
}

/** The fonts of the uses above in the theme being built. */
export function fontUses(read: ThemeReader): MeasuredUse[] {
  return FONT_USES.flatMap((use) => {
    const family = read(use.family);
    const rawSize = read(use.size);
    // A value label's size may be a range: it is drawn at most at its `max`.
    const size =
      typeof rawSize === 'number'
        ? rawSize
        : typeof rawSize === 'object' && rawSize !== null
          ? (rawSize as { max?: unknown }).max
          : undefined;
    if (typeof family !== 'string' || typeof size !== 'number') return [];
    const styleValue = typeof use.style === 'string' ? read(use.style) : use.style.fixed;
    const weightValue = 'fixed' in use.weight ? use.weight.fixed : (read(use.weight.path) ?? use.weight.unset);
    return [
      {
        what: use.what,
        familyPath: use.family,
        sample: use.sample,
        font: {
          fontFamily: family,
          fontSize: size,
          fontStyle: typeof styleValue === 'string' ? styleValue : 'normal',
          fontVariant: 'normal',
          fontWeight: typeof weightValue === 'string' || typeof weightValue === 'number' ? weightValue : 'normal',
        },
      },
    ];
  });
}
