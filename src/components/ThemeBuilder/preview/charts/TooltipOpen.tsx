import React, { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Axis, BarSeries, Chart, PointerEventType, Position, ScaleType, Settings } from '@elastic/charts';
import { DAYS, type PreviewChartProps } from '../previewProps';

const data = DAYS.flatMap((day, d) => [
  { day, kind: 'Orders', count: 30 + ((d * 19) % 25) },
  { day, kind: 'Returns', count: 6 + ((d * 7) % 9) },
]);

/** The day the tooltip is held open on. */
const OPEN_ON = 'Wed';
/** The id the held pointer says it comes from: a chart ignores the events of its own id. */
const SOURCE = 'theme-builder-pointer';
/** The tooltip of those events: shown, and kept inside the chart. */
const EXTERNAL_POINTER = { tooltip: { visible: true, placement: Position.Right, boundary: 'chart' as const } };

/**
 * Bars with their tooltip and crosshair held open on one day: `tooltip`, `crosshair`. The chart is sent
 * the pointer event another chart would share with it (`dispatchExternalPointerEvent`), and
 * `externalPointerEvents` tells it to show its tooltip for such events, so no mouse is needed. The
 * library puts the tooltip in a portal on the page, outside the preview's scrolling box, so it is held
 * open only while the chart is wholly on screen, and let go when it scrolls out.
 */
export default function TooltipOpen({ theme, baseTheme }: PreviewChartProps): ReactNode {
  const chart = useRef<Chart>(null);
  const box = useRef<HTMLDivElement>(null);
  const inView = useRef(false);
  const point = useCallback(() => {
    chart.current?.dispatchExternalPointerEvent(
      inView.current
        ? {
            chartId: SOURCE,
            type: PointerEventType.Over,
            scale: ScaleType.Ordinal,
            x: OPEN_ON,
            y: [],
            smHorizontalValue: null,
            smVerticalValue: null,
          }
        : { chartId: SOURCE, type: PointerEventType.Out },
    );
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView.current = (entry?.intersectionRatio ?? 0) > 0.99;
        point();
      },
      // The implicit root: the window, with the chart clipped by the preview's scrolling box.
      { threshold: [0, 0.99, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [point]);
  // Each render that draws the chart again sends the event again: the pointer stays where it was put.
  const onRenderChange = useCallback((rendered: boolean) => rendered && point(), [point]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      <Chart ref={chart} id="theme-builder-tooltip">
        <Settings
          theme={theme}
          baseTheme={baseTheme}
          externalPointerEvents={EXTERNAL_POINTER}
          onRenderChange={onRenderChange}
        />
        <Axis id="day-axis" position={Position.Bottom} />
        <Axis id="count-axis" position={Position.Left} ticks={4} />
        <BarSeries
          id="count"
          data={data}
          xScaleType={ScaleType.Ordinal}
          xAccessor="day"
          yAccessors={['count']}
          splitSeriesAccessors={['kind']}
        />
      </Chart>
    </div>
  );
}
