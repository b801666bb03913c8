import { expectNoPolicyViolations } from './browser';

// Browser journeys span many page loads; each step still has its own 15 s timeout (see browser.ts).
jest.setTimeout(120_000);

// Every page of every journey works under the Content-Security-Policy the front ends' server sends.
afterEach(() => expectNoPolicyViolations());
