import { answersOf, matchRoute, OPERATIONS, rateLimitClassOf, routeFor } from './route-table';

const operation = (method: string, path: string) => OPERATIONS.find((candidate) => candidate.method === method && candidate.path === path)!;

describe('route table', () => {
  it.each([
    ['GET', '/meals'],
    ['GET', '/meals/0123456789abcdef01234567'],
    ['HEAD', '/meals'],
    ['GET', '/meals/'],
  ])('when %s %s is asked, then everyone may call it', (method, path) => {
    expect(routeFor(method, path)).toMatchObject({ service: 'meals', access: 'public', rateLimit: 'standard' });
  });

  it.each([
    ['GET', '/meals/reviewedBy/u1'],
    ['PATCH', '/meals/0123456789abcdef01234567/like'],
    ['GET', '/upcoming-meals'],
    ['GET', '/payments/0123456789abcdef01234567'],
  ])('when %s %s is asked, then it needs a session', (method, path) => {
    expect(routeFor(method, path)?.access).toBe('session');
  });

  it.each([
    ['GET', '/users'],
    ['POST', '/meals'],
    ['DELETE', '/meals/0123456789abcdef01234567'],
    ['GET', '/reviews'],
    ['PATCH', '/serve-meals/0123456789abcdef01234567'],
  ])('when %s %s is asked, then it needs an admin’s session', (method, path) => {
    expect(routeFor(method, path)?.access).toBe('admin');
  });

  it('when a literal path and a parameter both match, then the literal one names the operation', () => {
    expect(routeFor('GET', '/users/by-email')?.path).toBe('/users/by-email');
    expect(routeFor('GET', '/users/a@b.c')?.path).toBe('/users/{email}');
    expect(routeFor('GET', '/serve-meals/user')?.path).toBe('/serve-meals/user');
    expect(routeFor('GET', '/meals/reviewedBy/0123456789abcdef01234567')?.path).toBe('/meals/reviewedBy/{userId}');
  });

  it('when a known path is asked with a method it does not have, then the match names the methods it has', () => {
    expect(matchRoute('PUT', '/meals')).toEqual({ allow: ['GET', 'POST', 'HEAD'] });
    expect(matchRoute('GET', '/payments/setup-intent')).toEqual({ allow: ['POST'] });
    expect(matchRoute('POST', '/health')).toEqual({ allow: ['GET', 'HEAD'] });
    const allowed = matchRoute('TRACE', '/meals/0123456789abcdef01234567');
    expect(allowed && 'allow' in allowed && allowed.allow.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH']);
  });

  it('when a path has parameters, then the match names each as sent', () => {
    expect(matchRoute('DELETE', '/meals/m1/reviews/r2')).toMatchObject({ params: { mealId: 'm1', reviewId: 'r2' } });
    expect(matchRoute('GET', '/docs/swagger-ui.css')).toMatchObject({ operation: { service: 'gateway' }, params: { asset: 'swagger-ui.css' } });
    expect(matchRoute('GET', '/meals')).toMatchObject({ params: {} });
  });

  it('when the gateway’s own operations are asked, then the table names them with their rate-limit class, like any other', () => {
    for (const path of ['/health', '/openapi.json', '/docs', '/docs/init.js', '/events']) {
      expect(routeFor('GET', path)).toMatchObject({ service: 'gateway', rateLimit: 'standard' });
    }
  });

  it('when a path names nothing, then there is no match at all (404)', () => {
    for (const path of ['/nothing-here', '/mealsx', '/meals/a/b/c', '/menus', '/api/meals']) expect(matchRoute('GET', path)).toBeUndefined();
  });

  it('when sign-in, upload and image calls are asked, then each names its own rate-limit class; unknown calls are standard', () => {
    expect(rateLimitClassOf('POST', '/jwt')).toBe('sign-in');
    expect(rateLimitClassOf('POST', '/users')).toBe('sign-in');
    expect(rateLimitClassOf('GET', '/users/a@b.c')).toBe('standard');
    expect(rateLimitClassOf('POST', '/uploads')).toBe('upload');
    expect(rateLimitClassOf('GET', '/uploads/0123456789abcdef01234567')).toBe('image');
    expect(rateLimitClassOf('DELETE', '/uploads/0123456789abcdef01234567')).toBe('standard');
    expect(rateLimitClassOf('GET', '/nothing-here')).toBe('standard');
  });

  it('when two operations share a method and a path, then the table is wrong', () => {
    const keys = OPERATIONS.map(({ method, path }) => `${method} ${path}`);

    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('answersOf (every status an operation can answer)', () => {
  it('when an operation needs a session, then 401 is listed; an admin operation lists 403 as well', () => {
    expect([...answersOf(operation('get', '/upcoming-meals')).keys()]).toEqual([200, 400, 401, 429, 503]);
    expect([...answersOf(operation('get', '/users')).keys()]).toEqual([200, 400, 401, 403, 429, 503]);
  });

  it('when an operation takes an id in the path, then 404 is listed; with a body, 413; its own conflicts, 409', () => {
    expect([...answersOf(operation('get', '/meals/{id}')).keys()]).toEqual([200, 400, 404, 429, 503]);
    expect([...answersOf(operation('patch', '/meals/{id}/like')).keys()]).toEqual([200, 400, 401, 403, 404, 409, 413, 429, 503]);
    expect([...answersOf(operation('post', '/payments/create-payment-intent')).keys()]).toEqual([200, 400, 401, 402, 403, 404, 409, 413, 429, 503]);
  });

  it('when the gateway answers itself, then it can answer a malformed request and its rate limit but no service outage, and health its own 503', () => {
    expect([...answersOf(operation('get', '/health')).keys()]).toEqual([200, 400, 429, 503]);
    expect([...answersOf(operation('get', '/openapi.json')).keys()]).toEqual([200, 400, 429]);
    expect([...answersOf(operation('get', '/docs/{asset}')).keys()]).toEqual([200, 400, 404, 429]);
    expect(answersOf(operation('get', '/health')).get(400)).toMatch(/^Malformed request/);
  });

  it('when a sign-in call is made without a Firebase ID token, then 401 says so', () => {
    expect(answersOf(operation('post', '/jwt')).get(401)).toBe('No valid Firebase ID token');
  });
});
