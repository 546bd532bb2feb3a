import styles from '../styles.module.css';

/**
 * How an example lays out while it is edited: the chart stays in view while the reader scrolls the
 * editor. The session adds these rules to the page with the first Edit rather than styles.module.css
 * holding them: Docusaurus gathers every CSS module into the one stylesheet each page loads first,
 * and nothing of the editor may be in a page's first load (as `editedChartStyles.ts`).
 *
 * - Where the example's column is at least 55rem (880 px) wide, the chart sits beside the editor and
 *   sticks under the navbar. Each half is then over 390 px: the examples are laid out for 358 to
 *   700 px, and an editor much narrower wraps most lines. Every page with an editable example has a
 *   table of contents, so that is a window from about 1,650 px wide (958 px of column at 1920), or
 *   912 to 996 px (no sidebar and no table of contents below 997).
 * - Otherwise the chart stays above the editor, as published, and sticks under the navbar while the
 *   editor scrolls beneath it (at 1280 × 800 the column is 703 px: 420 px of editor show under the
 *   chart), provided the window is tall enough to leave the editor room (36rem, 576 px: any desktop
 *   window, a phone held upright). On a shorter one (a phone on its side) a stuck chart would cover
 *   nearly all of it, so the chart scrolls away as before.
 * - A stuck chart is opaque, the page's colour, so the code beneath does not show through what an
 *   example draws in HTML around its chart (the light theme's page colour is transparent: white).
 * - An example scrolled to (a shared link, Done) lands with its top below the sticky navbar.
 *
 * An example is being edited when its figure holds the editor (`[data-code-editor]`), which only the
 * session puts there. The figure's frame is the query container: an element cannot query its own
 * width, and the figure is the grid.
 */
const NAVBAR = 'var(--ifm-navbar-height)';
const EDITING = `.${styles.figure}:has(> [data-code-editor])`;
const CHART = `${EDITING} > .${styles.chart}`;

const RULES = `
.${styles.frame} { container-type: inline-size; }
.${styles.figure} { scroll-margin-top: calc(${NAVBAR} + 0.5rem); }
@media (min-height: 36rem) {
  ${CHART} { position: sticky; top: ${NAVBAR}; z-index: 1; background: var(--ifm-color-white); }
  html[data-theme='dark'] ${CHART} { background: var(--ifm-background-color); }
}
@container (min-width: 55rem) {
  ${EDITING} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    column-gap: 1rem;
    align-items: start;
  }
  ${EDITING} > * { grid-column: 2; }
  ${EDITING} > .${styles.notice} { grid-column: 1 / -1; }
  ${CHART} { grid-column: 1; grid-row: span 2; position: sticky; top: calc(${NAVBAR} + 0.5rem); margin-bottom: 0; }
}
`;

const ID = 'chart-example-editing-layout';

/** Adds the editing layout's rules to the page, once. */
export function addEditingLayout(): void {
  if (document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = RULES;
  document.head.append(style);
}

/** Where the sticky navbar ends, from the window's top. */
export function navbarBottom(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * How much of the window's top covers the editor `editorDom`: the navbar, and the chart when it is
 * stuck above the editor (stacked). CodeMirror keeps the cursor below that much when it scrolls it
 * into view, so typing on a line the chart would cover brings the line out from under it.
 */
export function coveredTop(editorDom: HTMLElement): number {
  const navbar = navbarBottom();
  const chart = editorDom.closest(`.${styles.figure}`)?.querySelector(`:scope > .${styles.chart}`);
  if (!chart || getComputedStyle(chart).position !== 'sticky') return navbar;
  const editor = editorDom.getBoundingClientRect();
  const box = chart.getBoundingClientRect();
  // Beside the editor, the chart covers none of it.
  if (box.right <= editor.left || box.left >= editor.right) return navbar;
  return navbar + box.height + 8;
}

/**
 * What a shared link or Done scrolls to: the heading right before the example if it has one (an
 * example page's "Live example"), so the reader sees what it is, or else the example's figure.
 * Both land below the navbar (their scroll-margin-top: the theme's for headings, ours for figures).
 */
export function landingOf(figure: HTMLElement): HTMLElement {
  const before = figure.closest(`.${styles.frame}`)?.previousElementSibling;
  return before instanceof HTMLElement && /^H[2-4]$/.test(before.tagName) ? before : figure;
}
