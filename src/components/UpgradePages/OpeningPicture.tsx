import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OpeningPicture as OpeningPictureData } from '@site/src/plugins/content/upgrade-pictures/opening';
import { exampleHref, percent, PicturePairFigures } from './PictureChanges';
import styles from './PictureChanges.module.css';

/**
 * The upgrading index's first picture (`docs/upgrading.mdx`): one example as two releases draw it, with the step
 * page whose pictures it comes from. `data-chart-picture` marks it as the page's first chart for the show-first
 * rule (tests/pages.ts, `CHART_ATTRIBUTES`). The pictures load with the page, as the first thing it shows.
 */
export default function OpeningPicture({ picture }: { picture: OpeningPictureData | null }): ReactNode {
  if (!picture) return null;
  return (
    <figure className={styles.opening} data-chart-picture={picture.example}>
      <PicturePairFigures picture={picture} from={picture.from} to={picture.to} eager />
      <figcaption className={styles.caption}>
        <Link to={exampleHref(picture.example)}>{picture.title}</Link>: {percent(picture.score)} of its pixels changed.{' '}
        <Link to={picture.href}>{picture.stepTitle}</Link> shows every example that did.
      </figcaption>
    </figure>
  );
}
