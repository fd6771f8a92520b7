import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import direction between rooms (see docs/architecture.md). */
const restrictedZones = [
  { target: './src/engine/core', from: ['./src/views/**', './src/engine/!(core)/**', './src/screens/**', './src/api/**', './src/widgets/**', './src/ui/**', './src/app/**', './server/**'] },
  { target: './src/lib', from: ['./src/views/**', './src/engine/**', './src/screens/**', './src/api/**', './src/widgets/**', './src/ui/**', './src/app/**', './server/**'] },
  { target: './src/ui', from: ['./src/views/**', './src/engine/**', './src/screens/**', './src/api/**', './src/widgets/**', './src/app/**', './server/**'] },
  { target: './src/widgets', from: ['./src/views/**', './src/engine/!(core)/**', './src/screens/**', './src/api/**', './src/app/**', './server/**'] },
  // Widgets read every rule from their props (the schema RJSF passes, ui:options, the form context): no schema or
  // reference data file of their own.
  { target: './src/widgets', from: ['./schemas/**', './refdata/**'], message: 'Widgets take schemas and reference data from props, never from imports.' },
  { target: './src/api', from: ['./src/views/**', './src/engine/!(core)/**', './src/screens/**', './src/widgets/**', './src/ui/**', './src/app/**', './server/**'] },
  // The engine receives its widgets from the app (FormRegistryProvider) and knows no form's content; only its core
  // reads schemas/ (the rubric meta-schema).
  { target: './src/engine', from: ['./src/views/**', './src/screens/**', './src/api/**', './src/widgets/**', './src/app/**', './server/**'] },
  { target: ['./src/engine/*', './src/engine/!(core)/**'], from: ['./schemas/**'] },
  { target: './src/screens', from: ['./src/app/**', './server/**'] },
  { target: './src/views', from: ['./src/screens/**', './src/app/**', './server/**'] },
  { target: './src', from: ['./server/**', './tests/**', './bench/**'] },
  // The server reads only the pure rooms of the client side: src/lib, the engine's core, and the build's form reader.
  {
    target: './server',
    from: ['./src/!(engine|lib)/**', './src/engine/!(core|build)/**', './src/engine/*.*', './tests/**', './bench/**'],
  },
  { target: './server/db/migrations', from: ['./server/!(db)/**', './src/**'] },
  // Contracts are read by both sides: they import nothing but the shared low room (src/lib).
  { target: './contracts', from: ['./server/**', './src/!(lib)/**', './tests/**', './bench/**', './scripts/**'] },
];

/** Only the database room and the feature repositories build queries (docs/architecture.md, "Server"). */
const QUERY_BUILDER_FILES = ['server/db/**', 'server/features/*/repository.ts', 'server/features/*/*-repository.ts'];
const queryBuilderRules = {
  'no-restricted-imports': [
    'error',
    { paths: [{ name: 'kysely', message: 'Queries live in a repository (server/features/<feature>/repository.ts) or server/db.' }] },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
      message: 'Queries live in a repository (server/features/<feature>/repository.ts) or server/db.',
    },
    {
      // The query builder's `db.transaction()`; a repository's `transaction(work)` is how a service asks for one.
      selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
      message: 'Transactions are opened by a repository (its `transaction(work)`), not by the query builder here.',
    },
  ],
};
/** Routes hand work to services; they never hold the database handle. */
const routeRules = {
  'no-restricted-syntax': [
    'error',
    ...queryBuilderRules['no-restricted-syntax'].slice(1),
    { selector: "MemberExpression[property.name='db']", message: 'Routes call services and repositories (app.repos), never the database handle.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'dist-review/**', 'node_modules/**', 'data/**', 'coverage/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'primereact/dialog', message: "Use AppDialog (src/ui/app-dialog.tsx): it starts focus in the dialog's first field." }] },
      ],
    },
  },
  { files: ['src/ui/app-dialog.tsx'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['server/**/*.ts'], ignores: QUERY_BUILDER_FILES, rules: queryBuilderRules },
  { files: ['server/features/*/routes.ts', 'server/features/*/*-routes.ts'], rules: routeRules },

);
