import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import { beforeAll, describe, test, expect } from 'vitest';
import { buildTables, type ExamplesOfProps } from '../../src/plugins/content/props-tables/buildTables';
import { collectMembers } from '../../src/plugins/content/props-tables/collectMembers';
import { libraryTypes } from '../../src/plugins/content/props-tables/libraryTypes';
import { declaringType } from '../../src/plugins/content/props-tables/declaringType';
import { libraryValues } from '../../src/plugins/content/props-tables/defaultCells';
import { readTypedocProject, type TypedocProject } from '../../src/plugins/content/props-tables/readTypedocProject';
import { indexReflections, type ReflectionIndex } from '../../src/plugins/content/props-tables/reflectionIndex';
import { renderDefaultTag, renderDeprecation, renderParts } from '../../src/plugins/content/props-tables/renderComment';
import { renderType } from '../../src/plugins/content/props-tables/renderType';
import {
  NOT_READ,
  type RuntimeDefault,
  type RuntimeDefaults,
} from '../../src/plugins/content/props-tables/runtimeDefaults';
import { typesReachedFrom } from '../../src/plugins/content/props-tables/typesReachedFrom';
import type { PropRow, PropsTableData, Segment } from '../../src/plugins/content/props-tables/types';

/**
 * The props-tables plugin (src/plugins/content/props-tables) on a small TypeDoc model: `fixtures/props-tables/
 * model.json`, TypeDoc's model of `components.d.ts` made with the site's TypeDoc plugin (see
 * `generate.mjs` there). The defaults the library applies and the examples that set each prop, which
 * the build reads from the installed library and the example modules, are given here. The plugin
 * over the real model of @elastic/charts is checked in tests/build/propsTables.spec.ts and
 * tests/build/componentTables.spec.ts.
 *
 * `collectMembers` looks the fixture's function components up in the compiler's view of the installed
 * @elastic/charts (`libraryTypes`, made once in `beforeAll`); they are not in it, so the model's props
 * are kept.
 */
const FIXTURE_DIR = path.join(__dirname, 'fixtures', 'props-tables');
const BASE_URL = '/all-types';

/** The enum-like constant of the fixture, as the library's run-time exports would hold it. */
const LIBRARY = libraryValues({ BadgePosition: { Top: 'top', Bottom: 'bottom' } });

/** What a build reads of the examples: one example sets the badge's label. */
const EXAMPLES: ExamplesOfProps = {
  used: new Map([['Badge', new Map([['label', new Set(['badge-basics'])]])]]),
  titles: new Map([['badge-basics', 'Badge basics']]),
};

const defaults = (entries: Record<string, Record<string, RuntimeDefault>>): RuntimeDefaults =>
  new Map(Object.entries(entries).map(([spec, props]) => [spec, new Map(Object.entries(props))]));

/** What the components apply at run time: the badge's position agrees with its comment, its count does not. */
const RUNTIME = defaults({
  Badge: { position: { value: 'top' }, count: { value: 5 }, className: { value: 'badge' } },
  Gauge: { className: { value: 'gauge' } },
});

let project: TypedocProject;
let index: ReflectionIndex;

beforeAll(async () => {
  project = await readTypedocProject(path.join(FIXTURE_DIR, 'model.json'));
  index = indexReflections(project, BASE_URL);
  // The compiler's view of the installed library, made here once rather than inside the first test
  // that needs it: about 2 s on an idle machine, over the 5 s a test may take when the machine is busy.
  libraryTypes();
}, 60_000);

/** The fixture's top-level reflection of that name and kind. */
function reflection(name: string, kind: ReflectionKind): JSONOutput.DeclarationReflection {
  const found = (project.children ?? []).find((child) => child.name === name && child.kind === kind);
  if (!found)
    throw new Error(
      `the fixture model has no ${name} of kind ${kind}: run tests/unit/fixtures/props-tables/generate.mjs`,
    );
  return found;
}

/** A prop of the badge as the model holds it (our TypeDoc plugin resolved the props into the signature). */
function badgeProp(name: string): JSONOutput.DeclarationReflection {
  const props = reflection('Badge', ReflectionKind.Function).signatures?.[0]?.parameters?.[0]?.type;
  const prop =
    props?.type === 'reflection' ? props.declaration.children?.find((child) => child.name === name) : undefined;
  if (!prop) throw new Error(`Badge has no prop ${name} in the fixture model`);
  return prop;
}

/** How TypeDoc's model points at a type outside the library: by package and name, not by id. */
const external = (packageName: string, qualifiedName: string): JSONOutput.ReflectionSymbolId => ({
  packageName,
  packagePath: 'index.d.ts' as JSONOutput.ReflectionSymbolId['packagePath'],
  qualifiedName,
});

const text = (segments: Segment[] | undefined) => (segments ?? []).map((s) => s.text).join('');

describe('reading the model', () => {
  test('a missing model fails with a message that names the TypeDoc option to check', async () => {
    await expect(readTypedocProject(path.join(tmpdir(), 'no-such-model.json'))).rejects.toThrow(
      /"json" option of typedoc\.json/,
    );
  });

  test('a file that is not a TypeDoc model is refused', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'props-tables-')), 'model.json');
    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    await expect(readTypedocProject(file)).rejects.toThrow(/not a TypeDoc project model/);
  });

  test('the fixture model has every declaration of components.d.ts (regenerate it after an edit there)', () => {
    const source = readFileSync(path.join(FIXTURE_DIR, 'components.d.ts'), 'utf8');
    const declared = [...source.matchAll(/^export (?:declare )?(?:const|class|function|interface|type) (\w+)/gm)].map(
      (match) => match[1],
    );
    expect(declared.length).toBeGreaterThan(8);
    expect([...new Set(declared)].sort()).toEqual(
      [...new Set((project.children ?? []).map((child) => child.name))].sort(),
    );
  });

  test('each export gets the URL of its reference page, a static member its namespace', () => {
    const url = (name: string, kind: ReflectionKind) => index.urlOf(reflection(name, kind).id);
    expect(url('Badge', ReflectionKind.Function)).toBe('/all-types/functions/Badge');
    expect(url('Gauge', ReflectionKind.Class)).toBe('/all-types/classes/Gauge');
    expect(url('BadgeProps', ReflectionKind.Interface)).toBe('/all-types/interfaces/BadgeProps');
    expect(url('BadgeStyle', ReflectionKind.TypeAlias)).toBe('/all-types/type-aliases/BadgeStyle');
    expect(url('BadgePosition', ReflectionKind.Variable)).toBe('/all-types/variables/BadgePosition');
    expect(url('Badge', ReflectionKind.Namespace)).toBe('/all-types/namespaces/Badge/');
    const displayName = reflection('Badge', ReflectionKind.Namespace).children?.find(
      (child) => child.name === 'displayName',
    );
    expect(displayName && index.urlOf(displayName.id)).toBe('/all-types/namespaces/Badge/variables/displayName');
    // A name exported as a value and as a type has both; a prop has no page of its own, but is indexed.
    expect(
      index.byName
        .get('BadgePosition')
        ?.map((r) => r.kind)
        .sort(),
    ).toEqual([ReflectionKind.Variable, ReflectionKind.TypeAlias].sort());
    expect(index.byId.get(badgeProp('label').id)?.name).toBe('label');
    expect(index.urlOf(badgeProp('label').id)).toBeUndefined();
  });

  test('the exported types a type is made of, and the one that declares a prop', () => {
    expect([...typesReachedFrom('BadgeProps', index)].sort()).toEqual(['BadgeProps', 'BaseProps']);
    expect([...typesReachedFrom('BadgeStyle', index)].sort()).toEqual(['BadgeStyle', 'BaseStyle']);
    expect(declaringType('BadgeProps', 'id', index)).toBe('BaseProps');
    expect(declaringType('BadgeProps', 'label', index)).toBe('BadgeProps');
    expect(declaringType('BadgeStyle', 'color', index)).toBe('BadgeStyle');
    expect(declaringType('BadgeStyle', 'padding', index)).toBe('BaseStyle');
    expect(declaringType('BadgeProps', 'nothing', index)).toBeUndefined();
  });
});

describe('collectMembers', () => {
  const names = (members: JSONOutput.DeclarationReflection[] | undefined) =>
    (members ?? []).map((member) => member.name);

  test('a component constant lists its props, inherited ones included, sorted by name', () => {
    const source = collectMembers(reflection('Badge', ReflectionKind.Function), index);
    expect(source?.kind).toBe('component');
    expect(names(source?.members)).toEqual([
      'className',
      'count',
      'id',
      'label',
      'onSelect',
      'position',
      'style',
      'tags',
    ]);
    // A function component's props type is found by name later (buildTables), not declared here.
    expect(source?.propsTypeName).toBeUndefined();
  });

  test("a class component lists its props parameter's members and names its props type", () => {
    const source = collectMembers(reflection('Gauge', ReflectionKind.Class), index);
    expect(source?.kind).toBe('component');
    expect(source?.propsTypeName).toBe('GaugeProps');
    // Its own methods (`reset`, `render`) are no props.
    expect(names(source?.members)).toEqual(['className', 'id', 'max', 'value']);
  });

  test('an interface lists its members, inherited ones included; a type alias the members of its parts', () => {
    const props = collectMembers(reflection('BadgeProps', ReflectionKind.Interface), index);
    expect(props?.kind).toBe('interface');
    expect(names(props?.members)).toEqual([
      'className',
      'count',
      'id',
      'label',
      'onSelect',
      'position',
      'style',
      'tags',
    ]);
    const style = collectMembers(reflection('BadgeStyle', ReflectionKind.TypeAlias), index);
    expect(style?.kind).toBe('type alias');
    expect(names(style?.members)).toEqual(['color', 'padding']);
  });

  test('a plain function, a constant, a union of literals and a namespace get no table', () => {
    expect(collectMembers(reflection('formatCount', ReflectionKind.Function), index)).toBeUndefined();
    expect(collectMembers(reflection('BadgePosition', ReflectionKind.Variable), index)).toBeUndefined();
    expect(collectMembers(reflection('BadgePosition', ReflectionKind.TypeAlias), index)).toBeUndefined();
    expect(collectMembers(reflection('Badge', ReflectionKind.Namespace), index)).toBeUndefined();
  });
});

describe('renderType', () => {
  test("the fixture's prop types, each named type linked to its page", () => {
    expect(renderType(badgeProp('position').type, index)).toEqual([
      { text: 'BadgePosition', href: '/all-types/type-aliases/BadgePosition' },
    ]);
    expect(renderType(badgeProp('style').type, index)).toEqual([
      { text: 'BadgeStyle', href: '/all-types/type-aliases/BadgeStyle' },
    ]);
    expect(renderType(badgeProp('onSelect').type, index)).toEqual([{ text: '(id: string) => void' }]);
    expect(renderType(badgeProp('tags').type, index)).toEqual([{ text: 'readonly string[]' }]);
    expect(renderType(badgeProp('label').type, index)).toEqual([{ text: 'string' }]);
    // A type from outside the library (React's) is named, not linked.
    expect(renderType(reflection('Badge', ReflectionKind.Function).signatures?.[0]?.type, index)).toEqual([
      { text: 'ReactNode' },
    ]);
    expect(renderType(reflection('BadgeStyle', ReflectionKind.TypeAlias).type, index)).toEqual([
      { text: 'BaseStyle', href: '/all-types/interfaces/BaseStyle' },
      { text: ' & { color?: string }' },
    ]);
  });

  test('the shapes the fixture does not have, written as TypeScript', () => {
    const styleId = reflection('BadgeStyle', ReflectionKind.TypeAlias).id;
    const string: JSONOutput.SomeType = { type: 'intrinsic', name: 'string' };
    const number: JSONOutput.SomeType = { type: 'intrinsic', name: 'number' };
    const union: JSONOutput.SomeType = { type: 'union', types: [string, number] };
    const cases: [JSONOutput.SomeType, string][] = [
      [{ type: 'array', elementType: union }, '(string | number)[]'],
      [{ type: 'tuple', elements: [string, { type: 'optional', elementType: number }] }, '[string, number?]'],
      [{ type: 'literal', value: null }, 'null'],
      [{ type: 'literal', value: 'td' }, '"td"'],
      [{ type: 'literal', value: { value: '10', negative: true } }, '-10n'],
      [
        {
          type: 'indexedAccess',
          objectType: {
            type: 'reference',
            name: 'CSSProperties',
            package: '@types/react',
            target: external('@types/react', 'React.CSSProperties'),
          },
          indexType: { type: 'literal', value: 'margin' },
        },
        'CSSProperties["margin"]',
      ],
      [
        {
          type: 'conditional',
          checkType: string,
          extendsType: number,
          trueType: { type: 'literal', value: true },
          falseType: { type: 'literal', value: false },
        },
        'string extends number ? true : false',
      ],
      [
        { type: 'typeOperator', operator: 'keyof', target: { type: 'reference', name: 'BadgeStyle', target: styleId } },
        'keyof BadgeStyle',
      ],
      [{ type: 'templateLiteral', head: 'prop-', tail: [[string, '']] }, '`prop-${string}`'],
      [{ type: 'unknown', name: 'SomethingElse' }, 'SomethingElse'],
    ];
    for (const [type, written] of cases) expect(text(renderType(type, index)), written).toBe(written);
    // Type arguments follow their type; a type parameter is never linked, even by a known name.
    expect(
      renderType(
        {
          type: 'reference',
          name: 'Array',
          package: 'typescript',
          target: external('typescript', 'Array'),
          typeArguments: [{ type: 'reference', name: 'BadgeStyle', target: styleId }],
        },
        index,
      ),
    ).toEqual([{ text: 'Array<' }, { text: 'BadgeStyle', href: '/all-types/type-aliases/BadgeStyle' }, { text: '>' }]);
    expect(
      renderType({ type: 'reference', name: 'BadgeStyle', target: styleId, refersToTypeParameter: true }, index),
    ).toEqual([{ text: 'BadgeStyle' }]);
    expect(renderType(undefined, index)).toEqual([{ text: 'unknown' }]);
  });
});

describe('renderComment', () => {
  test('a summary becomes paragraphs of text, code and links to the reference', () => {
    expect(renderParts(badgeProp('count').comment?.summary, index)).toEqual([
      [{ text: 'How many items the badge counts.' }],
      [
        { text: 'Shown after the ' },
        { text: 'label', code: true },
        { text: ', as in ' },
        { text: 'Gauge', href: '/all-types/classes/Gauge', code: true },
        { text: '.' },
      ],
    ]);
    // A link to a member has no page to go to: it stays code.
    expect(
      renderParts(
        [{ kind: 'inline-tag', tag: '@link', text: 'BadgeProps.label ', target: badgeProp('label').id }],
        index,
      ),
    ).toEqual([[{ text: 'BadgeProps.label', code: true }]]);
    // One line break is a space; the ends of a paragraph are trimmed.
    expect(renderParts([{ kind: 'text', text: '  One line\n  and the next. ' }], index)).toEqual([
      [{ text: 'One line and the next.' }],
    ]);
    expect(renderParts(undefined, index)).toEqual([]);
  });

  test('a Markdown list in a comment becomes items of a list; a stray asterisk first is dropped', () => {
    // As in Settings.allowBrushingLastHistogramBin: the items were joined into one line, "- when true … - when false …".
    expect(
      renderParts(
        [{ kind: 'text', text: 'A brush over [1.23, 3.6]:\n\n- when true returns it\n- when false returns [1.23, 3]' }],
        index,
      ),
    ).toEqual([
      [{ text: 'A brush over [1.23, 3.6]:' }],
      [{ text: 'when true returns it', listItem: true }],
      [{ text: 'when false returns [1.23, 3]', listItem: true }],
    ]);
    // An item that starts with code (BarStyleAccessor's "- `Color`: …"), right after the line it follows.
    expect(
      renderParts(
        [
          { kind: 'text', text: 'Return types:\n- ' },
          { kind: 'code', text: '`Color`' },
          { kind: 'text', text: ': the fill\n- ' },
          { kind: 'code', text: '`null`' },
          { kind: 'text', text: ': keep it' },
        ],
        index,
      ),
    ).toEqual([
      [{ text: 'Return types:' }],
      [{ text: 'Color', code: true, listItem: true }, { text: ': the fill' }],
      [{ text: 'null', code: true, listItem: true }, { text: ': keep it' }],
    ]);
    // Settings.ariaDescribedBy's comment opens with "* An DOM element ID": one asterisk, no list.
    expect(renderParts([{ kind: 'text', text: '* An element ID.\nIt overrides the description.' }], index)).toEqual([
      [{ text: 'An element ID. It overrides the description.' }],
    ]);
    // A dash inside a line is text.
    expect(renderParts([{ kind: 'text', text: 'From -1 to 1 - inclusive.' }], index)).toEqual([
      [{ text: 'From -1 to 1 - inclusive.' }],
    ]);
  });

  test('@defaultValue loses the code fence TypeDoc puts around it', () => {
    expect(renderDefaultTag(badgeProp('count').comment, index)).toEqual([{ text: '3', code: true }]);
    expect(renderDefaultTag(badgeProp('position').comment, index)).toEqual([{ text: 'BadgePosition.Top', code: true }]);
    expect(renderDefaultTag(badgeProp('label').comment, index)).toBeUndefined();
    expect(
      renderDefaultTag(
        { summary: [], blockTags: [{ tag: '@default', content: [{ kind: 'code', text: '`"td"`' }] }] },
        index,
      ),
    ).toEqual([{ text: '"td"', code: true }]);
  });

  test('@deprecated gives its note, or an empty one', () => {
    expect(renderDeprecation(badgeProp('onSelect').comment, index)).toEqual([
      [{ text: 'Use ' }, { text: 'onPress', code: true }, { text: '.' }],
    ]);
    expect(renderDeprecation({ summary: [], blockTags: [{ tag: '@deprecated', content: [] }] }, index)).toEqual([]);
    expect(renderDeprecation(badgeProp('count').comment, index)).toBeUndefined();
  });
});

describe('buildTables', () => {
  let tables: Map<string, PropsTableData>;
  beforeAll(() => {
    tables = new Map(buildTables(project, index, RUNTIME, LIBRARY, EXAMPLES).map((table) => [table.name, table]));
  });

  function row(table: string, prop: string): PropRow {
    const found = tables.get(table)?.rows.find((r) => r.name === prop);
    if (!found) throw new Error(`${table} has no row ${prop}`);
    return found;
  }

  test('one table per component, interface and object type alias, with its page and props type', () => {
    expect(
      [...tables.values()]
        .map(({ name, kind, url, propsType }) => ({ name, kind, url, propsType }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      {
        name: 'Badge',
        kind: 'component',
        url: '/all-types/functions/Badge',
        propsType: { name: 'BadgeProps', url: '/all-types/interfaces/BadgeProps' },
      },
      { name: 'BadgeProps', kind: 'interface', url: '/all-types/interfaces/BadgeProps', propsType: undefined },
      { name: 'BadgeStyle', kind: 'type alias', url: '/all-types/type-aliases/BadgeStyle', propsType: undefined },
      { name: 'BaseProps', kind: 'interface', url: '/all-types/interfaces/BaseProps', propsType: undefined },
      { name: 'BaseStyle', kind: 'interface', url: '/all-types/interfaces/BaseStyle', propsType: undefined },
      {
        name: 'Gauge',
        kind: 'component',
        url: '/all-types/classes/Gauge',
        propsType: { name: 'GaugeProps', url: '/all-types/interfaces/GaugeProps' },
      },
      { name: 'GaugeProps', kind: 'interface', url: '/all-types/interfaces/GaugeProps', propsType: undefined },
    ]);
  });

  test('a row has the type, whether it is required, the description and the deprecation of its prop', () => {
    expect(tables.get('Badge')?.rows.map((r) => `${r.name}${r.required ? '' : '?'}: ${text(r.type)}`)).toEqual([
      'className?: string',
      'count?: number',
      'id: string',
      'label: string',
      'onSelect?: (id: string) => void',
      'position?: BadgePosition',
      'style?: BadgeStyle',
      'tags?: readonly string[]',
    ]);
    expect(row('Badge', 'label').description).toEqual([[{ text: 'The text the badge shows.' }]]);
    expect(row('Badge', 'tags').description).toEqual([]);
    expect(row('Badge', 'onSelect').deprecated).toEqual([
      [{ text: 'Use ' }, { text: 'onPress', code: true }, { text: '.' }],
    ]);
    expect(row('Badge', 'label').deprecated).toBeUndefined();
  });

  test('a row inherited from another exported type names it; a prop of the type itself does not', () => {
    expect(row('Badge', 'id').inheritedFrom).toBe('BaseProps');
    expect(row('BadgeProps', 'className').inheritedFrom).toBe('BaseProps');
    expect(row('GaugeProps', 'id').inheritedFrom).toBe('BaseProps');
    expect(row('Badge', 'label').inheritedFrom).toBeUndefined();
    expect(row('BaseProps', 'id').inheritedFrom).toBeUndefined();
    expect(row('BadgeStyle', 'padding').inheritedFrom).toBe('BaseStyle');
    expect(row('BadgeStyle', 'color').inheritedFrom).toBeUndefined();
  });

  test('the default applied at run time, named when the comment names it, the comment kept when it disagrees', () => {
    // The comment says BadgePosition.Top and the badge applies 'top': the name, linked to the constant.
    expect(row('Badge', 'position').defaultValue).toEqual([
      { text: 'BadgePosition.Top', code: true, href: '/all-types/variables/BadgePosition' },
    ]);
    expect(row('Badge', 'position').declaredDefault).toBeUndefined();
    // The comment says 3 and the badge applies 5: the applied one, and the comment's, marked.
    expect(row('Badge', 'count').defaultValue).toEqual([{ text: '5', code: true }]);
    expect(row('Badge', 'count').declaredDefault).toEqual([{ text: '3', code: true }]);
    // The props type of a component shows the component's defaults too.
    expect(row('BadgeProps', 'count').defaultValue).toEqual([{ text: '5', code: true }]);
    // With no run-time default, the comment's.
    expect(row('Gauge', 'max').defaultValue).toEqual([{ text: '100', code: true }]);
    expect(row('Badge', 'label').defaultValue).toBeUndefined();
  });

  test("a type two components share shows each one's default where they differ, one default where they agree", () => {
    const className = row('BaseProps', 'className');
    expect(className.defaultValue).toBeUndefined();
    expect([...(className.defaultsBySpec ?? [])].sort((a, b) => a.spec.localeCompare(b.spec))).toEqual([
      { spec: 'Badge', value: [{ text: '"badge"', code: true }] },
      { spec: 'Gauge', value: [{ text: '"gauge"', code: true }] },
    ]);
    const agreeing = buildTables(
      project,
      index,
      defaults({ Badge: { className: { value: 'x' } }, Gauge: { className: { value: 'x' } } }),
      LIBRARY,
      EXAMPLES,
    );
    const shared = agreeing.find((table) => table.name === 'BaseProps')?.rows.find((r) => r.name === 'className');
    expect(shared?.defaultValue).toEqual([{ text: '"x"', code: true }]);
    expect(shared?.defaultsBySpec).toBeUndefined();
  });

  test("a prop the component takes but never reads shows the library's note instead of a value", () => {
    const note: Segment[] = [{ text: 'none: only Gauge reads it' }];
    const built = buildTables(
      project,
      index,
      defaults({ Badge: { count: { value: NOT_READ, note } } }),
      LIBRARY,
      EXAMPLES,
    );
    const count = built.find((table) => table.name === 'Badge')?.rows.find((r) => r.name === 'count');
    expect(count?.defaultValue).toEqual(note);
    expect(count?.declaredDefault).toEqual([{ text: '3', code: true }]);
  });

  test('without run-time defaults, every row shows what its comment declares', () => {
    const built = buildTables(project, index, new Map(), LIBRARY);
    const badge = built.find((table) => table.name === 'Badge');
    expect(badge?.rows.filter((r) => r.defaultValue).map((r) => `${r.name}=${text(r.defaultValue)}`)).toEqual([
      'count=3',
      'position=BadgePosition.Top',
    ]);
    expect(badge?.rows.some((r) => r.declaredDefault || r.defaultsBySpec || r.examples)).toBe(false);
  });

  test('a row names the examples that set its prop, on the component and on its props type', () => {
    expect(row('Badge', 'label').examples).toEqual([{ name: 'badge-basics', title: 'Badge basics' }]);
    expect(row('BadgeProps', 'label').examples).toEqual([{ name: 'badge-basics', title: 'Badge basics' }]);
    expect(row('Badge', 'count').examples).toBeUndefined();
    expect(row('Gauge', 'value').examples).toBeUndefined();
  });
});
