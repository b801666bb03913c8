export * from './hot-cache';
export * from './invalidation-channel';
