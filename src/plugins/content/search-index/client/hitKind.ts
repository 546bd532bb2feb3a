/**
 * What kind of page a hit is on, from its URL, so a reader can tell a guide from an API row before
 * choosing: the site's sections are its first path segments (docusaurus.config.ts).
 */
export type HitKind = 'Guide' | 'Example' | 'API' | 'Type' | 'Page';

const KINDS: readonly [prefix: string, kind: HitKind][] = [
  ['/docs/', 'Guide'],
  ['/examples/', 'Example'],
  ['/api/', 'API'],
  ['/category/', 'API'],
  ['/all-types/', 'Type'],
];

export function hitKindOf(url: string | undefined): HitKind {
  return KINDS.find(([prefix]) => url?.startsWith(prefix))?.[1] ?? 'Page';
}

export const HIT_KINDS: readonly HitKind[] = ['Guide', 'Example', 'API', 'Type', 'Page'];
