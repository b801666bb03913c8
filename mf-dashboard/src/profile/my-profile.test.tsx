import { act, screen } from '@testing-library/react';
import { changeLanguage, DEFAULT_AVATAR } from '@hostel/ui';
import { latinWords } from '@hostel/ui/testing';
import { renderDashboard, testSession } from '../test/render-dashboard';
import { MyProfile } from './my-profile';

describe('MyProfile', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when shown, then name, e-mail and badge appear, the default avatar stands in for a missing photo and the record is re-read', () => {
    const { session } = renderDashboard(<MyProfile />, { session: testSession('bronze') });
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('bronze@hostel.local')).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toHaveTextContent('Bronze');
    expect(screen.getByRole('img', { name: "Rahim Uddin's avatar" })).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('when the page is in Bengali, then the section and the badge read in Bengali, only the name and e-mail stay as they are', async () => {
    await act(() => changeLanguage('bn'));
    const { container } = renderDashboard(<MyProfile />, { session: testSession('bronze') });
    expect(screen.getByRole('heading', { name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toHaveTextContent('ব্রোঞ্জ');
    expect(latinWords(container, ['Rahim Uddin', 'bronze@hostel.local'])).toEqual([]);
  });
});
