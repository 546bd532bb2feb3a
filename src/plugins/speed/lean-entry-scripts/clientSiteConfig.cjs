// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/docusaurus.config.mjs`, the site config every page's
 * main script carries. Its `plugins` and `presets` are the options each plugin was given (paths, the
 * search plugin's, the docs instances'), and `markdown` the MDX compiler's: only the build and its
 * plugins read them, from their own copy of the config, never the browser's (the theme, the core's
 * client and our components read the title, URLs, `future`, `i18n` and `themeConfig`). The browser's
 * copy leaves those three out; the server render reads the file as Docusaurus wrote it.
 */

/** The keys of the site config that only the build reads. */
const BUILD_ONLY_KEYS = ['plugins', 'presets', 'markdown'];

/**
 * The module's source without the build-only keys. A file of another shape means Docusaurus changed
 * how it writes the config: that is an error, not a file passed through as it is.
 * @param {string} source  the generated module: a comment, then `export default {JSON};`
 * @param {string} file  its path, for the error
 * @returns {string}
 */
function clientSiteConfig(source, file) {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  /** @type {unknown} */
  let config;
  try {
    config = match?.[1] === undefined ? undefined : JSON.parse(match[1]);
  } catch {
    config = undefined;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config) || !('title' in config)) {
    throw new Error(
      `lean-entry-scripts: ${file} is not \`export default\` of the site config as JSON. Docusaurus changed how it writes the config: update src/plugins/speed/lean-entry-scripts/clientSiteConfig.cjs.`,
    );
  }
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_ONLY_KEYS.includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  return clientSiteConfig(source, this.resourcePath);
}

module.exports = loader;
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
