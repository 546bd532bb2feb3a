import React, { memo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { PartialTheme, Theme } from '@elastic/charts';
import { sameForKind } from './chartSections';
import PreviewBoundary from './PreviewBoundary';
import { PREVIEW_CHARTS, type PreviewChart } from './previewCharts';
import type { PreviewChartProps } from './previewProps';
import { useInPreview } from './useInPreview';
import { styles } from '../builderStyles';

/**
 * The live preview: every chart of `PREVIEW_CHARTS` with the builder's partial theme on its base, as
 * the exported `<Settings theme={…} baseTheme={…} />` applies them.
 */
export default function Preview({ theme, baseTheme, palette }: PreviewChartProps): ReactNode {
  return (
    <div className={styles.previewGrid}>
      {PREVIEW_CHARTS.map((chart) => (
        <PreviewCard key={chart.id} chart={chart} theme={theme} baseTheme={baseTheme} palette={palette} />
      ))}
    </div>
  );
}

interface CardProps {
  chart: PreviewChart;
  theme: PartialTheme;
  baseTheme: Theme;
  palette: readonly string[];
}

function Card({ chart: { id, title, sections, height, Chart }, theme, baseTheme, palette }: CardProps): ReactNode {
  const figure = useRef<HTMLElement>(null);
  const inView = useInPreview(figure);
  // Out of the preview's view, a chart keeps what it last drew and catches up when it scrolls back in:
  // a change redraws the charts the reader sees, not all twelve (PERFORMANCE.md, 'Theme builder: redraw').
  const [shown, setShown] = useState({ theme, baseTheme, palette });
  if (inView && (shown.theme !== theme || shown.baseTheme !== baseTheme || shown.palette !== palette)) {
    setShown({ theme, baseTheme, palette });
  }
  return (
    <figure ref={figure} className={styles.previewCard} data-preview-chart={id} aria-labelledby={`tb-preview-${id}`}>
      <figcaption id={`tb-preview-${id}`} className={styles.previewCaption}>
        {title}
        <span className={styles.previewSections}>{sections}</span>
      </figcaption>
      <div className={styles.previewChart} style={{ height }}>
        <PreviewBoundary resetKey={shown.theme}>
          <DrawnChart Chart={Chart} theme={shown.theme} baseTheme={shown.baseTheme} palette={shown.palette} />
        </PreviewBoundary>
      </div>
    </figure>
  );
}

/** A chart drawn with the props it was last shown with: the card re-renders while it is out of view, the chart not. */
const DrawnChart = memo(function DrawnChart({
  Chart,
  ...props
}: PreviewChartProps & { Chart: ComponentType<PreviewChartProps> }): ReactNode {
  return <Chart {...props} />;
});

/**
 * A chart is drawn again only when what it reads changed: the sections of the theme its kind reads
 * (`chartSections.ts`), its base, and the palette where it colours by hand. The others keep their
 * canvas, so a change redraws the charts that show it, not all twelve (PERFORMANCE.md, 'Theme
 * builder: redraw').
 */
const PreviewCard = memo(
  Card,
  (previous, next) =>
    previous.chart === next.chart &&
    previous.baseTheme === next.baseTheme &&
    (!next.chart.usesPalette || previous.palette === next.palette) &&
    sameForKind(next.chart.kind, previous.theme, next.theme),
);
