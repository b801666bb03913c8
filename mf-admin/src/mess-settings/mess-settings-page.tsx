import { Heading, JumpList, Page } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { BoardersTable, PendingJoinsTable } from './boarders-table';
import { ClosuresSection } from './closures-section';
import { MessSettingsSection } from './mess-settings-form';

const SECTIONS = [
  ['mess-settings', 'messSettings.jump.settings'],
  ['mess-closures', 'messSettings.jump.closures'],
  ['mess-pending-joins', 'messSettings.jump.pending'],
  ['mess-boarders', 'messSettings.jump.boarders'],
] as const;

/** The mess office's admin page (DESIGN §9, §11): its settings, the days it closes, the joins to approve and its boarders. */
export function MessSettingsPage() {
  const { t } = useAdminT();
  return (
    <Page>
      <Heading>{t('messSettings.title')}</Heading>
      <JumpList sections={SECTIONS.map(([id, key]) => [id, t(key)] as const)} />
      <MessSettingsSection />
      <ClosuresSection />
      <PendingJoinsTable />
      <BoardersTable />
    </Page>
  );
}
