import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ChartCard from './ChartCard';
import { SHOWCASE } from './showcase';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

interface Props {
  /** Whether the page may fetch charts yet: the home page decides once for its hero and these cards. */
  chartsAllowed: boolean;
}

/** A few live charts of different types, each linking to its example. */
export default function HomeShowcase({ chartsAllowed }: Props): ReactNode {
  return (
    <section aria-labelledby="showcase" className="margin-bottom--xl">
      <Heading as="h2" id="showcase">
        What it draws
      </Heading>
      <ul className={styles.grid}>
        {spacedItems(
          SHOWCASE.map((item) => (
            <li key={item.name} className={styles.item}>
              <ChartCard {...item} allowed={chartsAllowed} />
            </li>
          )),
        )}
      </ul>
      <Link className="button button--secondary" to="/examples/examples">
        All examples, by chart type and by topic
      </Link>
    </section>
  );
}
