// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { fuelmarketPlugin } from './scripts/eslint/formKit.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '**/*.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      'app/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['app/src/**/*.tsx'],
    ignores: ['app/src/shell/forms/**'],
    plugins: { fuelmarket: fuelmarketPlugin },
    rules: { 'fuelmarket/form-dialogs-use-the-kit': 'error' },
  },
  prettier,
);
