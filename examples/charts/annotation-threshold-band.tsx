/**
 * Threshold band
 * A server room's temperature against its recommended range, shaded across the plot, and a shutdown limit above it.
 */
import React from 'react';
import {
  AnnotationDomainType,
  Axis,
  Chart,
  LIGHT_THEME,
  LineAnnotation,
  LineSeries,
  Position,
  RectAnnotation,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

// One reading every half hour for a day: a cooling fault from 13:00 to 16:00 pushes the room out of range.
const readings = Array.from({ length: 49 }, (_, i) => {
  const hour = i / 2;
  const fault = hour >= 13 && hour <= 16 ? 6 * Math.sin(((hour - 13) / 3) * Math.PI) : 0;
  return { hour, celsius: Math.round((22 + 2.5 * Math.sin((hour - 9) / 3.8) + fault) * 10) / 10 };
});

const RANGE = { min: 18, max: 27 };
const SHUTDOWN = 32;

interface AnnotationThresholdBandExampleProps {
  baseTheme?: Theme;
  /**
   * `behind`: the band is drawn before the series (`zIndex` -1, the default of a rect annotation).
   * `front`: after it (`zIndex` 1), which veils the part of the line inside the band.
   */
  bandLayer?: 'behind' | 'front';
}

export default function AnnotationThresholdBandExample({
  baseTheme = LIGHT_THEME,
  bandLayer = 'behind',
}: AnnotationThresholdBandExampleProps) {
  return (
    <Chart title="Server room temperature">
      <Settings baseTheme={baseTheme} />
      <Axis id="hour" position={Position.Bottom} title="Hour (UTC)" ticks={9} tickFormat={(h: number) => `${h}:00`} />
      <Axis
        id="celsius"
        position={Position.Left}
        title="°C"
        ticks={5}
        // `fit` starts the axis near the data instead of at zero; `includeDataFromIds` stretches it over both
        // annotations, and `padding` adds a degree at each end so that the shutdown line is not the plot's top edge.
        domain={{ min: NaN, max: NaN, fit: true, padding: 1, includeDataFromIds: ['recommended', 'shutdown'] }}
      />
      {/* Only y0 and y1: a band of values across the whole width. */}
      <RectAnnotation
        id="recommended"
        zIndex={bandLayer === 'behind' ? -1 : 1}
        dataValues={[
          { coordinates: { y0: RANGE.min, y1: RANGE.max }, details: `Recommended: ${RANGE.min} to ${RANGE.max} °C` },
        ]}
        style={{ fill: '#54b399', opacity: 0.2 }}
      />
      <LineAnnotation
        id="shutdown"
        domainType={AnnotationDomainType.YDomain}
        dataValues={[{ dataValue: SHUTDOWN, details: `Automatic shutdown at ${SHUTDOWN} °C` }]}
        style={{ line: { stroke: '#bd271e', strokeWidth: 1.5, opacity: 1, dash: [6, 4] } }}
      />
      <LineSeries
        id="temperature"
        name="Temperature"
        data={readings}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['celsius']}
      />
    </Chart>
  );
}
