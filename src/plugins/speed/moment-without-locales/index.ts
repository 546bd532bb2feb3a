import type { Plugin } from '@docusaurus/types';

/**
 * The chart library formats dates with moment (through moment-timezone), and moment loads a locale
 * with `require('./locale/' + name)`: a bundler then puts every one of moment's locales
 * (PERFORMANCE.md, 'moment's locales') into the chart library's chunk, in case one is asked for. No
 * chart on this site asks: they all format in English, which is built into moment. So the locales
 * stay out of the bundle (a `moment.locale('fr')` would leave English in place). The byte budgets
 * test fails if they return.
 */
export default function momentWithoutLocalesPlugin(): Plugin {
  return {
    name: 'moment-without-locales',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /[\\/]moment$/ }),
        ],
      };
    },
  };
}
