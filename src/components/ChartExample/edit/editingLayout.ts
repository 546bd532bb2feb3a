import styles from '../styles.module.css';
import { CHART_HEIGHT, STUCK_ATTRIBUTE } from './stickyParts';

/**
 * How an example lays out while it is edited: the chart and the toolbar (Done, Reset, Copy link) stay in
 * view while the reader scrolls the editor. The session adds these rules to the page with the first Edit
 * rather than styles.module.css holding them: Docusaurus gathers every CSS module into the one
 * stylesheet each page loads first, and nothing of the editor may be in a page's first load (as
 * `editedChartStyles.ts`).
 *
 * - Where the example's column is at least 55rem (880 px) wide, the chart sits beside the editor and
 *   sticks under the navbar, and the toolbar sticks above the editor. Each half is then over 390 px: the
 *   examples are laid out for 358 to 700 px, and an editor much narrower wraps most lines. Every page
 *   with an editable example has a table of contents, so that is a window from about 1,650 px wide
 *   (958 px of column at 1920), or 912 to 996 px (no sidebar and no table of contents below 997).
 * - Otherwise the chart stays above the editor, as published, and sticks under the navbar while the
 *   editor scrolls beneath it, and the toolbar sticks under the chart: a stuck chart alone covered the
 *   toolbar, and Done with it. At 1280 × 800 the column is 703 px; under a 360 px chart and the toolbar,
 *   about 300 px of editor show.
 * - Both stick only while the visual viewport leaves the editor at least MIN_CODE_ROOM below them
 *   (`keptInView.ts`, measured again when the viewport resizes). On a phone held upright they stick
 *   until its on-screen keyboard opens, which shortens the visual viewport (not the layout one, which
 *   a media query reads); on a phone on its side or a short window they never do. Stuck over the
 *   keyboard's share, chart and toolbar left no room for the line being typed.
 * - A stuck chart or toolbar is opaque, the page's colour, so the code beneath does not show through
 *   what an example draws in HTML around its chart (the light theme's page colour is transparent: white).
 * - An example scrolled to (a shared link, Done) lands with its top below the sticky navbar.
 *
 * An example is being edited when its figure holds the editor (`[data-code-editor]`), which only the
 * session puts there. The figure's frame is the query container: an element cannot query its own
 * width, and the figure is the grid.
 */
const NAVBAR = 'var(--ifm-navbar-height)';
const EDITING = `.${styles.figure}:has(> [data-code-editor])`;
const STUCK = `${EDITING}[${STUCK_ATTRIBUTE}]`;
const CHART = `${EDITING} > .${styles.chart}`;
const STUCK_PARTS = `${STUCK} > .${styles.chart}, ${STUCK} > .${styles.toolbar}`;

const RULES = `
.${styles.frame} { container-type: inline-size; }
.${styles.figure} { scroll-margin-top: calc(${NAVBAR} + 0.5rem); }
${STUCK_PARTS} { position: sticky; z-index: 1; --editing-page: var(--ifm-color-white); background: var(--editing-page); }
html[data-theme='dark'] :is(${STUCK_PARTS}) { --editing-page: var(--ifm-background-color); }
${STUCK} > .${styles.chart} { top: ${NAVBAR}; }
${STUCK} > .${styles.toolbar} {
  top: calc(${NAVBAR} + var(${CHART_HEIGHT}) + 0.5rem);
  box-shadow: 0 -0.5rem 0 var(--editing-page), 0 0.5rem 0 var(--editing-page);
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
  ${CHART} { grid-column: 1; grid-row: span 2; margin-bottom: 0; }
  ${STUCK} > .${styles.chart}, ${STUCK} > .${styles.toolbar} { top: calc(${NAVBAR} + 0.5rem); }
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

/**
 * What a shared link or Done scrolls to: the heading right before the example if it has one (an
 * example page's "Live example"), so the reader sees what it is, or else the example's figure.
 * Both land below the navbar (their scroll-margin-top: the theme's for headings, ours for figures).
 */
export function landingOf(figure: HTMLElement): HTMLElement {
  const before = figure.closest(`.${styles.frame}`)?.previousElementSibling;
  return before instanceof HTMLElement && /^H[2-4]$/.test(before.tagName) ? before : figure;
}
