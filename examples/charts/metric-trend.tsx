/**
 * Metric with trend and change
 * Three weekly figures, each with twelve weeks drawn behind its value and the change on last week in a badge.
 */
import React, { useLayoutEffect, useRef, useState } from 'react';
import { Chart, LIGHT_THEME, Metric, MetricTrendShape, Settings, type MetricDatum, type Theme } from '@elastic/charts';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const FIRST_WEEK = Date.UTC(2025, 8, 1);

/** Twelve weekly values as the `{ x, y }` points a trend takes, x being the start of each week. */
const weekly = (values: number[]) => values.map((y, i) => ({ x: FIRST_WEEK + i * WEEK, y }));

const SIGNUPS = [910, 968, 1002, 987, 1040, 1103, 1090, 1151, 1176, 1150, 1214, 1284];
const REVENUE = [39.1, 40.4, 41.0, 40.2, 42.8, 43.5, 44.1, 43.9, 45.6, 46.0, 47.1, 48.2];
const CHURN = [2.6, 2.5, 2.7, 2.4, 2.4, 2.3, 2.5, 2.2, 2.3, 2.2, 2.3, 2.1];

/** The change from the previous week to the last, in percent of the previous week. */
const change = (values: number[]) => {
  const last = values.at(-1) ?? 0;
  const previous = values.at(-2) ?? last;
  return ((last - previous) / previous) * 100;
};
const signed = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(1)}%`;

// The badge says whether a change is good news, which is not always its sign: churn going down is good.
// Strong colours, with the library picking a white or black text on each for contrast.
const GOOD = '#1b7f5a';
const BAD = '#b3261e';
const badge = (delta: number, higherIsBetter: boolean) => ({
  value: signed(delta),
  label: 'vs last week',
  labelPosition: 'after' as const,
  badgeColor: delta >= 0 === higherIsBetter ? GOOD : BAD,
});

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 1 });

/**
 * Below this width a row of three tiles cuts the badges' labels, so the tiles go two to a row (stacked in a
 * column, each would be too short to keep its value in view).
 */
const MIN_ROW_WIDTH = 480;

/** Whether the element is narrower than MIN_ROW_WIDTH, kept up to date as it resizes. */
function useNarrow(): [React.RefObject<HTMLDivElement>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < MIN_ROW_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, narrow];
}

// The library leaves the margins of a tile's heading and paragraphs to the page's CSS reset; on a page without
// one (such as this site) they push the value out of a short tile.
const TILE_RESET = '.metric-trend .echMetric h2, .metric-trend .echMetric p { margin: 0; }';

interface MetricTrendExampleProps {
  baseTheme?: Theme;
  /** How each tile draws its twelve weeks: a filled line, or one step per week. */
  trendShape?: MetricTrendShape;
}

export default function MetricTrendExample({
  baseTheme = LIGHT_THEME,
  trendShape = MetricTrendShape.Area,
}: MetricTrendExampleProps) {
  const [ref, narrow] = useNarrow();
  const tiles: MetricDatum[] = [
    {
      title: 'Sign-ups',
      value: SIGNUPS.at(-1) ?? NaN,
      valueFormatter: (v) => v.toLocaleString('en-GB'),
      color: '#9cc7e8',
      trend: weekly(SIGNUPS),
      trendShape,
      trendA11yTitle: 'Weekly sign-ups',
      trendA11yDescription: `From ${SIGNUPS[0]} to ${SIGNUPS.at(-1)} over twelve weeks`,
      extra: badge(change(SIGNUPS), true),
    },
    {
      title: 'Revenue',
      // The value in thousands, with the unit in the formatter: the library prints digits large and the rest small.
      value: REVENUE.at(-1) ?? NaN,
      valueFormatter: (v) => `${euros.format(v)}k`,
      color: '#a6d8c0',
      trend: weekly(REVENUE),
      trendShape,
      trendA11yTitle: 'Weekly revenue in thousands of euros',
      extra: badge(change(REVENUE), true),
    },
    {
      title: 'Churn',
      value: CHURN.at(-1) ?? NaN,
      valueFormatter: (v) => `${v.toFixed(1)}%`,
      color: '#f2c4a5',
      trend: weekly(CHURN),
      trendShape,
      trendA11yTitle: 'Weekly churn rate',
      extra: badge(change(CHURN), false),
    },
  ];
  return (
    <div ref={ref} className="metric-trend" style={{ height: '100%' }}>
      <style>{TILE_RESET}</style>
      <Chart title="This week">
        <Settings baseTheme={baseTheme} />
        {/* One row of three, or on a narrow screen a row of two and a row of one. */}
        <Metric id="weekly" data={narrow ? [tiles.slice(0, 2), tiles.slice(2)] : [tiles]} />
      </Chart>
    </div>
  );
}
