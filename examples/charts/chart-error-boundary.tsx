/**
 * Chart in an error boundary
 * A chart wrapped in an error boundary: switch on an invalid axis setting to see the fallback in the chart's place, switch it off and the chart comes back; what no boundary sees is read from the window.
 */
import React, { Component, memo, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Sign-ups per day over two weeks: a fixed formula, so every load draws the same chart.
const signups = Array.from({ length: 14 }, (_, day) => ({ day: day + 1, count: 40 + ((day * 23) % 31) }));

interface BoundaryProps {
  /** When this value changes, a boundary that shows its fallback tries its children again. */
  resetKey: unknown;
  /** Where to report a caught error, with the components it came through (your monitoring, say). */
  onError?: (error: Error, componentStack: string) => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Catches what its children throw while React renders them or runs their effects, and shows a fallback of the
 * chart's size in their place instead of letting React unmount the whole page.
 */
class ChartErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info.componentStack ?? '');
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        style={{
          height: '100%',
          boxSizing: 'border-box',
          padding: '1em',
          border: '1px dashed currentColor',
          borderRadius: 4,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: '0.5em',
        }}
      >
        <strong>This chart could not be drawn.</strong>
        <code style={{ overflowWrap: 'anywhere' }}>{error.message}</code>
        <div>
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </div>
    );
  }
}

// Memoized: a click on the checkbox re-renders the example, and the chart's specs change only with its props.
const SignupsChart = memo(function SignupsChart({
  baseTheme,
  xDomainOnAxis,
}: {
  baseTheme: Theme;
  xDomainOnAxis: boolean;
}) {
  return (
    <Chart title="Sign-ups per day">
      <Settings baseTheme={baseTheme} />
      <Axis
        id="day-axis"
        position={Position.Bottom}
        // Invalid on purpose when switched on: 73.2.1 takes an x domain from Settings' xDomain only, and throws.
        domain={xDomainOnAxis ? { min: 1, max: 7 } : undefined}
      />
      <Axis id="count-axis" position={Position.Left} ticks={5} />
      <LineSeries
        id="signups"
        name="Sign-ups"
        data={signups}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['count']}
      />
    </Chart>
  );
});

export default function ChartErrorBoundaryExample({
  baseTheme = LIGHT_THEME,
  xDomainOnAxis: initialInvalid = false,
}: {
  baseTheme?: Theme;
  /** Start with the invalid `domain` on the x axis. */
  xDomainOnAxis?: boolean;
}) {
  const [invalid, setInvalid] = useState(initialInvalid);
  const [uncaught, setUncaught] = useState<string | null>(null);
  // What no error boundary sees: an error the chart throws from its resize observer, outside React.
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      // Thrown errors only: an error event can also come without an Error object (a cross-origin script's, say).
      if (event.error instanceof Error) setUncaught(event.error.message);
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, []);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: '0.3em', fontSize: 13 }}>
      <label>
        <input type="checkbox" checked={invalid} onChange={(event) => setInvalid(event.target.checked)} /> Put a{' '}
        <code>domain</code> on the x axis (invalid)
      </label>
      <p aria-live="polite" style={{ margin: 0, fontSize: 12, overflowWrap: 'anywhere' }}>
        Reached the window&apos;s <code>error</code> event: {uncaught ?? 'nothing'}
      </p>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChartErrorBoundary resetKey={invalid}>
          <SignupsChart baseTheme={baseTheme} xDomainOnAxis={invalid} />
        </ChartErrorBoundary>
      </div>
    </div>
  );
}
