import React, { type ReactNode } from 'react';
import {
  AnnotationDomainType,
  Axis,
  Chart,
  LineAnnotation,
  LineSeries,
  Position,
  RectAnnotation,
  ScaleType,
  Settings,
} from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

const data = Array.from({ length: 20 }, (_, minute) => ({
  minute,
  latency: 180 + Math.round(60 * Math.sin(minute / 3)) + ((minute * 37) % 30),
}));

/** Titled axes with tick lines and grid lines, a threshold line and a shaded window: `axes`, `lineAnnotation`, `rectAnnotation`. */
export default function AxesAndAnnotations({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Axis id="minute-axis" position={Position.Bottom} title="Minute" />
      <Axis id="latency-axis" position={Position.Left} title="Latency (ms)" ticks={4} domain={{ min: 100, max: 300 }} />
      <RectAnnotation id="maintenance" dataValues={[{ coordinates: { x0: 11, x1: 15 }, details: 'Maintenance' }]} />
      <LineAnnotation
        id="objective"
        domainType={AnnotationDomainType.YDomain}
        dataValues={[{ dataValue: 250, details: 'Objective' }]}
      />
      <LineSeries id="latency" data={data} xScaleType={ScaleType.Linear} xAccessor="minute" yAccessors={['latency']} />
    </Chart>
  );
}
