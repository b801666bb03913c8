/** The API suites' actors (Firebase emulator users, localstripe payments) pointed at the journeys' gateway. */
import { API, pathOf, type MessSettings } from '@hostel/contracts';
import { api } from '../../api-tests/support/client';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demo-accounts';
import { emulatorAccount } from '../../scripts/stack/identity';
import { E2E_BACKEND } from './ports';

process.env.API_GATEWAY_URL = `http://localhost:${E2E_BACKEND.gateway}`;

export { signUp, premiumStudent, type Actor } from '../../api-tests/support/actors';
export { api } from '../../api-tests/support/client';

/**
 * Lets the journeys' students (signed up at api.test) board without waiting for an admin (DESIGN §11: the
 * settings' autoApproveDomains): their journeys are about the week and the bill, not the approval.
 */
export async function autoApproveTestStudents(): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((account) => account.email.startsWith('admin'))!;
  const account = await emulatorAccount(admin.email, admin.password);
  const session = await api<{ token: string }>(pathOf(API.createSession), { token: account.idToken, body: { email: admin.email } });
  const token = session.body.token;
  const settings = (await api<MessSettings>(pathOf(API.getMessSettings), { token })).body;
  if (settings.autoApproveDomains.includes('api.test')) return;
  const saved = await api(pathOf(API.putMessSettings), { method: 'PUT', token, body: { ...settings, autoApproveDomains: [...settings.autoApproveDomains, 'api.test'] } });
  if (saved.status !== 200) throw new Error(`could not auto-approve the journeys' students: ${saved.status}`);
}
