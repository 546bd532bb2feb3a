// @ts-check
/**
 * The one tslib helper `@docusaurus/utils-common` calls in the browser, `__importDefault`, with
 * tslib's own semantics: an ES module as is, anything else as the default export of a namespace.
 * utils-common `require`s tslib whole, so the bundler keeps all of its fifty-odd helpers in the
 * script every page loads first (3.8 KB gzip); `../index.ts` checks it still calls only this one.
 *
 * @param {any} mod
 */
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : { default: mod });
