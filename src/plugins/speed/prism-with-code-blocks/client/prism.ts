// Prism with the grammars this site's code blocks use, for prism-react-renderer to highlight with
// instead of the forty-odd it bundles (see ../index.ts). Each grammar after its base: jsx after
// markup and javascript, tsx after jsx and typescript. Bash comes from
// `themeConfig.prism.additionalLanguages`, registered with the code block (src/theme/CodeBlock).
import './prismManual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';

// The grammars read the global `Prism` only while they load; prism-react-renderer's own copy leaves
// no global behind either.
delete (globalThis as { Prism?: unknown }).Prism;

export default Prism;
