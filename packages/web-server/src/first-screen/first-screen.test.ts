import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRoutes } from '@hostel/contracts/routes';
import { createRenderer, MAX_RENDERS_AT_ONCE, MAX_RENDERS_WAITING, readBuildRoutes, warmUpRenderer, type FirstScreen, type Renderer } from './first-screen';
import { declaredParts } from './render-key';

/** A remote's build folder with the routes.json its routes module gives. */
function buildFolder(routes?: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-server-warm-'));
  if (routes) writeFileSync(join(dist, 'routes.json'), JSON.stringify(routes));
  return dist;
}

const MEALS: RemoteRoutes = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', firstScreen: true },
    meal: { path: '/meal/:id', access: 'everyone', firstScreen: true },
    menu: { path: '/menu', access: 'everyone', firstScreen: true, firstScreenQuery: ['week'] },
    upcoming: { path: '/upcoming', access: 'signed-in' },
  },
};

const SCREEN: FirstScreen = { html: '<h1>Meals</h1>', styles: '', data: '', images: [] };
const log = jest.fn();

describe("a remote's first-screen renderer at start", () => {
  const renderer = () => ({ render: jest.fn(), warmUp: jest.fn(async () => undefined) }) satisfies Renderer;

  it('when warmed up, then each of its pages with a first screen and no path parameter is rendered, as its routes.json lists them', async () => {
    const warmed = renderer();
    await warmUpRenderer(warmed, (await readBuildRoutes(buildFolder(MEALS), log))!);

    expect(warmed.warmUp).toHaveBeenCalledWith(['/meals', '/menu']);
    expect(warmed.render).not.toHaveBeenCalled();
  });

  it('when the build has no routes.json, or one that is not a routes module, then there are no routes and the reason is logged', async () => {
    log.mockClear();
    expect(await readBuildRoutes(buildFolder(), log)).toBeNull();
    expect(await readBuildRoutes(buildFolder({ label: 'Meals', pages: { meals: { path: 'no-slash', access: 'everyone' } } }), log)).toBeNull();

    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/no readable routes\.json/), expect.anything());
  });
});

describe('first-screen renders', () => {
  const randomText = () => Math.random().toString(36).slice(2, 2 + Math.ceil(Math.random() * 8));
  /** A query string of random keys and values, as a crawler or an attacker makes them; never the menu's `week`. */
  const randomQuery = () =>
    Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => `${encodeURIComponent(`q${randomText()}`)}=${encodeURIComponent(randomText())}`).join('&');

  it('when 1,000 are asked with random query strings, then each route is rendered once, from its path and declared keys only', async () => {
    const renderPage = jest.fn(async (_url: string) => SCREEN);
    const renderer = createRenderer({ renderPage }, { apiOrigin: 'http://gateway', renderUrl: declaredParts(MEALS), log });
    const paths = ['/meals', '/menu', '/meal/0123456789abcdef01234567'];

    const screens = await Promise.all(Array.from({ length: 1000 }, (_, index) => renderer.render(`${paths[index % 3]}?${randomQuery()}`)));

    expect(screens.every((screen) => screen === SCREEN)).toBe(true);
    expect(renderPage.mock.calls.map(([url]) => url).sort()).toEqual(['/meal/0123456789abcdef01234567', '/meals', '/menu']);
  });

  it("when the menu is asked for a week among random keys, in any order, then the week alone makes the render's URL", async () => {
    const renderPage = jest.fn(async (_url: string) => SCREEN);
    const renderer = createRenderer({ renderPage }, { apiOrigin: 'http://gateway', renderUrl: declaredParts(MEALS), log });

    await Promise.all([renderer.render(`/menu?${randomQuery()}&week=2026-W10`), renderer.render(`/menu?week=2026-W10&${randomQuery()}`), renderer.render('/menu?week=2026-W11')]);

    expect(renderPage.mock.calls.map(([url]) => url).sort()).toEqual(['/menu?week=2026-W10', '/menu?week=2026-W11']);
  });

  it('when a URL is none of the pages its routes mark as drawn by the server, then nothing is rendered', async () => {
    const renderPage = jest.fn(async (_url: string) => SCREEN);
    const renderer = createRenderer({ renderPage }, { apiOrigin: 'http://gateway', renderUrl: declaredParts(MEALS), log });

    const screens = await Promise.all(['/upcoming', '/nowhere', `/${randomText()}?${randomQuery()}`, '/meal/a/b'].map((url) => renderer.render(url)));

    expect(screens).toEqual([null, null, null, null]);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('when more distinct pages are asked at once than the ceiling and its queue hold, then the rest answer no first screen at once, never an error', async () => {
    const releases: (() => void)[] = [];
    const renderPage = jest.fn(() => new Promise<FirstScreen>((resolve) => releases.push(() => resolve(SCREEN))));
    const renderer = createRenderer({ renderPage }, { apiOrigin: 'http://gateway', renderUrl: declaredParts(MEALS), log });
    const held = MAX_RENDERS_AT_ONCE + MAX_RENDERS_WAITING;

    const asked = Array.from({ length: 200 }, (_, index) => renderer.render(`/meal/${String(index).padStart(24, '0')}`));
    await new Promise((resolve) => setImmediate(resolve));

    expect(renderPage).toHaveBeenCalledTimes(MAX_RENDERS_AT_ONCE);
    await expect(Promise.all(asked.slice(held))).resolves.toEqual(Array.from({ length: 200 - held }, () => null));
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all(asked.slice(0, held))).resolves.toEqual(Array.from({ length: held }, () => SCREEN));
    expect(renderPage).toHaveBeenCalledTimes(held);
  });
});
