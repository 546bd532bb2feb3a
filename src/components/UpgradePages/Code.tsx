import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** A name, a type or a value as code; a long type breaks anywhere rather than push the page sideways. */
export function Code({ children }: { children: string }): ReactNode {
  return <code className={styles.code}>{children}</code>;
}

/** Names as code, joined as a reader lists them: `a`, `b` and `c`. */
export function CodeList({ names }: { names: readonly string[] }): ReactNode {
  return names.map((name, i) => (
    <React.Fragment key={name}>
      {i > 0 && (i === names.length - 1 ? ' and ' : ', ')}
      <Code>{name}</Code>
    </React.Fragment>
  ));
}
