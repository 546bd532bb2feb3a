/**
 * Export to PNG
 * A line chart with a button that saves its canvas as a PNG file through a ref, and a preview of the image it saved.
 */
import React, { memo, useRef, useState, type RefObject } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Sessions per month, in thousands, on the web site and in the mobile app: the app catches up over the year.
const sessions = MONTHS.map((month, i) => ({ month, web: 52 + ((i * 7) % 11) - i, app: 18 + i * 3 + ((i * 5) % 4) }));

const FILE_NAME = 'sessions.png';

// A grey checkerboard behind the preview: wherever the PNG is transparent, the squares show through.
const CHECKERBOARD = 'repeating-conic-gradient(#c8c8c8 0% 25%, #f4f4f4 0% 50%) 0 0 / 10px 10px';

interface Saved {
  url: string;
  /** The display's device pixel ratio when the snapshot was taken: the canvas holds that many pixels per CSS pixel. */
  ratio: number;
  /** The image's own size, read from the decoded file once the preview has loaded. */
  size?: string;
}

interface SessionsChartProps {
  baseTheme: Theme;
  chartRef: RefObject<Chart>;
}

// Memoized: saving updates the toolbar's state, and re-rendering the chart's specs with it would make the chart
// recompute and redraw everything for a picture that has not changed.
const SessionsChart = memo(function SessionsChart({ baseTheme, chartRef }: SessionsChartProps) {
  return (
    <Chart ref={chartRef} title="Sessions by platform">
      {/* The measured width cuts short names such as these: a fixed one keeps them whole. */}
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Right} legendSize={70} />
      {/* Every other month: on a phone the twelve names do not fit side by side, and the axis would leave out the
          ones that touch a neighbour, unevenly ("Jul Aug" after gaps of two months). The empty labels would still
          push the next name out, so the axis draws all it is given: six names that never meet. */}
      <Axis
        id="month"
        position={Position.Bottom}
        labelFormat={(month: string) => (MONTHS.indexOf(month) % 2 === 0 ? month : '')}
        showOverlappingLabels
      />
      {/* The unit on every tick rather than in an axis title, which a short chart would cut. */}
      <Axis id="sessions-axis" position={Position.Left} tickFormat={(v: number) => `${v}k`} />
      <LineSeries
        id="web"
        name="Web"
        color="#61A2FF"
        data={sessions}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['web']}
      />
      <LineSeries
        id="app"
        name="App"
        color="#F6726A"
        data={sessions}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['app']}
      />
    </Chart>
  );
});

interface ExportPngExampleProps {
  baseTheme?: Theme;
  /**
   * Leave the PNG's background transparent, as `getPNGSnapshot` does for a cartesian chart when given no
   * `backgroundColor`, instead of filling it with the theme's background colour.
   */
  transparent?: boolean;
}

export default function ExportPngExample({ baseTheme = LIGHT_THEME, transparent = false }: ExportPngExampleProps) {
  // `Chart` is a class component: the ref holds the instance, whose methods include getPNGSnapshot.
  const chart = useRef<Chart>(null);
  const [saved, setSaved] = useState<Saved>();
  const [problem, setProblem] = useState<string>();

  const save = () => {
    const snapshot = chart.current?.getPNGSnapshot(
      transparent ? undefined : { backgroundColor: baseTheme.background.color },
    );
    // null until the chart has drawn a canvas (no size yet, no data to show).
    if (!snapshot || typeof snapshot.blobOrDataUrl !== 'string') {
      setProblem('The chart has no canvas to capture yet.');
      return;
    }
    setProblem(undefined);
    const url = snapshot.blobOrDataUrl;
    // The same image again loads nothing new, so keep the size measured the first time.
    setSaved((previous) => ({
      url,
      ratio: window.devicePixelRatio,
      size: previous?.url === url ? previous.size : undefined,
    }));
    // A temporary link with a download attribute makes the browser save the data URL as a file.
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', fontSize: 13 }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '0.25em 0.75em',
          // Tall enough for the preview from the start, so that the chart does not shrink when it appears.
          minHeight: 42,
          boxSizing: 'border-box',
          padding: '0.25em 0.75em',
        }}
      >
        <button
          type="button"
          onClick={save}
          style={{
            padding: '0.15em 0.75em',
            font: 'inherit',
            color: 'inherit',
            background: 'transparent',
            border: '1px solid currentColor',
            borderRadius: 4,
            cursor: 'pointer',
          }}
        >
          Download PNG
        </button>
        {saved ? (
          <img
            src={saved.url}
            alt="Preview of the saved PNG: the lines and axes, without the chart's title and legend"
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              setSaved({ ...saved, size: `${naturalWidth} × ${naturalHeight} px` });
            }}
            style={{ height: 32, border: '1px solid currentColor', background: CHECKERBOARD }}
          />
        ) : null}
        <span aria-live="polite">
          {problem ??
            (saved ? `${FILE_NAME}, ${saved.size ?? '…'} at pixel ratio ${saved.ratio}` : 'Nothing saved yet')}
        </span>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <SessionsChart baseTheme={baseTheme} chartRef={chart} />
      </div>
    </div>
  );
}
