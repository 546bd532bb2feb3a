/**
 * Tooltip actions
 * A stacked bar chart whose tooltip a right-click pins, with actions that filter the chart and copy values.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  type Theme,
  type TooltipAction,
  type TooltipValue,
} from '@elastic/charts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 3, 8);
const SERVICES = ['checkout', 'search', 'login', 'cart'] as const;

interface ErrorCount {
  hour: number;
  service: string;
  errors: number;
}

// Errors per service and hour, over a working day.
const data: ErrorCount[] = SERVICES.flatMap((service, s) =>
  Array.from({ length: 10 }, (_, h) => ({
    hour: START + h * HOUR,
    service,
    errors: 4 + ((h * (s + 3) + s * 5) % 11) + (s === 0 && h === 6 ? 18 : 0),
  })),
);

const hourOf = (epoch: number) => new Date(epoch).toISOString().slice(11, 16);
const clock = (epoch: number) => `${hourOf(epoch)} UTC`;
// Async, so that a browser without the clipboard API (an insecure page) rejects instead of throwing.
const copyText = async (text: string) => navigator.clipboard.writeText(text);
const describe = (item: TooltipValue<ErrorCount>) =>
  `${item.label} at ${item.datum ? clock(item.datum.hour) : '?'}: ${item.formattedValue}`;

// The library's stylesheet colours the tooltip's action buttons but leaves their background and border to the
// page; without a CSS reset they keep the browser's grey button look, unreadable in the dark theme.
const ACTION_BUTTONS_CSS = '.echTooltipActions__action { background: none; border: none; font: inherit; }';

const buttonStyle: React.CSSProperties = {
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '2px 8px',
  font: 'inherit',
};

interface TooltipActionsExampleProps {
  baseTheme?: Theme;
  /** The line at the foot of the tooltip before it is pinned. */
  actionPrompt?: string;
}

export default function TooltipActionsExample({
  baseTheme = LIGHT_THEME,
  actionPrompt = 'Right-click to pin, then pick an action',
}: TooltipActionsExampleProps) {
  const [only, setOnly] = React.useState<string | null>(null);
  const [status, setStatus] = React.useState('Nothing copied yet.');

  // Made once: the actions only call the two state setters, which never change.
  const actions = React.useMemo<TooltipAction<ErrorCount>[]>(
    () => [
      {
        label: (selected) => (selected.length === 1 ? `Show only ${selected[0]?.label}` : 'Show only one service'),
        disabled: (selected) => selected.length !== 1 && 'Select exactly one service in the list',
        onSelect: (selected) => setOnly(selected[0]?.label ?? null),
      },
      {
        label: (selected) => (selected.length > 1 ? `Copy ${selected.length} values` : 'Copy value'),
        disabled: (selected) => selected.length === 0 && 'Select at least one service in the list',
        onSelect: (selected) => {
          const lines = selected.map(describe);
          copyText(lines.join('\n')).then(
            () => setStatus(`Copied: ${lines.join('; ')}`),
            () => setStatus(`The clipboard refused; the values: ${lines.join('; ')}`),
          );
        },
      },
    ],
    [],
  );

  const palette = baseTheme.colors.vizColors;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit' }}>
      <style>{ACTION_BUTTONS_CSS}</style>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 14, flexWrap: 'wrap' }}>
        <span>{only ? `Showing ${only} only` : 'Showing all services'}</span>
        <button type="button" onClick={() => setOnly(null)} disabled={only === null} style={buttonStyle}>
          Show all services
        </button>
        <span role="status" style={{ fontSize: 13 }}>
          {status}
        </span>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="Errors per service">
          <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Right} legendSize={110} />
          <Tooltip actions={actions} actionPrompt={actionPrompt} />
          {/* One row of labels, written by labelFormat: the hour alone, so that three or more fit beside the legend
              on a phone. tickFormat writes the tooltip's header, zone included. */}
          <Axis id="hour" position={Position.Bottom} tickFormat={clock} labelFormat={hourOf} timeAxisLayerCount={0} />
          <Axis id="errors" position={Position.Left} title="Errors" />
          {SERVICES.filter((service) => only === null || service === only).map((service) => (
            <BarSeries
              key={service}
              id={service}
              // A fixed colour per service, so that a series keeps it when the others are filtered out.
              color={palette[SERVICES.indexOf(service) % palette.length]}
              data={data.filter((d) => d.service === service)}
              xScaleType={ScaleType.Time}
              yScaleType={ScaleType.Linear}
              xAccessor="hour"
              yAccessors={['errors']}
              stackAccessors={['hour']}
              tickFormat={(v: number) => `${v} errors`}
              timeZone="UTC"
            />
          ))}
        </Chart>
      </div>
    </div>
  );
}
