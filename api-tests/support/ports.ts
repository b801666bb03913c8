import type { BackendPorts } from '../../scripts/stack/backend';

/**
 * Away from `npm start`'s ports so the suites can run while the site is up. `TEST_PORT_OFFSET` shifts them all,
 * so two checkouts (or two developers on one machine) can run the API suites side by side.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
export const API_PORTS: BackendPorts = { gateway: 18080 + offset, meals: 14001 + offset, users: 14002 + offset, payments: 14003 + offset, mess: 14004 + offset };
export const CONTROL_PORT = 18099 + offset;
export const ADMIN_EMAIL = 'admin@api.test';
