import { apiPathOf, getMealPlan, getMenu, getUser, listMeals, listMyServeRequests, listServeRequests, setPlanSlot, takeLeave, listMyLeaves, getMessSettings, getMyBoarding } from '@hostel/contracts';
import { isPersonalCache, personalCacheName } from './cache-names';
import { cacheDecision, menuUrls, tokenHolder } from './cache-rules';

const ORIGIN = 'https://hostel.example';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (claims: object) => `Bearer ${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const student = { sub: '64b7f0c2a1b2c3d4e5f60718', email: 'rahim@hostel.example', role: 'user' };
const auth = tokenOf(student);
const url = (path: string) => `${ORIGIN}${path}`;

describe('what the service worker keeps of the API', () => {
  it('when the public menu is read, with or without a week and with or without a session, then it is kept in the public cache', () => {
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(getMenu)), authorization: null }, ORIGIN)).toEqual({ cache: 'public' });
    expect(cacheDecision({ method: 'GET', url: url(`${apiPathOf(getMenu)}?week=2026-W49`), authorization: auth }, ORIGIN)).toEqual({ cache: 'public' });
  });

  it("when the signed-in person reads their own week, leaves, settings, requests or record, then it is kept in their cache", () => {
    const own = { cache: 'personal', user: { id: student.sub, email: student.email } };
    for (const path of [apiPathOf(getMealPlan), `${apiPathOf(getMealPlan)}?week=2026-W49`, `${apiPathOf(listMyLeaves)}?page=1&limit=10`, apiPathOf(getMessSettings), apiPathOf(getMyBoarding)]) {
      expect(cacheDecision({ method: 'GET', url: url(path), authorization: auth }, ORIGIN)).toEqual(own);
    }
    expect(cacheDecision({ method: 'GET', url: url(`${apiPathOf(listMyServeRequests)}?userId=${student.sub}&page=1`), authorization: auth }, ORIGIN)).toEqual(own);
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(getUser, { email: 'Rahim@hostel.example' })), authorization: auth }, ORIGIN)).toEqual(own);
  });

  it("when the read is of somebody else (an admin's look at a student's requests or record), then nothing is kept", () => {
    expect(cacheDecision({ method: 'GET', url: url(`${apiPathOf(listMyServeRequests)}?userId=64b7f0c2a1b2c3d4e5f60799&page=1`), authorization: auth }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(getUser, { email: 'karim@hostel.example' })), authorization: auth }, ORIGIN)).toBeUndefined();
  });

  it('when a read is any other operation, a personal read comes without a session, or the API is another origin, then nothing is kept', () => {
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(listMeals)), authorization: auth }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(listServeRequests)), authorization: auth }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(getMealPlan)), authorization: null }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'GET', url: url(apiPathOf(getMealPlan)), authorization: 'Bearer not-a-jwt' }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'GET', url: `https://elsewhere.example${apiPathOf(getMenu)}`, authorization: null }, ORIGIN)).toBeUndefined();
  });

  it('when a request changes something (a switch, a leave, the menu), then it is never kept, whatever its path', () => {
    expect(cacheDecision({ method: 'PUT', url: url(apiPathOf(setPlanSlot, { date: '2026-11-27', slot: 'Lunch' })), authorization: auth }, ORIGIN)).toBeUndefined();
    expect(cacheDecision({ method: 'POST', url: url(apiPathOf(takeLeave)), authorization: auth }, ORIGIN)).toBeUndefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(cacheDecision({ method, url: url(apiPathOf(getMenu)), authorization: null }, ORIGIN)).toBeUndefined();
  });

  it("reads a token's holder without trusting more than its shape, and names each person's cache by their id", () => {
    expect(tokenHolder(auth)).toEqual({ id: student.sub, email: student.email });
    expect(tokenHolder(tokenOf({ email: 'x@y.z' }))).toBeUndefined();
    expect(tokenHolder('Bearer a.%%%.c')).toBeUndefined();
    expect(tokenHolder(null)).toBeUndefined();
    expect(isPersonalCache(personalCacheName(student.sub))).toBe(true);
    expect(personalCacheName(student.sub)).toContain(student.sub);
    expect(isPersonalCache('hostel-api-public')).toBe(false);
  });

  it("names this week's menu as the page asks for it (no week) and next week's by its ISO week", () => {
    expect(menuUrls('2026-W49')).toEqual([apiPathOf(getMenu), `${apiPathOf(getMenu)}?week=2026-W49`]);
  });
});
