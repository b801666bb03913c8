/**
 * The shell's first screen, rendered in Node by its server at request time: the navbar on every page and, on the
 * shell's own pages, the page itself (Home's hero, tagline and headings). The page the shell serves carries it
 * inside #chrome; the chrome application's first client render replaces it in one commit (see @hostel/ui's
 * render-first-screen for why it is not hydrated).
 */
import { StaticRouter } from 'react-router-dom';
import { ID_PATTERN, MEALS_PAGE_SIZE } from '@hostel/contracts';
import { firstScreenClient, loadingSession, renderFirstScreen, type FirstScreen } from '@hostel/ui/src/first-screen/render-first-screen';
import { ChromeProviders } from '../chrome/chrome-app';
import { Navbar } from '../chrome/navbar';
import { ShellRoutes } from '../chrome/shell-routes';
import { ToastBridge } from '../chrome/toast-bridge';
import { firstSlidePreload } from '../home/hero-slide';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Home's largest paint is the first slide's picture: the browser fetches the size it will show before any script. */
function homeHead(): string {
  const { imageSrcSet, imageSizes, type } = firstSlidePreload();
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeAttribute(imageSrcSet)}" imagesizes="${imageSizes}" fetchpriority="high">`;
}

export function renderPage(url: string): FirstScreen {
  const client = firstScreenClient();
  const screen = renderFirstScreen(
    <ChromeProviders client={client} session={loadingSession} shellSession={null}>
      <StaticRouter location={url}>
        <Navbar />
        <ShellRoutes />
      </StaticRouter>
      <ToastBridge />
    </ChromeProviders>,
    client,
  );
  return new URL(url, 'http://first-screen').pathname === '/' ? { ...screen, head: homeHead() } : screen;
}

/**
 * The first API read of each public page the shell does not draw itself, exactly as the page's own query asks it:
 * the server preloads it when the remote's first screen is unavailable, so the read is under way before any script.
 */
const FIRST_READS: [RegExp, (...groups: string[]) => string][] = [
  [/^\/meals\/?$/, () => `/api/meals?page=1&limit=${MEALS_PAGE_SIZE}`],
  [new RegExp(`^/meal/(${ID_PATTERN})/?$`), (id) => `/api/meals/${id}`],
  [/^\/menu\/?$/, () => '/api/menu'],
];

export function firstReadOf(pathname: string): string | undefined {
  for (const [route, read] of FIRST_READS) {
    const match = route.exec(pathname);
    if (match) return read(...match.slice(1));
  }
  return undefined;
}
