// Modules our plugins write at build time under `.docusaurus/` (the `@generated` alias).

declare module '@generated/chart-examples/default/theme-css.json' {
  const css: import('../plugins/chart-examples/types').ChartThemeCss;
  export default css;
}

declare module '@generated/chart-examples/default/index.json' {
  const examples: import('../plugins/chart-examples/types').ChartExampleSummary[];
  export default examples;
}
