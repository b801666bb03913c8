import type { RemoteRoutes } from '@hostel/contracts/routes';
import { declaredParts, shellParts } from './render-key';

const MEALS: RemoteRoutes = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', firstScreen: true },
    meal: { path: '/meal/:id', access: 'everyone', firstScreen: true },
    menu: { path: '/menu', access: 'everyone', firstScreen: true, firstScreenQuery: ['week', 'day'] },
    upcoming: { path: '/upcoming', access: 'signed-in' },
  },
};

describe("a remote's first screens, by the URL parts they read", () => {
  const drawn = declaredParts(MEALS);

  it('when the URL carries keys its page does not declare, then they are left out; declared ones are kept in a fixed order', () => {
    expect(drawn('/meals?page=9&utm_source=x')).toBe('/meals');
    expect(drawn('/meal/abc?x=1')).toBe('/meal/abc');
    expect(drawn('/menu?z=1&week=2026-W10&day=mon')).toBe('/menu?day=mon&week=2026-W10');
    expect(drawn('/menu?day=mon&week=2026-W10')).toBe('/menu?day=mon&week=2026-W10');
  });

  it("when a path parameter is not what the page's first read takes, then it is not drawn", () => {
    const withRead = declaredParts({ label: 'Meals', pages: { meal: { path: '/meal/:id', access: 'everyone', firstScreen: true, firstRead: { operation: 'getMeal', params: { id: 'id' } } } } });

    expect(withRead('/meal/0123456789abcdef01234567?x=1')).toBe('/meal/0123456789abcdef01234567');
    expect(withRead('/meal/not-an-id')).toBeNull();
  });

  it('when the URL is no page its routes mark as drawn by the server, then it is not drawn', () => {
    expect(['/upcoming', '/nowhere', '/meal', '/meal/a/b', '/MEALS'].map((url) => drawn(url))).toEqual([null, null, null, null, null]);
  });
});

describe("the shell's first screens, by their path", () => {
  const drawn = shellParts(['/', '/login']);
  const context = { routes: { mf_meals: MEALS } };

  it("when the path is the shell's page or a remote's, then only the path makes the render", () => {
    expect(drawn('/?utm_source=x', context)).toBe('/');
    expect(drawn('/login?from=x', context)).toBe('/login');
    expect(drawn('/upcoming?x=1', context)).toBe('/upcoming');
    expect(drawn('/meal/abc?x=1', context)).toBe('/meal/abc');
  });

  it('when the path is no page at all, then nothing is drawn (the scripts draw the error page)', () => {
    expect(drawn('/random-path', context)).toBeNull();
    expect(drawn('/meals/extra', context)).toBeNull();
    expect(drawn('/meals')).toBeNull();
  });
});
