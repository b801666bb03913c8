import { Heading, JumpList, Page } from '@hostel/ui';
import { BoardersTable } from './boarders-table';
import { ClosuresSection } from './closures-section';
import { MessSettingsSection } from './mess-settings-form';

const SECTIONS = [
  ['mess-settings', 'Settings'],
  ['mess-closures', 'Closures'],
  ['mess-boarders', 'Boarders'],
] as const;

/** The mess office's admin page (DESIGN §9): its settings, the days it closes and its boarders. */
export function MessSettingsPage() {
  return (
    <Page>
      <Heading>Mess Settings</Heading>
      <JumpList sections={SECTIONS} />
      <MessSettingsSection />
      <ClosuresSection />
      <BoardersTable />
    </Page>
  );
}
