import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The rules of eslint.config.mjs that keep the parts apart and the names kebab-case, each shown failing on a
// planted violation and passing on what is allowed. The planted files are linted as text: nothing is written.

const repoRoot = path.resolve(__dirname, '../..');

type LintMessage = { ruleId: string | null; message: string };
type LintCase = { filePath: string; code: string };

// ESLint loads eslint.config.mjs with import(), which jest's module sandbox does not provide, so the cases
// go through ESLint's Node API in a plain node process, all in one run.
const LINT_CASES = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  results.push(result.messages.map(({ ruleId, message, severity }) => ({ ruleId, message, ...(severity === 1 ? { warning: true } : {}) })));
}
process.stdout.write(JSON.stringify(results));
`;

const importing = (source: string) => `import { planted } from '${source}';\n\nexport const used = planted;\n`;
const PLAIN = 'export const planted = 1;\n';

const CASES = {
  serviceToServiceByPath: { filePath: 'svc-users/src/users/planted.ts', code: importing('../../../svc-meals/src/meals/like-meal') },
  serviceToServiceByName: { filePath: 'svc-users/src/users/planted.ts', code: importing('svc-payments/src/service') },
  serviceToItsOwnAndShared: {
    filePath: 'svc-users/src/users/planted.ts',
    code: `import { toUser } from './user-store';\nimport { AppError } from '@hostel/platform';\nimport { MESSAGES } from '@hostel/contracts';\n\nexport const used = [toUser, AppError, MESSAGES];\n`,
  },
  remoteToRemote: { filePath: 'mf-meals/src/meals/planted.tsx', code: importing('../../../mf-admin/src/meals/meals-api') },
  shellToRemoteSource: { filePath: 'shell/src/app/planted.ts', code: importing('../../../mf-meals/src/spa') },
  remoteToKits: {
    filePath: 'mf-meals/src/meals/planted.tsx',
    code: `import { useMeals } from './meals-api';\nimport { Button } from '@hostel/ui';\nimport { MESSAGES } from '@hostel/contracts';\n\nexport const used = [useMeals, Button, MESSAGES];\n`,
  },
  remoteToServerKit: { filePath: 'mf-dashboard/src/payments/planted.ts', code: importing('@hostel/platform') },
  remoteToAccounts: { filePath: 'mf-dashboard/src/payments/planted.ts', code: importing('@hostel/accounts') },
  uiKitToServerKitByPath: { filePath: 'packages/ui/src/api/planted.ts', code: importing('../../../platform/src/index') },
  shellToService: { filePath: 'shell/src/app/planted.ts', code: importing('../../../svc-meals/src/service') },
  contractsToService: { filePath: 'packages/contracts/src/api/planted.ts', code: importing('../../../../svc-meals/src/service') },
  harnessStartsServices: {
    filePath: 'scripts/stack/planted.ts',
    code: `import { planted } from '../../svc-meals/src/service';\nimport { AppError } from '@hostel/platform';\n\nexport const used = [planted, AppError];\n`,
  },
  serviceToTestingHelpers: { filePath: 'svc-meals/src/meals/planted.ts', code: importing('@hostel/platform/testing') },
  testToTestingHelpers: { filePath: 'svc-meals/src/meals/planted.test.ts', code: importing('@hostel/platform/testing') },
  pascalCaseFile: { filePath: 'svc-meals/src/meals/MealCard.ts', code: PLAIN },
  pascalCaseFolder: { filePath: 'mf-meals/src/MealList/meal-list.tsx', code: PLAIN },
  pascalCaseManifest: { filePath: 'deploy/k8s/SvcMeals.yaml', code: 'kind: Service\n' },
  kebabCaseWithSuffixes: { filePath: 'api-tests/meal-likes.api.test.ts', code: PLAIN },
  typeDeclarations: { filePath: 'packages/tokens/src/styled.d.ts', code: 'export {};\n' },
  namedDockerfile: { filePath: 'deploy/test-mode/firebase-auth.Dockerfile', code: 'FROM node:20\n' },
  remoteApiPathString: { filePath: 'mf-meals/src/meals/planted.ts', code: 'export const url = (id: string) => [\'/api/menu\', `/api/meals/${id}`];\n' },
  remoteRawRequest: { filePath: 'mf-meals/src/meals/planted.ts', code: "import { apiRequest } from '@hostel/ui';\n\nexport const read = () => apiRequest('/meals');\n" },
  remoteCallsDeclaration: {
    filePath: 'mf-meals/src/meals/planted.ts',
    code: "import { listMeals } from '@hostel/contracts';\nimport { call, navigate } from '@hostel/ui';\n\nexport const read = () => call(listMeals, { query: { page: 1 } });\nexport const go = () => navigate('/meals');\n",
  },
  serviceRoutePath: { filePath: 'svc-meals/src/meals/planted.ts', code: "import { Router } from 'express';\n\nexport const router = Router().get('/meals/planted', () => undefined);\n" },
} satisfies Record<string, LintCase>;

let messages: Record<keyof typeof CASES, LintMessage[]>;

beforeAll(async () => {
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', LINT_CASES, JSON.stringify(names.map((name) => CASES[name]))],
    { cwd: repoRoot, maxBuffer: 8 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout) as LintMessage[][];
  messages = Object.fromEntries(names.map((name, index) => [name, results[index]!])) as typeof messages;
}, 120_000);

const boundaryErrors = (name: keyof typeof CASES) =>
  messages[name].filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
const namingErrors = (name: keyof typeof CASES) =>
  messages[name].filter((m) => m.ruleId?.startsWith('check-file/')).map((m) => m.message);

describe('service boundaries', () => {
  it('when a service imports another service by path, then lint fails', () => {
    expect(boundaryErrors('serviceToServiceByPath')).toEqual([expect.stringContaining('type "service" are not allowed in elements of type "service"')]);
  });

  it('when a service imports another service by package name, then lint fails', () => {
    expect(boundaryErrors('serviceToServiceByName')).toEqual([expect.stringContaining('type "service" are not allowed in elements of type "service"')]);
  });

  it('when a service imports its own files, the server kit and the contracts, then lint passes', () => {
    expect(messages.serviceToItsOwnAndShared).toEqual([]);
  });

  it('when the stack harness imports a service and the server kit to start them, then lint passes', () => {
    expect(messages.harnessStartsServices).toEqual([]);
  });
});

describe('micro-frontend boundaries', () => {
  it('when a remote imports another remote, then lint fails', () => {
    expect(boundaryErrors('remoteToRemote')).toEqual([expect.stringContaining('type "remote" are not allowed in elements of type "remote"')]);
  });

  it("when the shell imports a remote's source, then lint fails", () => {
    expect(boundaryErrors('shellToRemoteSource')).toEqual([expect.stringContaining('type "remote" are not allowed in elements of type "shell"')]);
  });

  it('when a remote imports its own files, the UI kit and the contracts, then lint passes', () => {
    expect(messages.remoteToKits).toEqual([]);
  });
});

describe('browser code and the server kit', () => {
  it('when a remote imports @hostel/platform, then lint fails', () => {
    expect(boundaryErrors('remoteToServerKit')).toEqual([expect.stringContaining('"@hostel/platform" are not allowed in elements of type "remote"')]);
  });

  it('when a remote imports @hostel/accounts (the services’ users read model, on the server kit), then lint fails', () => {
    expect(boundaryErrors('remoteToAccounts')).toEqual([expect.stringContaining('"@hostel/accounts" are not allowed in elements of type "remote"')]);
  });

  it("when the UI kit imports the server kit's source by path, then lint fails", () => {
    expect(boundaryErrors('uiKitToServerKitByPath')).toEqual([expect.stringContaining('type "server-kit" are not allowed in elements of type "browser-kit"')]);
  });

  it('when the shell imports a service, then lint fails', () => {
    expect(boundaryErrors('shellToService')).toEqual([expect.stringContaining('type "service" are not allowed in elements of type "shell"')]);
  });
});

describe('shared packages', () => {
  it('when the contracts import a service, then lint fails', () => {
    expect(boundaryErrors('contractsToService')).toEqual([expect.stringContaining('type "service" are not allowed in elements of type "contracts"')]);
  });
});

describe('kebab-case names', () => {
  it('when a source file is PascalCase, then lint fails', () => {
    expect(namingErrors('pascalCaseFile')).toEqual(['The filename "MealCard.ts" does not match the "KEBAB_CASE" pattern']);
  });

  it('when a source folder is PascalCase, then lint fails', () => {
    expect(namingErrors('pascalCaseFolder')).toEqual(['The folder "MealList" does not match the "KEBAB_CASE" pattern']);
  });

  it('when a file that is not code is PascalCase, then lint fails', () => {
    expect(namingErrors('pascalCaseManifest')).toEqual(['The filename "SvcMeals.yaml" does not match the "KEBAB_CASE" pattern']);
  });

  it('when a kebab-case name has test, declaration or Dockerfile suffixes, then lint passes', () => {
    expect([messages.kebabCaseWithSuffixes, messages.typeDeclarations, messages.namedDockerfile]).toEqual([[], [], []]);
  });
});

describe('API paths are written in the declarations only (issue 23)', () => {
  const pathErrors = (name: keyof typeof CASES) => messages[name].filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);

  it('when a front end writes an API path, as a string or a template, then lint fails for each', () => {
    expect(pathErrors('remoteApiPathString')).toEqual([expect.stringContaining('No API path strings'), expect.stringContaining('No API path strings')]);
  });

  it('when a front end sends a request by path, then lint fails', () => {
    expect(pathErrors('remoteRawRequest')).toEqual([expect.stringContaining('through its declaration')]);
  });

  it('when a front end calls a declaration and navigates to a page path, then lint passes', () => {
    expect(messages.remoteCallsDeclaration).toEqual([]);
  });

  it('when a service registers a route by a path string, then lint fails', () => {
    expect(messages.serviceRoutePath).toEqual([{ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Bind the handler') }]);
  });
});

describe('testing helpers', () => {
  it("when a service's production code imports @hostel/platform/testing, then lint fails", () => {
    expect(messages.serviceToTestingHelpers.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('testing helpers are for tests only') }),
    ]);
  });

  it('when a test imports @hostel/platform/testing, then lint passes', () => {
    expect(messages.testToTestingHelpers).toEqual([]);
  });
});
