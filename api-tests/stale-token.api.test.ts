/**
 * DESIGN §6 "Public reads never fail on a stale token": a browser that kept an expired session (or any bad token)
 * still reads the meals, as anonymous; routes that need a caller still answer 401 for it.
 */
import type { Meal } from '@hostel/contracts';
import { DEV_JWT_SECRET, issueSessionToken } from '@hostel/platform';
import { signUp, type Actor } from './support/actors';
import { api } from './support/client';
import { FORGED_TOKEN, GARBAGE_TOKEN, idOf, PNG } from './support/fixtures';
import { API_PORTS } from './support/ports';

let student: Actor;
let expired: string;
let meal: Meal;

beforeAll(async () => {
  student = await signUp();
  // The student's own session, signed with the backend's secret, that expired a minute ago.
  expired = issueSessionToken({ sub: idOf(student), email: student.email, role: 'user' }, process.env.JWT_SECRET ?? DEV_JWT_SECRET, '-1m');
  meal = (await api<Meal[]>('/meals?limit=1')).body[0]!;
});

const staleTokens = () => [
  ['expired', expired],
  ['forged', FORGED_TOKEN],
  ['garbage', GARBAGE_TOKEN],
] as const;

describe('public reads with a stale token', () => {
  it('when the meal list is read with an expired, forged or garbage token, then 200 with the same meals as anonymous', async () => {
    const anonymous = await api<Meal[]>('/meals?category=Lunch');
    for (const [, token] of staleTokens()) {
      const res = await api<Meal[]>('/meals?category=Lunch', { token });

      expect(res.status).toBe(200);
      expect(res.body.map((m) => m._id)).toEqual(anonymous.body.map((m) => m._id));
    }
  });

  it('when one meal is read with an expired, forged or garbage token, then 200 with that meal', async () => {
    for (const [, token] of staleTokens()) {
      const res = await api<Meal>(`/meals/${meal._id}`, { token });

      expect(res.status).toBe(200);
      expect(res.body._id).toBe(meal._id);
    }
  });

  it('when the weekly menu, the health check or an uploaded picture is read with an expired, forged or garbage token, then each answers as it does anonymously', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'dot.png');
    const picture = (await api<{ data: { url: string } }>('/uploads', { body: form, token: student.token })).body.data.url.replace(/^\/api/, '');
    for (const path of ['/menu', '/health', picture]) {
      const anonymous = await api(path);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 200 });
      for (const [kind, token] of staleTokens()) {
        const res = await api(path, { token });

        expect({ path, kind, status: res.status }).toEqual({ path, kind, status: 200 });
        if (path === '/menu') expect(res.body).toEqual(anonymous.body);
      }
    }
  });

  it('when svc-meals itself is asked with a stale token (not through the gateway), then its public reads answer 200 too', async () => {
    for (const path of ['/meals?limit=1', `/meals/${meal._id}`]) {
      const res = await fetch(`http://127.0.0.1:${API_PORTS.meals}${path}`, { headers: { Authorization: `Bearer ${expired}` } });

      expect(res.status).toBe(200);
    }
  });
});

describe('protected calls with a stale token', () => {
  it.each([
    ['PATCH', '/meals/:id/like'],
    ['GET', '/upcoming-meals'],
    ['GET', '/meals/reviewedBy/:userId'],
  ])('when %s %s is called with an expired, forged or garbage token, then 401 "Unauthorized access"', async (method, route) => {
    const path = route.replace(':id', meal._id).replace(':userId', idOf(student));
    for (const [, token] of staleTokens()) {
      const res = await api(path, { method, token, body: method === 'GET' ? undefined : {} });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Unauthorized access' });
    }
  });

  it('when svc-meals itself is asked to like with an expired token, then it answers 401 on its own', async () => {
    const res = await fetch(`http://127.0.0.1:${API_PORTS.meals}/meals/${meal._id}/like`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${expired}`, 'Content-Type': 'application/json' },
      body: '{}',
    });

    expect(res.status).toBe(401);
  });
});
