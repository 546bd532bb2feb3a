/**
 * Puts the text at `url` (the page's Markdown twin) on the clipboard, then says how that went (the
 * line is emptied first, so a second copy is announced again). The
 * write starts in the click's own task, with the text still on its way: Safari lets a page write to
 * the clipboard only while the click that asked for it is being handled, and a ClipboardItem takes
 * its content as a promise for that. Where there is no ClipboardItem, the text is written once it
 * has arrived.
 */
export function copyTwin(url: string, say: (status: string) => void): void {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  const written =
    typeof ClipboardItem === 'undefined'
      ? text.then((markdown) => navigator.clipboard.writeText(markdown))
      : navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((markdown) => new Blob([markdown], { type: 'text/plain' })) }),
        ]);
  // Both awaited, so a failed fetch reports its own reason rather than the clipboard's.
  say('');
  Promise.all([text, written]).then(
    () => say('Copied as Markdown.'),
    (error: unknown) => say(`Could not copy: ${error instanceof Error ? error.message : String(error)}`),
  );
}
