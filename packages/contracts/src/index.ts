export * from './constants';
export * from './messages';
export * from './events';
export * from './api/common';
export * from './api/users';
export * from './api/payments';
export * from './api/meals';
export * from './api/health';
