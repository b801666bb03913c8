import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warmUpRenderer, type Renderer } from './first-screen';

/** A remote's build folder with the routes.json its routes module gives. */
function buildFolder(routes?: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-server-warm-'));
  if (routes) writeFileSync(join(dist, 'routes.json'), JSON.stringify(routes));
  return dist;
}

const MEALS = {
  label: 'Meals',
  pages: {
    meals: { path: '/meals', access: 'everyone', firstScreen: true },
    meal: { path: '/meal/:id', access: 'everyone', firstScreen: true },
    menu: { path: '/menu', access: 'everyone', firstScreen: true },
    upcoming: { path: '/upcoming', access: 'signed-in' },
  },
};

describe("a remote's first-screen renderer at start", () => {
  const log = jest.fn();
  const renderer = () => ({ render: jest.fn(), warmUp: jest.fn(async () => undefined) }) satisfies Renderer;

  it('when warmed up, then each of its pages with a first screen and no path parameter is rendered, as its routes.json lists them', async () => {
    const warmed = renderer();
    await warmUpRenderer(warmed, buildFolder(MEALS), log);

    expect(warmed.warmUp).toHaveBeenCalledWith(['/meals', '/menu']);
    expect(warmed.render).not.toHaveBeenCalled();
  });

  it('when the build has no routes.json, or one that is not a routes module, then nothing is rendered and the reason is logged', async () => {
    const warmed = renderer();
    await warmUpRenderer(warmed, buildFolder(), log);
    await warmUpRenderer(warmed, buildFolder({ label: 'Meals', pages: { meals: { path: 'no-slash', access: 'everyone' } } }), log);

    expect(warmed.warmUp).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/not warmed up/), expect.anything());
  });
});
