// `npm run lint`. Type-aware typescript-eslint over the service, the tests, the scripts and the
// dashboard; an import-cycle rule; Temporal's workflow restrictions for the workflow code
// (src/pipeline/temporal/workflow.ts and the pure modules it bundles).
import { builtinModules } from 'node:module';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // dist/: the server bundle `npm start` builds (scripts/build-server.mjs), generated code.
  { ignores: ['node_modules/', 'data/', '.tmp/', 'dist/', 'dashboard/dist/', 'src/grpc/gen/'] },
  {
    // A disable comment that suppresses nothing is an error, so none is left behind.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // The rare justified disable names its rule and says why (`-- reason`), one line at a time.
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-use': ['error', { allow: ['eslint-disable-next-line', 'eslint-disable-line'] }],
    },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows only the extensions listed here; `.js` specifiers resolve to `.ts` files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'dashboard/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's test()/describe() return promises the runner itself awaits.
          allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A leading underscore marks a value kept for its position (a destructured field left out, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // An `async` function without `await` is how a synchronous implementation of a
      // Promise-returning interface (providers, knex's migration source, fakes) turns a throw
      // into a rejection; the rule would make each such method look different.
      '@typescript-eslint/require-await': 'off',
      // Rows from knex and values from page.evaluate are untyped: an assertion at the call
      // names their shape, which the rule would move into a type argument to no one's benefit.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Layers import one way: transport (src/api, src/grpc) → services → store and pipeline →
    // domain and sim. A lower layer that needs something from a higher one has it handed in
    // (PipelineStarter, WorkBudget: the pipeline defines them, main.ts wires them).
    files: ['src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./src/pipeline', './src/store'],
              from: ['./src/services', './src/api', './src/grpc'],
              message: 'The store and the pipeline sit below services and transports; hand what they need in.',
            },
            {
              target: './src/services',
              from: ['./src/api', './src/grpc'],
              message: 'Services know no transport; the transports call them.',
            },
            {
              target: ['./src/domain', './src/sim'],
              from: ['./src/services', './src/api', './src/grpc', './src/pipeline', './src/store'],
              message: 'The domain and the kernel depend on nothing above them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON bodies and protobuf messages as untyped values and let
    // assertions judge them; tests swap a service's method for a failing one and put it back.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The OpenAPI document from trpc-to-openapi is reshaped here as loose JSON (paths, responses, components).
    files: ['src/api/openapi.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Temporal's workflow sandbox replays workflow code and must get the same commands each
    // time: no Node built-ins, nothing non-deterministic, activities known by type only. This
    // follows the rules in Temporal's TypeScript docs ("Workflow logic requirements",
    // docs.temporal.io/develop/typescript/core-application) and the no-restricted-imports
    // override of Temporal's own TypeScript samples (samples-typescript, .eslintrc.js); there
    // is no official Temporal ESLint plugin for SDK 1.24.
    files: ['src/pipeline/temporal/workflow.ts', 'src/pipeline/temporal/contract.ts', 'src/pipeline/stage-flow.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...builtinModules.flatMap((m) => [m, `node:${m}`]).map((name) => ({ name, message: 'Workflow code runs in Temporal\'s sandbox: no Node built-ins.' })),
            ...['@temporalio/activity', '@temporalio/client', '@temporalio/worker', '@temporalio/testing'].map((name) => ({
              name,
              message: 'Workflow code imports only @temporalio/workflow and @temporalio/common.',
            })),
          ],
          patterns: [
            {
              regex: '^\\.\\./(?!stage-flow\\.js$)',
              allowTypeImports: true,
              message: 'Workflow code imports only the pure contract (and what it is built from); service code as types only (`import type`).',
            },
            {
              regex: '^\\./(?!contract\\.js$)',
              allowTypeImports: true,
              message: 'Workflow code imports only the pure contract; activities as types only (`import type`).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'setImmediate', 'clearImmediate', 'fetch', 'crypto', 'performance', 'WeakRef', 'FinalizationRegistry'].map((name) => ({
          name,
          message: 'Not available or not deterministic in Temporal\'s workflow sandbox.',
        })),
      ],
    },
  },
  {
    // Plain JavaScript (scripts, this file) is outside the TypeScript projects.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['dashboard/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
);
