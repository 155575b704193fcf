import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', 'test/bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      // `import { z }` pulls the whole of zod (~450 KB) into every bundle; the namespace
      // import lets esbuild and Vite drop what is unused.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as `import * as z from 'zod'` so bundles can drop what is unused.",
        },
      ],
    },
  },
  {
    // Type-aware: each file is read with its own tsconfig (Node, web, test). A promise nobody
    // awaits loses its failure without a trace, and one handed where a void callback goes
    // (onClick, setTimeout) is never awaited at all: say `void` where that is meant.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Replaces the list above for the SPA, so it repeats the zod import rule.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as `import * as z from 'zod'` so bundles can drop what is unused.",
        },
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name=/Routes$/][property.name=/^(body|query|params|response|summary|handler|needs|rateLimit|cache|readsTogether)$/]",
          message:
            "The browser gets a route's method, path and flags only (web/browser-routes.ts): import a schema from @core, or use its type (BodyOf<typeof route>).",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
);
