import type { Plugin } from '@docusaurus/types';
// Docusaurus types bundler plugins with webpack's API, which Rspack's mirrors for what is used here.
import type { Chunk, Compilation, Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later): on the first line of a script, it asks V8 to
 * compile every function of that script while the script streams in, on a background thread.
 * Without it, V8 compiles a function on the main thread the first time it is called; for a
 * webpack chunk that is every module factory the page runs, inside one task. Other engines read
 * the line as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A module of the chart library, by its file's path. */
const CHART_LIBRARY_MODULE = /[\\/]node_modules[\\/]@elastic[\\/]charts[\\/]/;
/** A module of the in-page editor's CodeMirror (its packages and the Lezer parsers), by its file's path. */
const EDITOR_MODULE = /[\\/]node_modules[\\/](@codemirror|@lezer)[\\/]/;

/** The scripts whose functions nearly all run as soon as they load. */
function runsOnLoad(compilation: Compilation, chunk: Chunk): boolean {
  // The entry scripts: React, the router, the theme and the route table, run by every first visit.
  if (chunk.canBeInitial()) return true;
  // The chart library's chunk: a chart's first render runs the library's modules from top to bottom.
  // The editor's chunk: the first Edit makes a CodeMirror view, which runs most of CodeMirror.
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const file = module.nameForCondition() ?? '';
    if (CHART_LIBRARY_MODULE.test(file) || EDITOR_MODULE.test(file)) return true;
  }
  return false;
}

/**
 * Puts the compile hint on the first line of the browser's scripts that run nearly whole on load:
 * the entry scripts, the chart library's chunk and the editor's (`runsOnLoad`). On
 * /api/specs/xy/LineSeries the chart library's first run and the main script's grew much shorter
 * (PERFORMANCE.md, 'Compile hints: chart library' and 'Compile hints: main script'): their
 * compiling moved to the thread that streams them in. Route chunks, the code block's Prism, the
 * search worker's client and the rest keep V8's default (compile a function when first called):
 * much of their code runs later or never on a given page.
 *
 * The editor's chunk (CodeMirror) is fetched on the first Edit and then nearly all of it runs: with
 * the hint, the time from a click on Edit to an editable, highlighted editor fell (PERFORMANCE.md,
 * 'Compile hints: first Edit').
 *
 * The hint goes on after minifying (which drops comments) and before the content hashes are
 * computed, so a file's name still follows its bytes. `tests/build/budgets.spec.ts` checks which
 * scripts carry it.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const { Compilation, sources } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
                  () => {
                    for (const chunk of compilation.chunks) {
                      if (!runsOnLoad(compilation, chunk)) continue;
                      for (const file of chunk.files) {
                        if (file.endsWith('.js'))
                          compilation.updateAsset(
                            file,
                            (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
                          );
                      }
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
