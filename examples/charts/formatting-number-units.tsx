/**
 * Units and number formats
 * A week of one service's figures as bytes, a share or money, written by Intl.NumberFormat: short on the axis, precise in the tooltip.
 */
import React from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Raw numbers, as a metrics store returns them: bytes, a ratio between 0 and 1, and US dollars with cents.
const SENT_BYTES = [
  842_315_904_512, 1_215_730_221_056, 1_498_102_374_400, 1_730_615_508_992, 2_287_442_165_760, 1_064_870_092_800,
  913_227_571_200,
];
const DISK_USED = [0.412, 0.437, 0.468, 0.503, 0.541, 0.552, 0.559];
const COST_USD = [1843.27, 1921.6, 2010.05, 1987.44, 2264.91, 1412.3, 1298.75];

// Decimal byte units, picked per value by its power of 1000. Intl.NumberFormat writes the number (digits,
// grouping, rounding); the symbol is added by hand, since its "byte" unit has no short form ("0 byte").
const BYTE_SYMBOLS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];
const bytesWith = (number: Intl.NumberFormat) => (bytes: number) => {
  const exponent = bytes === 0 ? 0 : Math.min(BYTE_SYMBOLS.length - 1, Math.floor(Math.log10(Math.abs(bytes)) / 3));
  return `${number.format(bytes / 1000 ** exponent)} ${BYTE_SYMBOLS[exponent]}`;
};

// Build each Intl.NumberFormat once: the chart calls formatters for every tick and every tooltip row.
const decimal1 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const decimal2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent0 = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const percent1 = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface UnitConfig {
  name: string;
  title: string;
  values: number[];
  /** Axis labels: short, since there are many of them and the gridlines carry the precision. */
  axisLabel: (value: number) => string;
  /** Tooltip rows: the series' tickFormat, read one value at a time. */
  exact: (value: number) => string;
  /** A fixed y domain where the unit has natural bounds. */
  domain?: { min: number; max: number };
}

const UNITS: Record<'bytes' | 'percent' | 'currency', UnitConfig> = {
  bytes: {
    name: 'Sent',
    title: 'Data sent',
    values: SENT_BYTES,
    axisLabel: bytesWith(decimal1),
    exact: bytesWith(decimal2),
  },
  percent: {
    name: 'Disk used',
    title: 'Disk used',
    values: DISK_USED,
    axisLabel: (v) => percent0.format(v),
    exact: (v) => percent1.format(v),
    // A share reads against the whole: show 0 % to 100 %, not 0 % to 60 %.
    domain: { min: 0, max: 1 },
  },
  currency: {
    name: 'Cost',
    title: 'Cost (USD)',
    values: COST_USD,
    axisLabel: (v) => usdCompact.format(v),
    exact: (v) => usd.format(v),
  },
};

interface NumberUnitsExampleProps {
  baseTheme?: Theme;
  /** Which figure to draw: bytes sent per day, the share of a disk in use, or the daily bill. */
  unit?: keyof typeof UNITS;
}

export default function NumberUnitsExample({ baseTheme = LIGHT_THEME, unit = 'bytes' }: NumberUnitsExampleProps) {
  const config = UNITS[unit];
  const data = DAYS.map((day, i) => ({ day, value: config.values[i] ?? 0 }));
  return (
    <Chart title={`${config.title} per day`}>
      <Settings baseTheme={baseTheme} />
      <Axis id="day" position={Position.Bottom} />
      {/* labelFormat writes the tick labels only; the tooltip keeps using the series' tickFormat. */}
      <Axis
        id="value-axis"
        position={Position.Left}
        title={config.title}
        labelFormat={config.axisLabel}
        domain={config.domain}
      />
      <BarSeries
        id={`${unit}-series`}
        name={config.name}
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['value']}
        // Round the top of the y domain up to a tick, so the tallest bar sits under a labelled line.
        yNice
        tickFormat={config.exact}
      />
    </Chart>
  );
}
