import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API, pathOf, type Operation, type OperationName } from '@hostel/contracts';
import { openApiDocument } from '../../svc-gateway/src/openapi/openapi';
import { routeFor } from '../../svc-gateway/src/routing/route-table';

// Issue 23: every operation is declared once (packages/contracts/src/operations) and everything else follows from the
// declaration. This walks the declarations: each is routed by the gateway, documented in the OpenAPI document under
// its name, and called by a front end through the declaration. Services binding them is checked where they bind.

const repoRoot = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['shell/src', 'mf-meals/src', 'mf-dashboard/src', 'mf-admin/src', 'packages/ui/src'];

/**
 * The operations no front end calls, each with the reason. The walk fails when one of them is called after all (the
 * reason went stale) as much as when another operation is not.
 */
const NOT_CALLED_BY_A_FRONT_END: Partial<Record<OperationName, string>> = {
  stripeWebhook: 'Stripe calls it, signed with the endpoint’s secret',
  health: 'for monitors, load balancers and the stack’s readiness checks; no page shows it',
  getUpload: 'an image is read by <img src> from the URL its upload answered, not by a call',
  liveEvents: 'an endless event stream: packages/ui/src/live opens an EventSource on pathOf(liveEvents), one per page',
  cardTotals: 'read by `npm run reconcile` (scripts/reconcile.ts), which sets svc-payments’ card totals against the accounts’; no page shows it',
  getAccount: 'the money desk’s read of one boarder’s account for API clients; Mess Bills shows each boarder’s statement, My Meals the boarder’s own account (getMyAccount)',
  findUserByEmail: 'for API clients that have an e-mail as data; the shell reads the signed-in user by getUser (/users/{email})',
};

const operations = Object.values(API) as Operation[];

/** The front ends' production sources (tests and test helpers left out). */
function frontEndSources(): { file: string; text: string }[] {
  return FRONT_ENDS.flatMap((folder) =>
    readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('testing'))
      .map((file) => ({ file: path.join(folder, file), text: readFileSync(path.join(repoRoot, folder, file), 'utf8') })),
  );
}

/** The declarations a source imports by name from the contracts (as values, not types), by their local names. */
function importedDeclarations(text: string): Map<string, string> {
  const locals = new Map<string, string>();
  for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@hostel\/contracts(?:\/[^']*)?'/g)) {
    for (const entry of names!.split(',').map((name) => name.trim())) {
      if (!entry || entry.startsWith('type ')) continue;
      const [imported, local = imported] = entry.split(/\s+as\s+/);
      if (imported! in API) locals.set(local!, imported!);
    }
  }
  return locals;
}

/** The operations each front-end file passes to the typed caller (`call(op, …)`, `callWithHeaders(op, …)`, `callForFile(op, …)`), by file. */
function calledOperations(): Map<string, string[]> {
  const called = new Map<string, string[]>();
  for (const { file, text } of frontEndSources()) {
    for (const [local, name] of importedDeclarations(text)) {
      if (new RegExp(`\\b(call|callWithHeaders|callForFile)\\(\\s*${local}\\b`).test(text)) called.set(name, [...(called.get(name) ?? []), file]);
    }
  }
  return called;
}

describe('every operation declared in packages/contracts', () => {
  it('when the gateway is asked for the operation’s path and method, then it routes to that very declaration', () => {
    const misrouted = operations.filter((op) => {
      const samplePath = pathOf(op, Object.fromEntries(Object.keys(op.params?.shape ?? {}).map((name) => [name, `sample-${name}`])));
      return routeFor(op.method.toUpperCase(), samplePath)?.name !== op.name;
    });
    expect(misrouted.map((op) => `${op.name} (${op.method} ${op.path})`)).toEqual([]);
  });

  it('when the OpenAPI document is generated, then it holds the operation under its path and method with its name as operationId', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { operationId?: string }>>;
    const missing = operations.filter((op) => paths[op.path]?.[op.method]?.operationId !== op.name);
    expect(missing.map((op) => op.name)).toEqual([]);
  });

  it('when the front ends are read, then each operation is called through its declaration, except the few no page calls (each with its reason)', () => {
    const called = calledOperations();
    const uncalled = operations.map((op) => op.name).filter((name) => !called.has(name) && !(name in NOT_CALLED_BY_A_FRONT_END));
    const calledThoughExempt = Object.keys(NOT_CALLED_BY_A_FRONT_END).filter((name) => called.has(name));
    expect({ uncalled, calledThoughExempt }).toEqual({ uncalled: [], calledThoughExempt: [] });
    // The exemptions name declared operations only.
    expect(Object.keys(NOT_CALLED_BY_A_FRONT_END).filter((name) => !(name in API))).toEqual([]);
  });

  it('when the live events stream is opened, then it is opened on its declaration’s path', () => {
    const live = frontEndSources().find(({ file }) => file.endsWith(path.join('live', 'live-events.ts')))!;
    expect(importedDeclarations(live.text).get('liveEvents')).toBe('liveEvents');
    expect(live.text).toMatch(/pathOf\(liveEvents\)/);
  });
});
