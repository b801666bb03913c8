/**
 * The shell's first screen, rendered in Node by its server at request time: the navbar on every page and, on the
 * shell's own pages, the page itself (Home's hero, tagline and headings). The page the shell serves carries it
 * inside #chrome, and the chrome application hydrates it: the tree below is the browser's (ChromeBody), so the
 * markup is the one its first render makes (see @hostel/ui's render-first-screen).
 */
import { StaticRouter } from 'react-router-dom';
import { firstScreenClient, loadingSession, renderFirstScreen, type FirstScreen } from '@hostel/ui/render-first-screen';
import { routeBook, type RoutesByRemote } from '../app/route-book';
import { ChromeBody, ChromeProviders } from '../chrome/chrome-app';
import { SHELL_PAGES } from '../chrome/shell-pages';
import { ToastBridge } from '../chrome/toast-bridge';
import { firstSlidePreload } from '../home/hero-slide';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Home's largest paint is the first slide's picture: the browser fetches the size it will show before any script. */
function homeHead(): string {
  const { imageSrcSet, imageSizes, type } = firstSlidePreload();
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeAttribute(imageSrcSet)}" imagesizes="${imageSizes}" fetchpriority="high">`;
}

/** The shell's own pages: with the remotes' pages, the paths the server draws a first screen for (no other path makes a render). */
export const shellPages: readonly string[] = Object.values(SHELL_PAGES);

/** `routes`: every remote's routes, as the front ends' server read them, for the navigation and links into remotes. */
export function renderPage(url: string, _apiOrigin?: string, { routes = {} }: { routes?: RoutesByRemote } = {}): FirstScreen {
  const client = firstScreenClient();
  const screen = renderFirstScreen(
    <ChromeProviders client={client} session={loadingSession} shellSession={null} routes={routeBook(routes)}>
      <StaticRouter location={url}>
        <ChromeBody />
      </StaticRouter>
      <ToastBridge />
    </ChromeProviders>,
    client,
  );
  return new URL(url, 'http://first-screen').pathname === '/' ? { ...screen, head: homeHead() } : screen;
}
