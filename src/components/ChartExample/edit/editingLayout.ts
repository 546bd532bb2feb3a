import { useEffect, type RefObject } from 'react';
import styles from '../styles.module.css';

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
 *   (`useChartKeptInView`, measured again when the viewport resizes). On a phone held upright they stick
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
/** On the figure while its chart and toolbar stick (`useChartKeptInView`). */
const STUCK_ATTRIBUTE = 'data-chart-stuck';
/** On the figure while editing: its chart box's height, where the stacked toolbar sticks. */
const CHART_HEIGHT = '--editing-chart-height';
const STUCK = `${EDITING}[${STUCK_ATTRIBUTE}]`;
const CHART = `${EDITING} > .${styles.chart}`;
const STUCK_PARTS = `${STUCK} > .${styles.chart}, ${STUCK} > .${styles.toolbar}`;
/** What the editor keeps below a stuck chart and toolbar, at least: about eight lines of code. */
const MIN_CODE_ROOM_REM = 12;

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
 * While the editor `root` is mounted, its example's chart and toolbar stick (STUCK) when the visual
 * viewport leaves the editor MIN_CODE_ROOM_REM below them, measured now and whenever the viewport
 * resizes (an on-screen keyboard, a window resized, a phone turned).
 */
export function useChartKeptInView(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const figure = root.current?.closest<HTMLElement>(`.${styles.figure}`);
    const chart = figure?.querySelector<HTMLElement>(`:scope > .${styles.chart}`);
    const toolbar = figure?.querySelector<HTMLElement>(`:scope > .${styles.toolbar}`);
    if (!figure || !chart || !toolbar) return undefined;
    const viewport = window.visualViewport;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const height = viewport?.height ?? window.innerHeight;
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      const room = height - navbar - chart.offsetHeight - toolbar.offsetHeight;
      figure.style.setProperty(CHART_HEIGHT, `${chart.offsetHeight}px`);
      figure.toggleAttribute(STUCK_ATTRIBUTE, room >= MIN_CODE_ROOM_REM * rem);
    };
    // Once the frame that shows the editor is drawn: measured in it, the heights forced a layout of the
    // page before CodeMirror's own measure, and the attribute a second one, on the first Edit's path.
    // Nothing sticks before the reader scrolls anyway.
    let afterFrame: number | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(measure);
    });
    viewport?.addEventListener('resize', measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      viewport?.removeEventListener('resize', measure);
      window.removeEventListener('resize', measure);
      figure.removeAttribute(STUCK_ATTRIBUTE);
      figure.style.removeProperty(CHART_HEIGHT);
    };
  }, [root]);
}

/** Where the sticky navbar ends, from the window's top. */
export function navbarBottom(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * How much of the window's top covers the editor `editorDom`: the navbar, and the chart and toolbar
 * where they stick above it (stacked; beside it, the chart covers none of it). CodeMirror keeps the
 * cursor below that much when it scrolls it into view, so typing on a line they would cover brings
 * the line out from under them.
 */
export function coveredTop(editorDom: HTMLElement): number {
  const navbar = navbarBottom();
  const figure = editorDom.closest(`.${styles.figure}`);
  if (!figure?.hasAttribute(STUCK_ATTRIBUTE)) return navbar;
  const editor = editorDom.getBoundingClientRect();
  let covered = navbar;
  figure.querySelectorAll<HTMLElement>(`:scope > .${styles.chart}, :scope > .${styles.toolbar}`).forEach((part) => {
    const box = part.getBoundingClientRect();
    if (box.right <= editor.left || box.left >= editor.right) return;
    // Where it sticks (its top, resolved to pixels), not where it is now: the cursor is scrolled to
    // where the page will be.
    covered = Math.max(covered, parseFloat(getComputedStyle(part).top) + box.height);
  });
  return covered === navbar ? navbar : covered + 8;
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
