/** The API suites' actors (Firebase emulator users, localstripe payments) pointed at the journeys' gateway. */
import { E2E_BACKEND } from './ports';

process.env.API_GATEWAY_URL = `http://localhost:${E2E_BACKEND.gateway}`;

export { signUp, premiumStudent, type Actor } from '../../api-tests/support/actors';
export { api } from '../../api-tests/support/client';
