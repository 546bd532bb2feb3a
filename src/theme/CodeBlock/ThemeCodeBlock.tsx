// The classic theme's code block, with the Prism languages of `themeConfig.prism.additionalLanguages`
// registered first: the chunk that carries Prism (26 KB gzip) and the block's buttons. The theme's
// own startup module for the languages is replaced (src/plugins/prism-with-code-blocks).
import './registerPrismLanguages';

export { default } from '@theme-original/CodeBlock';
