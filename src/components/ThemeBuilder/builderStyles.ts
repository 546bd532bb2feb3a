/**
 * The builder's styles, added to the page by the builder itself (`useBuilderStyles`) rather than a CSS
 * module: Docusaurus gathers every CSS module into the one stylesheet each page loads first, and
 * nothing of the builder may be in another page's first load. Class names carry a `tb-` prefix.
 */
export const styles = {
  allHeading: 'tb-all-heading',
  allSection: 'tb-all-section',
  base: 'tb-base',
  baseName: 'tb-base-name',
  baseRow: 'tb-base-row',
  builder: 'tb-builder',
  buttons: 'tb-buttons',
  checkFail: 'tb-check-fail',
  checkList: 'tb-check-list',
  checkPass: 'tb-check-pass',
  checkbox: 'tb-checkbox',
  checks: 'tb-checks',
  chevron: 'tb-chevron',
  checksHeading: 'tb-checks-heading',
  choiceRow: 'tb-choice-row',
  code: 'tb-code',
  colorEditor: 'tb-color-editor',
  controls: 'tb-controls',
  count: 'tb-count',
  description: 'tb-description',
  exportPanel: 'tb-export-panel',
  fieldError: 'tb-field-error',
  filter: 'tb-filter',
  filterCount: 'tb-filter-count',
  iconButton: 'tb-icon-button',
  importField: 'tb-import-field',
  importLabel: 'tb-import-label',
  importPanel: 'tb-import-panel',
  inlineSwatch: 'tb-inline-swatch',
  intro: 'tb-intro',
  literalField: 'tb-literal-field',
  notice: 'tb-notice',
  numberEditor: 'tb-number-editor',
  numberField: 'tb-number-field',
  palette: 'tb-palette',
  paletteItem: 'tb-palette-item',
  paletteList: 'tb-palette-list',
  paletteText: 'tb-palette-text',
  panel: 'tb-panel',
  panelBody: 'tb-panel-body',
  panelButton: 'tb-panel-button',
  panelHeading: 'tb-panel-heading',
  parameter: 'tb-parameter',
  parameterHead: 'tb-parameter-head',
  parameterMeta: 'tb-parameter-meta',
  parameterName: 'tb-parameter-name',
  parameterNote: 'tb-parameter-note',
  pathKey: 'tb-path-key',
  pathPrefix: 'tb-path-prefix',
  preview: 'tb-preview',
  previewCaption: 'tb-preview-caption',
  previewCard: 'tb-preview-card',
  previewChart: 'tb-preview-chart',
  previewError: 'tb-preview-error',
  previewGrid: 'tb-preview-grid',
  previewSections: 'tb-preview-sections',
  problems: 'tb-problems',
  resetAll: 'tb-reset-all',
  resetButton: 'tb-reset-button',
  status: 'tb-status',
  summary: 'tb-summary',
  swatch: 'tb-swatch',
  textField: 'tb-text-field',
  unit: 'tb-unit',
} as const;

const CSS = `
/* The builder: controls on the left, the preview on the right, which stays in view while the controls scroll. */
.tb-builder {
  display: grid;
  grid-template-columns: minmax(20rem, 27rem) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
}

.tb-controls {
  min-width: 0;
}

.tb-preview {
  position: sticky;
  top: calc(var(--ifm-navbar-height) + 0.5rem);
  max-height: calc(100vh - var(--ifm-navbar-height) - 1rem);
  overflow: auto;
  overscroll-behavior: contain;
  padding: 0.25rem;
  border: 1px solid var(--ifm-color-emphasis-200);
  border-radius: var(--ifm-global-radius);
  /* Opaque, the page's colour: on a phone the controls scroll beneath it (the light theme's page colour is transparent). */
  background: var(--ifm-color-white);
}

html[data-theme='dark'] .tb-preview {
  background: var(--ifm-background-color);
}

/* One above the other: the preview first, held under the navbar with its own scroll, the controls below it. */
@media (max-width: 996px) {
  /* A field scrolled to (by the keyboard's focus, by the browser) lands below the preview, not under it. */
  .tb-controls :is(input, select, textarea, button) {
    scroll-margin-top: calc(var(--ifm-navbar-height) + 42vh + 1rem);
  }

  .tb-builder {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }

  .tb-preview {
    order: -1;
    top: var(--ifm-navbar-height);
    z-index: 2;
    height: 42vh;
    max-height: none;
    box-shadow: 0 4px 6px -4px rgb(0 0 0 / 35%);
  }
}

.tb-preview-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: 0.5rem;
}

.tb-preview-card {
  margin: 0;
  padding: 0.375rem 0.5rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-200);
  border-radius: var(--ifm-global-radius);
}

.tb-preview-caption {
  margin-bottom: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;
}

.tb-preview-sections {
  display: block;
  font-weight: 400;
  color: var(--ifm-color-emphasis-700);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.75rem;
}

.tb-preview-chart {
  position: relative;
}

/* The library leaves the margins of a metric tile's heading and paragraphs to the page's CSS reset. */
.tb-preview-chart .echMetric h2,
.tb-preview-chart .echMetric p {
  margin: 0;
}

/* The page's list style must not reach the lists the library draws (legend, metric tiles). */
.tb-preview-chart ul,
.tb-preview-chart li {
  list-style: none;
  margin: 0;
  padding: 0;
}

.tb-preview-error {
  height: 100%;
  margin: 0;
  padding: 0.5rem;
  font-size: 0.875rem;
  color: var(--ifm-color-danger-contrast-foreground);
  background: var(--ifm-color-danger-contrast-background);
}

.tb-notice {
  padding: 0.5rem 0.75rem;
  border-radius: var(--ifm-global-radius);
  color: var(--ifm-color-danger-contrast-foreground);
  background: var(--ifm-color-danger-contrast-background);
}

.tb-base {
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}

.tb-base legend {
  padding: 0 0.25rem;
  font-weight: 600;
}

.tb-base-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.tb-base-row label {
  display: flex;
  flex-direction: column;
  font-size: 0.875rem;
}

.tb-base-name {
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
}

.tb-summary {
  font-size: 0.875rem;
}

.tb-reset-all {
  margin-left: 0.5rem;
}

.tb-panel {
  border-top: 1px solid var(--ifm-color-emphasis-300);
}

.tb-panel-heading {
  margin: 0;
  font-size: 1rem;
}

.tb-panel-button {
  width: 100%;
  padding: 0.5rem 0.25rem;
  border: 0;
  text-align: left;
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  cursor: pointer;
}

.tb-chevron {
  display: inline-block;
  width: 1.25rem;
}

.tb-panel-body {
  padding: 0 0.25rem 1rem;
}

.tb-intro {
  font-size: 0.875rem;
  color: var(--ifm-color-emphasis-800);
}

.tb-parameter {
  padding: 0.5rem 0;
  border-bottom: 1px solid var(--ifm-color-emphasis-200);
}

.tb-parameter[data-changed] {
  border-left: 3px solid var(--ifm-color-primary);
  padding-left: 0.5rem;
}

.tb-parameter-head {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
}

.tb-parameter-name {
  margin-bottom: 0.25rem;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
}

.tb-path-prefix {
  color: var(--ifm-color-emphasis-700);
}

.tb-path-key {
  font-weight: 700;
}

.tb-reset-button,
.tb-reset-all {
  padding: 0 0.375rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: var(--ifm-global-radius);
  font-size: 0.75rem;
  color: inherit;
  background: none;
  cursor: pointer;
}

.tb-color-editor,
.tb-number-editor,
.tb-choice-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
}

.tb-swatch,
.tb-inline-swatch {
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 3px;
  vertical-align: middle;
}

/* A translucent colour shows over a checkerboard, so its alpha is seen. */
.tb-swatch {
  background-image: conic-gradient(#ccc 25%, #fff 0 50%, #ccc 0 75%, #fff 0);
  background-size: 8px 8px;
}

.tb-swatch > span {
  display: block;
  width: 100%;
  height: 100%;
}

.tb-color-editor input[type='color'],
.tb-palette-item input[type='color'] {
  width: 2rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid var(--ifm-color-emphasis-400);
  background: none;
}

.tb-text-field,
.tb-number-field,
.tb-literal-field,
.tb-palette-text,
.tb-import-field,
.tb-filter input,
.tb-parameter select,
.tb-base select {
  padding: 0.25rem 0.375rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 4px;
  font: inherit;
  font-size: 0.875rem;
  color: var(--ifm-font-color-base);
  background: var(--ifm-background-color);
}

.tb-text-field {
  /* The whole width on its own line (a font stack is long); beside a colour picker, what the row leaves. */
  width: 100%;
  flex: 1 1 12rem;
  min-width: 0;
}

.tb-number-field {
  width: 7rem;
}

.tb-literal-field,
.tb-import-field {
  width: 100%;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.8125rem;
}

.tb-text-field[aria-invalid='true'],
.tb-palette-text[aria-invalid='true'] {
  border-color: var(--ifm-color-danger);
}

.tb-unit {
  font-size: 0.8125rem;
  color: var(--ifm-color-emphasis-800);
}

.tb-checkbox {
  width: 1.125rem;
  height: 1.125rem;
}

.tb-field-error {
  margin: 0;
  font-size: 0.8125rem;
  color: var(--ifm-color-danger-darkest);
}

[data-theme='dark'] .tb-field-error {
  color: var(--ifm-color-danger-lightest);
}

.tb-field-error:empty {
  display: none;
}

.tb-parameter-meta,
.tb-parameter-note,
.tb-description p {
  margin: 0.125rem 0 0;
  font-size: 0.75rem;
  color: var(--ifm-color-emphasis-800);
  overflow-wrap: anywhere;
}

.tb-description p + p {
  margin-top: 0.25rem;
}

.tb-check-pass,
.tb-check-fail {
  margin: 0.125rem 0 0;
  font-size: 0.8125rem;
}

.tb-check-pass {
  color: var(--ifm-color-success-darkest);
}

.tb-check-fail {
  color: var(--ifm-color-danger-darkest);
}

[data-theme='dark'] .tb-check-pass {
  color: var(--ifm-color-success-lightest);
}

[data-theme='dark'] .tb-check-fail {
  color: var(--ifm-color-danger-lightest);
}

.tb-palette {
  margin-top: 0.25rem;
}

.tb-palette-list {
  margin: 0 0 0.5rem;
  padding-left: 1.75rem;
}

.tb-palette-item {
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-bottom: 0.25rem;
}

.tb-palette-text {
  width: 7.5rem;
  font-family: var(--ifm-font-family-monospace);
}

.tb-icon-button {
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: 4px;
  color: inherit;
  background: none;
  cursor: pointer;
}

.tb-icon-button:disabled {
  opacity: 0.4;
  cursor: default;
}

.tb-filter {
  display: flex;
  flex-direction: column;
  font-size: 0.875rem;
}

.tb-filter-count,
.tb-count {
  font-size: 0.8125rem;
  color: var(--ifm-color-emphasis-800);
}

.tb-all-section {
  margin-top: 0.75rem;
}

.tb-all-heading {
  margin: 0;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.9375rem;
}

.tb-checks {
  font-size: 0.875rem;
}

.tb-checks-heading {
  margin: 1rem 0 0.25rem;
  font-size: 0.9375rem;
}

.tb-check-list {
  padding-left: 1.25rem;
}

.tb-export-panel,
.tb-import-panel {
  font-size: 0.875rem;
}

.tb-code {
  max-height: 24rem;
  overflow: auto;
  font-size: 0.75rem;
  /* The comment lines wrap rather than scroll out of the column. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.tb-buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0;
}

.tb-status {
  min-height: 1.5em;
}

.tb-import-label {
  display: block;
  margin-bottom: 0.25rem;
}

.tb-problems {
  padding-left: 1.25rem;
  overflow-wrap: anywhere;
}
`;

const ID = 'theme-builder-styles';

/** Adds the builder's rules to the page, once. */
export function addBuilderStyles(): void {
  if (document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = CSS;
  document.head.append(style);
}
