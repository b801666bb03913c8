import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { inRenderLanguage } from '@hostel/contracts/render-language';
import { firstScreenClient, renderFirstScreen } from '@hostel/ui/render-first-screen';
import { registerCatalogue, useT } from '@hostel/ui/i18n';
import { bengaliFontHead } from './bengali-font';
import type { Renderer } from './first-screen';
import { languageOf } from './language';
import { routesSchema, type RouteBook } from './remote-routes';
import { shellPage } from './shell-page';

describe('the first screen in the visitor’s language', () => {
  it('when the lang cookie says bn, then Bengali; en, none or anything else is English', () => {
    expect(languageOf('theme=dark; lang=bn')).toBe('bn');
    expect(languageOf('lang=en')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('lang=fr')).toBe('en');
    expect(languageOf('xlang=bn')).toBe('en');
  });

  it('when renders in both languages overlap (each awaits its read first), then each draws in its own language', async () => {
    registerCatalogue('web-server-test', { en: { title: 'All Meals' }, bn: { title: 'সব খাবার' } });
    const Title = () => createElement('h1', null, useT('web-server-test').t('title'));
    // As a remote's renderer does: read from the API, then render; the other language's render runs meanwhile.
    const render = (wait: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, wait));
      return renderFirstScreen(createElement(Title), firstScreenClient()).html;
    };

    const [bengali, english] = await Promise.all([inRenderLanguage('bn', render(30)), inRenderLanguage('en', render(1))]);

    expect(bengali).toBe('<h1>সব খাবার</h1>');
    expect(english).toBe('<h1>All Meals</h1>');
  });

  it('when the shell serves a page in Bengali, then <html lang="bn"> and both first screens are asked for in Bengali', async () => {
    const app = mkdtempSync(join(tmpdir(), 'web-server-page-'));
    const index = join(app, 'index.html');
    writeFileSync(index, '<!doctype html><html lang=en><head></head><body><div id=chrome></div><main id=mf-area></main></body></html>');
    const renderer: Renderer = { render: jest.fn(async () => ({ html: 'chrome', styles: '', data: '', images: [] })), warmUp: jest.fn() };
    const remote = jest.fn(async () => null);
    const book: RouteBook = { current: async () => ({}), ownerOf: async () => undefined };
    const site = { remotes: { mf_meals: 'http://127.0.0.1:1/mf-manifest.json', mf_dashboard: 'http://127.0.0.1:1/mf-manifest.json', mf_admin: 'http://127.0.0.1:1/mf-manifest.json' }, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, stripe: { publishableKey: 'pk' } };

    const page = await shellPage(site, renderer, book, remote)(index, '/meals', 'nonce', 'bn');

    expect(page).toMatch(/^<!doctype html><html lang="bn">/);
    expect(renderer.render).toHaveBeenCalledWith('/meals', { routes: {} }, 'bn');
    expect(remote).toHaveBeenCalledWith('/meals', 'bn');
    expect(await shellPage(site, renderer, book, remote)(index, '/', 'nonce')).toMatch(/<html lang="en">/);
  });

  it("when a remote's routes.json carries its labels in every language, then they are kept for the shell's navigation", () => {
    const labels = { en: 'Meals', bn: 'খাবার' };
    const routes = routesSchema.parse({ label: 'Meals', labelKey: 'nav.area', labels, pages: { meals: { path: '/meals', access: 'everyone', nav: { label: 'Meals', labelKey: 'nav.meals', labels, places: ['main'] } } } });
    expect(routes).toMatchObject({ labels, pages: { meals: { nav: { labels } } } });
  });

  it("when a remote's routes.json gives a label in a language the site does not have, then it is refused", () => {
    expect(() => routesSchema.parse({ label: 'Meals', labels: { fr: 'Repas' }, pages: {} })).toThrow();
  });
});

describe('the Bengali web font in the page’s head', () => {
  function buildWithFont(): string {
    const dist = mkdtempSync(join(tmpdir(), 'web-server-font-'));
    mkdirSync(join(dist, 'fonts'));
    for (const name of ['noto-sans-bengali-bengali-400-normal.0a1b2c3d.woff2', 'noto-sans-bengali-bengali-700-normal.4e5f6a7b.woff2', 'other.woff2']) writeFileSync(join(dist, 'fonts', name), '');
    return dist;
  }

  it("when a build has the font, then every page declares both weights as 'Hostel Bengali' for Bengali code points only, the device's own font first, swapping in, and preloads nothing", () => {
    const head = bengaliFontHead(buildWithFont());
    expect(head).not.toContain('preload');
    expect(head.match(/@font-face\{[^}]*\}/g)).toHaveLength(2);
    expect(head).toContain("@font-face{font-family:'Hostel Bengali';font-style:normal;font-weight:700;font-display:swap;src:local('Noto Sans Bengali Bold'),local('NotoSansBengali-Bold'),");
    expect(head).toContain(",url(/fonts/noto-sans-bengali-bengali-700-normal.4e5f6a7b.woff2) format('woff2');unicode-range:U+0951-0952,");
    expect(head).toMatch(/font-weight:400;[^}]*local\('Lohit Bengali'\)[^}]*url\(\/fonts\/noto-sans-bengali-bengali-400-normal\.0a1b2c3d\.woff2\)/);
    expect(head).not.toMatch(/unicode-range:[^}]*U\+00(2|3|4|5|6|7)/);
    // Not the taka sign: English prices use it.
    expect(head).toContain('U+0980-09F2,U+09F4-09FE');
  });

  it('when a build has no font files, then nothing is declared', () => {
    expect(bengaliFontHead(mkdtempSync(join(tmpdir(), 'web-server-nofont-')))).toBe('');
  });
});
