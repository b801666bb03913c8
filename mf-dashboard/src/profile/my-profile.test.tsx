import { screen } from '@testing-library/react';
import { renderDashboard, testSession } from '../test/render-dashboard';
import { MyProfile } from './my-profile';

describe('MyProfile', () => {
  it('when shown, then name, e-mail and badge appear, the default avatar stands in for a missing photo and the record is re-read', () => {
    const { session } = renderDashboard(<MyProfile />, { session: testSession('bronze') });
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('bronze@hostel.local')).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toHaveTextContent('Bronze');
    expect(screen.getByRole('img', { name: "Rahim Uddin's avatar" }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
  });
});
