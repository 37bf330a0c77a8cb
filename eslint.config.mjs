import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The backend's module recipe (docs/architecture.md): a module's dependencies show in its imports,
 * so only the config and persistence modules may be global; a port lives in `ports/*.port.ts`.
 */
const NO_GLOBAL_MODULE = {
  selector: "Decorator[expression.callee.name='Global']",
  message:
    'Only the config and persistence modules are @Global: import the module that exports what you need.',
};
const PORT_FILE_NAME = {
  selector: 'Program',
  message: 'A file in ports/ is a port, named <thing>.port.ts.',
};
// The config module (CoreModule.forRoot(config) in app.module.ts) and the persistence module.
const GLOBAL_MODULES = ['backend/src/app.module.ts', 'backend/src/database/persistence.module.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'frontend/src/api/schema.d.ts',
      'frontend/playwright-report/**',
      'frontend/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'domain/ is pure: it imports only its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: GLOBAL_MODULES,
    rules: { 'no-restricted-syntax': ['error', NO_GLOBAL_MODULE] },
  },
  {
    files: ['backend/src/**/ports/**/*.ts'],
    ignores: ['backend/src/**/ports/**/*.port.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_GLOBAL_MODULE, PORT_FILE_NAME] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.spec.ts'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['frontend/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: [
      'frontend/scripts/**/*.mjs',
      'frontend/e2e/**/*.ts',
      'frontend/*.config.ts',
      'tools/**/*.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
);
