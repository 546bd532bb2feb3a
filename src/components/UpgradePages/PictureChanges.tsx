import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import { pictureFile, PICTURES_URL } from '@site/src/plugins/content/upgrade-pictures/files';
import type { PicturePairData, StepPictures } from '@site/src/plugins/content/upgrade-pictures/stepPictures';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './PictureChanges.module.css';

/** The section's anchor. */
export const PICTURES_ID = 'what-the-examples-draw';
const PICTURES_HEADING = 'What the examples draw';

/**
 * A step page's pictures (`npm run history:pictures`): for each pair of releases the page compares, the
 * examples whose picture changed, most changed first, each as the older release and the newer one draw it,
 * side by side where the column is wide enough and one over the other on a phone. The pictures load lazily and
 * only here: their URLs are in this page's own data.
 */
export function PictureChanges({ pictures, current }: { pictures: StepPictures; current: string }): ReactNode {
  return (
    <>
      <Heading as="h2" id={PICTURES_ID}>
        {PICTURES_HEADING}
      </Heading>
      <p>
        A release can change what a chart draws without changing a declaration: a theme&apos;s colours, a label&apos;s
        place, how a series is shaded. To show it, every example of this site that compiles against both releases of a
        comparison was drawn with each of them, in Chromium, in the light theme, at the size its page gives it on a 1280
        px wide screen ({pictures.rule.width} px wide), and the two pictures were compared pixel by pixel: a pixel
        counts as changed when its red, green or blue value differs by more than {pictures.rule.channelTolerance} of
        255. A change here is what a screenshot test of that chart would report after the upgrade.
      </p>
      <p>
        The examples whose picture changed come most changed first, with the share of their pixels that changed, the
        older release&apos;s picture first. Each picture links to the example&apos;s page, which draws it with {current}
        . Text is drawn in the fonts of the machine that drew the pictures, alike for both releases.
      </p>
      {pictures.pairs.map((pair) => (
        <PairPictures key={pair.id} pair={pair} foldedBelow={pictures.rule.foldedBelowShare} />
      ))}
    </>
  );
}

function PairPictures({ pair, foldedBelow }: { pair: PicturePairData; foldedBelow: number }): ReactNode {
  const changed = pair.changed.length;
  const shown = pair.changed.filter((item) => item.score >= foldedBelow);
  const folded = pair.changed.filter((item) => item.score < foldedBelow);
  return (
    <>
      <Heading as="h3" id={pair.id}>
        Drawn by {pair.from} and {pair.to}
      </Heading>
      <p>
        {pair.compared === 1 ? 'One example' : `${pair.compared} examples`} drawn by both;{' '}
        {changed === 0
          ? 'none of their pictures changed.'
          : changed === pair.compared
            ? 'every picture changed.'
            : `${changed === 1 ? 'one picture' : `${changed} pictures`} changed.`}
        {pair.notCompiling > 0 &&
          ` ${pair.notCompiling === 1 ? 'One example does' : `${pair.notCompiling} examples do`} not compile against one of the two releases, so ${pair.notCompiling === 1 ? 'it was' : 'they were'} not drawn.`}
      </p>
      {pair.notDrawn.length > 0 && (
        <ul>
          {spacedItems(
            pair.notDrawn.map((failed) => (
              <li key={`${failed.example}@${failed.release}`}>
                <Link to={exampleHref(failed.example)}>{failed.title}</Link> compiles against both, but with{' '}
                {failed.release} {failed.error}.
              </li>
            )),
          )}
        </ul>
      )}
      {shown.length > 0 && <ChangedList items={shown} pair={pair} />}
      {folded.length > 0 && (
        <details className={styles.folded}>
          <summary>
            {shown.length > 0 ? `${folded.length} more` : folded.length === 1 ? 'One' : `All ${folded.length}`}, each
            with under {percent(foldedBelow)} of the pixels changed: too little to see side by side, enough to fail a
            screenshot test that compares pixels
          </summary>
          <ChangedList items={folded} pair={pair} />
        </details>
      )}
    </>
  );
}

function ChangedList({ items, pair }: { items: PicturePairData['changed']; pair: PicturePairData }): ReactNode {
  return (
    <ol className={styles.changes}>
      {spacedItems(
        items.map((item) => (
          <li key={item.example} className={styles.change}>
            <p className={styles.title}>
              <Link to={exampleHref(item.example)}>{item.title}</Link>: {percent(item.score)} of the pixels changed
            </p>
            <PicturePairFigures picture={item} from={pair.from} to={pair.to} />
          </li>
        )),
      )}
    </ol>
  );
}

/** The example's pictures, as one release and the next draw it. */
interface DrawnPicture {
  example: string;
  title: string;
  width: number;
  height: number;
}

/**
 * The two pictures of an example, the older release's first: side by side where each gets 16rem, else one over
 * the other. Where they open a page (the upgrading index's `OpeningPicture`), loaded with it and side by side
 * at any width: one over the other, a phone's first screen would not hold both.
 */
export function PicturePairFigures({
  picture,
  from,
  to,
  eager = false,
}: {
  picture: DrawnPicture;
  from: string;
  to: string;
  eager?: boolean;
}): ReactNode {
  return (
    <div className={eager ? `${styles.pictures} ${styles.together}` : styles.pictures}>
      <PictureFigure item={picture} release={from} eager={eager} />
      <PictureFigure item={picture} release={to} eager={eager} />
    </div>
  );
}

function PictureFigure({ item, release, eager }: { item: DrawnPicture; release: string; eager: boolean }): ReactNode {
  return (
    <figure className={styles.figure}>
      <Link to={exampleHref(item.example)} className={styles.pictureLink}>
        <img
          className={styles.picture}
          src={useBaseUrl(`${PICTURES_URL}${pictureFile(item.example, release)}`)}
          alt={`${item.title}, as ${release} draws it`}
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <figcaption className={styles.caption}>{release}</figcaption>
    </figure>
  );
}

export function exampleHref(example: string): string {
  return `/examples/${example}`;
}

/** A share as a percentage a reader can compare: two significant digits, and never 0 % for a change. */
export function percent(share: number): string {
  const value = share * 100;
  if (value < 0.01) return 'under 0.01 %';
  return `${value >= 10 ? value.toFixed(0) : String(Number(value.toPrecision(2)))} %`;
}

/** The section's entries in the page's table of contents. */
export function picturesToc(pictures: StepPictures | null): { value: string; id: string; level: number }[] {
  if (!pictures) return [];
  return [
    { value: PICTURES_HEADING, id: PICTURES_ID, level: 2 },
    ...pictures.pairs.map((pair) => ({ value: `Drawn by ${pair.from} and ${pair.to}`, id: pair.id, level: 3 })),
  ];
}
