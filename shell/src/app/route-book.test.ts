/**
 * @jest-environment node
 */
import { REMOTE_ROUTES } from '../testing/remote-routes';
import { routeBook } from './route-book';

describe('routeBook', () => {
  const book = routeBook(REMOTE_ROUTES);

  it("when a remote's page is asked by its id, then its path comes with the parameters filled in", () => {
    expect(book.hrefOf('mf_dashboard', 'checkout', { package: 'gold' })).toBe('/checkout/gold');
    expect(book.hrefOf('mf_meals', 'meal', { id: 'a b' })).toBe('/meal/a%20b');
  });

  it('when a page id its remote does not declare is given, then it does not type-check', () => {
    // @ts-expect-error 'checkout' is mf-dashboard's page, not mf-meals'
    expect(book.hrefOf('mf_meals', 'checkout')).toBeUndefined();
    // @ts-expect-error a page id is one the routes module declares, not any string
    expect(book.hrefOf('mf_admin', 'AdminDashboard')).toBeUndefined();
  });

  it("when that remote's routes are not known yet, then there is no link", () => {
    expect(routeBook({}).hrefOf('mf_meals', 'meals')).toBeUndefined();
  });
});
