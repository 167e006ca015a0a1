import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                "Its icons are client components: each one drawn by a server component is hydrated and ships lucide-react's code. Import them from '@/components/ui/icons'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test left behind makes the rest of the suite skip silently: never committed (Jest and Playwright).
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']",
          message: 'A focused test (.only) skips every other test: remove it before committing.',
        },
        {
          selector: "MemberExpression[object.object.name='test'][object.property.name='describe'][property.name='only']",
          message: 'A focused test (.only) skips every other test: remove it before committing.',
        },
      ],
    },
  },
  {
    // The embedded Strapi's own code (CommonJS on Node.js), checked like the rest.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-undef': 'error' },
  },
  { files: ['cms/**/*.test.js'], languageOptions: { globals: globals.jest } },
  globalIgnores([
    // Every Next build folder (.next, .next-e2e, and those of side-by-side runs).
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    // The embedded Strapi's dependencies, database, uploads and admin build: not ours.
    'cms/node_modules/**',
    'cms/.tmp/**',
    'cms/dist/**',
    'cms/build/**',
    'cms/.strapi/**',
    'cms/public/**',
    'test-results/**',
    'playwright-report/**',
    'e2e/.artifacts/**',
    'coverage/**',
    '.test-reports/**',
    // Built by scripts/build-measures.mjs.
    'lib/measures/generated/**',
    // Benchmark output, the floor app and the baseline checkout of npm run bench.
    '.bench/**',
  ]),
]);
