/**
 * The editor's chunk (CodeMirror, 142 KB gzip, 440 KB to compile). The Edit button calls this when
 * the pointer reaches it or it takes focus, so the chunk is on its way before the click; `lazy`
 * calls it again on the click and gets the same module.
 */
export const loadCodeEditor = () => import('./CodeEditor');
