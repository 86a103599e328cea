// @ts-check
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'docs/api/**', '**/node_modules/**', '**/.turbo/**', '.tools/**', 'coverage/**', 'packages/element/src/generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The embedding snippets' pages run in the browser.
  {
    files: ['examples/embedding/*/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The web component: Lit template and custom-element rules, browser globals.
  {
    files: ['packages/element/**/*.ts'],
    ...lit.configs['flat/recommended'],
    ...wc.configs['flat/recommended'],
    plugins: { ...lit.configs['flat/recommended'].plugins, ...wc.configs['flat/recommended'].plugins },
    rules: { ...lit.configs['flat/recommended'].rules, ...wc.configs['flat/recommended'].rules },
    languageOptions: { globals: { ...globals.browser } },
  },
);
