import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { installedLibrary } from '../../src/plugins/content/installedLibrary';
import { filesUnder } from '../files';
import { renderedTables } from '../renderedTables';

/**
 * Every React component that @elastic/charts exports has a page under api/api that renders its
 * generated props table. The components come from TypeDoc's model of the installed declarations
 * (`.typedoc/elastic-charts.json`, written by the build), checked against the package's run-time
 * exports; a page documents a component when it renders `<PropsTable table={...} />` with the
 * table imported from `@generated/props-tables/default/{Component}.json`.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MODEL = path.join(ROOT, '.typedoc', 'elastic-charts.json');
const API_DIR = path.join(ROOT, 'api', 'api');

/** The parts of TypeDoc's JSON model this test reads. */
interface ModelType {
  type: string;
  name?: string;
  package?: string;
  value?: unknown;
  types?: ModelType[];
}
interface ModelReflection {
  name: string;
  kind: number;
  signatures?: { type?: ModelType }[];
  extendedTypes?: ModelType[];
}

/** TypeDoc's ReflectionKind values for a function and a class. */
const FUNCTION = 64;
const CLASS = 128;

/** What a component returns: a React element or node, or `null` (the specs). */
function returnsElement(type: ModelType | undefined): boolean {
  if (!type) return false;
  if (type.type === 'literal') return type.value === null;
  if (type.type === 'union') return (type.types ?? []).every(returnsElement);
  return type.type === 'reference' && type.package === '@types/react' && ['Element', 'ReactElement', 'ReactNode'].includes(type.name ?? '');
}

/**
 * The library's components by its declarations: functions named like components (a capital first,
 * as JSX requires) whose signature returns an element, a node or null, and classes that extend
 * React's `Component` or `PureComponent`. Our TypeDoc plugin documents the library's component
 * constants (`export declare const LineSeries: ...`) as functions.
 */
function componentsOfModel(): string[] {
  const model = JSON.parse(readFileSync(MODEL, 'utf8')) as { children?: ModelReflection[] };
  const names = (model.children ?? []).filter((reflection) => {
    if (!/^[A-Z]/.test(reflection.name)) return false;
    if (reflection.kind === FUNCTION) return returnsElement(reflection.signatures?.[0]?.type);
    if (reflection.kind === CLASS) {
      return (reflection.extendedTypes ?? []).some((t) => t.package === '@types/react' && ['Component', 'PureComponent'].includes(t.name ?? ''));
    }
    return false;
  });
  return [...new Set(names.map((reflection) => reflection.name))].sort();
}

/** Is this run-time export a React component: a function, a class component, or a `memo`/`forwardRef` object? */
function isComponentValue(value: unknown): boolean {
  if (typeof value === 'function') return true;
  const marker = (value as { $$typeof?: unknown } | null)?.$$typeof;
  return marker === Symbol.for('react.memo') || marker === Symbol.for('react.forward_ref');
}

/** Each component whose table some page under api/api renders, with those pages. */
function documentedComponents(): Map<string, string[]> {
  const pagesOf = new Map<string, string[]>();
  for (const file of filesUnder(API_DIR, '.mdx')) {
    for (const name of renderedTables(readFileSync(file, 'utf8'))) {
      pagesOf.set(name, [...(pagesOf.get(name) ?? []), path.relative(ROOT, file)]);
    }
  }
  return pagesOf;
}

let components: string[];
test.beforeAll(() => {
  components = componentsOfModel();
});

test("the model's components are the library's React components", () => {
  // Spot checks that the derivation finds specs, the Chart class, the tooltip blocks and the Meter, and
  // leaves out functions that are not components.
  expect(components).toEqual(expect.arrayContaining(['Chart', 'LineSeries', 'Settings', 'Flame', 'Timeslip', 'TooltipTable', 'TooltipMetricRow', 'Meter']));
  for (const notAComponent of ['getChartsTheme', 'useTooltipContext', 'DataGenerator', 'ColumnarViewModel', 'LineSeriesSpec']) {
    expect(components).not.toContain(notAComponent);
  }
  const runtime = installedLibrary(ROOT).load();
  expect(components.filter((name) => !isComponentValue(runtime[name])), 'not a component at run time').toEqual([]);
});

test('every exported component has an API page that renders its props table', () => {
  const documented = documentedComponents();
  const missing = components.filter((name) => !documented.has(name));
  expect(missing, `exported components with no page under api/api rendering <PropsTable> of their table: ${missing.join(', ')}`).toEqual([]);
});
