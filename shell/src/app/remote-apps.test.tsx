import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { RemoteRouteGuard } from '../guards/remote-route-guard';
import { REMOTE_ROUTES, WithRoutes } from '../testing/remote-routes';
import { loadRemoteApp, remoteApplications } from './remote-apps';
import { loadRouteBook } from './remote-routes';
import { routeBook, type RoutesByRemote } from './route-book';
import type { SiteConfig } from './site-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

const at = (pathname: string) => ({ pathname }) as Location;
const mealsApp = (routes: RoutesByRemote, session = stubSession('bronze')) => remoteApplications(routeBook(routes), session).find((app) => app.name === 'mf_meals')!;
const activeWhen = (app: ReturnType<typeof mealsApp>) => app.activeWhen as (location: Location) => boolean;

/** mf-meals' routes module as a test double: the real one without its Upcoming page. */
const withoutUpcoming: RoutesByRemote = {
  ...REMOTE_ROUTES,
  mf_meals: { ...REMOTE_ROUTES.mf_meals!, pages: Object.fromEntries(Object.entries(REMOTE_ROUTES.mf_meals!.pages).filter(([id]) => id !== 'upcoming')) },
};

describe("the shell's remote applications, from the remotes' routes modules", () => {
  it("when mf-meals' routes module declares Upcoming, then mf-meals is registered to mount on it", () => {
    expect(activeWhen(mealsApp(REMOTE_ROUTES))(at('/upcoming'))).toBe(true);
    expect(activeWhen(mealsApp(REMOTE_ROUTES))(at('/meal/64b0000000000000000000aa/'))).toBe(true);
  });

  it('when the routes module no longer declares Upcoming, then the shell stops registering it, and its guard shows the error page', () => {
    const app = mealsApp(withoutUpcoming);

    expect(activeWhen(app)(at('/upcoming'))).toBe(false);
    expect(activeWhen(app)(at('/meals'))).toBe(true);
    renderInRemote(
      <WithRoutes routes={withoutUpcoming}>
        <Routes>
          <Route path="*" element={<RemoteRouteGuard />} />
        </Routes>
      </WithRoutes>,
      { session: stubSession('bronze'), path: '/upcoming' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('when a page is for signed-in users, then its remote mounts there only for a signed-in session', () => {
    expect(activeWhen(mealsApp(REMOTE_ROUTES, stubSession('visitor')))(at('/upcoming'))).toBe(false);
    expect(activeWhen(mealsApp(REMOTE_ROUTES, stubSession('visitor')))(at('/meals'))).toBe(true);
  });

  it('when a remote is added to the routes, then it is registered without a change to the shell', () => {
    const routes = { ...REMOTE_ROUTES, mf_mess: { label: 'Mess', pages: { office: { path: '/mess', access: 'everyone' as const } } } } as RoutesByRemote;
    const apps = remoteApplications(routeBook(routes), stubSession('bronze'));

    expect(apps.map((app) => app.name)).toEqual(['mf_meals', 'mf_dashboard', 'mf_admin', 'mf_mess']);
    expect((apps[3]!.activeWhen as (location: Location) => boolean)(at('/mess'))).toBe(true);
  });
});

describe('loadRouteBook', () => {
  const remotes = { mf_meals: 'http://m/mf-manifest.json', mf_dashboard: 'http://d/mf-manifest.json', mf_admin: 'http://a/mf-manifest.json' };
  const config = (routes?: RoutesByRemote) => ({ remotes, routes }) as SiteConfig;
  beforeEach(() => (loadRemote as jest.Mock).mockReset());

  it('when the configuration carries every remote\'s routes, then those are the book and nothing is loaded', async () => {
    const book = await loadRouteBook(config(REMOTE_ROUTES));

    expect(book.ownerOf('/AdminDashboard')).toMatchObject({ remote: 'mf_admin', access: 'admin' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("when the configuration lacks a remote's routes, then its ./routes module is loaded through federation; one that fails is left out", async () => {
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => {
      if (id === 'mf_dashboard/routes') return { routes: REMOTE_ROUTES.mf_dashboard };
      throw new Error('down');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const book = await loadRouteBook(config({ mf_meals: REMOTE_ROUTES.mf_meals }));

    expect(loadRemote).toHaveBeenCalledWith('mf_dashboard/routes');
    expect(book.remotes()).toEqual(['mf_meals', 'mf_dashboard']);
    expect(book.ownerOf('/checkout/gold')).toMatchObject({ remote: 'mf_dashboard', id: 'checkout' });
    expect(book.ownerOf('/AdminDashboard')).toBeUndefined();
  });

  it("when a remote's modules have been evaluated, then single-spa gets its lifecycles in a later task, not in the same one", async () => {
    jest.useFakeTimers();
    try {
      const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
      jest.mocked(loadRemote).mockResolvedValue(lifecycles);
      let loaded: unknown;
      void loadRemoteApp('mf_meals', { label: 'Meals' }).then((value) => (loaded = value));

      // Every promise continuation of this task runs, and still nothing reaches single-spa.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      expect(loaded).toBeUndefined();
      await jest.runAllTimersAsync();
      expect(loaded).toBe(lifecycles);
    } finally {
      jest.useRealTimers();
    }
  });
});
