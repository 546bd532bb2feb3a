import { useEffect, type RefObject } from 'react';
import styles from '../styles.module.css';
import { CHART_HEIGHT, STUCK_ATTRIBUTE, navbarBottom } from './stickyParts';

/** What the editor keeps below a stuck chart and toolbar, at least: about eight lines of code. */
const MIN_CODE_ROOM_REM = 12;

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
