// Browser journeys span many page loads; each step still has its own 15 s timeout (see browser.ts).
jest.setTimeout(120_000);
