import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The inline-name check: every inline code span of a hand-written page that names something of the
 * library must name something the installed version has. Pure logic over text and two lists of
 * names, so a test can feed it a page of its own (`tests/unit/inlineNames.test.ts` does);
 * `tests/build/inlineNames.spec.ts` runs it over the site.
 */

/** What the installed library has, by name. */
export interface LibraryNames {
  /** Top-level export names, values and types (`LineSeries`, `Position`, `SettingsSpec`). */
  exports: Set<string>;
  /** Members by owner: an enum's or object's keys (`CurveType` → `CURVE_MONOTONE_X`), a class's statics. */
  membersOf: Map<string, Set<string>>;
  /** Every member name of every declared type: props, fields, methods (`stackAccessors`, `datum`). */
  memberNames: Set<string>;
  /** The package's folder, where `@elastic/charts/dist/theme_light.css` is looked up. */
  packageDir: string;
}

export type SpanKind = 'export' | 'member' | 'prop' | 'css' | 'not a name';

export interface CheckedSpan {
  page: string;
  line: number;
  span: string;
  kind: SpanKind;
  /** The name checked, once the span's JSX or call syntax is stripped (`<Axis />` → `Axis`). */
  name?: string;
  ok: boolean;
}

/**
 * Names a page may use in code that are not the library's, each with why: JavaScript and React
 * names, and the peer packages a reader installs.
 */
export const NOT_LIBRARY: Record<string, string> = {
  React: 'the React package',
  ReactDOM: 'the React DOM package',
  useState: "React's hook",
  useRef: "React's hook",
  useMemo: "React's hook",
  useCallback: "React's hook",
  useEffect: "React's hook",
  moment: 'a peer dependency of the library',
  window: 'the browser global',
  document: 'the browser global',
  children: "React's children prop",
  key: "React's key prop",
  ref: "React's ref prop",
  style: 'the DOM style prop',
  className: 'the DOM class prop',
  onClick: 'the DOM event prop',
  Date: 'the JavaScript global',
  Math: 'the JavaScript global',
  Intl: 'the JavaScript global',
  JSON: 'the JavaScript global',
  ResizeObserver: 'the browser API the chart sizes itself with',
  useSyncExternalStore: "React's hook",
  currentColor: 'the CSS keyword',
  Float32Array: 'the JavaScript typed array',
  Float64Array: 'the JavaScript typed array',
  flatMap: "JavaScript's array method",
  TaskDuration: "a metric of Chromium's DevTools protocol",
  Suspense: "React's component",
  startTransition: "React's function",
  componentDidCatch: "React's class component method",
  getDerivedStateFromError: "React's class component method",
  onToggle: 'the DOM event prop',
  onError: "the DOM event prop, and the prop of the recipes' own error boundary",
  showModal: "the DOM dialog's method",
  Error: 'the JavaScript global',
  sideEffects: 'the package.json field bundlers read',
  // The recipes' own code, shown on their pages and in their examples.
  resetKey: "the prop of the recipes' own error boundary",
  ChartErrorBoundary: "the recipes' own error boundary",
  ChartPlaceholder: "the lazy-loading recipe's own component",
  ThroughputChart: "the lazy-loading recipe's own component",
  Dashboard: "the lazy-loading recipe's own component",
  lazyChart: "the lazy-loading example's own function",
  HTMLElement: 'the DOM type',
  MutationObserver: 'the browser API the blank-chart example watches the chart with',
  getBoundingClientRect: "the DOM element's method",
  useChartReport: "the blank-chart example's own hook",
  Infinity: 'the JavaScript value',
  NaN: 'the JavaScript value',
};

/** Words written in code that are values, not names. */
const LITERALS = new Set(['true', 'false', 'null', 'undefined']);

/** The inline code spans of an MDX page's prose: outside front matter, fenced blocks and import lines. */
export function inlineSpansOfMdx(text: string): { span: string; line: number }[] {
  const spans: { span: string; line: number }[] = [];
  let inFence = false;
  let inFrontMatter = false;
  text.split('\n').forEach((line, i) => {
    if (i === 0 && line.trim() === '---') {
      inFrontMatter = true;
      return;
    }
    if (inFrontMatter) {
      if (line.trim() === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^import\s/.test(line)) return;
    for (const match of line.matchAll(/(`+)([^`]+?)\1/g)) spans.push({ span: (match[2] ?? '').trim(), line: i + 1 });
  });
  return spans;
}

/** The `<code>` elements of a TSX page's JSX, as its inline code spans. */
export function inlineSpansOfTsx(text: string): { span: string; line: number }[] {
  const spans: { span: string; line: number }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(/<code>([^<]+)<\/code>/g)) {
      spans.push({
        span: (match[1] ?? '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/\{'(.*?)'\}/g, '$1')
          .trim(),
        line: i + 1,
      });
    }
  });
  return spans;
}

/** Classifies one span and checks the name it holds, if any, against the library. */
export function checkSpan(span: string, library: LibraryNames): { kind: SpanKind; name?: string; ok: boolean } {
  // A stylesheet of the package: `@elastic/charts/dist/theme_only_light.css` or `theme_dark.css`.
  const css = /^(?:@elastic\/charts\/dist\/)?([\w.-]+\.css)$/.exec(span);
  if (css?.[1]) return { kind: 'css', name: css[1], ok: existsSync(path.join(library.packageDir, 'dist', css[1])) };

  // Strip what surrounds a name: `<Axis>`, `<Axis />`, `</Axis>`, `tickFormat={...}`, `niceTimeFormatter()`.
  const name =
    /^<\/?([A-Za-z][\w.]*)(?:\s[^>]*)?\s*\/?>$/.exec(span)?.[1] ??
    /^([a-z]\w*)=(?:\{.*\}|".*"|'.*'|\S+)$/.exec(span)?.[1] ??
    /^([A-Za-z][\w.]*)\(\)$/.exec(span)?.[1] ??
    span;
  if (LITERALS.has(name) || /^\d/.test(name)) return { kind: 'not a name', ok: true };
  if (name in NOT_LIBRARY) return { kind: 'not a name', name, ok: true };

  const member = /^([A-Z]\w*)\.(\w+)$/.exec(name);
  if (member?.[1] && member[2]) {
    const [, owner, key] = member;
    if (owner in NOT_LIBRARY) return { kind: 'not a name', name, ok: true };
    return {
      kind: 'member',
      name,
      ok: library.exports.has(owner) && (library.membersOf.get(owner)?.has(key) ?? false),
    };
  }
  if (/^[A-Z]\w*$/.test(name)) return { kind: 'export', name, ok: library.exports.has(name) };
  if (/^[a-z]\w*$/.test(name) && /[A-Z]/.test(name)) {
    // camelCase: a prop or a member of some declared type, or an exported function.
    return { kind: 'prop', name, ok: library.memberNames.has(name) || library.exports.has(name) };
  }
  if (/^[a-z]+$/.test(name) && (library.memberNames.has(name) || library.exports.has(name))) {
    // A one-word prop (`data`, `id`, `layout`): checked when the library has it; other words are prose.
    return { kind: 'prop', name, ok: true };
  }
  return { kind: 'not a name', ok: true };
}

/** Enum members written inside a span's JSX value or call: `curve={CurveType.CURVE_MONOTONE_X}`. */
function membersInside(span: string): string[] {
  const value = /[={(](.*)$/.exec(span)?.[1] ?? '';
  return [...value.matchAll(/\b([A-Z]\w*\.\w+)\b/g)].map((match) => match[1] ?? '');
}

/** Every span of one page, checked: its name, and the enum members its value names. */
export function checkPage(page: string, spans: { span: string; line: number }[], library: LibraryNames): CheckedSpan[] {
  return spans.flatMap(({ span, line }) => [
    { page, line, span, ...checkSpan(span, library) },
    ...membersInside(span).map((member) => ({ page, line, span, ...checkSpan(member, library) })),
  ]);
}

/**
 * A page of good names, names the library does not have and values that are not names, which both
 * the unit test (a library written in the test) and the build's test (the installed library) check.
 */
export const PAGE_WITH_WRONG_NAMES = [
  '---',
  'title: A page',
  '---',
  'Use `LineSeries` with `curve={CurveType.CURVE_MONOTONE_X}` and `CurveType.CURVE_NOPE`, `type={TooltipType.Sideways}`.',
  '```tsx',
  '<NotInTheLibrary />',
  '```',
  'Load `@elastic/charts/dist/theme_only_light.css`, not `theme_blue.css`; stack with `stackAcessors`, draw `<LineSeriez />`.',
  "Values like `'percentage'`, `true` and `{ x: 1 }` are not names.",
].join('\n');

/** The spans of `PAGE_WITH_WRONG_NAMES` that name nothing the library has, as `line: span`. */
export const WRONG_NAMES_OF_THE_PAGE = [
  '4: CurveType.CURVE_NOPE',
  '4: type={TooltipType.Sideways}',
  '8: theme_blue.css',
  '8: stackAcessors',
  '8: <LineSeriez />',
];
