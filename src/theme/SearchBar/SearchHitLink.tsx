import React, { Fragment, type MouseEvent, type ReactNode } from 'react';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import styles from './styles.module.css';

function marked({ before, word, after }: SearchHit['match']): ReactNode {
  return (
    <>
      {before}
      <mark>{word}</mark>
      {after}
    </>
  );
}

/**
 * One search result: a link to its page (or section) that shows what kind of page it is (Guide,
 * Example, API, Type), the titles, and where the query matched with the matched word marked (under a
 * title match, the first words of the section). A plain click goes through `onChoose`; a click that opens
 * a new tab or window is left to the browser.
 */
export function SearchHitLink({ hit, onChoose }: { hit: SearchHit; onChoose: (hit: SearchHit) => void }): ReactNode {
  const { kind, titles, match, text } = hit;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose(hit);
  };
  return (
    <a href={hit.url ?? '/'} className={styles.hit} onClick={onClick}>
      <span className={styles.hitTitles}>
        <span className={styles.hitKind}>{kind}</span>{' '}
        {titles.map((title, i) => (
          <Fragment key={i}>
            {i > 0 && ' › '}
            {i === titles.length - 1 && match.in === 'title' ? marked(match) : title}
          </Fragment>
        ))}
      </span>
      {match.in === 'text' ? (
        <span className={styles.hitText}>{marked(match)}</span>
      ) : (
        text !== '' && <span className={styles.hitText}>{text}</span>
      )}
    </a>
  );
}
