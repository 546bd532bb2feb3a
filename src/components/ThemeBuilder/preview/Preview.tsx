import React, { memo, type ReactNode } from 'react';
import type { PartialTheme, Theme } from '@elastic/charts';
import { sameForKind } from './chartSections';
import PreviewBoundary from './PreviewBoundary';
import { PREVIEW_CHARTS, type PreviewChart } from './previewCharts';
import type { PreviewChartProps } from './previewProps';
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
  return (
    <figure className={styles.previewCard} data-preview-chart={id} aria-labelledby={`tb-preview-${id}`}>
      <figcaption id={`tb-preview-${id}`} className={styles.previewCaption}>
        {title}
        <span className={styles.previewSections}>{sections}</span>
      </figcaption>
      <div className={styles.previewChart} style={{ height }}>
        <PreviewBoundary resetKey={theme}>
          <Chart theme={theme} baseTheme={baseTheme} palette={palette} />
        </PreviewBoundary>
      </div>
    </figure>
  );
}

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
