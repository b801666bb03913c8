// One jest setup for the whole repo: swc transforms TS and TSX (typescript 7 has no JS compiler API,
// and swc is far faster than a type-checking transform; types are checked by `npm run typecheck`).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const nodeRoots = ['packages/contracts', 'packages/platform', 'packages/accounts', 'packages/web-server', 'svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'scripts', 'deploy'];
const webRoots = ['shell', 'mf-meals', 'mf-dashboard', 'mf-admin', 'packages/tokens', 'packages/ui'];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: nodeRoots.map((r) => `<rootDir>/${r}`),
      testMatch: ['**/*.test.ts'],
      // Fault tests restart shared servers; they run alone in a second phase (see scripts/test.sh).
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.fault\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'fault',
      testEnvironment: 'node',
      roots: [...nodeRoots, 'api-tests'].map((r) => `<rootDir>/${r}`),
      testMatch: ['**/*.fault.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: webRoots.map((r) => `<rootDir>/${r}`),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.web-setup.ts'],
      moduleNameMapper: { '\\.(css|png|jpe?g|svg|webp|avif)$': '<rootDir>/jest.file-stub.js' },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api-tests'],
      testMatch: ['**/*.api.test.ts'],
      // One backend for every API suite, in the mode API_TEST_MODE names (embedded or real).
      globalSetup: '<rootDir>/api-tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/api-tests/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/api-tests/support/setup-timeouts.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      // The running system (backend, demo accounts, four front ends) once for every journey.
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup-timeouts.ts'],
    },
  ],
};
