import type { BaseFamily } from '@site/src/plugins/content/theme-parameters/types';
import { pathsOverlap, sameValue, type Overrides, type ParamValue } from './values';

export type Variant = 'light' | 'dark';

/** Everything the builder holds: what a share link carries and an export writes. */
export interface BuilderState {
  /** The base family's label (`BaseFamily.label`): "Default", "Amsterdam", "Legacy". */
  family: string;
  /** The light or dark variant of the family, or `site`: the one of the site's colour mode. */
  variant: Variant | 'site';
  /** The reader's values, by parameter path. */
  overrides: Overrides;
}

export type BuilderAction =
  | { type: 'set'; path: string; value: ParamValue }
  | { type: 'reset'; path: string }
  | { type: 'reset-all' }
  | { type: 'base'; family: string; variant: Variant | 'site' }
  | { type: 'replace'; state: BuilderState };

export function initialState(bases: readonly BaseFamily[]): BuilderState {
  return { family: bases[0]?.label ?? 'Default', variant: 'site', overrides: {} };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'set': {
      if (sameValue(state.overrides[action.path], action.value)) return state;
      // A value and another form of it (`padding` and `padding.inner`) cannot both hold: the latest wins.
      const kept = Object.entries(state.overrides).filter(([path]) => !pathsOverlap(path, action.path));
      return { ...state, overrides: Object.fromEntries([...kept, [action.path, action.value]]) };
    }
    case 'reset': {
      if (!(action.path in state.overrides)) return state;
      const { [action.path]: _removed, ...rest } = state.overrides;
      return { ...state, overrides: rest };
    }
    case 'reset-all':
      return Object.keys(state.overrides).length === 0 ? state : { ...state, overrides: {} };
    case 'base':
      return { ...state, family: action.family, variant: action.variant };
    case 'replace':
      return action.state;
  }
}

/** The variant shown: the state's own, or the site's colour mode's. */
export function resolvedVariant(state: BuilderState, siteMode: Variant): Variant {
  return state.variant === 'site' ? siteMode : state.variant;
}

/**
 * The export name of the base theme in use (`DARK_THEME`): the family's variant, or its other
 * variant where the family has only one.
 */
export function baseExportName(bases: readonly BaseFamily[], family: string, variant: Variant): string {
  const chosen = bases.find((base) => base.label === family) ?? bases[0];
  const name = chosen?.[variant] ?? chosen?.[variant === 'light' ? 'dark' : 'light'];
  if (!name) throw new Error(`theme builder: the base family ${family} has no theme.`);
  return name;
}

/** The family and variant of a base theme's export name, if it is one of `bases`. */
export function baseOfExportName(
  bases: readonly BaseFamily[],
  name: string,
): { family: string; variant: Variant } | undefined {
  for (const base of bases) {
    if (base.light === name) return { family: base.label, variant: 'light' };
    if (base.dark === name) return { family: base.label, variant: 'dark' };
  }
  return undefined;
}
