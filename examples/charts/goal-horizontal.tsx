/**
 * Goal as a bar
 * Support tickets closed this month against a target of 400, on the older Goal spec's straight bullet.
 */
import React from 'react';
import {
  Chart,
  Goal,
  LIGHT_THEME,
  Settings,
  type BandFillColorAccessorInput,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

// Where each band ends; the first starts at `base` (0). Names for screen readers, one per band.
const BANDS = [250, 400, 500];
const BAND_NAMES = ['behind', 'on track', 'ahead'];
// Mid-tones, so that both the light theme's dark progress bar and the dark theme's light one stand out.
const BAND_COLORS = ['#e8907f', '#efc46e', '#8fcca5'];

// `bandFillColor` is called once per band, with the band's end as `value` and its position as `index`.
const bandColor = ({ index }: BandFillColorAccessorInput) => BAND_COLORS[index] ?? '#cccccc';

/**
 * The theme caps a straight bullet at 500 pixels (`maxBulletSize`), of which the bar gets the right half, and its
 * thickness at 32: lifting both lets the bar follow the chart's width. Its text is sized from that width, up to
 * `maxTickFontSize`, which keeps the labels at body size in a wide chart.
 */
const FILL_THE_WIDTH: PartialTheme = {
  goal: { maxBulletSize: 2000, baselineBarThickness: 40, maxTickFontSize: 16 },
};

interface GoalHorizontalExampleProps {
  baseTheme?: Theme;
  /** A bar that runs left to right, or bottom to top. */
  subtype?: 'horizontalBullet' | 'verticalBullet';
  /** Tickets closed so far, from 0 to 500. */
  actual?: number;
}

export default function GoalHorizontalExample({
  baseTheme = LIGHT_THEME,
  subtype = 'horizontalBullet',
  actual = 342,
}: GoalHorizontalExampleProps) {
  return (
    // Goal draws no Chart `title`, and in 73.2.1 Settings' `ariaLabel` names nothing (no element carries it): the
    // labels below are what a reader sees and what the screen-reader summary reads.
    <Chart>
      <Settings baseTheme={baseTheme} theme={FILL_THE_WIDTH} />
      <Goal
        id="tickets"
        subtype={subtype}
        base={0}
        actual={actual}
        target={400}
        domain={{ min: 0, max: 500 }}
        bands={BANDS}
        bandFillColor={bandColor}
        bandLabels={BAND_NAMES}
        ticks={[0, 100, 200, 300, 400, 500]}
        tickValueFormatter={({ value }) => String(value)}
        // On the straight subtypes these two are the only labels: the central ones are for the arc.
        labelMajor={`${actual} closed`}
        labelMinor="target 400"
        tooltipValueFormatter={(value) => `${value} tickets`}
      />
    </Chart>
  );
}
