import { listed } from '../../../components/listed';
import { majorsCompiling, readCompileMatrix, type CompileMatrix } from '../api-history/compileMatrix';

/** The parts of an MDX tree this step reads and writes. */
interface MdNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  value?: string;
  url?: string;
}

/** The element an example page writes where the line goes: `<ExampleCompatibility example="legend" />`. */
const ELEMENT = 'ExampleCompatibility';

/** The line of an example's page: which of the releases checked its module compiles against. */
function compatibilityLine(matrix: CompileMatrix, example: string): MdNode {
  const compiling = new Set(majorsCompiling(matrix, example));
  const releases = Object.entries(matrix.releases).sort(([a], [b]) => Number(a) - Number(b));
  const compiles = releases.filter(([major]) => compiling.has(Number(major))).map(([, release]) => release);
  const fails = releases.filter(([major]) => !compiling.has(Number(major))).map(([, release]) => release);
  const opening = `Type-checked against the newest release of each major from ${releases[0]?.[1] ?? ''}: the module compiles against `;
  const text = (value: string): MdNode => ({ type: 'text', value });
  return {
    type: 'paragraph',
    children:
      fails.length === 0
        ? [text(`${opening}all ${compiles.length} of them, ${listed(compiles)}.`)]
        : [
            text(`${opening}${listed(compiles)}, not against ${listed(fails)}. The `),
            { type: 'link', url: '/docs/upgrading', children: [text('upgrading pages')] },
            text(' list what changed.'),
          ],
  };
}

/**
 * A remark step of the examples' pages: `<ExampleCompatibility example="{name}" />` becomes a paragraph
 * saying which releases the example's module compiles against, from the compile matrix
 * (api-history/compile-matrix.json, written by `npm run compile-matrix`). Written into the page when it
 * is built, so it costs the page its words and no code. An element without a known example fails the build.
 */
export default function remarkExampleCompatibility(): (tree: MdNode) => void {
  let matrix: CompileMatrix | undefined;
  const replace = (node: MdNode): void => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'mdxJsxFlowElement' || child.name !== ELEMENT) {
        replace(child);
        return child;
      }
      const example = child.attributes?.find((attribute) => attribute.name === 'example')?.value;
      if (typeof example !== 'string') {
        throw new Error(`remarkExampleCompatibility: <${ELEMENT}> needs an example="{name}" attribute.`);
      }
      matrix ??= readCompileMatrix();
      return compatibilityLine(matrix, example);
    });
  };
  return replace;
}
