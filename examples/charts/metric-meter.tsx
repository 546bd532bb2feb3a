/**
 * Meter bars under a metric
 * A fleet's average CPU as a metric tile, and each host's use below it as a Meter, the library's bar outside any chart.
 */
import React from 'react';
import {
  Chart,
  LIGHT_THEME,
  Meter,
  MeterFillStyle,
  MeterSize,
  Metric,
  Settings,
  type MeterFill,
  type Theme,
} from '@elastic/charts';

const HOSTS = [
  { name: 'web-01', cpu: 38 },
  { name: 'web-02', cpu: 64 },
  { name: 'db-01', cpu: 87 },
  { name: 'cache-01', cpu: 12 },
];
/** The level the team alerts on, marked on every bar. */
const ALERT_AT = 80;

const average = Math.round(HOSTS.reduce((sum, { cpu }) => sum + cpu, 0) / HOSTS.length);
/** The fleet's average over the last hour, one point per five minutes, ending with the current value. */
const LAST_HOUR = [41, 44, 43, 47, 46, 45, 49, 52, 48, 51, 53, average].map((y, i) => ({ x: i * 5, y }));
const overLimit = HOSTS.filter(({ cpu }) => cpu >= ALERT_AT).length;

// A gradient over the whole track, of which each bar shows the part up to its value: a long bar ends in red.
// Stops are in the units of the domain (percent of CPU here), not shares of the track.
const FILL: MeterFill = {
  type: 'palette',
  style: MeterFillStyle.Gradient,
  colorStops: [
    { stop: 0, color: '#2e8b66' },
    { stop: 60, color: '#2e8b66' },
    { stop: ALERT_AT, color: '#c98a00' },
    { stop: 100, color: '#c4302b' },
  ],
};

// The library leaves the margins of a tile's heading and paragraphs to the page's CSS reset; on a page without
// one (such as this site) they push the value out of the tile.
const TILE_RESET = '.metric-meter .echMetric h2, .metric-meter .echMetric p { margin: 0; }';

interface MetricMeterExampleProps {
  baseTheme?: Theme;
  /** The bars' thickness: 4, 8 or 16 px. */
  size?: MeterSize;
}

export default function MetricMeterExample({
  baseTheme = LIGHT_THEME,
  size = MeterSize.Medium,
}: MetricMeterExampleProps) {
  return (
    <div className="metric-meter" style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 16 }}>
      <style>{TILE_RESET}</style>
      <div style={{ flex: 'none', height: 120 }}>
        {/* No `title` on the Chart: a Metric of a single tile does not draw one, the tile's own title says it. */}
        <Chart>
          <Settings baseTheme={baseTheme} />
          <Metric
            id="fleet"
            data={[
              [
                {
                  title: 'Fleet CPU, average',
                  value: average,
                  valueFormatter: (v) => `${v}%`,
                  color: '#9cc7e8',
                  trend: LAST_HOUR,
                  trendShape: 'area',
                  trendA11yTitle: 'Average CPU over the last hour',
                  extra: {
                    value: `${overLimit} of ${HOSTS.length}`,
                    label: `hosts above ${ALERT_AT}%`,
                    labelPosition: 'after',
                  },
                },
              ],
            ]}
          />
        </Chart>
      </div>
      {/* Plain HTML: a Meter needs no Chart, only the library's stylesheet, which gives it its size. */}
      <ul style={{ listStyle: 'none', margin: 0, padding: '0 8px', display: 'grid', gap: 16, fontSize: 14 }}>
        {HOSTS.map(({ name, cpu }) => (
          <li
            key={name}
            style={{ display: 'grid', gridTemplateColumns: '5.5em 1fr 3em', alignItems: 'center', gap: 8 }}
          >
            <span>{name}</span>
            <Meter
              value={cpu}
              domain={[0, 100]}
              target={ALERT_AT}
              targetTitle={`Alert at ${ALERT_AT}%`}
              fill={FILL}
              // The theme's own track colour, so the bar matches the metric tiles in light and dark mode.
              trackColor={baseTheme.metric.barBackground}
              size={size}
              ariaLabel={`CPU of ${name}`}
              ariaValueText={`${cpu}%`}
            />
            <span style={{ textAlign: 'right' }}>{cpu}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
