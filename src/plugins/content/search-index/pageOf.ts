/** The page a search document belongs to: its url without the `#section` anchor. */
export function pageOf(url: string): string {
  return url.split('#')[0] ?? url;
}
