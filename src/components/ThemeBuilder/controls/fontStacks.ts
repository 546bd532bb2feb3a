/**
 * Font stacks offered by a font family field: the library's own (73.2.1's themes use the first, the
 * legacy ones plain `sans-serif`), and the system and generic stacks every browser resolves. The
 * field takes any other stack too; the checks say which family of it this browser draws with.
 */
export const FONT_STACKS = [
  'Inter, BlinkMacSystemFont, Helvetica, Arial, sans-serif',
  'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
  '"Helvetica Neue", Helvetica, Arial, sans-serif',
  'Georgia, "Times New Roman", serif',
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  'sans-serif',
  'serif',
  'monospace',
];
