import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme's client module that registers `themeConfig.prism.additionalLanguages`. Client
 * modules go into every page's entry script, and this one imports prism-react-renderer (Prism and
 * its grammars, 26 KB gzip) to do it, so every page paid for Prism, code blocks or not.
 */
const THEME_PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Prism only where code is shown:
 * 1. the theme's client module above is swapped for an empty one;
 * 2. `src/theme/CodeBlock` registers the same languages when the code block itself loads, so Prism
 *    ships in the chunk of the pages that have a code block.
 * The byte budgets test fails if Prism is back in the entry scripts (the theme renamed the module).
 */
export default function prismWithCodeBlocksPlugin(): Plugin {
  return {
    name: 'prism-with-code-blocks',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_PRISM_CLIENT_MODULE,
            path.join(__dirname, 'noStartupLanguages.ts'),
          ),
        ],
      };
    },
  };
}
