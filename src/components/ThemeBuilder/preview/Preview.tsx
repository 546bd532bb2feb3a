import React, { memo, type ReactNode } from 'react';
import PreviewBoundary from './PreviewBoundary';
import { PREVIEW_CHARTS } from './previewCharts';
import type { PreviewChartProps } from './previewProps';
import { styles } from '../builderStyles';

/**
 * The live preview: every chart of `PREVIEW_CHARTS` with the builder's partial theme on its base, as
 * the exported `<Settings theme={…} baseTheme={…} />` applies them. Memoized on the theme: the
 * controls' own state (a field being typed in) does not redraw it.
 */
function Preview({ theme, baseTheme, palette }: PreviewChartProps): ReactNode {
  return (
    <div className={styles.previewGrid}>
      {PREVIEW_CHARTS.map(({ id, title, sections, height, Chart }) => (
        <figure key={id} className={styles.previewCard} data-preview-chart={id} aria-labelledby={`tb-preview-${id}`}>
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
      ))}
    </div>
  );
}

export default memo(Preview);
