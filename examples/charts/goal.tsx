/**
 * Goal
 * A semicircular gauge of CPU use against an 80% target (the older Goal spec; see Bullet).
 */
import React from 'react';
import { Chart, Goal, LIGHT_THEME, Settings, type Theme } from '@elastic/charts';

export default function GoalExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="CPU use">
      <Settings baseTheme={baseTheme} />
      <Goal
        id="cpu"
        subtype="goal"
        base={0}
        target={80}
        actual={64}
        bands={[50, 80, 100]}
        ticks={[0, 20, 40, 60, 80, 100]}
        domain={{ min: 0, max: 100 }}
        labelMajor="CPU"
        labelMinor="percent of all cores"
        centralMajor="64%"
        centralMinor="target 80%"
        angleStart={Math.PI}
        angleEnd={0}
        bandFillColor={({ value }) => (value <= 50 ? '#d2e9f7' : value <= 80 ? '#79aad9' : '#f6a6a6')}
      />
    </Chart>
  );
}
