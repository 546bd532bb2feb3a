/**
 * A page for tests/runtimeDefaults.spec.ts: the real library, rendered by React DOM in Chromium.
 * It mounts a real `<Chart>` per spec and reads the spec the chart stored, and compares the
 * default cells of the site's props tables with those values. Bundled by Vite when the test runs.
 */
import * as charts from '@elastic/charts';
// Without the stylesheet the chart measures a 0 px box and draws nothing, legend included.
import '@elastic/charts/dist/theme_only_light.css';
import { createElement, createRef, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

type Library = Record<string, unknown>;
const library = charts as unknown as Library;

interface StoredState {
  specs: Record<string, Record<string, unknown>>;
}

/** The specs a real chart stores with `children` in it. */
function storedSpecs(children: ReturnType<typeof createElement>[]): Record<string, Record<string, unknown>> {
  const host = document.createElement('div');
  host.style.cssText = 'width: 400px; height: 300px';
  document.getElementById('charts')?.append(host);
  const chart = createRef<charts.Chart>();
  const root = createRoot(host);
  flushSync(() => root.render(createElement(charts.Chart, { ref: chart }, ...children)));
  // Test-only read of the chart's private store: the specs as the chart keeps them.
  const store = (chart.current as unknown as { chartStore: { getState(): StoredState } } | null)?.chartStore;
  const specs = { ...store?.getState().specs };
  root.unmount();
  host.remove();
  return specs;
}

/**
 * The spec a real chart stores for `name` rendered with only an id, or undefined if it stores
 * none: the one spec that is not the chart's own (an empty chart holds its default settings;
 * `Settings` and `Tooltip` replace theirs under a fixed id).
 */
function storedSpec(name: string): Record<string, unknown> | undefined {
  const empty = storedSpecs([]);
  const specs = storedSpecs([createElement(library[name] as ComponentType<{ id: string }>, { id: 'probe' })]);
  const added = Object.keys(specs).filter((id) => specs[id] !== empty[id]);
  return added.length === 1 ? specs[added[0] as string] : undefined;
}

/**
 * Whether a cell's text shows `value`: an enum member (`ScaleType.Linear`), an exported constant
 * (`LIGHT_THEME`, `DEFAULT_GLOBAL_ID`), a function's source, a literal or JSON; the words the site
 * uses for a long function or object only for a value of that kind.
 */
function shows(cell: string, value: unknown): boolean {
  const member = /^(\w+)\.(\w+)$/.exec(cell);
  if (member?.[1] && member[2] && typeof library[member[1]] === 'object') {
    return (library[member[1]] as Record<string, unknown>)[member[2]] === value;
  }
  if (/^[A-Z][A-Z0-9_]+$/.test(cell) && cell in library) return library[cell] === value;
  if (typeof value === 'function') {
    // The bundler reprints the library's code: compare sources without spacing, brackets or quote style.
    const plain = (source: string) => source.replace(/[\s()]/g, '').replace(/"/g, "'");
    return cell === 'a function of the library' || plain(cell) === plain(String(value)) || cell === value.name;
  }
  if (cell === 'an object of the library') return typeof value === 'object' && value !== null;
  if (cell === 'Infinity' || cell === 'NaN' || cell === 'undefined')
    return Object.is(value, globalThis[cell as 'Infinity']);
  try {
    return JSON.stringify(JSON.parse(cell)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

export interface Mismatch {
  spec: string;
  prop: string;
  cell: string;
  applied: string;
}

/** For each candidate that registers a spec, each stored key the table has a cell for, compared. */
function compare(tables: Record<string, Record<string, string>>): {
  specs: string[];
  checked: number;
  mismatches: Mismatch[];
} {
  const specs: string[] = [];
  const mismatches: Mismatch[] = [];
  let checked = 0;
  for (const [name, cells] of Object.entries(tables)) {
    const spec = storedSpec(name);
    if (!spec) continue;
    specs.push(name);
    for (const [prop, value] of Object.entries(spec)) {
      const cell = cells[prop];
      if (prop === 'id' || cell === undefined) continue; // the id is ours
      checked += 1;
      if (!shows(cell, value))
        mismatches.push({
          spec: name,
          prop,
          cell,
          applied: typeof value === 'function' ? String(value) : String(JSON.stringify(value)),
        });
    }
  }
  return { specs, checked, mismatches };
}

/** The legend labels a real chart shows for a banded series of the given spec, with the postfixes left to their defaults. */
async function legendLabels(series: 'AreaSeries' | 'BarSeries'): Promise<string[]> {
  const host = document.createElement('div');
  host.style.cssText = 'width: 600px; height: 300px';
  document.getElementById('charts')?.append(host);
  const root = createRoot(host);
  const data = [
    { x: 0, low: 1, high: 3 },
    { x: 1, low: 2, high: 5 },
  ];
  root.render(
    createElement(
      charts.Chart,
      null,
      createElement(charts.Settings, { showLegend: true }),
      createElement(library[series] as ComponentType<Record<string, unknown>>, {
        id: 'band',
        name: 'band',
        data,
        xAccessor: 'x',
        yAccessors: ['high'],
        y0Accessors: ['low'],
      }),
    ),
  );
  const deadline = performance.now() + 10_000;
  while (host.querySelectorAll('.echLegendItem__label').length === 0 && performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const labels = Array.from(host.querySelectorAll('.echLegendItem__label'), (label) => label.textContent ?? '');
  root.unmount();
  host.remove();
  return labels;
}

Object.assign(window, { runtimeDefaults: { compare, legendLabels } });
document.body.dataset.ready = 'true';
