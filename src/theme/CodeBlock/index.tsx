import React, { type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
// Registers `themeConfig.prism.additionalLanguages` before any block is highlighted: the theme's own
// startup module for that is replaced (src/plugins/prism-with-code-blocks), so that pages without
// code do not download Prism.
import './registerPrismLanguages';

type Props = ComponentProps<typeof CodeBlock>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
