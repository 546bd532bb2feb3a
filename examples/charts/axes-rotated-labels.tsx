/**
 * Rotated axis labels
 * Support tickets per product area: long category names on the x axis, turned so that every one of them fits.
 */
import React from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const tickets = [
  { area: 'Billing and invoices', tickets: 184 },
  { area: 'Sign-in and accounts', tickets: 142 },
  { area: 'Mobile app (iOS)', tickets: 117 },
  { area: 'Data export', tickets: 96 },
  { area: 'API and webhooks', tickets: 73 },
  { area: 'Email notifications', tickets: 58 },
  { area: 'Team permissions', tickets: 41 },
];

interface RotatedLabelsExampleProps {
  baseTheme?: Theme;
  /** Rotation of the category labels in degrees: 0 is horizontal, -90 reads bottom to top. */
  labelRotation?: number;
  /** How many lines a label may wrap onto before it is cut; wrapping is another way to fit long names. */
  wrapLines?: number;
}

export default function RotatedLabelsExample({
  baseTheme = LIGHT_THEME,
  labelRotation = -45,
  wrapLines = 1,
}: RotatedLabelsExampleProps) {
  return (
    <Chart title="Support tickets per product area">
      <Settings baseTheme={baseTheme} />
      <Axis
        id="area"
        position={Position.Bottom}
        style={{ tickLabel: { rotation: labelRotation, wrapLines } }}
        // Bars already mark each category: no vertical grid lines.
        gridLine={{ visible: false }}
      />
      <Axis id="tickets-axis" position={Position.Left} title="Tickets" ticks={4} gridLine={{ dash: [4, 4] }} />
      <BarSeries
        id="tickets"
        data={tickets}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="area"
        yAccessors={['tickets']}
      />
    </Chart>
  );
}
