/**
 * Gaps in an area
 * A power meter that missed some readings: the gaps left open, or filled by one of the fit functions of a line or area series.
 */
import React from 'react';
import { AreaSeries, Axis, Chart, Fit, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const QUARTER_HOUR = 15 * 60 * 1000;
const START = Date.UTC(2025, 9, 14, 6, 0);

// Readings the meter never sent: one at 07:30, an hour from 09:15, and the last two, not yet received.
const LOST = new Set([6, 13, 14, 15, 16, 30, 31]);

// Power use (kW) of an office every 15 minutes from 06:00 to 14:00; a lost reading is a row whose value is null.
const readings = Array.from({ length: 32 }, (_, i) => ({
  time: START + i * QUARTER_HOUR,
  power: LOST.has(i) ? null : Math.round((12 + 30 * Math.min(1, Math.max(0, (i - 4) / 10)) + ((i * 5) % 7)) * 10) / 10,
}));

const clock = (t: number) => new Date(t).toISOString().slice(11, 16);

interface AreaGapsExampleProps {
  baseTheme?: Theme;
  /** What the area does where a value is null. `none` leaves a gap; the others fill it, drawn dashed and paler. */
  fit?: Fit;
  /** The value that `explicit` writes into every gap, in kW; the library ignores `explicit` without one. */
  explicitValue?: number;
  /** Leave the lost readings out of the data instead of sending them as null: the area then runs straight across. */
  dropMissingRows?: boolean;
}

export default function AreaGapsExample({
  baseTheme = LIGHT_THEME,
  fit = Fit.Linear,
  explicitValue = 20,
  dropMissingRows = false,
}: AreaGapsExampleProps) {
  const data = dropMissingRows ? readings.filter((r) => r.power !== null) : readings;
  return (
    <Chart title="Office power use">
      <Settings baseTheme={baseTheme} />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} timeAxisLayerCount={0} />
      <Axis id="power-axis" position={Position.Left} title="Power (kW)" ticks={4} />
      <AreaSeries
        id="power"
        name="Power"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['power']}
        timeZone="UTC"
        // `Fit.Explicit` only works as an object with a value; every other fit can be given by name.
        fit={fit === Fit.Explicit ? { type: Fit.Explicit, value: explicitValue } : fit}
      />
    </Chart>
  );
}
