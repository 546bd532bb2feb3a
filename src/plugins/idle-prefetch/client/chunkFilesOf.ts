/** The parts of the bundler's runtime (`__webpack_require__`, in webpack and Rspack alike) read here. */
interface BundlerRuntime {
  /** Loads a chunk by id: what an `import()` compiles to, once per chunk it needs. */
  e: (chunkId: string | number) => Promise<unknown>;
  /** A chunk's file, relative to `p`. */
  u: (chunkId: string | number) => string;
  /** The public path of the build's files. */
  p: string;
}

const runtime = __webpack_require__ as unknown as BundlerRuntime;

/**
 * The files of the chunks `load` would fetch, without fetching them. A registry entry's loader
 * is the route module's `import()`, which the bundler compiles to one `__webpack_require__.e(id)`
 * per chunk the module needs, then a require of the module. Run against an `e` that only records
 * its ids, the loader names its chunks; the runtime's own `u` names their script files.
 *
 * Docusaurus instead ships a map from every route chunk's name to its id in the runtime
 * (`__webpack_require__.gca`), which every first visit downloads; this leaves it out
 * (`../index.ts`).
 */
export function chunkFilesOf(load: () => Promise<unknown>): string[] {
  const ensureChunk = runtime.e;
  const chunkIds: (string | number)[] = [];
  runtime.e = (chunkId) => {
    chunkIds.push(chunkId);
    // Settles never: the loader must not go on to run modules of chunks it did not load. A promise
    // of its own per call, so what the loader chains on it is collected with it, not kept for the visit.
    return new Promise<never>(() => {});
  };
  try {
    void load();
  } finally {
    runtime.e = ensureChunk;
  }
  // A chunk with no script (only styles) has no entry in `u`'s map, which then names the file
  // `{id}.undefined.js`; the core's prefetch skipped those the same way.
  return chunkIds
    .map((chunkId) => runtime.u(chunkId))
    .filter((file) => !file.includes('undefined'))
    .map((file) => runtime.p + file);
}
