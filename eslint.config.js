import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['tests/e2e/**/*.ts', 'tests/e2e-dev/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use src/platform/http.' },
        { name: 'location', message: 'Use src/platform/browser or location.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'webkit', message: 'Use src/platform/bridge.' },
        { object: 'window', property: 'location', message: 'Use src/platform/browser or location.' },
        { object: 'window', property: 'fetch', message: 'Use src/platform/http.' },
      ],
    },
  },
);
