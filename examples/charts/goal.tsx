/**
 * Goal
 * A semicircular gauge of CPU use against an 80% target (the older Goal spec; see Bullet).
 */
import React from 'react';
import { Chart, Goal, LIGHT_THEME, Settings, type Theme } from '@elastic/charts';

interface GoalExampleProps {
  baseTheme?: Theme;
  /** The gauge's shape: a semicircle, or a horizontal or vertical bar. */
  subtype?: 'goal' | 'horizontalBullet' | 'verticalBullet';
  /** CPU use in percent, from 0 to 100. */
  actual?: number;
}

export default function GoalExample({ baseTheme = LIGHT_THEME, subtype = 'goal', actual = 64 }: GoalExampleProps) {
  return (
    // No `title` on the Chart: Goal does not draw one (its chart type switches chart titles off).
    <Chart>
      <Settings baseTheme={baseTheme} />
      <Goal
        id="cpu"
        subtype={subtype}
        base={0}
        target={80}
        actual={actual}
        bands={[50, 80, 100]}
        ticks={[0, 20, 40, 60, 80, 100]}
        domain={{ min: 0, max: 100 }}
        labelMajor="CPU"
        labelMinor="percent of all cores"
        centralMajor={`${actual}%`}
        centralMinor="target 80%"
        angleStart={Math.PI}
        angleEnd={0}
        bandFillColor={({ value }) => (value <= 50 ? '#d2e9f7' : value <= 80 ? '#79aad9' : '#f6a6a6')}
      />
    </Chart>
  );
}
