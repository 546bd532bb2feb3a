/**
 * Small multiples in rows
 * CPU, memory and disk use of one server over a day, one row per metric, read against a shared time axis.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  GroupBy,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

const HALF_HOUR = 30 * 60 * 1000;
const START = Date.UTC(2025, 5, 2);

// One wide row per half hour. Memory creeps up until the service is restarted at 14:00.
const samples = Array.from({ length: 48 }, (_, i) => {
  const hour = i / 2;
  return {
    time: START + i * HALF_HOUR,
    cpu: Math.round(45 + 28 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + ((i * 7) % 6)),
    memory: Math.round(hour < 14 ? 52 + hour * 2.3 : 48 + (hour - 14) * 1.1),
    disk: Math.round(61 + hour * 0.15),
    requests: Math.round(240 + 180 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
  };
});

const clock = (t: number) => new Date(t).toISOString().slice(11, 16);

// Panel titles, by spec id: the GroupBy below puts each spec in a row of its own.
const TITLES: Record<string, string> = { cpu: 'CPU', memory: 'Memory', disk: 'Disk', requests: 'Req/s' };

interface SmallMultiplesRowsExampleProps {
  baseTheme?: Theme;
  /**
   * Add a fourth row with requests per second, in the hundreds. All rows share one y scale, so the percentages are
   * squeezed into the bottom of theirs.
   */
  addRequests?: boolean;
}

export default function SmallMultiplesRowsExample({
  baseTheme = LIGHT_THEME,
  addRequests = false,
}: SmallMultiplesRowsExampleProps) {
  const metrics = addRequests ? ['cpu', 'memory', 'disk', 'requests'] : ['cpu', 'memory', 'disk'];
  return (
    <Chart title="Server db-1 over a day">
      <Settings baseTheme={baseTheme} />
      {/* `by` also receives the spec: grouping by its id gives every metric (one spec each) a panel. */}
      <GroupBy
        id="byMetric"
        by={(spec) => spec.id}
        sort="dataIndex"
        format={(id) => TITLES[String(id)] ?? String(id)}
      />
      <SmallMultiples splitVertically="byMetric" style={{ verticalPanelPadding: { outer: 0, inner: 0.2 } }} />
      {/* Drawn once, under the bottom row: every row reads the same hours. */}
      <Axis id="time" position={Position.Bottom} tickFormat={clock} timeAxisLayerCount={0} />
      {/* Repeated on every row, with the same ticks: one y scale serves all panels. */}
      <Axis id="use-axis" position={Position.Left} ticks={2} />
      {/* One spec per metric, all alike, so that the rows read the same way. */}
      {metrics.map((metric) => (
        <AreaSeries
          key={metric}
          id={metric}
          name={TITLES[metric]}
          color="#61A2FF"
          data={samples}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={[metric]}
          timeZone="UTC"
          tickFormat={(v: number) => (metric === 'requests' ? `${v} req/s` : `${v}%`)}
        />
      ))}
    </Chart>
  );
}
