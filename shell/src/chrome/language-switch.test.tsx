import { API } from '@hostel/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, currentLanguage, stubSession, type SessionApi, type SessionState } from '@hostel/ui';
import { fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { WithRoutes } from '../testing/remote-routes';
import { Navbar } from './navbar';

const renderNavbar = (session: SessionApi) =>
  renderInRemote(
    <WithRoutes>
      <Navbar />
    </WithRoutes>,
    { session, path: '/' },
  );

/** A session that signs in later, as the shell's does once Firebase and the record have answered. */
function signingInSession(): SessionApi & { signIn(state: SessionState): void } {
  let state: SessionState = { loading: true, user: null };
  const listeners = new Set<(state: SessionState) => void>();
  return {
    ...stubSession('visitor'),
    getState: () => state,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signIn: (next) => {
      state = next;
      for (const listener of listeners) listener(state);
    },
  };
}

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    window.localStorage.clear();
  });

  it('when a visitor presses বাংলা, then the page and <html lang> switch to Bengali, the switch offers English, and nothing is saved', async () => {
    const { calls } = fakeApi({});
    renderNavbar(stubSession('visitor'));
    const toBengali = screen.getByRole('button', { name: 'Language: বাংলা' });
    // Drawn, not written: no Bengali letter for a device without a Bengali font to search its fonts for.
    expect(toBengali.querySelector('svg[lang="bn"]')).toHaveAttribute('aria-label', 'বাংলা');
    expect(toBengali.querySelector('svg path')?.getAttribute('d')).toMatch(/^M[\d -]+[LQ]/);
    expect(toBengali.textContent).not.toMatch(/[\u0980-\u09ff]/);

    await userEvent.click(toBengali);

    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByRole('link', { name: 'যোগ দিন' })).toBeInTheDocument();
    const toEnglish = screen.getByRole('button', { name: 'ভাষা: English' });
    expect(toEnglish.querySelector('[lang="en"]')).toHaveTextContent('English');
    expect(calls).toEqual([]);

    await userEvent.click(toEnglish);
    expect(screen.getByRole('link', { name: 'Join Us' })).toBeInTheDocument();
  });

  it('when a signed-in student switches, then the choice is saved on their record with their session', async () => {
    window.localStorage.setItem('token', 'session-token');
    const { calls } = fakeApi({ [routeOf(API.setMyLanguage)]: { body: { _id: '64b000000000000000000002', name: 'Rahim Uddin', email: 'bronze@hostel.local', photo: null, photoURL: null, role: 'user', badge: 'Bronze', creationTime: 'x', lastSignInTime: 'x', language: 'bn' } } });
    renderNavbar(stubSession('bronze'));

    await userEvent.click(screen.getByRole('button', { name: 'Language: বাংলা' }));

    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', path: '/users/me/language', body: { language: 'bn' } }]));
  });

  it('when someone whose record keeps Bengali signs in, then the page switches to Bengali once; their later switch stays', async () => {
    const session = signingInSession();
    fakeApi({});
    renderNavbar(session);
    expect(currentLanguage()).toBe('en');

    act(() => session.signIn({ loading: false, user: { id: '64b000000000000000000002', uid: 'u', email: 'bronze@hostel.local', name: 'Rahim Uddin', photoURL: null, role: 'user', badge: 'Bronze', language: 'bn' } }));

    await waitFor(() => expect(currentLanguage()).toBe('bn'));
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা: English' }));
    expect(currentLanguage()).toBe('en');
  });
});
