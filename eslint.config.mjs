import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// Folders whose file and folder names must be kebab-case (STYLE.md): each workspace's sources and the
// repository's scripts, API tests, browser journeys and deployment checks.
const NAMED_FOLDERS = ['svc-*/src', 'mf-*/src', 'shell/src', 'packages/*/src', 'scripts', 'api-tests', 'e2e', 'deploy'];
const CODE_FILES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';
// Names the tools fix, kept as they expect them: README.md (what GitHub shows), Dockerfile (docker build's
// default) and dotfiles (.gitignore, .env.example). Everything else, configs and `*.d.ts` included, is
// kebab-case before its first dot: `meals.api.test.ts`, `styled.d.ts`, `firebase-auth.Dockerfile`.
const NAME_EXCEPTIONS = ['**/README.md', '**/Dockerfile', '**/.*'];

// A string or template that begins with the API's prefix: a URL of the API written by hand.
const API_PATH_MESSAGE = 'No API path strings outside packages/contracts: use the operation\u2019s declaration (pathOf, call).';
const API_PATH_RULES = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
];

const DEEP_WORKSPACE_IMPORT = { group: ['@hostel/*/src', '@hostel/*/src/**'], message: 'import a workspace package through an entry its package.json exports' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**', '.cache/**', 'coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/tokens/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import circles: a module that needs another's names needs it finished first, and a circle leaves one of
    // them half-initialised at run time (or, of types only, two files that cannot be read apart). Workspace
    // packages resolve through node_modules to their sources, so a circle across packages counts too.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A workspace package is reached through its own entries (`exports` in its package.json): its folders stay its
    // own to move. Restated in the testing-helpers block below, which replaces this rule's options there.
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_WORKSPACE_IMPORT] }] },
  },
  {
    // Command-line scripts and configs talk to the terminal on purpose.
    files: ['scripts/**', '**/*.config.{js,mjs,cjs}', 'packages/web-build/**/*.js', 'e2e/**', 'api-tests/**', '**/jest.*.js'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The parts meet only through HTTP, events and module federation (DESIGN §1), so an import across a
    // boundary is an error. Paths are resolved first, so `../../svc-meals/...` and `svc-meals/...` are the
    // same dependency. scripts/, api-tests/, e2e/ and deploy/ belong to no part: the stack harness and the
    // tests start services in-process, which is their job.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'service', pattern: 'svc-*' },
        { type: 'remote', pattern: 'mf-*' },
        { type: 'shell', pattern: 'shell' },
        { type: 'server-kit', pattern: 'packages/platform' },
        { type: 'accounts', pattern: 'packages/accounts' },
        { type: 'browser-kit', pattern: ['packages/ui', 'packages/tokens'] },
        { type: 'contracts', pattern: 'packages/contracts' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', {
        // The policies name the forbidden crossings; every other import is allowed.
        default: 'allow',
        // The plugin classes some workspace packages (`@hostel/platform`) as external modules, so their
        // package names are checked as well as the resolved paths.
        checkAllOrigins: true,
        policies: [
          {
            // Another service's data and logic are reached through its API or its events.
            from: { element: { type: 'service' } },
            disallow: { to: [{ element: { type: 'service' } }, { module: { source: 'svc-*' } }] },
          },
          {
            // Remotes are loaded at run time from their exposed modules; a source import would bundle one
            // team's code into another's build and skip the federation contract.
            from: { element: { type: ['remote', 'shell'] } },
            disallow: { to: [{ element: { type: 'remote' } }, { module: { source: 'mf-*' } }] },
          },
          {
            // The server kit (Express, MongoDB, amqplib, firebase-admin, secrets) must never reach a bundle.
            from: { element: { type: ['shell', 'remote', 'browser-kit'] } },
            disallow: {
              to: [{ element: { type: ['server-kit', 'accounts', 'service'] } }, { module: { source: ['@hostel/platform', '@hostel/accounts', 'svc-*'] } }],
            },
          },
          {
            // Shared packages are used by the parts; reaching back into one would tie every part to it.
            from: { element: { type: ['server-kit', 'accounts', 'browser-kit', 'contracts'] } },
            disallow: {
              to: [{ element: { type: ['service', 'remote', 'shell'] } }, { module: { source: ['svc-*', 'mf-*', 'shell'] } }],
            },
          },
        ],
      }],
    },
  },
  {
    // An API operation's path is written once, in its declaration (packages/contracts/src/operations).
    // Front ends call declarations (`call(op, …)` from @hostel/ui), which fill the path and type the answer; a path
    // string would be a call the declarations, the walk test and the answer check know nothing about.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'packages/ui/src/api/api-fetch.ts', 'packages/ui/src/api/call.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_RULES, {
        selector: "CallExpression[callee.name='apiRequest']",
        message: 'Call the operation through its declaration: call(op, { params, query, body }) from @hostel/ui.',
      }],
    },
  },
  {
    // Services bind handlers to declarations (platform's bind-operations); a route registered by a path string
    // restates the declaration, and so does an API path written out (use pathOf/apiPathOf and API_BASE).
    files: ['svc-*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_RULES, {
        selector: "CallExpression[callee.property.name=/^(get|post|put|patch|delete|all)$/][arguments.0.type='Literal'][arguments.0.value=/^\\//]",
        message: 'Bind the handler to its declaration (packages/contracts/src/operations) instead of a path string.',
      }],
    },
  },
  {
    // The testing helpers (throwaway stores, TCP proxies, server look-ups) are for tests and the harness only: a
    // service's or the kit's production code that imported them would ship them (deploy/production-bundles.test.ts
    // checks the bundles too).
    files: ['svc-*/src/**/*.ts', 'packages/platform/src/**/*.ts', 'packages/accounts/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.contract.ts', 'packages/platform/src/testing/**', 'svc-*/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [DEEP_WORKSPACE_IMPORT, { group: ['@hostel/platform/testing', '**/testing/*', '**/testing'], message: 'testing helpers are for tests only' }],
      }],
    },
  },
  {
    // Code files are linted as code; every other file in these folders (YAML, shell scripts, images) is
    // handed to ESLint only for its name: the processor gives the rules an empty program.
    files: NAMED_FOLDERS.map((folder) => `${folder}/**/*.*`),
    ignores: [...NAME_EXCEPTIONS, CODE_FILES],
    plugins: { 'check-file': checkFile },
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: NAMED_FOLDERS.map((folder) => `${folder}/**/*.*`),
    ignores: NAME_EXCEPTIONS,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': [
        'error',
        Object.fromEntries(NAMED_FOLDERS.map((folder) => [`${folder}/**/`, 'KEBAB_CASE'])),
      ],
    },
  },
);
