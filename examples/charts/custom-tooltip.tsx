/**
 * Tooltip building blocks
 * A whole tooltip of your own, assembled from the library's tooltip components: header, table, metric row and footer.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  TooltipContainer,
  TooltipDivider,
  TooltipFooter,
  TooltipHeader,
  TooltipMetricRow,
  TooltipTable,
  TooltipTableBody,
  TooltipTableCell,
  TooltipTableColorCell,
  TooltipTableFooter,
  TooltipTableHeader,
  TooltipTableRow,
  type CustomTooltip,
  type Theme,
  type PartialTheme,
} from '@elastic/charts';

/**
 * Room for the last point: 73.2.1's themes leave no margin around the chart, and a line's points are drawn
 * unclipped, so the point at the last x was cut in half by the canvas's right edge.
 */
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 2, 3, 9, 0);
const SERVICES = ['checkout', 'search', 'login'] as const;
// p95 latency in milliseconds of three services, every five minutes.
const data = Array.from({ length: 12 }, (_, i) => ({
  time: START + i * 5 * MINUTE,
  checkout: 190 + ((i * 37) % 110),
  search: 140 + ((i * 23) % 90),
  login: 70 + ((i * 11) % 50),
}));

const clock = (epoch: number) => `${new Date(epoch).toISOString().slice(11, 16)} UTC`;

/** The tooltip for a given latency budget: one row per service, their average, and how many are over budget. */
function latencyTooltip(budget: number): CustomTooltip {
  return function LatencyTooltip({ header, values }) {
    const rows = values.filter((item) => item.isVisible);
    const average = rows.reduce((sum, item) => sum + Number(item.value), 0) / Math.max(rows.length, 1);
    const overBudget = rows.filter((item) => Number(item.value) > budget).length;
    return (
      <TooltipContainer>
        <TooltipHeader header={header} formatter={({ value }) => clock(Number(value))} />
        <TooltipDivider />
        {/* The children form: you lay out the rows; gridTemplateColumns sizes the colour, name and value columns. */}
        <TooltipTable gridTemplateColumns="11px auto auto">
          <TooltipTableHeader>
            <TooltipTableRow>
              <TooltipTableColorCell />
              <TooltipTableCell tagName="th">Service</TooltipTableCell>
              <TooltipTableCell tagName="th" style={{ textAlign: 'right' }}>
                p95
              </TooltipTableCell>
            </TooltipTableRow>
          </TooltipTableHeader>
          <TooltipTableBody>
            {rows.map((item) => (
              <TooltipTableRow key={item.seriesIdentifier.key} isHighlighted={item.isHighlighted}>
                <TooltipTableColorCell color={item.color} />
                <TooltipTableCell truncate>{item.label}</TooltipTableCell>
                <TooltipTableCell style={{ textAlign: 'right' }}>{item.formattedValue}</TooltipTableCell>
              </TooltipTableRow>
            ))}
          </TooltipTableBody>
          <TooltipTableFooter>
            <TooltipTableRow>
              <TooltipTableColorCell />
              <TooltipTableCell>Average</TooltipTableCell>
              <TooltipTableCell style={{ textAlign: 'right' }}>{`${Math.round(average)} ms`}</TooltipTableCell>
            </TooltipTableRow>
          </TooltipTableFooter>
        </TooltipTable>
        <TooltipDivider />
        <TooltipMetricRow label="Over budget" metric={`${overBudget} of ${rows.length}`} />
        <TooltipFooter>{`Budget: ${budget} ms at p95`}</TooltipFooter>
      </TooltipContainer>
    );
  };
}

interface CustomTooltipExampleProps {
  baseTheme?: Theme;
  /** The latency budget in milliseconds, counted in the metric row and named in the footer. */
  budget?: number;
}

export default function CustomTooltipExample({ baseTheme = LIGHT_THEME, budget = 250 }: CustomTooltipExampleProps) {
  // A new component only when the budget changes, so the tooltip is not remounted on every render.
  const customTooltip = React.useMemo(() => latencyTooltip(budget), [budget]);
  return (
    <Chart title="p95 latency by service">
      {/* A column on the right: a row below the plot wraps to a third line on a phone, which the legend hides. */}
      <Settings baseTheme={baseTheme} theme={LAST_POINT_ROOM} showLegend legendPosition={Position.Right} />
      <Tooltip customTooltip={customTooltip} />
      <Axis id="time" position={Position.Bottom} tickFormat={(t: number) => clock(t).slice(0, 5)} />
      <Axis id="latency" position={Position.Left} title="p95 (ms)" />
      {SERVICES.map((service) => (
        <LineSeries
          key={service}
          id={service}
          data={data}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={[service]}
          tickFormat={(v: number) => `${v} ms`}
          timeZone="UTC"
        />
      ))}
    </Chart>
  );
}
