import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorResponse } from '@hostel/contracts';
import { answersOf, OPERATIONS, type Answer, type Operation } from '../routing/route-table';

const SECURITY: Record<Operation['access'], RouteConfig['security']> = {
  public: [],
  stripe: [],
  identity: [{ firebase: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

const retryAfter = z.object({ 'Retry-After': z.string().regex(/^[0-9]+$/).meta({ description: 'Seconds to wait before trying again' }) });

/** `patch /serve-meals/{id}` as an operationRef: a JSON pointer into this document's paths. */
const operationRef = (operation: string) => {
  const [method, path] = operation.split(' ') as [string, string];
  return `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
};

const linksOf = (links: NonNullable<Answer['links']>) =>
  Object.fromEntries(Object.entries(links).map(([name, link]) => [name, { operationRef: operationRef(link.operation), parameters: link.parameters }]));

function responsesOf(operation: Operation): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  for (const [status, description] of answersOf(operation)) {
    const own = operation.ok[status as keyof Operation['ok']];
    const response: ResponseConfig = own
      ? {
          description,
          ...(own.headers ? { headers: own.headers } : {}),
          ...(own.schema ? { content: Object.fromEntries([own.contentType ?? 'application/json'].flat().map((type) => [type, { schema: own.schema! }])) } : {}),
          ...(own.links ? { links: linksOf(own.links) } : {}),
        }
      : { description, content: { 'application/json': { schema: errorResponse } } };
    // A refused call and a dependency that is down always say when to come back (DESIGN §6).
    if (status === 429 || status === 503) response.headers = own?.headers ? own.headers.extend(retryAfter.shape) : retryAfter;
    responses[status] = response;
  }
  return responses;
}

type SchemaObject = Extract<Parameters<OpenAPIRegistry['registerComponent']>[2], { anyOf?: unknown }>;

/**
 * What a JSON body may carry besides its declared fields: anything (services ignore unknown fields) except a key
 * that starts with `$`, at any depth, which every service refuses with 400 (DESIGN §3: no query operators from input).
 */
const OPERATOR_FREE_KEY: SchemaObject = { pattern: '^(?!\\$)' };
const OPERATOR_FREE: SchemaObject = {
  description: 'Any JSON value without a key starting with `$` at any depth',
  anyOf: [
    { type: ['string', 'number', 'boolean', 'null'] },
    { type: 'array', items: { $ref: '#/components/schemas/OperatorFree' } },
    { type: 'object', propertyNames: OPERATOR_FREE_KEY, additionalProperties: { $ref: '#/components/schemas/OperatorFree' } },
  ],
};

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Every JSON request body that is an object accepts unknown fields, as long as they are operator-free. */
function refuseOperators(document: Document): Document {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods) as { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }[]) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema?.properties || 'additionalProperties' in schema) continue;
      schema.propertyNames = OPERATOR_FREE_KEY;
      schema.additionalProperties = { $ref: '#/components/schemas/OperatorFree' };
    }
  }
  return document;
}

/** The public API (DESIGN §3) as OpenAPI 3.1, generated from the route table and the contracts' zod schemas. */
export function openApiDocument(operations: readonly Operation[] = OPERATIONS) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('schemas', 'OperatorFree', OPERATOR_FREE);
  registry.registerComponent('securitySchemes', 'session', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token from POST /jwt' });
  registry.registerComponent('securitySchemes', 'firebase', { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' });
  for (const operation of operations) {
    registry.registerPath({
      method: operation.method,
      path: operation.path,
      tags: [operation.service],
      summary: operation.summary,
      description: operation.access === 'admin' ? 'Admins only.' : undefined,
      security: SECURITY[operation.access],
      request: {
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.query ? { query: operation.query } : {}),
        ...(operation.headers ? { headers: operation.headers } : {}),
        ...(operation.body
          ? { body: { required: operation.body.required ?? true, content: { [operation.body.contentType ?? 'application/json']: { schema: operation.body.schema } } } }
          : {}),
      },
      responses: responsesOf(operation),
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hostel Meals API',
      version: '1.0.0',
      description: 'The public API, through the gateway. Errors answer `{ success: false, message }`; a known path asked with another method answers 405 with `Allow`.',
    },
    servers: [{ url: '/api' }],
  });
  return refuseOperators(document);
}
