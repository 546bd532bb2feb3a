import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, test, expect } from 'vitest';
import {
  checkPage,
  checkSpan,
  inlineSpansOfMdx,
  inlineSpansOfTsx,
  NOT_LIBRARY,
  type LibraryNames,
  PAGE_WITH_WRONG_NAMES,
  WRONG_NAMES_OF_THE_PAGE,
} from '../inlineNames';

/**
 * The inline-name check (tests/inlineNames.ts) on pages and a library written here, so its rules are
 * tested without TypeDoc's model of the real library (which the build writes). Its run over the
 * site's pages against the installed @elastic/charts is tests/build/inlineNames.spec.ts.
 */

/** A library with a few names of each kind, and one stylesheet in its folder. */
let library: LibraryNames;
beforeAll(() => {
  const packageDir = mkdtempSync(path.join(tmpdir(), 'inline-names-'));
  mkdirSync(path.join(packageDir, 'dist'));
  writeFileSync(path.join(packageDir, 'dist', 'theme_only_light.css'), '');
  library = {
    exports: new Set([
      'LineSeries',
      'Axis',
      'Settings',
      'CurveType',
      'TooltipType',
      'Position',
      'niceTimeFormatter',
      'SettingsSpec',
    ]),
    membersOf: new Map([
      ['CurveType', new Set(['CURVE_MONOTONE_X', 'LINEAR'])],
      ['TooltipType', new Set(['VerticalCursor', 'None'])],
      ['Position', new Set(['Left', 'Bottom'])],
    ]),
    memberNames: new Set(['stackAccessors', 'tickFormat', 'curve', 'type', 'data', 'id']),
    packageDir,
  };
});

describe('the inline code spans of a page', () => {
  test('an MDX page: prose only, not its front matter, fenced blocks or import lines', () => {
    const page = [
      '---',
      'title: `NotASpan`',
      '---',
      "import { LineSeries } from '@elastic/charts';",
      'Use `LineSeries` and ``tickFormat`` here.',
      '```tsx',
      'const `x` = 1;',
      '```',
      '~~~',
      '`inTilde`',
      '~~~',
      'After: ` Axis `.',
    ].join('\n');
    expect(inlineSpansOfMdx(page)).toEqual([
      { span: 'LineSeries', line: 5 },
      { span: 'tickFormat', line: 5 },
      { span: 'Axis', line: 12 },
    ]);
  });

  test("a TSX page: its JSX's <code> elements, with JSX escapes undone", () => {
    const page = [
      '<p>',
      "  Use <code>&lt;LineSeries /&gt;</code> with <code>{'curve={CurveType.LINEAR}'}</code>.",
      '</p>',
      '<code>Axis</code>',
    ].join('\n');
    expect(inlineSpansOfTsx(page)).toEqual([
      { span: '<LineSeries />', line: 2 },
      { span: 'curve={CurveType.LINEAR}', line: 2 },
      { span: 'Axis', line: 4 },
    ]);
  });
});

describe('checking a span', () => {
  test('an export, in JSX or called, is checked against the exports', () => {
    expect(checkSpan('LineSeries', library)).toEqual({ kind: 'export', name: 'LineSeries', ok: true });
    expect(checkSpan('<Axis />', library)).toEqual({ kind: 'export', name: 'Axis', ok: true });
    expect(checkSpan('</Settings>', library)).toEqual({ kind: 'export', name: 'Settings', ok: true });
    expect(checkSpan('<Axis id="x" position={Position.Left}>', library)).toEqual({
      kind: 'export',
      name: 'Axis',
      ok: true,
    });
    expect(checkSpan('<LineSeriez />', library)).toEqual({ kind: 'export', name: 'LineSeriez', ok: false });
    expect(checkSpan('niceTimeFormatter()', library)).toEqual({ kind: 'prop', name: 'niceTimeFormatter', ok: true });
  });

  test("an enum or class member is checked against its owner's members", () => {
    expect(checkSpan('CurveType.LINEAR', library)).toEqual({ kind: 'member', name: 'CurveType.LINEAR', ok: true });
    expect(checkSpan('CurveType.CURVE_NOPE', library)).toEqual({
      kind: 'member',
      name: 'CurveType.CURVE_NOPE',
      ok: false,
    });
    // An owner the library does not export fails too, even with a member name it has elsewhere.
    expect(checkSpan('Curves.LINEAR', library)).toEqual({ kind: 'member', name: 'Curves.LINEAR', ok: false });
  });

  test('a camelCase name is a prop or member of some declared type; a known one-word prop counts as one', () => {
    expect(checkSpan('tickFormat', library)).toEqual({ kind: 'prop', name: 'tickFormat', ok: true });
    expect(checkSpan('tickFormat={(d) => `${d}`}', library)).toEqual({ kind: 'prop', name: 'tickFormat', ok: true });
    expect(checkSpan('stackAcessors', library)).toEqual({ kind: 'prop', name: 'stackAcessors', ok: false });
    expect(checkSpan('data', library)).toEqual({ kind: 'prop', name: 'data', ok: true });
    // A one-word span the library does not have is prose, not a wrong name.
    expect(checkSpan('percentage', library)).toEqual({ kind: 'not a name', ok: true });
  });

  test("a stylesheet is looked for in the package's dist folder, with or without the package path", () => {
    expect(checkSpan('@elastic/charts/dist/theme_only_light.css', library)).toEqual({
      kind: 'css',
      name: 'theme_only_light.css',
      ok: true,
    });
    expect(checkSpan('theme_only_light.css', library)).toEqual({ kind: 'css', name: 'theme_only_light.css', ok: true });
    expect(checkSpan('theme_blue.css', library)).toEqual({ kind: 'css', name: 'theme_blue.css', ok: false });
  });

  test("values and the names of React, the DOM and JavaScript are not the library's to check", () => {
    for (const span of ["'percentage'", 'true', 'null', '10', '{ x: 1 }', '2.5'])
      expect(checkSpan(span, library), span).toEqual({ kind: 'not a name', ok: true });
    expect(checkSpan('useState', library)).toEqual({ kind: 'not a name', name: 'useState', ok: true });
    expect(checkSpan('Math.max', library)).toEqual({ kind: 'not a name', name: 'Math.max', ok: true });
    expect(checkSpan('<React.Fragment>', library)).toEqual({ kind: 'not a name', name: 'React.Fragment', ok: true });
    // Every allowed name says why it is allowed.
    for (const [name, why] of Object.entries(NOT_LIBRARY)) expect(why.length, name).toBeGreaterThan(5);
  });
});

test('a name the library does not have is reported with its page and line', () => {
  const page = PAGE_WITH_WRONG_NAMES;
  const checked = checkPage('page.mdx', inlineSpansOfMdx(page), library);
  expect(checked.filter((span) => !span.ok).map(({ line, span }) => `${line}: ${span}`)).toEqual(
    WRONG_NAMES_OF_THE_PAGE,
  );
  // A span with a member in its value is checked twice: its prop, then the member.
  expect(
    checked
      .filter((span) => span.span === 'type={TooltipType.Sideways}')
      .map(({ kind, name, ok }) => ({ kind, name, ok })),
  ).toEqual([
    { kind: 'prop', name: 'type', ok: true },
    { kind: 'member', name: 'TooltipType.Sideways', ok: false },
  ]);
  expect(checked.every((span) => span.page === 'page.mdx')).toBe(true);
  expect(checked.filter((span) => span.ok && span.kind !== 'not a name').map((span) => span.name)).toEqual([
    'LineSeries',
    'curve',
    'CurveType.CURVE_MONOTONE_X',
    'type',
    'theme_only_light.css',
  ]);
});

test('the home page (TSX) is checked the same way', () => {
  const home = '<p>Draw a <code>&lt;LineSeriez /&gt;</code> in a <code>&lt;Chart&gt;</code>.</p>';
  expect(
    checkPage('src/pages/index.tsx', inlineSpansOfTsx(home), library)
      .filter((span) => !span.ok)
      .map((span) => span.name),
  ).toEqual(['LineSeriez', 'Chart']);
});
