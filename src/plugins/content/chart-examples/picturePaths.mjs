// @ts-check
// Where the gallery's pictures are served, for the page that shows them and the script that writes them.
// No Node imports: the gallery's page bundles it.

/** The folder under `static/` that holds the pictures and their manifest. */
export const PICTURES_FOLDER = 'gallery';

/** The two colour modes a picture is drawn in. */
export const MODES = /** @type {const} */ (['light', 'dark']);

/** @typedef {(typeof MODES)[number]} ColourMode */

/** @param {string} name @param {ColourMode} mode */
export function pictureFile(name, mode) {
  return `${name}.${mode}.webp`;
}

/**
 * A picture's URL. The source hash in the query makes a redrawn picture a new URL, so no cache keeps
 * the old one.
 * @param {string} name @param {ColourMode} mode @param {string} hash
 */
export function pictureUrl(name, mode, hash) {
  return `/${PICTURES_FOLDER}/${pictureFile(name, mode)}?v=${hash}`;
}
