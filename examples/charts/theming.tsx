/**
 * Theming
 * A partial theme on top of the base theme: own series colours, thicker lines and larger axis labels.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

const customTheme = (lineWidth: number, showPoints: boolean): PartialTheme => ({
  colors: { vizColors: ['#e7664c', '#54b399', '#6092c0'] },
  lineSeriesStyle: { line: { strokeWidth: lineWidth }, point: { visible: showPoints ? 'always' : 'never' } },
  axes: { tickLabel: { fontSize: 13 } },
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const data = Array.from({ length: 12 }, (_, month) => ({
  month,
  revenue: 100 + month * 12 + ((month * 29) % 17),
  costs: 80 + month * 6 + ((month * 13) % 11),
  margin: 20 + month * 6,
}));

interface ThemingExampleProps {
  baseTheme?: Theme;
  /** Line width in pixels, set through the partial theme. */
  lineWidth?: number;
  /** Draw a point at every value, also through the partial theme. */
  showPoints?: boolean;
}

export default function ThemingExample({
  baseTheme = LIGHT_THEME,
  lineWidth = 3,
  showPoints = false,
}: ThemingExampleProps) {
  return (
    <Chart title="Revenue, costs and margin">
      <Settings baseTheme={baseTheme} theme={customTheme(lineWidth, showPoints)} showLegend />
      {/* Three-letter names: the axis keeps only ticks whose labels all differ, and J, M and A would repeat. */}
      <Axis id="month" position={Position.Bottom} tickFormat={(m: number) => MONTHS[m] ?? ''} />
      <Axis id="amount" position={Position.Left} title="k€" />
      <LineSeries
        id="finance"
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['revenue', 'costs', 'margin']}
      />
    </Chart>
  );
}
