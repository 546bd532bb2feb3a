/**
 * Horizontal bar chart
 * Reasons customers gave for cancelling, ranked from most to least common, as bars lying down so the long answers read in full.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Rotation,
  type Theme,
} from '@elastic/charts';

// Answers to an exit survey (one answer per cancelled subscription), in the order the form lists them.
const answers = [
  { reason: 'Too expensive for what it does', count: 118 },
  { reason: 'Missing a feature we need', count: 86 },
  { reason: 'Moved to a competitor', count: 64 },
  { reason: 'Not using it enough', count: 97 },
  { reason: 'Too many technical problems', count: 41 },
  { reason: 'Support was slow to answer', count: 23 },
  { reason: 'Company closed or merged', count: 12 },
];

// Rank the answers here, in the data: the chart draws ordinal x values in the order it first meets them.
const ranked = [...answers].sort((a, b) => b.count - a.count);

interface HorizontalBarExampleProps {
  baseTheme?: Theme;
  /**
   * The chart's rotation in degrees. At 90 the first answer is at the top and bars grow to the right; the module moves
   * the answer axis to whichever side now holds the x values.
   */
  rotation?: Rotation;
}

export default function HorizontalBarExample({ baseTheme = LIGHT_THEME, rotation = 90 }: HorizontalBarExampleProps) {
  // An axis shows x or y by where it sits: with the chart turned by ±90°, the x values run along the left edge.
  const sideways = rotation === 90 || rotation === -90;
  return (
    <Chart title="Why customers cancelled">
      <Settings baseTheme={baseTheme} rotation={rotation} />
      <Axis id="reason" position={sideways ? Position.Left : Position.Bottom} />
      <Axis
        id="count-axis"
        position={sideways ? Position.Bottom : Position.Left}
        title="Answers"
        // The value labels on the bars already give the numbers: keep the count axis light.
        ticks={4}
      />
      <BarSeries
        id="answers"
        name="Answers"
        data={ranked}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        // Round the end of the count scale up (to 120 here) so the longest bar does not touch the edge.
        yNice
        xAccessor="reason"
        yAccessors={['count']}
        displayValueSettings={{ showValueLabel: true }}
      />
    </Chart>
  );
}
