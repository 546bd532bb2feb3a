import React, { type ReactNode } from 'react';
import type { ContrastCheck } from './checks/themeChecks';
import ParameterControl from './controls/ParameterControl';
import type { ParameterIndex } from './model/parameterIndex';
import { valueAt, type Overrides, type ParamValue, type ThemeObject } from './model/values';

/** What every control of the builder reads: built once per change by `ThemeBuilder`. */
export interface ControlView {
  index: ParameterIndex;
  overrides: Overrides;
  base: ThemeObject;
  baseName: string;
  /** The base's keys at each union's path (`lineSeriesStyle.line.dimmed`: `['stroke', 'strokeWidth']`). */
  unionKeys: ReadonlyMap<string, string[]>;
  checksByPath: ReadonlyMap<string, ContrastCheck[]>;
  onChange: (path: string, value: ParamValue) => void;
  onReset: (path: string) => void;
}

/** The controls of `paths`, in that order. */
export default function ParameterList({ paths, view }: { paths: readonly string[]; view: ControlView }): ReactNode {
  return paths.map((path) => {
    const parameter = view.index.byPath.get(path);
    if (!parameter) return null;
    const overridden = Object.hasOwn(view.overrides, path);
    const baseValue = valueAt(view.base, path);
    return (
      <ParameterControl
        key={path}
        parameter={parameter}
        value={overridden ? view.overrides[path] : baseValue}
        baseValue={baseValue}
        overridden={overridden}
        baseName={view.baseName}
        baseUnionKeys={parameter.union && view.unionKeys.get(parameter.union.path)}
        checks={view.checksByPath.get(path)}
        onChange={view.onChange}
        onReset={view.onReset}
      />
    );
  });
}
