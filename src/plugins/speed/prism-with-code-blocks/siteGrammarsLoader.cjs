// @ts-check
const path = require('node:path');

/** Where prism-react-renderer's bundle starts building its own Prism (its copy of prismjs)… */
const BUNDLED_PRISM_START = /^\/\/ [^\n]*\/prismjs\/prism\.js\nvar require_prism = __commonJS\(/m;
/** …then adds its forty-odd grammars… */
const BUNDLED_GRAMMARS = '\n// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
/** …and is done where its themes begin. */
const THEMES_START = '\n// src/themes/index.ts\n';
const SITE_PRISM = path.join(__dirname, 'client', 'prism.ts');

/**
 * A loader for prism-react-renderer's bundle: the Prism it builds (core and grammars, evaluated
 * when the code block's chunk loads) is cut out, and `Prism` is imported from `client/prism.ts`,
 * which has the site's grammars only. The rest of the bundle (Highlight, themes) is unchanged.
 *
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function prismWithSiteGrammars(source) {
  const start = source.search(BUNDLED_PRISM_START);
  const grammars = source.indexOf(BUNDLED_GRAMMARS);
  const end = source.indexOf(THEMES_START);
  if (start < 0 || grammars < start || end < grammars) {
    throw new Error(
      `prism-with-code-blocks: ${this.resourcePath} no longer builds its Prism as this loader expects ` +
        '(its copy of prismjs, then src/prism-langs.ts, then src/themes/index.ts). ' +
        'Update src/plugins/speed/prism-with-code-blocks/siteGrammarsLoader.cjs for this version of prism-react-renderer.',
    );
  }
  return `${source.slice(0, start)}import Prism from ${JSON.stringify(SITE_PRISM)};\n${source.slice(end)}`;
};
