import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubSession } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';
import { OfflineNotices } from './offline-notices';
import { offlineState, servedFromCache, setOfflineState, setReloadAction } from './offline-state';

describe('the offline banner and the update prompt', () => {
  afterEach(() => act(() => setOfflineState({ offlineAsOf: null, updateReady: false })));

  it('shows nothing while the page is fresh and no new build is out', () => {
    renderInRemote(<OfflineNotices />, { session: stubSession('visitor') });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when answers came from the offline copy, then the banner says since when: the oldest of them', () => {
    renderInRemote(<OfflineNotices />, { session: stubSession('visitor') });
    act(() => servedFromCache('2026-11-26T08:00:00Z'));
    act(() => servedFromCache('2026-11-26T09:30:00Z'));
    expect(offlineState().offlineAsOf).toBe('2026-11-26T08:00:00Z');
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/^Offline — as of \S.*2026/);
  });

  it("when a new build is out, then it offers it in the spec's words, and Reload starts it", async () => {
    const reload = jest.fn();
    setReloadAction(reload);
    renderInRemote(<OfflineNotices />, { session: stubSession('visitor') });
    act(() => setOfflineState({ updateReady: true }));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent(/^New version available — Reload$/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
