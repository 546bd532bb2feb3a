/**
 * The fragment of a link that opens an example edited: `#edit={name}.{payload}` (the payload is
 * read by `sharedSource.ts`, loaded only when a link carries one). This check is all a page loads.
 */
export const EDIT_HASH_PREFIX = '#edit=';

/** Whether the fragment `hash` (with its `#`) carries an edit of the example `name`. */
export function hashEditsExample(hash: string, name: string): boolean {
  return hash.startsWith(`${EDIT_HASH_PREFIX}${name}.`);
}
