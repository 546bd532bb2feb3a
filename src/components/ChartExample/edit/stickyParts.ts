/**
 * What the editing layout's rules (`editingLayout.ts`, in the session's chunk) and the editor's
 * measurements (`keptInView.ts`, in the editor's) share. Apart, each chunk holds only its own part:
 * one module with both was copied whole into both chunks, and the first Edit loads the two.
 */

/** On the figure while its chart and toolbar stick (`useChartKeptInView`). */
export const STUCK_ATTRIBUTE = 'data-chart-stuck';

/** On the figure while editing: its chart box's height, where the stacked toolbar sticks. */
export const CHART_HEIGHT = '--editing-chart-height';

/** Where the sticky navbar ends, from the window's top. */
export function navbarBottom(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}
