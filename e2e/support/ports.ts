import type { BackendPorts } from '../../scripts/stack/backend';
import type { FrontendPorts } from '../../scripts/stack/frontends';

/** Away from `npm start` and the API suites so all three can run on one machine. */
export const E2E_BACKEND: BackendPorts = { gateway: 28080, meals: 24001, users: 24002, payments: 24003 };
export const E2E_FRONTENDS: FrontendPorts = { shell: 23000, 'mf-meals': 23001, 'mf-dashboard': 23002, 'mf-admin': 23003 };
export const E2E_CONTROL = 28099;
export const SITE = `http://localhost:${E2E_FRONTENDS.shell}`;
