/**
 * Described chart
 * A line of open support tickets whose figure a screen reader names from a visible caption and describes with ariaDescription.
 */
import React, { useId } from 'react';
import {
  AnnotationDomainType,
  Axis,
  Chart,
  LIGHT_THEME,
  LineAnnotation,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
  type PartialTheme,
} from '@elastic/charts';

/**
 * Room for the last point and for the annotation's dot: 73.2.1's themes leave no margin around the chart, so the
 * point at the last x was cut in half by the canvas's right edge, and the dot, centred on the plot's top edge, by
 * the chart's top.
 */
const EDGE_ROOM: PartialTheme = { chartMargins: { top: 8, right: 8 } };

const DAY = 24 * 60 * 60 * 1000;
const FIRST_MONDAY = Date.UTC(2025, 0, 6);
const HELP_CENTRE_OPENED = Date.UTC(2025, 1, 10);

// Tickets still open at the end of each week, 6 January to 24 March 2025.
const OPEN = [142, 148, 145, 151, 147, 128, 109, 94, 80, 71, 66, 61];
const weeks = OPEN.map((open, i) => ({ week: FIRST_MONDAY + i * 7 * DAY, open }));

const QUARTER = { min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 2, 31) };

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

interface DescribedChartExampleProps {
  baseTheme?: Theme;
  /**
   * Let the library add its "Chart type: line chart" summary to the figure's description (`ariaUseDefaultSummary`).
   * In 73.2.1 this pushes the `ariaDescription` text out of that description: turn it on and inspect the figure.
   */
  defaultSummary?: boolean;
}

export default function DescribedChartExample({
  baseTheme = LIGHT_THEME,
  defaultSummary = false,
}: DescribedChartExampleProps) {
  // One id per rendered chart, so that two copies on a page never point at each other's caption.
  const captionId = `${useId()}caption`;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="Open support tickets">
          <Settings
            baseTheme={baseTheme}
            theme={EDGE_ROOM}
            // The quarter, not the weeks alone: where the weeks do not fit (on a phone) the axis labels months, and
            // from 6 January it left out January, two labels for twelve weeks.
            xDomain={QUARTER}
            // The figure's accessible name: the caption below, which sighted readers see too.
            ariaLabelledBy={captionId}
            // Read after the name: what the line looks like, for readers who cannot see it.
            ariaDescription="Weekly counts from 6 January to 24 March 2025. Flat near 145 for five weeks, then lower every week."
            ariaUseDefaultSummary={defaultSummary}
          />
          {/* The time axis writes its own date labels; this tickFormat dates the tooltip's header. */}
          <Axis id="week" position={Position.Bottom} tickFormat={(t: number) => dayMonth.format(t)} />
          <Axis id="tickets" position={Position.Left} title="Tickets" domain={{ min: 0, max: NaN }} />
          {/* The marker is the chart's one keyboard stop: focusing it shows the details, and its name is the details. */}
          <LineAnnotation
            id="help-centre"
            domainType={AnnotationDomainType.XDomain}
            dataValues={[
              {
                dataValue: HELP_CENTRE_OPENED,
                header: dayMonth.format(HELP_CENTRE_OPENED),
                details: 'Help centre opened',
                ariaLabel: 'Help centre opened on 10 February',
              },
            ]}
            marker={
              <div style={{ width: 10, height: 10, borderRadius: 5, background: baseTheme.axes.axisTitle.fill }} />
            }
            // At the top of the line: at the bottom, its default place, the dot covered the axis label of 10 February.
            markerPosition={Position.Top}
            style={{ line: { stroke: baseTheme.axes.axisTitle.fill, strokeWidth: 1, opacity: 1, dash: [4, 4] } }}
          />
          <LineSeries
            id="open"
            name="Open tickets"
            // 4.2:1 against the light background and 4.3:1 against the dark one (the palette's first colour has 2.1:1 on white).
            color="#0E8A86"
            data={weeks}
            xScaleType={ScaleType.Time}
            yScaleType={ScaleType.Linear}
            timeZone="UTC"
            xAccessor="week"
            yAccessors={['open']}
          />
        </Chart>
      </div>
      {/* A visible takeaway helps every reader; here it also names the chart's figure. */}
      <p id={captionId} style={{ margin: '4px 8px 0', fontSize: 13, lineHeight: 1.4 }}>
        Open tickets fell from 151 to 61 after the help centre opened on 10 February.
      </p>
    </div>
  );
}
