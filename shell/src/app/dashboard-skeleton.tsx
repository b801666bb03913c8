import styled from 'styled-components';
import { DEFAULT_AVATAR, Page } from '@hostel/ui';
// The fragments' own file, not the kit's index: nothing else of the kit comes with them into the first load.
import { profileCardBox, sectionBox } from '@hostel/ui/boxes';
import { useShellT } from '../i18n';

/**
 * The dashboards' first screen before their remote has drawn it: the heading's and the jump list's room and the
 * profile box with the default avatar, where the remote's own will be. The shell serves it (the first screen of a
 * signed-in page is the guard's loading view) and keeps it until the remote has drawn, so the first paint already
 * has the page's shape and its largest element (the avatar's box) instead of a spinner that the late remote replaces.
 *
 * It lies over the remote's area (absolutely placed below the fixed navbar) rather than in the flow: the remote draws
 * underneath it and nothing moves when it goes. It tells screen readers only that the page is loading.
 */
export function DashboardSkeleton() {
  const { t } = useShellT();
  return (
    <Overlay data-testid="dashboard-skeleton">
      <Page>
        <Bar $width="55%" $height="36px" style={{ margin: '8px 0 16px' }} aria-hidden="true" />
        <Chips aria-hidden="true">
          {[96, 128, 112, 136].map((width) => (
            <Chip key={width} style={{ width }} />
          ))}
        </Chips>
        <Box>
          <Bar $width="40%" $height="30px" style={{ marginBottom: 16 }} aria-hidden="true" />
          <Card>
            <img src={DEFAULT_AVATAR} alt="" width={96} height={96} />
            <div>
              <Bar $width="160px" $height="22px" aria-hidden="true" />
              {/* The kit's words for the loading screen, as its spinner says them. */}
              <Muted role="status">{t('ui:loading.screen')}</Muted>
            </div>
          </Card>
        </Box>
      </Page>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  background: ${({ theme }) => theme.colors.background};
`;

/** Whole pixels: the avatar's box lands on whole pixels as the remote's does, so its painted area is the same. */
const Bar = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.border};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
`;

const Chip = styled.div`
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** Section's and ProfileCard's boxes, the kit's own fragments, so the avatar sits where the remote's will. */
const Box = styled.div`
  ${sectionBox}
`;

const Card = styled.div`
  ${profileCardBox}
`;

const Muted = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
