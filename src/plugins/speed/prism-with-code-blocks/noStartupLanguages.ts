// Stands in for the classic theme's Prism client module (see index.ts): nothing to do at startup,
// the languages are registered by src/theme/CodeBlock when a page has a code block.
export {};
