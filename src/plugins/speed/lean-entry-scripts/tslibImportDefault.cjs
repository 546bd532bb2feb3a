// @ts-check
/**
 * The one tslib helper `@docusaurus/utils-common` calls in the browser, `__importDefault`, with
 * tslib's own semantics: an ES module as is, anything else as the default export of a namespace.
 * utils-common `require`s tslib whole, so the bundler keeps all of its fifty-odd helpers in the
 * script every page loads first (PERFORMANCE.md, 'tslib in the entry script'); `../index.ts` checks
 * it still calls only this one.
 *
 * Typed as tslib declares it, `__importDefault<T>(mod: T): T | { default: T }`; the cast only lets
 * the type checker read `__esModule`, which a truthy value may or may not have.
 *
 * @typedef {{ __esModule?: unknown }} MaybeEsModule
 */

/**
 * @template T
 * @param {T} mod
 * @returns {T | { default: T }}
 */
exports.__importDefault = (mod) => (mod && /** @type {MaybeEsModule} */ (mod).__esModule ? mod : { default: mod });
