import React, { type ReactNode } from 'react';
import type { BaseFamily } from '@site/src/plugins/content/theme-parameters/types';
import type { BuilderAction, BuilderState, Variant } from './model/builderState';
import { styles } from './builderStyles';

interface Props {
  bases: readonly BaseFamily[];
  state: BuilderState;
  siteMode: Variant;
  baseName: string;
  dispatch: (action: BuilderAction) => void;
}

/**
 * The base theme: a family the library exports, and its light or dark variant, which by default
 * follows the site's colour mode (the navbar's switch). The reader's values stay when the base changes.
 */
export default function BaseChooser({ bases, state, siteMode, baseName, dispatch }: Props): ReactNode {
  const family = bases.find((base) => base.label === state.family);
  const deprecated = family?.deprecated?.[state.variant === 'site' ? siteMode : state.variant];
  return (
    <fieldset className={styles.base}>
      <legend>Base theme</legend>
      <div className={styles.baseRow}>
        <label>
          <span>Family</span>
          <select
            value={state.family}
            onChange={(event) => dispatch({ type: 'base', family: event.target.value, variant: state.variant })}
          >
            {bases.map((base) => (
              <option key={base.label} value={base.label}>
                {base.label}
                {base.deprecated ? ' (deprecated)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Variant</span>
          <select
            value={state.variant}
            onChange={(event) =>
              dispatch({ type: 'base', family: state.family, variant: event.target.value as BuilderState['variant'] })
            }
          >
            <option value="site">The site&apos;s mode ({siteMode})</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </div>
      <p className={styles.baseName}>
        Base: <code>{baseName}</code>
        {deprecated && <> — deprecated: {deprecated}</>}
      </p>
    </fieldset>
  );
}
