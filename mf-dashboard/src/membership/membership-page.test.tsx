import { act, screen, within } from '@testing-library/react';
import { PACKAGE_IDS, PACKAGES } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords } from '@hostel/ui/testing';
import { renderDashboard, testSession } from '../test/render-dashboard';
import { MembershipPage } from './membership-page';

describe('MembershipPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when a Bronze student opens it, then each package shows its name, price in tk., features and a Buy link to its checkout', () => {
    renderDashboard(<MembershipPage />, { session: testSession('bronze') });
    expect(screen.getByRole('heading', { name: 'Buy Membership' })).toBeInTheDocument();
    expect(screen.getByText('Bronze', { selector: 'strong' })).toBeInTheDocument();
    for (const id of PACKAGE_IDS) {
      const pkg = PACKAGES[id];
      const card = screen.getByRole('listitem', { name: pkg.name });
      expect(within(card).getByText(`${pkg.price} tk.`)).toBeInTheDocument();
      // The catalogue's English features are contracts' own, in the same order.
      expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...pkg.features]);
      expect(within(card).getByRole('link', { name: `Buy ${pkg.name}` })).toHaveAttribute('href', `/checkout/${id}`);
    }
  });

  it('when the page is in Bengali, then headings, prices, features and links read in Bengali and the current package is marked', async () => {
    await act(() => changeLanguage('bn'));
    const { container } = renderDashboard(<MembershipPage />);
    expect(screen.getByRole('heading', { name: 'সদস্যপদ কিনুন' })).toBeInTheDocument();
    const gold = screen.getByRole('listitem', { name: /^গোল্ড/ });
    expect(within(gold).getByText('৩৯৯ টাকা')).toBeInTheDocument();
    expect(within(gold).getByText('আপনার বর্তমান প্যাকেজ')).toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: 'গোল্ড কিনুন' })).toHaveAttribute('href', '/checkout/gold');
    expect(latinWords(container)).toEqual([]);
  });
});
