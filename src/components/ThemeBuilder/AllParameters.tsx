import React, { useDeferredValue, useState, type ReactNode } from 'react';
import ParameterList, { type ControlView } from './ParameterList';
import { styles } from './builderStyles';

/**
 * Every parameter of the installed `Theme`, by top-level key, with a filter over their paths and
 * descriptions (`fontsize` finds every font size; `tick` everything about ticks).
 */
export default function AllParameters({ view }: { view: ControlView }): ReactNode {
  const [filter, setFilter] = useState('');
  // The list follows the filter a frame later: typing stays quick while 480 controls re-render.
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const shown = view.index.list.filter(
    ({ path, description }) =>
      deferred === '' || path.toLowerCase().includes(deferred) || description?.toLowerCase().includes(deferred),
  );
  const sections = [...new Set(shown.map(({ section }) => section))];
  return (
    <div>
      <label className={styles.filter}>
        <span>Filter parameters</span>
        <input
          type="search"
          value={filter}
          placeholder="fontSize, gridLine, opacity…"
          onChange={(event) => setFilter(event.target.value)}
        />
      </label>
      <p className={styles.filterCount} aria-live="polite">
        {shown.length === view.index.list.length
          ? `All ${shown.length} parameters of Theme.`
          : `${shown.length} of ${view.index.list.length} parameters match.`}
      </p>
      {sections.map((section) => {
        const paths = shown.filter((parameter) => parameter.section === section).map(({ path }) => path);
        return (
          <section key={section} className={styles.allSection} aria-labelledby={`tb-all-${section}`}>
            <h3 id={`tb-all-${section}`} className={styles.allHeading}>
              {section} <span className={styles.count}>({paths.length})</span>
            </h3>
            <ParameterList paths={paths} view={view} />
          </section>
        );
      })}
    </div>
  );
}
