import type { BackendPorts } from '../../scripts/stack/backend';
import type { FrontendPorts } from '../../scripts/stack/frontends';

/**
 * Away from `npm start` and the API suites so all three can run on one machine; `TEST_PORT_OFFSET` shifts them
 * all, so two checkouts can run the journeys side by side.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const E2E_BACKEND: BackendPorts = { gateway: 28080 + offset, meals: 24001 + offset, users: 24002 + offset, payments: 24003 + offset, mess: 24004 + offset };
export const E2E_FRONTENDS: FrontendPorts = {
  shell: 23000 + offset,
  'mf-meals': 23001 + offset,
  'mf-dashboard': 23002 + offset,
  'mf-admin': 23003 + offset,
};
export const E2E_CONTROL = 28099 + offset;
export const SITE = `http://localhost:${E2E_FRONTENDS.shell}`;
