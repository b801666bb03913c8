import styled from 'styled-components';
import { Button, formatDateTime } from '@hostel/ui';
import { useShellT } from '../i18n';
import { reloadToNewVersion, useOfflineState } from './offline-state';

/** Fixed at the foot of the screen: they cover no navigation and move no content while they come and go. */
const Notices = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 60;
  display: grid;
  pointer-events: none;
  p {
    pointer-events: auto;
    margin: 0;
    padding: 10px 16px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    font-weight: 600;
    text-align: center;
  }
`;

const OfflineLine = styled.p`
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.warning};
`;

const UpdateLine = styled.p`
  background: ${({ theme }) => theme.colors.nav};
  color: ${({ theme }) => theme.colors.navText};
`;

/**
 * 'Offline — as of {time}' while the page shows answers kept from an earlier visit, and 'New version available —
 * Reload' once a newer build of the shell or of a remote is out (the open page keeps running the build it started
 * with until the person chooses to reload).
 */
export function OfflineNotices() {
  const { offlineAsOf, updateReady } = useOfflineState();
  const { t } = useShellT();
  if (!offlineAsOf && !updateReady) return null;
  return (
    <Notices>
      {offlineAsOf && (
        <OfflineLine role="status" data-testid="offline-banner">
          {t('offline.asOf', { time: formatDateTime(offlineAsOf) })}
        </OfflineLine>
      )}
      {updateReady && (
        <UpdateLine role="status" data-testid="update-prompt">
          {t('offline.newVersion')} —{' '}
          <Button type="button" $small onClick={reloadToNewVersion}>
            {t('offline.reload')}
          </Button>
        </UpdateLine>
      )}
    </Notices>
  );
}
