/**
 * An example's chart height when its page names none, in pixels. Shared by the component and by
 * `npm run history:pictures`, which draws each example at its page's height.
 */
export const CHART_HEIGHT = 320;
