// The classic theme's code block, with the Prism languages of `themeConfig.prism.additionalLanguages`
// registered first: the chunk that carries Prism (the site's grammars) and the block's buttons
// (PERFORMANCE.md, 'Code-block chunk'). The theme's own startup module for the languages is replaced
// (src/plugins/speed/prism-with-code-blocks).
import './registerPrismLanguages';

export { default } from '@theme-original/CodeBlock';
// The wait for a pause in the reader's typing comes with the chunk that waits (themeCodeBlockChunk.ts), so no
// page's first scripts carry it.
export { afterTypingPause } from '@site/src/browser/typingPause';
