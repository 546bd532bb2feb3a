/**
 * Which props tables an API page renders, read from its MDX: the check that every exported
 * component has a page (tests/build/documentedComponents.spec.ts) counts a component as documented
 * only when this finds its table; tests/unit/documentedComponents.test.ts checks the reading itself.
 */

/** Fenced code blocks, MDX comments and HTML comments: text a page shows as code or not at all. */
function withoutCodeAndComments(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/** The props tables an MDX page renders, by the name of the export each was generated for. */
export function renderedTables(mdx: string): string[] {
  const text = withoutCodeAndComments(mdx);
  const imported = new Map<string, string>();
  for (const match of text.matchAll(
    /^import\s+(\w+)\s+from\s+['"]@generated\/props-tables\/default\/([\w$]+)\.json['"];?\s*$/gm,
  )) {
    imported.set(match[1] ?? '', match[2] ?? '');
  }
  const rendered = [...text.matchAll(/<PropsTable\b[^>]*?\btable=\{\s*(\w+)\s*\}/g)].map((match) =>
    imported.get(match[1] ?? ''),
  );
  return [...new Set(rendered.filter((name): name is string => Boolean(name)))];
}
