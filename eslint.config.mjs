// Lint rules that hold the architecture in place: no import cycles, no app reaching into another
// app's source, service domains free of frameworks and drivers, front-end features independent.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const apps = [
  'shell',
  'mfe-triage',
  'mfe-account',
  'mfe-billing',
  'svc-gateway',
  'svc-auth',
  'svc-triage',
  'svc-billing',
];
const services = apps.filter((app) => app.startsWith('svc-'));
const frontEnds = apps.filter((app) => !app.startsWith('svc-'));

/** Each app may import only its own source, `contracts/` and `packages/`. */
const noForeignAppSource = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Import another app only through a contract in contracts/ or a package in packages/.',
}));

/** The feature folders of a front end, read when lint starts so every new feature is covered. */
const featuresOf = (app) => {
  const dir = `${app}/src/features`;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

/** Front-end code flows one way: shared -> features -> app, and a feature never imports another. */
const frontEndLayers = frontEnds.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what both need to components/ or lib/.',
  })),
  {
    target: [`./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/api`],
    from: [`./${app}/src/features`, `./${app}/src/app`],
    message: 'Shared code must not import features or the app.',
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x cannot parse TypeScript dependencies and no-cycle silently finds nothing.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.web.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...noForeignAppSource, ...frontEndLayers] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: services.map((service) => `${service}/src/domain/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'express',
            'mongoose',
            'amqplib',
            'stripe',
            'openai',
            'better-sqlite3',
            'http-proxy-middleware',
          ].map((name) => ({
            name,
            message: 'The domain is free of frameworks and drivers; use a port implemented in adapters/.',
          })),
          patterns: [
            {
              group: ['**/adapters/**', '**/http/**', '**/messaging/**'],
              message: 'The domain imports nothing of its entry points or adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    files: frontEnds.map((app) => `${app}/src/**/*.{ts,tsx}`).concat('packages/ui-kit/src/**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
