export * from './audit';
export * from './audited-delete';
