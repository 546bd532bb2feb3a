/**
 * Puts the text at `url` (the page's Markdown twin) on the clipboard, then says how that went (the
 * line is emptied first, so a second copy is announced again). The write starts in the click's own
 * task, with the text still on its way: Safari lets a page write to the clipboard only while the
 * click that asked for it is being handled, and a ClipboardItem takes its content as a promise for
 * that. Chromium, Safari from 13.1 and Firefox from 127 have ClipboardItem; in a browser without it
 * the copy fails and says why.
 */
export function copyTwin(url: string, say: (status: string) => void): void {
  say('');
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return new Blob([await response.text()], { type: 'text/plain' });
  });
  // A write that throws (no ClipboardItem) rejects rather than escaping the click handler.
  const written = new Promise<void>((resolve) =>
    resolve(navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })])),
  );
  // Both awaited, so a failed fetch reports its own reason rather than the clipboard's.
  Promise.all([text, written]).then(
    () => say('Copied as Markdown.'),
    (error: unknown) => say(`Could not copy: ${error instanceof Error ? error.message : String(error)}`),
  );
}
