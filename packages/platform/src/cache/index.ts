export * from './cache';
export * from './open-cache';
export { MemoryCache } from './memory-cache';
export { RedisCache } from './redis-cache';
export * from './hot-cache';
export * from './invalidation-channel';
