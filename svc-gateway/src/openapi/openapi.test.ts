import { EVENTS, LIVE_EVENT_ID, LIVE_EVENT_ID_FORMAT, SERVE_REQUEST_EVENT_TYPES } from '@hostel/contracts';
import { answersOf, OPERATIONS } from '../routing/route-table';
import { openApiDocument } from './openapi';

interface DocumentedOperation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown>; links?: Record<string, { operationRef: string; parameters: Record<string, string> }> }>;
}

const document = openApiDocument() as unknown as {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, spec]) => ({ key: `${method} ${path}`, spec })));
const find = (method: string, path: string) => document.paths[path]![method]!;

describe('the OpenAPI document generated from the route table', () => {
  it('when generated, then every routed operation is documented and every documented operation is routed', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(documented.map(({ key }) => key).sort()).toEqual(OPERATIONS.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it('when an operation is documented, then every status it can answer is listed, and no other', () => {
    for (const operation of OPERATIONS) {
      expect({ operation: `${operation.method} ${operation.path}`, statuses: Object.keys(find(operation.method, operation.path).responses).map(Number) }).toEqual({
        operation: `${operation.method} ${operation.path}`,
        statuses: [...answersOf(operation).keys()],
      });
    }
  });

  it('when a call needs a session or a Firebase ID token, then the document says which; public calls declare none', () => {
    expect(find('get', '/upcoming-meals').security).toEqual([{ session: [] }]);
    expect(find('get', '/users').security).toEqual([{ session: [] }]);
    expect(find('post', '/jwt').security).toEqual([{ firebase: [] }]);
    expect(find('get', '/meals').security).toEqual([]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['firebase', 'session']);
  });

  it('when an error can be answered, then its body is the error shape; a 429 always carries Retry-After', () => {
    const like = find('patch', '/meals/{id}/like');

    for (const status of ['400', '401', '403', '404', '409', '429', '503']) {
      expect(like.responses[status]!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(like.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it('when an operation can answer 503, then the document promises Retry-After with it, the gateway’s own health included', () => {
    const with503 = documented.filter(({ spec }) => spec.responses['503']);
    expect(with503.map(({ key }) => key)).toContain('get /health');

    for (const { key, spec } of with503) expect({ key, headers: Object.keys(spec.responses['503']!.headers ?? {}) }).toEqual({ key, headers: ['Retry-After'] });
    expect(JSON.stringify(find('get', '/health').responses['503']!.headers)).toContain('"required":true');
  });

  it('when an answer may be one of several file types, then each is listed (the reference page’s files)', () => {
    const asset = find('get', '/docs/{asset}');

    expect(Object.keys(asset.responses['200']!.content!).sort()).toEqual(['image/png', 'text/css', 'text/javascript']);
    expect(JSON.stringify(asset.parameters)).toContain('"enum":["init.js","swagger-ui.css","swagger-ui-bundle.js","favicon-32x32.png"]');
  });

  it('when a value is an enum the server enforces, then the document lists it; the package matches in any case', () => {
    const meals = find('get', '/meals');
    const price = meals.parameters!.find((parameter) => parameter.name === 'price')!;
    expect(JSON.stringify(price.schema)).toContain('"enum":["lt200","200-400","gt400"]');

    const intent = JSON.stringify(find('post', '/payments/create-payment-intent').requestBody);
    for (const packageId of ['silver', 'gold', 'platinum']) expect(intent).toContain(`^${[...packageId].map((c) => `[${c}${c.toUpperCase()}]`).join('')}$`);
    expect(intent).toContain('"const":399');
  });

  it('when answers carry API records, then they are named schemas with their fields (a meal with its rating)', () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Meal', 'MealDetails', 'Review', 'ReviewRow', 'UpcomingMeal', 'ServeRequest', 'User', 'Payment', 'Error', 'Health']));
    expect(document.components.schemas.Meal).toMatchObject({ required: expect.arrayContaining(['rating', 'ratingCount', 'reviewsCount', 'likes']) });
    expect(find('get', '/meals/{id}').responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/MealDetails' });
    expect(find('get', '/meals').responses['200']!.headers).toHaveProperty('X-Total-Count');
  });

  it('when an answer links to other operations, then each link names a documented operation and its path parameters', () => {
    const links = documented.flatMap(({ spec }) => Object.values(spec.responses).flatMap((response) => Object.values(response.links ?? {})));
    expect(links.length).toBeGreaterThan(0);

    for (const link of links) {
      const [path, method] = link.operationRef.replace('#/paths/', '').split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
      const target = find(method!, path!);
      expect(target).toBeDefined();
      const pathParameters = target.parameters!.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(Object.keys(link.parameters).sort()).toEqual(pathParameters.sort());
    }
  });

  it('when an answer is an event stream, then each event is documented as parsed: its event name, its id and its data, the JSON of a named event schema', () => {
    const events = find('get', '/events');
    const eventOf = (names: readonly string[], component: string) => ({
      type: 'object',
      properties: {
        event: { type: 'string', enum: names },
        id: { type: 'string', pattern: LIVE_EVENT_ID.source },
        data: { type: 'string', contentMediaType: 'application/json', contentSchema: { $ref: `#/components/schemas/${component}` } },
      },
      required: ['event', 'id', 'data'],
    });

    expect(events.responses['200']!.content!['text/event-stream']!.schema).toEqual({
      anyOf: expect.arrayContaining([eventOf(SERVE_REQUEST_EVENT_TYPES, 'LiveEvent'), eventOf([EVENTS.userBadgeChanged], 'BadgeEvent')]),
    });
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['LiveEvent', 'BadgeEvent', 'ServeRequest']));
    expect(events.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'last-event-id', required: false, schema: expect.objectContaining({ format: LIVE_EVENT_ID_FORMAT, pattern: LIVE_EVENT_ID.source }) }),
    ]);
  });
});
