// @ts-check
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The package arrows of docs/architecture.md, for shipped source (tests, test folders and
 * scripts may use any workspace package): a package imports only the `@forty-thieves/…`
 * packages listed for it. Apps, the bench and the scaffold may import anything.
 */
const ARROWS = [
  { files: ['packages/core/**'], allowed: [], rule: 'core knows no other package' },
  { files: ['packages/variants/**', 'examples/**'], allowed: ['core'], rule: 'a variant knows only core' },
  { files: ['packages/solver/**'], allowed: ['core'], rule: 'the solver knows only core' },
  { files: ['packages/builtin-variants/**'], allowed: ['core', 'variant-[a-z0-9-]+'], rule: 'builtin-variants knows core and the variants' },
  { files: ['packages/element/**'], allowed: ['core', 'builtin-variants', 'solver'], rule: 'the element knows core, builtin-variants and the solver' },
];

function arrow({ files, allowed, rule }) {
  const pattern = allowed.length === 0 ? '^@forty-thieves/' : `^@forty-thieves/(?!(?:${allowed.join('|')})(?:/|$))`;
  return {
    files: files.map((folder) => `${folder}/*.ts`),
    ignores: ['**/*.test.ts', '**/test/**', '**/scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: pattern, message: `${rule} (docs/architecture.md).` }] }] },
  };
}

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
  // No import cycles inside a package (the arrows keep packages from forming one between them).
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...ARROWS.map(arrow),
  // Small files with one job.
  {
    files: ['**/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
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
