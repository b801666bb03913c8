import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { TimeAgo } from '../format/time-ago';
import { RemoteProviders } from '../remote/remote-root';
import { seedFromFirstScreen } from './first-screen-data';
import { firstScreenClient, loadingSession, renderFirstScreen } from './render-first-screen';

/** React's act() outside Testing Library: the environment says it may be used. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVED_AT = Date.parse('2026-11-27T14:30:00Z');
/** 89 s before the render: "1 minute ago" (1.48 minutes) there, "2 minutes ago" (1.52) two seconds later. */
const POSTED = new Date(SERVED_AT - 89_000).toISOString();

function Posted() {
  return (
    <p>
      Posted <TimeAgo value={POSTED} />
    </p>
  );
}

describe('relative times in a hydrated first screen', () => {
  let root: Root | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: SERVED_AT });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('when a time crosses a minute between the render and the hydration, then the served text is hydrated, and the current one follows on the same element', async () => {
    const client = firstScreenClient();
    client.setQueryData(['meal', 1], 'Beef Tehari');
    const screen = renderFirstScreen(
      <RemoteProviders client={client} session={loadingSession}>
        <Posted />
      </RemoteProviders>,
      client,
    );
    expect(screen.html).toContain('1 minute ago');
    document.body.innerHTML = `<main id="mf-area">${screen.html}</main>${screen.data}`;
    const container = document.getElementById('mf-area')!;
    const time = container.querySelector('time');

    jest.setSystemTime(SERVED_AT + 2_000);
    const browserClient = new QueryClient();
    seedFromFirstScreen(browserClient);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <RemoteProviders client={browserClient} session={loadingSession}>
          <Posted />
        </RemoteProviders>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('time')).toBe(time);
    expect(time?.textContent).toBe('2 minutes ago');
    expect(time?.getAttribute('datetime')).toBe(POSTED);
  });

  it('when the time is shown for a while, then it keeps itself current', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Posted />);
    });
    expect(container.textContent).toBe('Posted 1 minute ago');

    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });

    expect(container.textContent).toBe('Posted 2 minutes ago');
  });
});
