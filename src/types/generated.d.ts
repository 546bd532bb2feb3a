// Modules our plugins write at build time under `.docusaurus/` (the `@generated` alias).

declare module '@generated/chart-examples/default/theme-css.json' {
  const css: import('../plugins/content/chart-examples/types').ChartThemeCss;
  export default css;
}

declare module '@generated/chart-examples/default/index.json' {
  const gallery: import('../plugins/content/chart-examples/types').GalleryData;
  export default gallery;
}

declare module '@generated/chart-examples/default/project-versions.json' {
  const versions: import('../plugins/content/chart-examples/types').ProjectVersions;
  export default versions;
}

declare module '@generated/props-tables/default/releases.json' {
  /** The releases the props tables' history read, newest first (the installed one first). */
  const releases: string[];
  export default releases;
}

declare module '@generated/chart-examples/default/compatibility.json' {
  const compatibility: import('../plugins/content/chart-examples/types').ExampleCompatibility;
  export default compatibility;
}

declare module '@generated/theme-parameters/default/theme-parameters.json' {
  /** The theme builder's parameters and base themes, from the installed library's `Theme` type. */
  const data: import('../plugins/content/theme-parameters/types').ThemeParametersData;
  export default data;
}
