/**
 * Chart in a modal
 * A small chart on the page and a larger view of it in a modal dialog, whose chart mounts when the dialog opens and unmounts when it closes.
 */
import React, { memo, useEffect, useRef, useState } from 'react';
import { Axis, AreaSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Requests per minute over an hour: fixed formulas, so every load draws the same chart.
const requests = Array.from({ length: 60 }, (_, minute) => ({
  minute,
  count: Math.round(820 + 180 * Math.sin(minute / 7) + ((minute * 37) % 50)),
}));
const minuteLabel = (minute: number) => `10:${String(minute).padStart(2, '0')}`;

/** The chart on the page: small and without axes. */
const CardChart = memo(function CardChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="Requests per minute, last hour">
      <Settings baseTheme={baseTheme} showLegend={false} />
      <AreaSeries
        id="card-requests"
        name="Requests"
        data={requests}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="minute"
        yAccessors={['count']}
      />
    </Chart>
  );
});

/** The chart in the dialog: the same data with axes, mounted only while the dialog is open. */
const DetailChart = memo(function DetailChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="Requests per minute, 10:00 to 11:00">
      <Settings baseTheme={baseTheme} theme={{ chartMargins: { right: 12 } }} />
      <Axis id="minute-axis" position={Position.Bottom} tickFormat={minuteLabel} ticks={6} />
      <Axis id="requests-axis" position={Position.Left} ticks={5} />
      <AreaSeries
        id="detail-requests"
        name="Requests"
        data={requests}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="minute"
        yAccessors={['count']}
      />
    </Chart>
  );
});

export default function ChartInModalExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  // A closed <dialog> is display: none, so a chart mounted in it would have no size. The chart mounts with the
  // open state instead, and the dialog is shown in the same commit, before the chart measures its box.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Scale and fade, not width or height: a transform does not resize the chart, so it draws once.
      element.animate(
        [
          { opacity: 0, transform: 'scale(0.96)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 150, easing: 'ease-out' },
      );
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: '0.5em', fontSize: 13 }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <CardChart baseTheme={baseTheme} />
      </div>
      <div>
        <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Open the larger view
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-label="Requests per minute, larger view"
        // Escape closes a modal dialog by itself: keep the state in step, so the chart unmounts.
        onClose={() => setOpen(false)}
        style={{
          width: 'min(900px, 92vw)',
          padding: '1em',
          border: '1px solid currentColor',
          borderRadius: 6,
          color: 'inherit',
          background: baseTheme.background.color,
        }}
      >
        {/* An explicit height: the dialog sizes to its content, and a chart has none of its own. */}
        <div style={{ height: 'min(420px, 60vh)' }}>{open && <DetailChart baseTheme={baseTheme} />}</div>
        <button type="button" onClick={() => setOpen(false)} style={{ marginTop: '0.75em' }}>
          Close
        </button>
      </dialog>
    </div>
  );
}
