// The front ends' test helpers (`@hostel/ui/testing`): never imported by production code.
export * from './changing-session';
export * from './fake-event-stream';
export * from './latin';
export * from './meal-fixture';
export * from './render-remote';
