// @ts-check
/**
 * Short stand-ins for Docusaurus's route chunk names in the browser's bundle. A chunk name is an
 * 8-character hash ("1df93b7f"); the browser's copies of the registry, of the route table and of
 * the runtime's name-to-file map each spell every one of them, 630-odd times, and random hex is
 * what gzip compresses worst. The registry's own keys, sorted, give each name its index in base 36
 * ("0" to "hj"), so every loader that reads the registry derives the same stand-ins.
 */
const fs = require('node:fs');

/** A registry entry's key: `  "1df93b7f": [() => import(...` */
const REGISTRY_KEY = /^ {2}"([^"]+)": \[/gm;

/**
 * @param {string} registrySource  the text of `.docusaurus/registry.js`
 * @returns {Map<string, string>}  chunk name to its stand-in
 */
function chunkNameTokens(registrySource) {
  const names = [...registrySource.matchAll(REGISTRY_KEY)].map((match) => String(match[1])).sort();
  if (names.length === 0) {
    throw new Error('lean-entry-scripts: the registry has no `"name": [...]` entries; Docusaurus changed its format.');
  }
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * The stand-ins of the registry at `registryPath`, read from disk by a loader of another file.
 * @param {{ addDependency(file: string): void }} loader
 * @param {string} registryPath
 */
function chunkNameTokensFromFile(loader, registryPath) {
  loader.addDependency(registryPath);
  return chunkNameTokens(fs.readFileSync(registryPath, 'utf8'));
}

/**
 * A chunk name's stand-in; a name the registry lacks is a Docusaurus change, said as such.
 * @param {Map<string, string>} tokens
 * @param {string} name
 * @param {string} where
 */
function tokenOf(tokens, name, where) {
  const token = tokens.get(name);
  if (token === undefined)
    throw new Error(`lean-entry-scripts: ${where} names chunk "${name}", which the registry lacks.`);
  return token;
}

module.exports = { chunkNameTokens, chunkNameTokensFromFile, tokenOf };
