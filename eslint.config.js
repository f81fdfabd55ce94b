import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tools/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Type-aware rules, each for a kind of bug types alone do not catch: a promise nobody awaits or
    // catches, a promise where a callback's return is ignored, `await` on a value that is no promise,
    // a cast that changes nothing, an object or undefined printed into a template, a thrown non-Error,
    // and a promise returned from inside try (its rejection would skip the catch and finally too early).
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // `never` is what a value narrowed past every expected case prints: the unexpected one, on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNever: true }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    // The browser tests' fixtures type contact fields as zod input (unknown); they print into
    // accessible names as the page does, and the browser suite stays as written.
    files: ['apps/web/e2e/**'],
    rules: { '@typescript-eslint/restrict-template-expressions': 'off' },
  },
);
