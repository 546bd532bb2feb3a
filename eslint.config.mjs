// @ts-check
/**
 * `npm run lint`: ESLint over everything we write (site code, plugins, examples, tests, bench, scripts
 * and config), with type information from tsconfig.json through typescript-eslint's project service.
 * Formatting is Prettier's (`.prettierrc.json`), so eslint-config-prettier comes last and turns off
 * every stylistic rule that would argue with it.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Generated, never committed (see .gitignore), or a scratch folder git excludes.
  globalIgnores([
    'build/',
    'build-stock/',
    '.docusaurus/',
    'api/all-types/',
    'docs/upgrading/',
    '.typedoc/',
    'bench/.work/',
    'test-results/',
    'playwright-report/',
    '.render/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // The code's convention: a leading underscore names what is there only to be skipped, a parameter
      // before the one that is used (`(_key, _index, node) =>`) or a member left out of a rest object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The bundler's loaders and the modules they put in place of upstream ones are CommonJS: they are
    // loaded with require() and their code is spliced into CommonJS output, so require is their import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  prettier,
);
