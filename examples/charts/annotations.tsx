/**
 * Line and rect annotations
 * A latency series with a shaded maintenance window and an objective line that the y axis makes room for.
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

const data = Array.from({ length: 30 }, (_, minute) => ({
  minute,
  latency: Math.round(140 + 40 * Math.sin(minute / 4) + (minute >= 12 && minute <= 17 ? 90 : 0)),
}));

interface AnnotationsExampleProps {
  baseTheme?: Theme;
  /** Where the objective line sits, in milliseconds; the y axis grows to include it. */
  objective?: number;
  /** Shade the maintenance window. */
  showMaintenance?: boolean;
}

export default function AnnotationsExample({
  baseTheme = LIGHT_THEME,
  objective = 250,
  showMaintenance = true,
}: AnnotationsExampleProps) {
  return (
    <Chart title="Latency against its objective">
      <Settings baseTheme={baseTheme} />
      <Axis id="minute" position={Position.Bottom} title="Minute" />
      <Axis
        id="latency-axis"
        position={Position.Left}
        title="Latency (ms)"
        domain={{ min: NaN, max: NaN, includeDataFromIds: ['objective'] }}
      />
      {showMaintenance && (
        <RectAnnotation
          id="maintenance"
          dataValues={[{ coordinates: { x0: 12, x1: 17 }, details: 'Maintenance window' }]}
          style={{ fill: '#f5a700', opacity: 0.15 }}
        />
      )}
      <LineAnnotation
        id="objective"
        domainType={AnnotationDomainType.YDomain}
        dataValues={[{ dataValue: objective, details: `Objective: ${objective} ms` }]}
        style={{ line: { stroke: '#bd271e', strokeWidth: 2, opacity: 1, dash: [6, 4] } }}
      />
      <LineSeries
        id="latency"
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="minute"
        yAccessors={['latency']}
      />
    </Chart>
  );
}
