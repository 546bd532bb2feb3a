import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { shapesOf } from '../../guards/internalTouches.mjs';
import { cacheDependsOn } from '../persistentCache';
import { replaceModule } from '../../guards/replaceModule';
import { assertShapes } from '../../guards/upstreamShape.mjs';

/** prism-react-renderer's bundle, as the theme's code block imports it (its ES module build). */
const PRISM_REACT_RENDERER_BUNDLE = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/;

/**
 * Prism only where code is shown, with only the grammars the site shows:
 * 1. the classic theme's client module that registers `themeConfig.prism.additionalLanguages` is
 *    swapped for an empty one: client modules go into every page's entry script, and that one
 *    imports prism-react-renderer (Prism and its forty-odd grammars: PERFORMANCE.md, 'Prism in the
 *    entry scripts');
 * 2. `src/theme/CodeBlock` registers the same languages when the code block itself loads, so Prism
 *    ships in the chunk of the pages that have a code block;
 * 3. prism-react-renderer highlights with `client/prism.ts` (the grammars of TypeScript, TSX,
 *    JavaScript, JSON, CSS and markup) instead of the Prism it bundles (`siteGrammarsLoader.cjs`).
 *    Its forty-odd grammars cost a first visit one long task when the code block's chunk loaded
 *    (PERFORMANCE.md, 'Prism's start on a page with code': each grammar that extends another walks
 *    every grammar loaded before it). The server render uses the same Prism, so the HTML it writes
 *    is highlighted alike.
 * The byte budgets test fails if Prism is back in the entry scripts (the theme renamed the module)
 * or if a grammar the site does not use is back in the code block's chunk.
 */
export default function prismWithCodeBlocksPlugin({ generatedFilesDir }: LoadContext): Plugin {
  return {
    name: 'prism-with-code-blocks',
    configureWebpack(config, _isServer, { currentBundler }) {
      assertShapes('prism-with-code-blocks', shapesOf('prism-with-code-blocks'));
      return {
        ...cacheDependsOn(config, __dirname),
        plugins: [
          // The generated client-modules.js requires the theme's module by its absolute path.
          replaceModule(currentBundler, {
            plugin: 'prism-with-code-blocks',
            importerDir: generatedFilesDir,
            importers: ['client-modules.js'],
            request: path.join(
              path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
              'lib',
              'prism-include-languages',
            ),
            replacement: path.join(__dirname, 'noStartupLanguages.ts'),
          }),
        ],
        module: {
          rules: [
            { test: PRISM_REACT_RENDERER_BUNDLE, use: [{ loader: path.join(__dirname, 'siteGrammarsLoader.cjs') }] },
          ],
        },
      };
    },
  };
}
