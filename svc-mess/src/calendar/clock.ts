/** The server's clock decides every cutoff (DESIGN §9); the kit's, shared with svc-payments' late fees. */
export { systemClock, SettableClock, type Clock } from '@hostel/platform';
