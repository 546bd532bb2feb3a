/**
 * The bundler's `require.ensure` (Rspack and webpack): it loads the chunks that hold the named modules
 * and calls back without running them. Only the bundler reads this call; TypeScript sees the
 * declaration, and nothing named `require` exists at run time.
 */
declare const require: {
  ensure(modules: string[], loaded: () => void, failed: (error: Error) => void, chunkName: string): void;
};

/**
 * Fetches the chart library's chunk (about 1.9 MB raw, compiled on a background thread as it streams
 * in: `compile-hints`) without running the library. Running it is its first use, one task of 130 to
 * 180 ms at 4x CPU that nothing can split; fetched apart, that task can wait for a pause in the
 * reader's typing while the bytes are already in (LiveChart.tsx).
 */
export function fetchChartLibrary(): Promise<void> {
  return new Promise((resolve, reject) => {
    require.ensure(['@elastic/charts'], resolve, reject, 'chart-library');
  });
}
