// Read by Prism's core as it loads, so it must be imported before it (see ./prism.ts): in a browser,
// Prism's core otherwise highlights every `language-*` element of the page by itself once the
// document is ready, rewriting DOM that React renders.
if (typeof window !== 'undefined') {
  Object.assign(window, { Prism: { manual: true } });
}
export {};
