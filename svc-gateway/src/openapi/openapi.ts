import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { API_BASE, errorResponse } from '@hostel/contracts';
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

const SSE = 'text/event-stream';

/**
 * A server-sent event as OpenAPI 3.1 describes one of a text/event-stream (its `schema` read per event, as 3.2's
 * itemSchema; schemathesis reads it so): the parsed fields `{ event, id, data }`. The answer declares what `data`
 * carries, JSON with its own `type` and `id`, which the gateway's stream also writes as the `event` and `id` lines
 * (events/sse-stream.ts); each kind of event is a named schema, the `contentSchema` of its `data`.
 */
function serverSentEvent(payload: z.ZodType, named: z.ZodType[]): z.ZodType {
  const kinds = payload instanceof z.ZodUnion ? payload.options : [payload];
  const events = kinds.map((kind) => {
    const name = z.globalRegistry.get(kind)?.id;
    if (!(kind instanceof z.ZodObject) || !kind.shape.type || !kind.shape.id || !name) {
      throw new Error('an event stream declares each event as a named object with its type and id');
    }
    named.push(kind);
    const data = z.string().meta({ contentMediaType: 'application/json', contentSchema: { $ref: `#/components/schemas/${name}` } } as Record<string, unknown>);
    return z.object({ event: kind.shape.type as z.ZodType, id: kind.shape.id as z.ZodType, data });
  });
  return events.length === 1 ? events[0]! : z.union(events);
}

function responsesOf(operation: Operation, named: z.ZodType[]): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  for (const [status, description] of answersOf(operation)) {
    const own = operation.ok[status as keyof Operation['ok']];
    const response: ResponseConfig = own
      ? {
          description,
          ...(own.headers ? { headers: own.headers } : {}),
          ...(own.schema
            ? { content: Object.fromEntries([own.contentType ?? 'application/json'].flat().map((type) => [type, { schema: type === SSE ? serverSentEvent(own.schema!, named) : own.schema! }])) }
            : {}),
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

/** The public API (DESIGN §3) as OpenAPI 3.1, generated from the operations' declarations and the contracts' zod schemas. */
export function openApiDocument(operations: readonly Operation[] = OPERATIONS) {
  const registry = new OpenAPIRegistry();
  const eventSchemas: z.ZodType[] = [];
  registry.registerComponent('schemas', 'OperatorFree', OPERATOR_FREE);
  registry.registerComponent('securitySchemes', 'session', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token from POST /jwt' });
  registry.registerComponent('securitySchemes', 'firebase', { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' });
  for (const operation of operations) {
    registry.registerPath({
      method: operation.method,
      path: operation.path,
      operationId: operation.name,
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
      responses: responsesOf(operation, eventSchemas),
    });
  }
  // The events a stream's `data` carries are only referenced from their contentSchema: listed, they become components.
  const document = new OpenApiGeneratorV31([...registry.definitions, ...eventSchemas.map((schema) => ({ type: 'schema' as const, schema }))]).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hostel Meals API',
      version: '1.0.0',
      description: 'The public API, through the gateway. Errors answer `{ success: false, message }`; a known path asked with another method answers 405 with `Allow`.',
    },
    servers: [{ url: API_BASE }],
  });
  return refuseOperators(document);
}
