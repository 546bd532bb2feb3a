import { test, expect } from 'vitest';
import { renderedTables } from '../renderedTables';

/**
 * How an API page is read for the props tables it renders (tests/renderedTables.ts): the MDX
 * here is written for the test. That every exported component has such a page is checked against
 * TypeDoc's model of the library in tests/build/documentedComponents.spec.ts.
 */
test('a page documents a component only when it renders the imported table', () => {
  const page = [
    "import PropsTable from '@site/src/components/PropsTable';",
    "import axisTable from '@generated/props-tables/default/Axis.json';",
    "import barTable from '@generated/props-tables/default/BarSeries.json';",
    "import lineTable from '@generated/props-tables/default/LineSeries.json';",
    "import areaTable from '@generated/props-tables/default/AreaSeries.json';",
    '',
    '<PropsTable table={axisTable} />',
    '{/* <PropsTable table={barTable} /> */}',
    '```mdx',
    '<PropsTable table={lineTable} />',
    '```',
    '<PropsTable only={["x"]} table={ areaTable } />',
    '<PropsTable table={notImported} />',
  ].join('\n');
  expect(renderedTables(page).sort()).toEqual(['AreaSeries', 'Axis']);
});

test('a table shown in a tilde fence or an HTML comment is not rendered; one rendered twice counts once', () => {
  const page = [
    'import meterTable from "@generated/props-tables/default/Meter.json"',
    "import goalTable from '@generated/props-tables/default/Goal.json';",
    "import chartTable from '@generated/props-tables/default/Chart.json';",
    '~~~',
    '<PropsTable table={goalTable} />',
    '~~~',
    '<!-- <PropsTable table={chartTable} /> -->',
    '<PropsTable table={meterTable} />',
    '<PropsTable table={meterTable} only={["value"]} />',
  ].join('\n');
  expect(renderedTables(page)).toEqual(['Meter']);
  // An import inside a code block does not count either.
  expect(
    renderedTables(
      [
        '```mdx',
        "import axisTable from '@generated/props-tables/default/Axis.json';",
        '```',
        '<PropsTable table={axisTable} />',
      ].join('\n'),
    ),
  ).toEqual([]);
});
