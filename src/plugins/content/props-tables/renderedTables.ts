/**
 * Which props tables an API page renders, read from its MDX: an import of
 * `@generated/props-tables/default/{Name}.json` and a `<PropsTable table={...} />` of it, outside code and
 * comments. The check that every exported component has a page (tests/build/documentedComponents.spec.ts)
 * counts a component as documented only when this finds its table, and the upgrade pages link a prop's row
 * on the page that renders it (src/plugins/content/upgrade-pages); tests/unit/documentedComponents.test.ts
 * checks the reading itself.
 */

/** A table a page renders: the export it was generated for, and the rows it shows when not all (`only`). */
export interface RenderedTable {
  name: string;
  only?: string[];
}

/** Fenced code blocks, MDX comments and HTML comments: text a page shows as code or not at all. */
function withoutCodeAndComments(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/** Every `<PropsTable>` of an MDX page whose table it imports, in the page's order. */
export function tablesOnPage(mdx: string): RenderedTable[] {
  const text = withoutCodeAndComments(mdx);
  const imported = new Map<string, string>();
  for (const match of text.matchAll(
    /^import\s+(\w+)\s+from\s+['"]@generated\/props-tables\/default\/([\w$]+)\.json['"];?\s*$/gm,
  )) {
    imported.set(match[1] ?? '', match[2] ?? '');
  }
  const tables: RenderedTable[] = [];
  for (const [tag] of text.matchAll(/<PropsTable\b[^>]*>/g)) {
    const name = imported.get(/\btable=\{\s*(\w+)\s*\}/.exec(tag)?.[1] ?? '');
    if (!name) continue;
    const only = /\bonly=\{\s*\[([^\]]*)\]\s*\}/.exec(tag)?.[1];
    tables.push({
      name,
      ...(only !== undefined && { only: [...only.matchAll(/(['"])([^'"]*)\1/g)].map((match) => match[2] ?? '') }),
    });
  }
  return tables;
}

/** The props tables an MDX page renders, by the name of the export each was generated for. */
export function renderedTables(mdx: string): string[] {
  return [...new Set(tablesOnPage(mdx).map((table) => table.name))];
}
