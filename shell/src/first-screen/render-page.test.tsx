/**
 * @jest-environment node
 */
import { REMOTE_ROUTES } from '../testing/remote-routes';
import { renderPage } from './render-page';

describe("the shell's first-screen renderer", () => {
  it('when Home is rendered in Node, then the navbar is in the markup and the head preloads the hero', () => {
    const screen = renderPage('/');

    expect(screen.html).toContain('aria-label="Main"');
    expect(screen.head).toMatch(/<link rel="preload" as="image" type="image\/avif"/);
  });

  it("when the server hands it the remotes' routes, then the navbar links their pages; without them, only Home", () => {
    expect(renderPage('/', 'http://api', { routes: REMOTE_ROUTES }).html).toContain('href="/menu"');
    expect(renderPage('/').html).not.toContain('href="/menu"');
  });
});
