/**
 * How `npm run history:pictures` draws and scores the upgrade pages' pictures, in one place for the script,
 * its harness, the manifest's check and the page that explains the rule.
 */

/**
 * Each example is drawn in the site's chart box (src/components/ChartExample's CSS module: its padding and
 * border around the chart) at a device pixel ratio of 1, its chart as wide as on a 1280 px wide example page
 * and as high as the example's page makes it.
 */
export const PICTURE_BOX = { width: 685 };

/** A pixel differs when its red, green or blue differ by more than this, of 255. */
export const CHANNEL_TOLERANCE = 16;

/** A picture changed when more than this share of its pixels differ: any pixel, as a screenshot test sees it. */
export const CHANGED_SHARE = 0;

/**
 * Changes under this share are hard to see side by side (a line or a label moved by a fraction of a pixel
 * changes a few hundred pixels' shading): the page folds them under the visible ones.
 */
export const FOLDED_BELOW_SHARE = 0.005;

/** The quality the kept pictures are encoded at, with Chromium's WebP encoder (0 to 1). */
export const WEBP_QUALITY = 0.8;

/** What all the pictures may weigh together. */
export const PICTURES_BUDGET = 10 * 1024 * 1024;
