// Prism's core on its own (the `prismjs` package's main file bundles a few grammars with it).
declare module 'prismjs/components/prism-core' {
  const Prism: typeof import('prismjs');
  export = Prism;
}
