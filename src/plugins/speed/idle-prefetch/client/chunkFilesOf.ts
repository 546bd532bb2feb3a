// The bundler's documented module variables (webpack's "Module Variables", Rspack's "Runtime API"),
// which both compile to the runtime's own functions. The chunk loader is documented as assignable:
// webpack's docs override it to load chunks from elsewhere.
declare let __webpack_chunk_load__: (chunkId: string | number) => Promise<unknown>;
declare const __webpack_get_script_filename__: (chunkId: string | number) => string;
declare const __webpack_public_path__: string;

/**
 * The files of the chunks `load` would fetch, without fetching them. A registry entry's loader
 * is the route module's `import()`, which the bundler compiles to one call of its chunk loader per
 * chunk the module needs, then a require of the module. Run against a loader that only records its
 * ids, the loader names its chunks; the runtime's own file-name function names their scripts.
 *
 * Docusaurus instead ships a map from every route chunk's name to its id in the runtime
 * (`__webpack_require__.gca`), which every first visit downloads; this leaves it out
 * (`../index.ts`).
 */
export function chunkFilesOf(load: () => Promise<unknown>): string[] {
  const ensureChunk = __webpack_chunk_load__;
  const chunkIds: (string | number)[] = [];
  __webpack_chunk_load__ = (chunkId) => {
    chunkIds.push(chunkId);
    // Settles never: the loader must not go on to run modules of chunks it did not load. A promise
    // of its own per call, so what the loader chains on it is collected with it, not kept for the visit.
    return new Promise<never>(() => {});
  };
  try {
    void load();
  } finally {
    __webpack_chunk_load__ = ensureChunk;
  }
  // A chunk with no script (only styles) has no entry in the file-name map, which then names the file
  // `{id}.undefined.js`; the core's prefetch skipped those the same way.
  return chunkIds
    .map((chunkId) => __webpack_get_script_filename__(chunkId))
    .filter((file) => !file.includes('undefined'))
    .map((file) => __webpack_public_path__ + file);
}
