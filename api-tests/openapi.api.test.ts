/**
 * The published contract against the running gateway: every operation /api/openapi.json lists is routed and
 * answers one of the statuses it lists; every path refuses the methods it does not list with 405 and `Allow`.
 * (schemathesis fuzzes the same document in its own phase: scripts/schemathesis/run.ts.)
 */
import { OPERATIONS } from '../svc-gateway/src/routing/route-table';
import { api, gatewayUrl } from './support/client';
import { UNKNOWN_ID } from './support/fixtures';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Path parameters that name nothing that exists: the call must still reach its operation. */
const fill = (path: string) => path.replace(/\{email\}/g, encodeURIComponent('nobody@openapi.test')).replace(/\{[A-Za-z]+\}/g, UNKNOWN_ID);

let document: Document;

beforeAll(async () => {
  const res = await api<Document>('/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
});

describe('GET /api/openapi.json against the gateway', () => {
  it('when compared with the route table, then it documents exactly the routed operations', () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));

    expect(listed.sort()).toEqual(OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort());
  });

  it('when every documented operation is called without credentials, then it reaches its route and answers a status it lists', async () => {
    const answers: { call: string; status: number; listed: boolean }[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, spec] of Object.entries(methods)) {
        const res = await fetch(`${gatewayUrl()}/api${fill(path)}`, { method: method.toUpperCase(), redirect: 'manual' });
        answers.push({ call: `${method.toUpperCase()} ${path}`, status: res.status, listed: res.status in spec.responses });
      }
    }

    expect(answers.filter((answer) => !answer.listed)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 405)).toEqual([]);
    // A 404 there is the operation's own "no such id", never the gateway's "Route not found".
    const notFound = answers.filter((answer) => answer.status === 404).map((answer) => answer.call);
    for (const call of notFound) {
      const [method, path] = call.split(' ');
      const res = await api(fill(path!), { method });
      expect({ call, body: res.body }).not.toEqual({ call, body: { success: false, message: 'Route not found' } });
    }
  });

  it('when a documented path is called with a method it does not list, then 405 with Allow naming exactly its methods', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const listed = Object.keys(methods).map((method) => method.toUpperCase());
      const other = METHODS.find((method) => !(method in methods))!.toUpperCase();

      const res = await api(fill(path), { method: other });

      expect({ path, method: other, status: res.status, body: res.body }).toEqual({ path, method: other, status: 405, body: { success: false, message: 'Method not allowed' } });
      const allow = res.headers.get('allow')!.split(', ');
      expect(allow.sort()).toEqual((listed.includes('GET') ? [...listed, 'HEAD'] : listed).sort());
    }
  });

  it('when a path is not documented, then 404 even for a method some path has', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await api('/meals/reviewedBy/x/y', { method });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Route not found' });
    }
  });
});
