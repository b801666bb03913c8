import { rateLimitClassOf, routeFor } from './route-table';

describe('route table', () => {
  it.each([
    ['GET', '/meals'],
    ['GET', '/meals/0123456789abcdef01234567'],
    ['HEAD', '/meals'],
    ['GET', '/menu'],
  ])('when %s %s is asked, then everyone may call it', (method, path) => {
    expect(routeFor(method, path)).toMatchObject({ service: 'meals', access: 'public', rateLimit: 'standard' });
  });

  it.each([
    ['GET', '/meals/reviewedBy/u1'],
    ['PATCH', '/meals/0123456789abcdef01234567/like'],
    ['PUT', '/menu/2026-11-23/Lunch'],
    ['GET', '/upcoming-meals'],
  ])('when %s %s is asked, then it needs a session', (method, path) => {
    expect(routeFor(method, path)?.access).toBe('session');
  });

  it('when sign-in, upload and image calls are asked, then each names its own rate-limit class; unknown paths are standard', () => {
    expect(rateLimitClassOf('POST', '/jwt')).toBe('sign-in');
    expect(rateLimitClassOf('POST', '/users')).toBe('sign-in');
    expect(rateLimitClassOf('GET', '/users/a@b.c')).toBe('standard');
    expect(rateLimitClassOf('POST', '/uploads')).toBe('upload');
    expect(rateLimitClassOf('GET', '/uploads/0123456789abcdef01234567')).toBe('image');
    expect(rateLimitClassOf('DELETE', '/uploads/0123456789abcdef01234567')).toBe('standard');
    expect(rateLimitClassOf('GET', '/nothing-here')).toBe('standard');
  });
});
