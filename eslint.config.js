// Code rules (`npm run lint`); the architecture rules live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROUTE_FILES = ['apps/api/src/modules/*/routes.ts', 'apps/api/src/modules/*/*-routes.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A text read when the module loads is fixed in whatever language was loaded by then (or none).
          selector: "CallExpression[callee.object.name='i18next'][callee.property.name='t']:not(:function CallExpression)",
          message: 'Translate when rendering: call i18next.t inside a function or a getter, not when the module loads.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Settings are parsed once in config.ts; read them from ctx.config.' },
      ],
    },
  },
  {
    files: ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Routes are HTTP only: the command they call opens and owns the transaction.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/schema'],
              allowTypeImports: true,
              message: 'Routes do no SQL: call a command or a read function of a module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**', 'bench/**', 'scripts/**', 'apps/*/scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off', 'no-restricted-properties': 'off' },
  },
  prettier,
);
