/**
 * @jest-environment node
 */
import { FIRST_SCREEN_PAGES } from './first-screen/render-page';
import { routes } from './routes';

describe("mf-meals' routes module", () => {
  it('when a page is marked as drawn by the server, then the first-screen renderer draws it, and no other', () => {
    const marked = Object.entries(routes.pages).flatMap(([id, page]) => (page.firstScreen ? [id] : []));

    expect(FIRST_SCREEN_PAGES.sort()).toEqual(marked.sort());
  });
});
