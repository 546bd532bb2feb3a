import React, { type ReactNode } from 'react';
import { Chart, Goal, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

const BANDS = [50, 75, 100];

/**
 * A semicircular gauge with its labels: `goal`. The library marks `Goal` as deprecated in favour of
 * `Bullet`, but still themes it from `goal`, so the preview draws one.
 */
export default function GoalGauge({ theme, baseTheme, palette }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Goal
        id="cpu"
        subtype="goal"
        base={0}
        target={80}
        actual={64}
        bands={BANDS}
        ticks={[0, 25, 50, 75, 100]}
        domain={{ min: 0, max: 100 }}
        labelMajor="CPU"
        labelMinor="of target 80%"
        centralMajor="64%"
        centralMinor="now"
        angleStart={Math.PI}
        angleEnd={0}
        bandFillColor={({ value }) =>
          value <= 50 ? (palette[1] ?? '#cccccc') : value <= 75 ? (palette[3] ?? '#aaaaaa') : (palette[5] ?? '#888888')
        }
      />
    </Chart>
  );
}
