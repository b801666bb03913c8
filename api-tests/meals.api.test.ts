import { api } from './support/client';

describe('GET /api/meals', () => {
  it('when filtered by category and price band, then only matching meals come back', async () => {
    const res = await api<{ category: string; price: number }[]>('/meals?category=Lunch&price=200-400');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const meal of res.body) {
      expect(meal.category).toBe('Lunch');
      expect(meal.price).toBeGreaterThanOrEqual(200);
      expect(meal.price).toBeLessThanOrEqual(400);
    }
  });
});
