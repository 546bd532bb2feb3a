/**
 * Where the pictures of the upgrade pages are, for the script that writes them and the page that shows them
 * alike (no Node module here: the step page's component imports it).
 */

/** The URL the files are served from: the site's static folder's `upgrade-pictures/`. */
export const PICTURES_URL = '/upgrade-pictures/';

/** A picture's file name: the example and the release that drew it. */
export function pictureFile(example: string, release: string): string {
  return `${example}@${release}.webp`;
}
