import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ChartExample from '@site/src/components/ChartExample';
import type { GalleryExample } from '@site/src/plugins/content/chart-examples/types';
import styles from './styles.module.css';

/**
 * The height of the chart on its own page: an example is laid out for it (a vertical axis title such as
 * "Temperature (°C)" fits along it, a legend below the plot keeps its rows), and at 240 px two of them
 * came out cut.
 */
export const PREVIEW_HEIGHT = 320;

/** One example: title (to its page), one line on what it shows, its chart type and topics, a live preview. */
export default function ExampleCard({ example, topics }: { example: GalleryExample; topics: string[] }): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.title}>
        <Link to={`/examples/${example.name}`}>{example.title}</Link>
      </Heading>
      <p className={styles.summary}>{example.summary}</p>
      <p className={styles.tags}>{[example.chartType, ...topics].join(' · ')}</p>
      <ChartExample example={example} height={PREVIEW_HEIGHT} showSource={false} />
    </li>
  );
}
