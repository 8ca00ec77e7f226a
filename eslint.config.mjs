import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'static/**',
      'docs/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // The service worker source runs in a ServiceWorkerGlobalScope (self, caches, clients).
    files: ['src/plugins/service-worker/worker.js'],
    languageOptions: {globals: {...globals.serviceworker}, sourceType: 'script'},
  },
  {
    // Bundler loaders are CommonJS, loaded by Node's require; they require Node's modules.
    files: ['src/plugins/**/*.cjs'],
    languageOptions: {globals: {...globals.node}, sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
);
