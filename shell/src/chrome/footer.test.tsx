import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';
import { WithRoutes } from '../testing/remote-routes';
import { Footer } from './footer';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('Footer', () => {
  it('when the Menu quick link is followed, then the weekly menu at /menu opens', async () => {
    renderInRemote(
      <WithRoutes>
        <Footer />
        <Where />
      </WithRoutes>,
      { session: stubSession('visitor'), path: '/meals' },
    );
    const menu = within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Menu' });
    expect(menu).toHaveAttribute('href', '/menu');

    await userEvent.click(menu);

    expect(screen.getByTestId('path')).toHaveTextContent(/^\/menu$/);
  });
});
