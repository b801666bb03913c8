import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ownerFirstScreen } from './first-screen';
import { FIRST_SCREEN_SECRET_HEADER, firstScreenSecret } from './first-screen-secret';
import { firstReadUrl } from './first-read';
import { remoteRouteBook, type RemoteServer } from './remote-routes';

/** A remote's server as the shell's server sees it: its routes.json and its /first-screen, each request recorded. */
interface FakeRemote {
  server: Server;
  asked: string[];
  /** The first-screen secret each request carried. */
  secrets: (string | string[] | undefined)[];
  routes: unknown;
  origin: string;
}

async function fakeRemote(routes: unknown): Promise<FakeRemote> {
  const remote = { asked: [] as string[], secrets: [], routes } as unknown as FakeRemote;
  remote.server = createServer((req, res) => {
    remote.asked.push(req.url!);
    remote.secrets.push(req.headers[FIRST_SCREEN_SECRET_HEADER]);
    if (req.url === '/routes.json') return void res.writeHead(remote.routes ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(remote.routes));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ html: `<p>${req.url}</p>`, styles: '', data: '', images: [] }));
  });
  await new Promise<void>((resolve) => remote.server.listen(0, '127.0.0.1', resolve));
  remote.origin = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
  return remote;
}

const MEALS = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', firstRead: { operation: 'listMeals', query: { page: 1, limit: 6 } }, firstScreen: true },
    meal: { path: '/meal/:id', access: 'everyone', firstRead: { operation: 'getMeal', params: { id: 'id' } }, firstScreen: true },
    upcoming: { path: '/upcoming', access: 'signed-in' },
  },
};
const SECRET = 'a-first-screen-secret-of-48-characters-xxxxxxxxx';
const DASHBOARD = { label: 'Dashboard', pages: { dashboard: { path: '/UserDashboard', access: 'signed-in' }, checkout: { path: '/checkout/:package', access: 'signed-in' } } };

describe("the shell's server and the remotes' routes", () => {
  let meals: FakeRemote;
  let dashboard: FakeRemote;
  let admin: FakeRemote;
  let remotes: RemoteServer[];
  const log = jest.fn();

  beforeEach(async () => {
    [meals, dashboard, admin] = await Promise.all([fakeRemote(MEALS), fakeRemote(DASHBOARD), fakeRemote({ label: 'Admin', pages: { bad: { path: 'no-slash', access: 'anyone' } } })]);
    remotes = [
      { name: 'mf_meals', origin: meals.origin },
      { name: 'mf_dashboard', origin: dashboard.origin },
      { name: 'mf_admin', origin: admin.origin },
    ];
  });
  afterEach(() => {
    for (const remote of [meals, dashboard, admin]) remote.server.close();
  });

  const firstScreenAsks = () => [meals, dashboard, admin].map((remote) => remote.asked.filter((url) => url.startsWith('/first-screen')));

  it('when a page has a first screen, then only the remote that owns its URL is asked for it, with the shared secret', async () => {
    const screen = await ownerFirstScreen(remoteRouteBook(remotes, log), firstScreenSecret(SECRET))('/meal/64b0000000000000000000aa?x=1');

    expect(screen?.html).toBe(`<p>/first-screen?url=${encodeURIComponent('/meal/64b0000000000000000000aa?x=1')}</p>`);
    expect(firstScreenAsks()).toEqual([[`/first-screen?url=${encodeURIComponent('/meal/64b0000000000000000000aa?x=1')}`], [], []]);
    expect(meals.secrets[meals.asked.findIndex((url) => url.startsWith('/first-screen'))]).toBe(SECRET);
  });

  it("when the owner's routes say its server draws no first screen for the page, or no remote owns the URL, then no remote is asked", async () => {
    const firstScreen = ownerFirstScreen(remoteRouteBook(remotes, log), firstScreenSecret(undefined));

    expect(await firstScreen('/upcoming')).toBeNull();
    expect(await firstScreen('/checkout/gold')).toBeNull();
    expect(await firstScreen('/nobody/owns/this')).toBeNull();
    expect(firstScreenAsks()).toEqual([[], [], []]);
  });

  it("when a remote's routes.json is not a routes module, then it owns nothing and the reason is logged; each routes.json is read once", async () => {
    const book = remoteRouteBook(remotes, log);
    await book.ownerOf('/meals');

    expect(await book.current()).toEqual({ mf_meals: MEALS, mf_dashboard: DASHBOARD });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^the routes of mf_admin could not be read \(.*path/s));
    expect([meals, dashboard].map((remote) => remote.asked.filter((url) => url === '/routes.json').length)).toEqual([1, 1]);
  });

  it("when a remote starts listening after the shell's server, then the next page waits for its routes and gets its links and first screen; a remote still down is logged once", async () => {
    const port = (meals.server.address() as AddressInfo).port;
    await new Promise((resolve) => meals.server.close(resolve));
    const book = remoteRouteBook(remotes, log);
    expect(await book.ownerOf('/meals')).toBeUndefined();
    await book.ownerOf('/meals');
    expect(log.mock.calls.filter(([message]) => String(message).startsWith('the routes of mf_meals'))).toHaveLength(1);

    await new Promise<void>((resolve) => meals.server.listen(port, '127.0.0.1', resolve));
    expect(await book.ownerOf('/meals')).toMatchObject({ remote: { name: 'mf_meals' }, page: { firstScreen: true } });
    expect((await book.current()).mf_meals).toEqual(MEALS);
    // In the configured order though read last: the navbar the browser hydrates lists the remotes' pages in that order.
    expect(Object.keys(await book.current())).toEqual(['mf_meals', 'mf_dashboard']);
  });

  it('when a remote goes down after its routes were read, then it still owns its pages (the shell shows its contained fallback)', async () => {
    const book = remoteRouteBook(remotes, log);
    await book.current();
    dashboard.server.close();
    dashboard.server.closeAllConnections();

    expect(await book.ownerOf('/UserDashboard')).toMatchObject({ remote: { name: 'mf_dashboard' }, page: { access: 'signed-in' } });
  });
});

describe('firstReadUrl', () => {
  it("when a page's first read names an operation, then its path is the declaration's, filled from the page's parameters, with the query", () => {
    expect(firstReadUrl({ operation: 'listMeals', query: { page: 1, limit: 6 } }, {})).toBe('/api/meals?page=1&limit=6');
    expect(firstReadUrl({ operation: 'getMeal', params: { id: 'id' } }, { id: '0123456789abcdef01234567' })).toBe('/api/meals/0123456789abcdef01234567');
    expect(firstReadUrl({ operation: 'getMenu' }, {})).toBe('/api/menu');
  });

  it("when the page's parameter is not what the operation accepts, then there is no read to preload", () => {
    expect(firstReadUrl({ operation: 'getMeal', params: { id: 'id' } }, { id: 'not-an-id' })).toBeUndefined();
  });
});
