import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import examples from '@generated/chart-examples/default/index.json';
import ChartExample from '@site/src/components/ChartExample';
import styles from './styles.module.css';

/** Every example of examples/charts/ as a card: title, one line on what it shows, a live preview. */
export default function ExampleGallery(): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Examples">
      {examples.map((example) => (
        <li key={example.name} className={styles.card}>
          <Heading as="h2" className={styles.title}>
            <Link to={`/examples/${example.name}`}>{example.title}</Link>
          </Heading>
          <p className={styles.summary}>{example.summary}</p>
          <ChartExample example={example} height={180} showSource={false} />
        </li>
      ))}
    </ul>
  );
}
