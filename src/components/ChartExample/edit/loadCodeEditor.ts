/**
 * The editor's chunk (CodeMirror: PERFORMANCE.md, 'Editor chunk'). The Edit button calls this when
 * the pointer reaches it or it takes focus, so the chunk is on its way before the click; the click
 * (`startEditing` in ./editingSession.ts) calls it again and gets the same module.
 */
export const loadCodeEditor = () => import('./CodeEditor');
