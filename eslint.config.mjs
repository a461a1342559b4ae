// ESLint flat config, run by `npm run lint` inside `npm test` (warnings fail it: --max-warnings=0).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code: suites, their kits and stand-ins, the Playwright specs. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  'e2e/**',
  'tests/**',
  'server/test/**',
  '**/*test-kit.{ts,tsx}',
  '**/test-node.ts',
  '**/testing/**',
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '.next/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // An unused name is a mistake or dead code; a leading underscore marks one kept on purpose (a positional argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: Fastify takes a plugin or hook as an async function (a plain one with two parameters waits for a `done`
      // callback), and an async method is how a stand-in implements a promise-returning interface; `async` also
      // turns a throw into a rejection, which callers await. An await is not what makes these correct.
      '@typescript-eslint/require-await': 'off',
      // React discards what an event handler returns, so an async handler passed as a JSX attribute (react-hook-form's
      // handleSubmit) is not a misused promise; the other void-return checks (arguments, properties) stay on.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      // Off in tests: `expect(stub.method).toHaveBeenCalled()` passes a vi.fn stand-in, which uses no `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Off in tests: vitest types its asymmetric matchers (expect.any, expect.stringMatching) as `any` so they fit any
      // field of an expected object. Reading a reply typed `any` is still caught (no-unsafe-member-access, -call, -return).
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{app,components,features,i18n,lib}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // role="list" on a list is kept: Safari drops a list's semantics when its markers are styled away (list-style: none).
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['{app,components,features,i18n,lib}/**/*.{ts,tsx}', 'proxy.ts', 'next.config.ts'],
    // Tests render fixtures, not pages: a fixture's plain link is no page navigation.
    ignores: TEST_FILES,
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
  },
);
