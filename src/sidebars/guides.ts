/**
 * The guides, in reading order: `docs/{id}.mdx`. The docs sidebar lists them between Getting started
 * and Troubleshooting, and the example gallery orders its topics by them.
 */
export const GUIDES = [
  'events',
  'tooltips',
  'legends',
  'axes-and-scales',
  'formatting',
  'stacking',
  'theming',
  'accessibility',
  'performance',
  'exporting-and-testing',
] as const;
