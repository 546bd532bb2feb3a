// eslint-plugin-jsx-a11y 6.10 ships no types; eslint.config.mjs uses only its flat configs.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';

  const plugin: { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } };
  export default plugin;
}
