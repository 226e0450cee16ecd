import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importBoundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.tmp',
      'test-results',
      'playwright-report',
      'client/src/gql/**',
      'gateway/graphql/generated/**',
      'provider/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Imports flow one way: shared code -> features -> app (app/ and ssr/ compose features).
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-boundaries': importBoundaries },
    rules: { 'import-boundaries/layers': 'error' },
  },
  {
    // The gateway's layers point one way (docs/architecture.md); client code only through
    // client/src/ssr/server-entry.ts.
    files: ['gateway/**/*.{ts,tsx}'],
    plugins: { 'import-boundaries': importBoundaries },
    rules: { 'import-boundaries/gateway-layers': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
