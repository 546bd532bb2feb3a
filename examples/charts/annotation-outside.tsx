/**
 * Alert strip under the x axis
 * Alert periods drawn as a coloured strip between the plot and the time labels, leaving the plot itself clear.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  RectAnnotation,
  type RectAnnotationDatum,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 4, 14, 0, 0);
const at = (hour: number, minute = 0) => START + (hour * 60 + minute) * MINUTE;

// Queue depth every 10 minutes over a day: two backlogs, one of which turned critical.
const depth = Array.from({ length: 145 }, (_, i) => {
  const time = START + i * 10 * MINUTE;
  const hour = i / 6;
  const backlog =
    (hour >= 6 && hour < 8 ? 140 : 0) + (hour >= 15 && hour < 18.5 ? 320 * Math.sin(((hour - 15) / 3.5) * Math.PI) : 0);
  return { time, messages: Math.round(60 + 25 * Math.sin(i / 9) + ((i * 13) % 20) + backlog) };
});

// The periods each alert was firing, as x ranges only: an outside rect takes its place along the x axis.
const warnings: RectAnnotationDatum[] = [
  { coordinates: { x0: at(6, 10), x1: at(8) }, details: 'Warning: queue depth over 150 for 1 h 50 min' },
  { coordinates: { x0: at(15, 20), x1: at(16) }, details: 'Warning: queue depth over 150' },
  { coordinates: { x0: at(17, 40), x1: at(18, 20) }, details: 'Warning: queue depth over 150' },
];
const criticals: RectAnnotationDatum[] = [
  { coordinates: { x0: at(16), x1: at(17, 40) }, details: 'Critical: queue depth over 300 for 1 h 40 min' },
];

// The strip's thickness, in pixels. The chart reserves no room for it: the x axis makes it with a tick line of this size.
const STRIP = 8;
const clock = (time: number) => new Date(time).toISOString().slice(11, 16);

interface AnnotationOutsideExampleProps {
  baseTheme?: Theme;
  /** Draw the alerts outside the plot, along the x axis (`outside`), or as full-height bands inside it. */
  outside?: boolean;
}

export default function AnnotationOutsideExample({
  baseTheme = LIGHT_THEME,
  outside = true,
}: AnnotationOutsideExampleProps) {
  return (
    <Chart title="Queue depth and alerts">
      <Settings baseTheme={baseTheme} />
      <Axis
        id="time"
        position={Position.Bottom}
        // A time axis draws its own two rows of labels; tickFormat formats the tooltip's header.
        tickFormat={clock}
        // Visible tick lines as long as the strip is thick: the axis moves its labels down to make room.
        style={{ tickLine: { visible: true, size: STRIP, padding: 2 } }}
      />
      <Axis id="messages" position={Position.Left} title="Messages" ticks={4} />
      <LineSeries
        id="depth"
        name="Queue depth"
        data={depth}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['messages']}
        timeZone="UTC"
      />
      <RectAnnotation
        id="warnings"
        dataValues={warnings}
        outside={outside}
        outsideDimension={STRIP}
        style={{ fill: '#f5a700', opacity: outside ? 1 : 0.2 }}
      />
      <RectAnnotation
        id="criticals"
        dataValues={criticals}
        outside={outside}
        outsideDimension={STRIP}
        style={{ fill: '#bd271e', opacity: outside ? 1 : 0.2 }}
      />
    </Chart>
  );
}
