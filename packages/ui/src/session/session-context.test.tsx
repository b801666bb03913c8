import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { SessionProvider, useSession } from './session-context';
import type { SessionApi, SessionState } from './session-api';

/** React's act() outside Testing Library: the environment says it may be used. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sessionIn = (state: SessionState): SessionApi => ({
  getState: () => state,
  onChange: () => () => undefined,
  getToken: () => null,
  signOut: async () => undefined,
  refreshUser: async () => undefined,
});

function Greeting() {
  const { loading, user } = useSession();
  if (loading) return <p>Loading</p>;
  return <p>{user ? `Hello ${user.name}` : 'Join Us'}</p>;
}

describe('useSession', () => {
  it('when a root hydrates served markup while the session already knows the person, then it hydrates as served and shows them right after', async () => {
    const container = document.createElement('div');
    // The server renders every page with nobody known yet.
    container.innerHTML = renderToString(
      <SessionProvider session={sessionIn({ loading: true, user: null })}>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.innerHTML).toBe('<p>Loading</p>');
    document.body.append(container);
    const served = container.querySelector('p');
    const errors: unknown[] = [];
    const remembered = sessionIn({
      loading: false,
      user: { id: 'u1', uid: 'uid-1', email: 'nadia@student.test', name: 'Nadia', photoURL: null, role: 'user', badge: 'Gold' },
    });

    await act(async () => {
      hydrateRoot(
        container,
        <SessionProvider session={remembered}>
          <Greeting />
        </SessionProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(served);
    expect(container.textContent).toBe('Hello Nadia');
    container.remove();
  });

  it('when a root hydrates while the session knows nobody yet, then each reader renders once: no second render in the hydration’s task', async () => {
    const rendered = jest.fn();
    function CountedGreeting() {
      rendered();
      return <Greeting />;
    }
    const Reader = () => {
      useSession();
      return <CountedGreeting />;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SessionProvider session={sessionIn({ loading: true, user: null })}>
        <Reader />
      </SessionProvider>,
    );
    document.body.append(container);
    rendered.mockClear();
    const errors: unknown[] = [];

    await act(async () => {
      // The browser's session: the same "nobody yet" in a state object of its own.
      hydrateRoot(
        container,
        <SessionProvider session={sessionIn({ loading: true, user: null })}>
          <Reader />
        </SessionProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Loading');
    expect(rendered).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
