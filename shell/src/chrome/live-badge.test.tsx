import { screen, waitFor } from '@testing-library/react';
import { changingSession, fakeEventStream, withEventStream, renderInRemote } from '@hostel/ui/testing';
import type { FirebaseSession } from '../session/firebase-session';
import { ShellSessionContext } from '../session/shell-session-context';
import { LiveBadge } from './live-badge';
import { Navbar } from './navbar';

describe('LiveBadge with the Navbar', () => {
  it('when the signed-in user’s user.badge_changed arrives on /events, then the shell session takes it and the navbar shows the new badge without a reload', async () => {
    const stream = fakeEventStream();
    withEventStream(stream, jest.fn() as unknown as typeof fetch);
    window.localStorage.setItem('token', 'session-token');
    const session = changingSession('bronze');
    const userId = session.getState().user!.id!;
    const shell = { applyBadge: jest.fn((id: string, badge: 'Gold') => id === userId && session.setBadge(badge)) } as unknown as FirebaseSession;
    renderInRemote(
      <ShellSessionContext.Provider value={shell}>
        <Navbar />
        <LiveBadge />
      </ShellSessionContext.Provider>,
      { session, path: '/' },
    );
    expect(screen.getByText('Bronze')).toHaveTextContent('Badge: Bronze');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.Authorization).toBe('Bearer session-token');

    stream.send({ id: '5-0', type: 'user.badge_changed', data: { userId, badge: 'Gold' } });

    await waitFor(() => expect(screen.getByText('Gold')).toHaveTextContent('Badge: Gold'));
    expect(shell.applyBadge).toHaveBeenCalledWith(userId, 'Gold');
  });
});
