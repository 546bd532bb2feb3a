/**
 * Event markers
 * Deployments marked on a latency chart with vertical lines, a version tag above each and a tooltip that lists what changed.
 */
import React from 'react';
import {
  AnnotationDomainType,
  Axis,
  Chart,
  LIGHT_THEME,
  LineAnnotation,
  type LineAnnotationDatum,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 2, 11, 8, 0);
const at = (hours: number, minutes: number) => START + (hours * 60 + minutes) * MINUTE;

const RELEASE = at(1, 40);
const HOTFIX = at(3, 5);
const ROLLBACK = at(4, 45);

// p95 latency every 5 minutes over six hours: release 4.2.0 makes it worse, the hotfix helps,
// and rolling back the cache change brings it back to where it started.
const latency = Array.from({ length: 73 }, (_, i) => {
  const time = START + i * 5 * MINUTE;
  const penalty = time >= ROLLBACK ? 0 : time >= HOTFIX ? 45 : time >= RELEASE ? 110 : 0;
  return { time, p95: Math.round(180 + penalty + 12 * Math.sin(i / 3) + ((i * 7) % 9)) };
});

// One entry per event. `header` titles the tooltip (and here also labels the marker); `details` is its body,
// handed to the tooltip as one string, so the changes are written one per line and split again below.
const releases: LineAnnotationDatum<number>[] = [
  { dataValue: RELEASE, header: 'v4.2.0', details: 'New retry policy\nCache for price lookups\nUpgraded HTTP client' },
  { dataValue: HOTFIX, header: 'v4.2.1', details: 'Shorter retry back-off' },
];
const rollbacks: LineAnnotationDatum<number>[] = [
  { dataValue: ROLLBACK, header: 'Rollback', details: 'Price lookup cache turned off' },
];

/** The tooltip body of a marker: the changes as a list instead of one run-on line. */
function ChangeList({ details }: { details?: string }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {(details ?? '').split('\n').map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}

/**
 * The marker: a component, so the chart renders it once per entry with that entry as props. `currentColor` is the
 * colour of the annotation's line, which the library sets on the marker.
 */
function VersionTag({ header }: LineAnnotationDatum<number>) {
  return (
    <div style={{ padding: '0 5px', borderRadius: 8, background: 'currentColor', font: 'bold 10px/16px sans-serif' }}>
      <span style={{ color: '#fff' }}>{header}</span>
    </div>
  );
}

interface AnnotationMarkersExampleProps {
  baseTheme?: Theme;
  /**
   * Which edge of the plot the markers sit on. Without `markerPosition` they follow the x axis to the bottom, where
   * they cover its labels.
   */
  markerPosition?: 'top' | 'bottom';
}

export default function AnnotationMarkersExample({
  baseTheme = LIGHT_THEME,
  markerPosition = 'top',
}: AnnotationMarkersExampleProps) {
  const position = markerPosition === 'top' ? Position.Top : Position.Bottom;
  return (
    <Chart title="Latency and deployments">
      {/* Room above the plot for the markers: the chart does not make space for them itself. */}
      <Settings baseTheme={baseTheme} theme={{ chartPaddings: { top: markerPosition === 'top' ? 20 : 0 } }} />
      <Axis id="time" position={Position.Bottom} />
      <Axis id="latency-axis" position={Position.Left} title="p95 (ms)" ticks={4} />
      <LineSeries
        id="p95"
        name="p95 latency"
        data={latency}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['p95']}
        timeZone="UTC"
      />
      {/* One spec per kind of event: style, marker and tooltip belong to the spec, not to a single line. */}
      <LineAnnotation
        id="releases"
        domainType={AnnotationDomainType.XDomain}
        dataValues={releases}
        marker={VersionTag}
        markerPosition={position}
        customTooltipDetails={ChangeList}
        style={{ line: { stroke: '#0B64DD', strokeWidth: 1.5, opacity: 1, dash: [4, 3] } }}
      />
      <LineAnnotation
        id="rollbacks"
        domainType={AnnotationDomainType.XDomain}
        dataValues={rollbacks}
        marker={VersionTag}
        markerPosition={position}
        customTooltipDetails={ChangeList}
        style={{ line: { stroke: '#BD271E', strokeWidth: 1.5, opacity: 1, dash: [4, 3] } }}
      />
    </Chart>
  );
}
