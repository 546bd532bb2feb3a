// Docusaurus declares every `@theme-original/*` module as `any`; the one we wrap is typed as the
// theme component it is, so its users are checked (a more specific declaration wins over the wildcard).
declare module '@theme-original/CodeBlock' {
  import CodeBlock from '@theme/CodeBlock';
  export default CodeBlock;
}
