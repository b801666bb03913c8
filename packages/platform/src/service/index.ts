export * from './service-config';
export * from './service-deps';
export * from './run-service';
