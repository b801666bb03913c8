export * from './outbox';
export * from './idempotent-consumer';
