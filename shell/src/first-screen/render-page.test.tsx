/**
 * @jest-environment node
 */
import { firstReadOf, renderPage } from './render-page';

describe("the shell's first-screen renderer", () => {
  it('when a remote page is asked for, then its first read is the one the page itself sends', () => {
    expect(firstReadOf('/meals')).toBe('/api/meals?page=1&limit=6');
    expect(firstReadOf('/meal/0123456789abcdef01234567')).toBe('/api/meals/0123456789abcdef01234567');
    expect(firstReadOf('/menu')).toBe('/api/menu');
  });

  it('when the path is no public page (or not a meal id), then nothing is read ahead', () => {
    expect(firstReadOf('/meal/not-an-id')).toBeUndefined();
    expect(firstReadOf('/UserDashboard')).toBeUndefined();
    expect(firstReadOf('/')).toBeUndefined();
  });

  it('when Home is rendered in Node, then the navbar is in the markup and the head preloads the hero', () => {
    const screen = renderPage('/');

    expect(screen.html).toContain('aria-label="Main"');
    expect(screen.head).toMatch(/<link rel="preload" as="image" type="image\/avif"/);
  });
});
