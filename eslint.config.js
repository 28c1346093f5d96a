import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'frontend/dist',
      'frontend/dist-ssr',
      '.local',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The SPA imports its own modules as '@/…' and the API's contract as '@contract/…'; nothing else of
    // the server is the browser's business. Import cycles are refused: each one has been a module
    // loaded half-initialised, or a lazily loaded module pulled into the first download.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: fileURLToPath(new URL('./frontend/tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lambdas/**'],
              message:
                "The SPA reaches the server's code only through its contract: import from '@contract/…'.",
            },
            {
              group: ['./*', '../*'],
              message: "Import the SPA's own modules as '@/…', whatever folder they sit in.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's modules import each other by relative paths.
    files: ['lambdas/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Imports go downwards only: http -> services -> domain and data -> platform. A handler takes the
    // caller and the input its route parsed, calls one service function and shapes the answer; it never
    // reads or writes the table itself, so a route's steps and rules are found in services/ and domain/.
    files: ['lambdas/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/*', '#data/*'],
              message:
                "A handler calls one function of its area's service module (lambdas/services/), never data/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The entities' modules never call back up into the sequences that use them.
    files: ['lambdas/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/*', '**/http/*'],
              message: 'data/ is below services/ and http/: pass what it needs down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rules are pure: no table, no SDK client, no sequence; time comes in as a parameter.
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/*', '**/services/*', '**/platform/*', '**/http/*', '#data/*', '#platform/*'],
              message: 'domain/ holds pure rules: take what they need as parameters.',
            },
          ],
        },
      ],
    },
  },
);
