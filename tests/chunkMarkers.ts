/**
 * Strings that identify a lazily loaded part of the site in a built script, for the tests that
 * check a part is absent from a page's first load (budgets, firstLoad).
 */

/** Only the chart library's chunk holds these: names the library's code keeps after minifying. */
export const CHART_LIBRARY_MARKERS = ['chartRenderer', 'getChartThemeSelector'];

/** Only Prism's chunk holds these: the bash grammar the site registers, and prism-react-renderer's line class. */
export const PRISM_MARKERS = ['BASH_ALIASES', 'token-line'];

/**
 * Only the in-page editor's parts hold these, each fetched on first use: a class CodeMirror's view
 * gives its text, an option of sucrase (the transpiler), an error of fflate (Copy link, Download).
 */
export const EDITOR_MARKERS = {
  CodeMirror: 'cm-content',
  sucrase: 'enableLegacyBabel5ModuleInterop',
  fflate: 'invalid zip data',
};

/**
 * Strings of modules that a page's MDX components load in a chunk of their own and that components
 * inside MDX pages use too (`src/components/usePageComponents.ts`): our code block's message when its
 * chunk fails, and a prop of Docusaurus's Link. A first visit should download each once.
 */
export const PAGE_COMPONENT_MARKERS = {
  CodeBlock: 'CodeBlock: the code block could not be loaded',
  Link: 'data-noBrokenLinkCheck',
};

/**
 * Only the theme builder's chunk holds this, the id of the style element it adds (`builderStyles.ts`):
 * no page but `/theme-builder` loads it, and that page only after its load event.
 */
export const THEME_BUILDER_MARKER = 'theme-builder-styles';
