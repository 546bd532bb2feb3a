/**
 * Labelled reference lines
 * Monthly cloud spend against a budget and a committed minimum, each line named at the right edge of the plot.
 */
import React from 'react';
import {
  AnnotationDomainType,
  Axis,
  BarSeries,
  Chart,
  type CustomAnnotationTooltip,
  LIGHT_THEME,
  LineAnnotation,
  type LineAnnotationDatum,
  Placement,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Spend in thousands of euros: growing through the year, over budget in October and November.
const SPEND = [28, 27, 31, 30, 33, 35, 34, 36, 38, 43, 45, 39];
const spend = MONTHS.map((month, m) => ({ month, spend: SPEND[m] ?? 0 }));

// `header` names the line on the plot and titles its tooltip; `details` explains it.
const budget: LineAnnotationDatum<number>[] = [
  { dataValue: 40, header: 'Budget', details: '€40k a month, approved for the whole year' },
];
const commitment: LineAnnotationDatum<number>[] = [
  { dataValue: 25, header: 'Commit', details: '€25k a month is paid for reserved capacity, used or not' },
];

/** The tooltip of both lines, header and all: the name, the value as money, then the explanation. */
const LineTooltip: CustomAnnotationTooltip = ({ header, details, datum }) => (
  <div style={{ padding: '4px 8px', maxWidth: 220 }}>
    <strong>
      {header}: €{'dataValue' in datum ? String(datum.dataValue) : ''}k
    </strong>
    <div>{details}</div>
  </div>
);

interface AnnotationLineLabelsExampleProps {
  baseTheme?: Theme;
  /** Which edge of the plot the labels sit on: `right` keeps them clear of the y axis labels. */
  labelSide?: 'right' | 'left';
}

export default function AnnotationLineLabelsExample({
  baseTheme = LIGHT_THEME,
  labelSide = 'right',
}: AnnotationLineLabelsExampleProps) {
  const side = labelSide === 'right' ? Position.Right : Position.Left;
  // The marker is a small tick in the line's colour; the label beside it uses the axis text colour, legible on both themes.
  const tick = <div style={{ width: 6, height: 2, background: 'currentColor' }} />;
  const Label = ({ header }: LineAnnotationDatum<number>) => (
    <div style={{ padding: '0 4px', font: '11px/14px sans-serif', color: baseTheme.axes.tickLabel.fill }}>{header}</div>
  );
  const lineProps = {
    domainType: AnnotationDomainType.YDomain,
    marker: tick,
    markerBody: Label,
    markerPosition: side,
    customTooltip: LineTooltip,
    // The tooltip opens towards the plot, not past the edge of the chart where the labels already are.
    placement: labelSide === 'right' ? Placement.Left : Placement.Right,
  };
  return (
    <Chart title="Cloud spend per month">
      {/* The chart makes no room for markers: the padding on their side holds the labels. */}
      <Settings baseTheme={baseTheme} theme={{ chartPaddings: { right: labelSide === 'right' ? 60 : 0 } }} />
      <Axis id="month" position={Position.Bottom} />
      <Axis id="spend-axis" position={Position.Left} title="€ thousands" ticks={5} />
      <BarSeries
        id="spend"
        name="Spend"
        data={spend}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['spend']}
      />
      <LineAnnotation
        id="budget"
        dataValues={budget}
        {...lineProps}
        style={{ line: { stroke: '#bd271e', strokeWidth: 1.5, opacity: 1, dash: [6, 4] } }}
      />
      <LineAnnotation
        id="commitment"
        dataValues={commitment}
        {...lineProps}
        style={{ line: { stroke: '#6a717d', strokeWidth: 1.5, opacity: 1 } }}
      />
    </Chart>
  );
}
