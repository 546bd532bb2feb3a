import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * With DOCS_STOCK=bench, the three parts of our theme that exist for speed give way to the stock ones.
 * They are files, not plugins, and Docusaurus always loads `src/theme`, so each import is pointed at
 * the stock module with the bundler's documented NormalModuleReplacementPlugin:
 * - `@theme/SearchBar`: docusaurus-lunr-search's own bar, which fetches and parses the index while
 *   the page hydrates (ours waits for the reader);
 * - `@theme/CodeBlock`: the theme's own code block, hydrated with the page (ours keeps the server's
 *   HTML and loads Prism after the load event);
 * - `useNearViewport`: true at once, so charts load as the page hydrates, as a plain `<BrowserOnly>`
 *   embed would, not as they near the viewport.
 */
export default function stockThemePlugin(): Plugin {
  const replacements: [RegExp, string][] = [
    [/^@theme\/SearchBar$/, require.resolve('docusaurus-lunr-search/src/theme/SearchBar/index.jsx')],
    [/^@theme\/CodeBlock$/, require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js')],
    [/^@site\/src\/browser\/useNearViewport$/, path.join(__dirname, 'useNearViewportAtOnce.ts')],
  ];
  return {
    name: 'stock-theme',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: replacements.map(
          ([request, stock]) => new currentBundler.instance.NormalModuleReplacementPlugin(request, stock),
        ),
      };
    },
  };
}
