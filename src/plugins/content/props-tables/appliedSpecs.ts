import type { ComponentType, ReactElement } from 'react';
import { installedLibrary } from '../installedLibrary';

/** A library export and the object the chart receives from it when only its id is given. */
export type AppliedSpecs = Map<string, Record<string, unknown>>;

/** The id every probe gets; it is left out of the result, being the one value we set. */
const PROBE_ID = 'props-tables-probe';

interface ReactModule {
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): ReactElement;
}
interface TestRendererModule {
  create(element: ReactElement): { unmount(): void };
}
interface Action {
  type: string;
  [key: string]: unknown;
}

/**
 * The spec each spec component of the installed library really stores, read by rendering it.
 *
 * Every spec component of 73.2.1 (`AreaSeries`, `Axis`, `Settings`, `Partition`, ...) renders
 * nothing and, in an effect, dispatches `upsertSpec({ ...defaults, ...props, ...overrides })` to the
 * chart's store, which keeps that object as the spec (`state.specs[id] = action.payload`,
 * dist/state/chart_state.js; releases before 69.1.1, whose store was not made with Redux Toolkit, carry
 * it as `action.spec`, and their reducer reads it there). So rendering one with only an `id`, under a react-redux store that
 * records what it is sent, yields the defaults a chart applies, from the library's own code. A
 * component is a spec component when its compiled body calls `useSpecFactory`, the library's one
 * way of registering a spec; `tests/runtimeDefaults.spec.ts` checks the result against a real
 * `<Chart>` in Chromium.
 *
 * The whole `<Chart>` cannot run in Node (it reads `window` as it mounts), hence the recording store.
 */
export function readAppliedSpecs(siteDir: string): AppliedSpecs {
  const installed = installedLibrary(siteDir);
  const library = installed.load();
  // The Provider must be the very react-redux the library's components read their store from.
  const { Provider } = installed.loadDependency('react-redux') as { Provider: ComponentType<{ store: unknown }> };
  const React = installed.loadFromSite('react') as ReactModule;
  const renderer = installed.loadFromSite('react-test-renderer') as TestRendererModule;

  const applied: AppliedSpecs = new Map();
  for (const [name, value] of Object.entries(library)) {
    if (typeof value !== 'function' || !Function.prototype.toString.call(value).includes('useSpecFactory')) continue;
    const spec = renderAlone(React, renderer, Provider, value);
    if (!spec) {
      throw new Error(
        `props-tables: ${name} calls useSpecFactory but sent no spec when rendered; has the library changed how specs register?`,
      );
    }
    const { id: _id, ...rest } = spec;
    applied.set(name, rest);
  }
  if (applied.size === 0) {
    throw new Error(
      'props-tables: no export of @elastic/charts registers a spec through useSpecFactory; update appliedSpecs.ts for the installed version.',
    );
  }
  return applied;
}

function renderAlone(
  React: ReactModule,
  renderer: TestRendererModule,
  Provider: ComponentType<{ store: unknown }>,
  component: unknown,
): Record<string, unknown> | undefined {
  const sent: Action[] = [];
  const store = {
    getState: () => ({}),
    subscribe: () => () => undefined,
    dispatch: (action: Action) => {
      sent.push(action);
      return action;
    },
  };
  // No act(): React's production build, which a build may have loaded (NODE_ENV=production), has
  // none. A legacy root renders synchronously and runs the pending effects (the spec's upsert)
  // before the next commit, which unmount() is.
  renderer.create(React.createElement(Provider, { store }, React.createElement(component, { id: PROBE_ID }))).unmount();
  const upsert = sent.find((action) => action.type === 'UPSERT_SPEC');
  if (!upsert) return undefined;
  // The spec is the action's one object, whatever key the release puts it under (`payload`, `spec`).
  const objects = Object.values(upsert).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  if (objects.length !== 1) {
    throw new Error(
      `props-tables: the UPSERT_SPEC action holds ${objects.length} objects (keys ${Object.keys(upsert).join(', ')}), not one spec; update appliedSpecs.ts for the installed version.`,
    );
  }
  return objects[0];
}
