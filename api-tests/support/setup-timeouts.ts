// Some suites make many users and payments; each request still answers in milliseconds.
jest.setTimeout(60_000);
