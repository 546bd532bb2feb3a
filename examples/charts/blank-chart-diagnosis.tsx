/**
 * Why a chart stays blank
 * A chart whose parent can lose its height or be hidden, with what the chart then reports: its parent's size, whether it drew, and how many times.
 */
import React, { memo, useEffect, useRef, useState } from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Sign-ups per weekday: fixed values, so every load draws the same bars.
const data = [
  { day: 'Mon', signups: 42 },
  { day: 'Tue', signups: 57 },
  { day: 'Wed', signups: 51 },
  { day: 'Thu', signups: 64 },
  { day: 'Fri', signups: 38 },
];

/** Height of the area the chart's parent sits in: the chart's share of the example's box. */
const AREA_HEIGHT = 200;

// Memoized: a click on a checkbox re-renders the example, and the chart's specs change only with the theme.
const SignupsChart = memo(function SignupsChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="Sign-ups per weekday">
      <Settings baseTheme={baseTheme} />
      <Axis id="day-axis" position={Position.Bottom} />
      <Axis id="signups-axis" position={Position.Left} ticks={4} />
      <BarSeries
        id="signups"
        name="Sign-ups"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['signups']}
      />
    </Chart>
  );
});

interface Report {
  parentHeight: number;
  /** The height of the canvas the chart draws on: what is left for the plot once the title has its line. */
  canvasHeight: number;
  complete: string | null;
  count: string | null;
}

/**
 * What the chart under `parent` reports, read from the DOM as a test or a person in the browser's inspector would:
 * the parent's height, the canvas's height and the two attributes of the chart's status element. Read again whenever
 * one of them changes.
 */
function useChartReport(parent: React.RefObject<HTMLDivElement | null>): Report | undefined {
  const [report, setReport] = useState<Report>();
  useEffect(() => {
    const element = parent.current;
    if (!element) return undefined;
    const read = () => {
      const status = element.querySelector('.echChartStatus');
      const canvas = element.querySelector('canvas');
      const next = {
        parentHeight: Math.round(element.getBoundingClientRect().height),
        canvasHeight: Math.round(canvas?.getBoundingClientRect().height ?? 0),
        complete: status?.getAttribute('data-ech-render-complete') ?? null,
        count: status?.getAttribute('data-ech-render-count') ?? null,
      };
      setReport((shown) =>
        shown?.parentHeight === next.parentHeight &&
        shown.canvasHeight === next.canvasHeight &&
        shown.complete === next.complete &&
        shown.count === next.count
          ? shown
          : next,
      );
    };
    read();
    const mutations = new MutationObserver(read);
    mutations.observe(element, { subtree: true, attributes: true, childList: true });
    const sizes = new ResizeObserver(read);
    sizes.observe(element);
    return () => {
      mutations.disconnect();
      sizes.disconnect();
    };
  }, [parent]);
  return report;
}

/** Below this height the canvas has no room for a plot a reader can see, whatever the status says. */
const VISIBLE_PLOT = 40;

/**
 * The sentence under the chart: what it reports, and why it shows nothing when it does. A parent sized by its
 * content leaves the canvas 1 px tall, and 73.2.1 still reports render-complete "true" for it.
 */
function verdict(report: Report | undefined, hidden: boolean): string {
  if (!report) return 'Reading the chart…';
  const facts = `parent ${report.parentHeight} px, canvas ${report.canvasHeight} px, render-complete ${String(report.complete)}, count ${String(report.count)}`;
  if (report.complete === 'true' && report.canvasHeight >= VISIBLE_PLOT) return `Drawn: ${facts}.`;
  if (report.complete === 'true') return `Blank though "complete": the canvas has no height. ${facts}.`;
  if (hidden) return `Blank, nothing drawn while the parent is hidden: ${facts}.`;
  return `Not drawn yet: ${facts}.`;
}

export default function BlankChartDiagnosisExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  // The two ways a parent takes a chart's room away, each a checkbox above the chart.
  const [hasHeight, setHasHeight] = useState(true);
  const [hidden, setHidden] = useState(false);
  const parent = useRef<HTMLDivElement>(null);
  const report = useChartReport(parent);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, height: '100%', fontSize: 14 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <label>
          <input type="checkbox" checked={hasHeight} onChange={(event) => setHasHeight(event.target.checked)} /> Parent
          has a height
        </label>
        <label>
          <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} /> Parent is
          hidden
        </label>
      </div>
      {/* The area keeps its height whatever happens to the parent, so the page does not jump. */}
      <div style={{ height: AREA_HEIGHT, outline: '1px dashed rgba(128, 128, 128, 0.5)' }}>
        <div ref={parent} style={{ height: hasHeight ? '100%' : 'auto', display: hidden ? 'none' : 'block' }}>
          <SignupsChart baseTheme={baseTheme} />
        </div>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {verdict(report, hidden)}
      </p>
    </div>
  );
}
