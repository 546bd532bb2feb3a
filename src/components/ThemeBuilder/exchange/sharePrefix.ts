/**
 * The fragment of a link that carries a theme: `#theme={payload}` (read and written by `shareLink.ts`,
 * loaded only when a link is made or opened). This is all the builder loads up front.
 */
export const SHARE_PREFIX = '#theme=';
