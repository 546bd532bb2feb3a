import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { GalleryData, GalleryExample } from '@site/src/plugins/content/chart-examples/types';
import { MODES, pictureUrl } from '@site/src/plugins/content/chart-examples/picturePaths.mjs';
import styles from './styles.module.css';

/**
 * One example: a picture of its chart, its title (to its page) and its one-line summary. The whole card
 * is its title's link (stretched over it in CSS), one stop for the keyboard.
 *
 * The picture is in the HTML twice, light and dark, and the stylesheet shows the one of the page's colour
 * mode ([data-theme], set before the first paint). Both are lazy: the browser fetches a lazy image only
 * once it is rendered near the viewport, so the hidden mode's picture is never fetched, and the first
 * row's pictures, in the viewport, are fetched at once. Width and height keep the card's size before
 * the picture arrives. The alt text is the summary, what the chart shows.
 */
export default function ExampleCard({
  example,
  size,
}: {
  example: GalleryExample;
  size: GalleryData['pictureSize'];
}): ReactNode {
  const { name, title, summary, picture } = example;
  return (
    <li className={styles.card}>
      <h2 className={styles.title}>
        <Link to={`/examples/${name}`} className={styles.link}>
          {title}
        </Link>
      </h2>
      <p className={styles.summary} title={summary}>
        {summary}
      </p>
      <div className={styles.cardPicture}>
        {picture ? (
          MODES.map((mode) => (
            <img
              key={mode}
              className={styles[mode]}
              src={pictureUrl(name, mode, picture)}
              width={size.width}
              height={size.height}
              alt={summary}
              loading="lazy"
              decoding="async"
            />
          ))
        ) : (
          // Not drawn yet (the build warned): the card keeps its shape, and says so.
          <span className={styles.noPicture}>No picture yet</span>
        )}
      </div>
    </li>
  );
}
