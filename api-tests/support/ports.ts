import type { BackendPorts } from '../../scripts/stack/backend';

/** Away from `npm start`'s ports so the suites can run while the site is up. */
export const API_PORTS: BackendPorts = { gateway: 18080, meals: 14001, users: 14002, payments: 14003 };
export const CONTROL_PORT = 18099;
export const ADMIN_EMAIL = 'admin@api.test';
