/**
 * Resizable panel
 * A chart in a panel whose width a slider sets: its legend moves below the plot and its axis titles go when narrow.
 */
import React, { memo, useEffect, useRef, useState } from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LegendLayout,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

const REGIONS = ['eu-west', 'us-east', 'ap-south'];
const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 8, 1);
const data = REGIONS.flatMap((region, r) =>
  Array.from({ length: 24 }, (_, hour) => ({
    time: START + hour * HOUR,
    region,
    requests: Math.round(400 + 250 * Math.sin(((hour - 6 - r * 5) / 24) * 2 * Math.PI) + ((hour * 13 + r * 7) % 40)),
  })),
);

/** Room for the last point: the themes leave no margin, and a line's points are drawn unclipped at the plot's edge. */
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

/** Three layouts, from the panel's width: what the chart draws changes only when the width crosses a line. */
type Layout = 'wide' | 'medium' | 'narrow';
function layoutFor(width: number): Layout {
  if (width >= 460) return 'wide'; // room for a legend beside the plot
  if (width >= 300) return 'medium'; // legend below, axis titles kept
  return 'narrow'; // legend below, no axis titles, fewer ticks
}

/**
 * The panel's width, followed with a ResizeObserver as the slider, the window or a sidebar changes it; undefined
 * until measured.
 */
function useWidth(ref: React.RefObject<HTMLDivElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Memoized on the layout: a resize that crosses no line leaves the specs alone and the chart only redraws at its new size. */
const RequestsChart = memo(function RequestsChart({ baseTheme, layout }: { baseTheme: Theme; layout: Layout }) {
  const beside = layout === 'wide';
  return (
    // A shorter title when narrow: a chart title stays on one line and is cut with an ellipsis.
    <Chart title={layout === 'narrow' ? 'Requests/h' : 'Requests per hour by region'}>
      <Settings
        baseTheme={baseTheme}
        theme={LAST_POINT_ROOM}
        showLegend
        legendPosition={beside ? Position.Right : Position.Bottom}
        // Below the plot, a list that wraps: room for one line of items, or for three when narrow.
        legendLayout={beside ? undefined : LegendLayout.List}
        legendSize={beside ? undefined : layout === 'narrow' ? 88 : 48}
      />
      <Axis
        id="time"
        position={Position.Bottom}
        title={layout === 'narrow' ? undefined : 'Hour (UTC)'}
        ticks={layout === 'narrow' ? 3 : 6}
        tickFormat={(t: number) => new Date(t).toISOString().slice(11, 16)}
        timeAxisLayerCount={0}
      />
      <Axis
        id="requests-axis"
        position={Position.Left}
        title={layout === 'narrow' ? undefined : 'Requests'}
        ticks={4}
      />
      <LineSeries
        id="requests"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['requests']}
        splitSeriesAccessors={['region']}
      />
    </Chart>
  );
});

interface ResizablePanelExampleProps {
  baseTheme?: Theme;
  /** The panel's starting width, in percent of the box. */
  initialPercent?: number;
}

export default function ResizablePanelExample({
  baseTheme = LIGHT_THEME,
  initialPercent = 100,
}: ResizablePanelExampleProps) {
  const [percent, setPercent] = useState(initialPercent);
  const panel = useRef<HTMLDivElement>(null);
  const width = useWidth(panel);
  const layout = width === undefined ? undefined : layoutFor(width);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', fontSize: 13 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0 0.75em', padding: '0 0.5em 4px' }}>
        <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          Panel width
          <input
            type="range"
            min={40}
            max={100}
            step={5}
            value={percent}
            onChange={(event) => setPercent(Number(event.target.value))}
          />
        </label>
        <output style={{ fontVariantNumeric: 'tabular-nums' }}>
          {width === undefined ? '…' : `${width} px, legend ${layout === 'wide' ? 'beside' : 'below'}`}
        </output>
      </div>
      {/* min-width: 0 on the flex item: without it, a flex or grid child does not shrink below its content. */}
      <div style={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
        <div
          ref={panel}
          style={{ width: `${percent}%`, minWidth: 0, borderRight: '1px dashed currentColor', paddingRight: 4 }}
        >
          {layout && <RequestsChart baseTheme={baseTheme} layout={layout} />}
        </div>
      </div>
    </div>
  );
}
