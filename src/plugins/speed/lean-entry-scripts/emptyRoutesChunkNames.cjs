// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/routesChunkNames.json`: an empty object, which
 * the route table fills as it is built (`routesWithChunkNames.cjs` says why). The server render
 * reads the file as Docusaurus wrote it.
 *
 * @returns {string}
 */
module.exports = function emptyRoutesChunkNames() {
  return '{}';
};
