// The routes' own entry (`@hostel/contracts/routes`), without zod: every page and the web server read it early.
export * from './remote-routes';
export * from './remote-labels';
export type * from './first-screen';
